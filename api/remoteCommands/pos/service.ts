import { createHash, randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { AppError } from '../../../domain/errors/catalogue';
import { canReport, type RemoteControlStatusType } from '../../../domain/remoteCommands/commands';
import { defaultSecretHashCost, hashSecret, verifySecret, type SecretHashCost } from '../../../db/models/access/secrets';
import { StoreTokenModel } from '../../../db/models/remoteCommands/storeToken';
import { RemoteControlModel, type RemoteControl } from '../../../db/models/remoteCommands/remoteControl';
import { WarehouseModel } from '../../../db/models/stores/warehouse';

/**
 * The stores' side of remote commands: a point of sale authenticates with its store's token,
 * takes its pending commands (each handed out once, whichever point of sale asks first) and
 * reports received, executed or failed with a response.
 */

/** Issues a new token for a store; the secret is shown once and stored only as its argon2id hash. */
export async function issueStoreToken(warehouseId: string, label: string, cost: SecretHashCost = defaultSecretHashCost): Promise<string> {
  if (!(await WarehouseModel.exists({ warehouseId }))) throw new AppError('REMOTE_COMMAND_STORE_UNKNOWN', { storeId: warehouseId });
  const tokenId = randomBytes(9).toString('base64url');
  const secret = randomBytes(24).toString('base64url');
  await StoreTokenModel.create({ tokenId, warehouseId, secretHash: await hashSecret(secret, cost), label });
  return `${tokenId}.${secret}`;
}

/** Revokes a store's tokens with a label (the simulator's, replaced on every start). */
export async function revokeStoreTokens(label: string): Promise<number> {
  const result = await StoreTokenModel.updateMany({ label, revoked: false }, { $set: { revoked: true } });
  return result.modifiedCount;
}

/**
 * Verified tokens are remembered a minute by their SHA-256 (never the token itself), so a point of
 * sale polling every few seconds does not pay an argon2id verification each time.
 */
const verified = new Map<string, { warehouseId: string; tokenId: string; until: number }>();
const REMEMBER_MS = 60_000;

export async function storeOfToken(token: string | undefined, now: number = Date.now()): Promise<string> {
  if (!token || token.length > 200) throw new AppError('STORE_TOKEN_INVALID');
  const digest = createHash('sha256').update(token).digest('hex');
  const remembered = verified.get(digest);
  if (remembered && remembered.until > now) return remembered.warehouseId;
  const [tokenId, secret] = token.split('.');
  if (!tokenId || !secret) throw new AppError('STORE_TOKEN_INVALID');
  const record = await StoreTokenModel.findOne({ tokenId, revoked: false }).lean();
  if (!record || !(await verifySecret(record.secretHash, secret))) throw new AppError('STORE_TOKEN_INVALID');
  if (verified.size > 10_000) verified.clear();
  verified.set(digest, { warehouseId: record.warehouseId, tokenId, until: now + REMEMBER_MS });
  await StoreTokenModel.updateOne({ tokenId }, { $set: { lastUsedAt: new Date(now) } });
  return record.warehouseId;
}

/** Forgets remembered verifications (a revoked token stops working at once). */
export function forgetVerifiedTokens(): void {
  verified.clear();
}

function pendingView(record: RemoteControl & { _id: Types.ObjectId }) {
  return {
    id: String(record._id),
    remoteCommandName: record.remoteCommand.remoteCommandName,
    command: JSON.parse(record.remoteCommand.command) as unknown,
    params: JSON.parse(record.params) as unknown,
    sentAt: new Date(record.sentAt).toISOString(),
  };
}

/**
 * Takes up to `limit` pending commands of the store, oldest first. Each take is one atomic
 * findOneAndUpdate on a command not yet taken, so two points of sale polling at the same moment
 * never get the same command. A taken command is 'received'. Expired ones are not handed out.
 */
export async function takePendingCommands(warehouseId: string, posId: string, limit: number, expiryMs: number, now: number = Date.now()) {
  const taken = [];
  for (let index = 0; index < limit; index += 1) {
    const record = await RemoteControlModel.findOneAndUpdate(
      { warehouseId, status: 'send', takenBy: null, sentAt: { $gte: now - expiryMs } },
      {
        $set: { takenBy: posId, takenAt: now, status: 'received' },
        $push: { remoteControlStatus: { remoteControlStatusType: 'received', startDatetime: Math.floor(now / 1000), endDatetime: null, attendantId: posId } },
      },
      { sort: { sentAt: 1 }, returnDocument: 'after' },
    ).lean<RemoteControl & { _id: Types.ObjectId }>();
    if (!record) break;
    taken.push(pendingView(record));
  }
  return taken;
}

/** A point of sale reports what happened to a command it took (executed or failed, with its response). */
export async function reportCommand(
  warehouseId: string,
  posId: string,
  id: string,
  report: { status: Exclude<RemoteControlStatusType, 'send'>; response?: string },
  now: number = Date.now(),
) {
  if (!Types.ObjectId.isValid(id)) throw new AppError('REMOTE_CONTROL_NOT_FOUND', { id });
  const current = await RemoteControlModel.findOne({ _id: id, warehouseId }).lean();
  if (!current) throw new AppError('REMOTE_CONTROL_NOT_FOUND', { id });
  if (!canReport(current.status, report.status)) throw new AppError('REMOTE_CONTROL_ALREADY_FINISHED', { id, status: current.status });
  const seconds = Math.floor(now / 1000);
  const finishing = report.status !== 'received';
  // The filter repeats the status read: a concurrent report in between makes this one lose cleanly.
  const updated = await RemoteControlModel.findOneAndUpdate(
    { _id: id, warehouseId, status: current.status },
    {
      $set: {
        status: report.status,
        ...(report.response !== undefined ? { response: report.response } : {}),
        ...(current.takenBy ? {} : { takenBy: posId, takenAt: now }),
      },
      $push: {
        remoteControlStatus: { remoteControlStatusType: report.status, startDatetime: seconds, endDatetime: finishing ? seconds : null, attendantId: posId },
      },
    },
    { returnDocument: 'after' },
  ).lean();
  if (!updated) throw new AppError('REMOTE_CONTROL_ALREADY_FINISHED', { id, status: current.status });
  return { id, status: updated.status };
}
