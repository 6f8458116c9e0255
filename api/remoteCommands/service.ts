import { Types } from 'mongoose';
import { AppError } from '../../domain/errors/catalogue';
import {
  isKitExpired,
  isOfferedCustomer,
  kitSuffix,
  remoteControlState,
  REMOTE_COMMAND_LIST_LIMIT,
  WAREHOUSE_KITS_LIMIT,
  type RemoteCommandInput,
} from '../../domain/remoteCommands/commands';
import { isDuplicateKeyError } from '../../db/models/common';
import { CustomerModel } from '../../db/models/customers/customer';
import { MarketReleaseModel } from '../../db/models/customers/marketRelease';
import { OrganizationModel } from '../../db/models/stores/organization';
import { WarehouseModel, warehouseTypes } from '../../db/models/stores/warehouse';
import { RemoteCommandModel, type RemoteCommand } from '../../db/models/remoteCommands/remoteCommand';
import { RemoteControlModel, type RemoteControl } from '../../db/models/remoteCommands/remoteControl';
import { ProductKitModel, WarehouseProductKitModel } from '../../db/models/remoteCommands/productKit';
import { STORE_TIME_ZONE } from '../../domain/common/time';
import type { VersionedRecord } from '../../db/models/common';
import type { Principal } from '../context';

/**
 * Remote commands (spec 002, Remote command): the commands, the stores of each company, the
 * customers and promotional kits a command can carry, sending (a remote control in status 'send')
 * and the history with each store's answers. Every database call of the area is here.
 */

type CommandRecord = RemoteCommand & VersionedRecord & { _id: Types.ObjectId };

export function commandView(record: CommandRecord) {
  return {
    id: String(record._id),
    remoteCommandName: record.remoteCommandName,
    remoteCommandDescription: record.remoteCommandDescription,
    command: record.command,
    enable: record.enable,
    target: record.target,
    _version: record._version,
  };
}

export async function listCommands() {
  const records = await RemoteCommandModel.find({ _deleted: { $ne: true } })
    .sort({ remoteCommandName: 1 })
    .limit(REMOTE_COMMAND_LIST_LIMIT)
    .lean<CommandRecord[]>();
  return records.map(commandView);
}

export async function createCommand(input: Required<Omit<RemoteCommandInput, 'remoteCommandDescription'>> & { remoteCommandDescription: string }) {
  try {
    const created = await RemoteCommandModel.create(input);
    return commandView(created.toObject() as CommandRecord);
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new AppError('REMOTE_COMMAND_NAME_TAKEN', { name: input.remoteCommandName });
    throw error;
  }
}

/** Edit with the version read: a stale version is refused, the name never changes. */
export async function updateCommand(input: {
  id: string;
  _version: number;
  remoteCommandDescription: string;
  command: string;
  enable: boolean;
  target: RemoteCommand['target'];
}) {
  if (!Types.ObjectId.isValid(input.id)) throw new AppError('REMOTE_COMMAND_NOT_FOUND', { name: input.id });
  const updated = await RemoteCommandModel.findOneAndUpdate(
    { _id: input.id, _version: input._version },
    {
      $set: { remoteCommandDescription: input.remoteCommandDescription, command: input.command, enable: input.enable, target: input.target },
      $inc: { _version: 1 },
    },
    { returnDocument: 'after' },
  ).lean<CommandRecord>();
  if (updated) return commandView(updated);
  if (await RemoteCommandModel.exists({ _id: input.id })) throw new AppError('REMOTE_COMMAND_STALE');
  throw new AppError('REMOTE_COMMAND_NOT_FOUND', { name: input.id });
}

/** The companies with their active stores (distribution centres receive no commands). */
export async function commandCompanies() {
  const [organizations, stores] = await Promise.all([
    OrganizationModel.find({ active: { $ne: false } })
      .sort({ organizationId: 1 })
      .lean(),
    WarehouseModel.find({ active: { $ne: false }, warehouseType: warehouseTypes.store })
      .sort({ warehouseId: 1 })
      .limit(REMOTE_COMMAND_LIST_LIMIT)
      .lean(),
  ]);
  return organizations.map((organization) => ({
    organizationId: organization.organizationId,
    organizationName: organization.organizationName,
    stores: stores
      .filter((store) => store.organization.organizationId === organization.organizationId)
      .map((store) => ({ warehouseId: store.warehouseId, warehouseName: store.warehouseName, timeZone: STORE_TIME_ZONE })),
  }));
}

async function requireStore(storeId: string) {
  const store = await WarehouseModel.findOne({ warehouseId: storeId }).lean();
  if (!store) throw new AppError('REMOTE_COMMAND_STORE_UNKNOWN', { storeId });
  return store;
}

/** The store's customers: registered or enrolled there, or released to it for marketing (and not closed). */
async function storeCustomerFilter(storeId: string, nowSeconds: number) {
  const releases = await MarketReleaseModel.find({
    warehouseId: storeId,
    $or: [{ marketFinalDate: 0 }, { marketFinalDate: { $gte: nowSeconds } }],
  })
    .select({ customerId: 1 })
    .lean();
  return {
    $or: [{ registrationWarehouseId: storeId }, { enrollmentWarehouseId: storeId }, { customerId: { $in: releases.map((release) => release.customerId) } }],
  };
}

/**
 * One page of the customers offered for a store (the screen loads them page by page with its
 * progress messages): without customer type or id and the blacklist left out (spec 002 section 5).
 */
export async function storeCustomersPage(storeId: string, after: string | null, limit: number, now: number = Date.now()) {
  await requireStore(storeId);
  const filter = {
    ...(await storeCustomerFilter(storeId, Math.floor(now / 1000))),
    customerId: { $nin: [null, '', 'blacklist'] },
    customerTypeId: { $nin: [null, ''] },
    blacklistAudit: { $ne: true },
    ...(after && Types.ObjectId.isValid(after) ? { _id: { $gt: new Types.ObjectId(after) } } : {}),
  };
  const rows = await CustomerModel.find(filter)
    .sort({ _id: 1 })
    .limit(limit + 1)
    .select({ customerId: 1, customerName: 1, customerTypeId: 1, blacklistAudit: 1 })
    .lean();
  const page = rows.slice(0, limit);
  return {
    items: page
      .filter((row) => isOfferedCustomer(row))
      .map((row) => ({ id: String(row._id), customerId: row.customerId as string, customerName: row.customerName, customerTypeId: row.customerTypeId })),
    nextToken: rows.length > limit ? String(page[page.length - 1]._id) : null,
  };
}

/** The store's promotional kits (limit 1000), each with whether it has expired. */
export async function storeKits(storeId: string, now: number = Date.now()) {
  await requireStore(storeId);
  const links = await WarehouseProductKitModel.find({ warehouseId: storeId, _deleted: { $ne: true } })
    .limit(WAREHOUSE_KITS_LIMIT)
    .lean();
  const kits = await ProductKitModel.find({ productKitId: { $in: links.map((link) => link.productKitId) } }).lean();
  const byId = new Map(kits.map((kit) => [kit.productKitId, kit]));
  const nowSeconds = Math.floor(now / 1000);
  return links
    .map((link) => {
      const kit = byId.get(link.productKitId);
      if (!kit) return null;
      const marketFinalDate = link.marketFinalDate || kit.marketFinalDate;
      return {
        productKitId: kit.productKitId,
        productKitName: kit.productKitName,
        shortName: kitSuffix(kit.productKitId),
        productKitType: kit.productKitType,
        currentSellPrice: kit.currentSellPrice,
        marketReleaseDate: link.marketReleaseDate || kit.marketReleaseDate,
        marketFinalDate,
        limitPerSale: kit.limitPerSale,
        limitPerDay: kit.limitPerDay,
        limitPerPos: kit.limitPerPos,
        items: kit.productKitItems.map((item) => ({
          productOptions: item.productOptions,
          quantity: item.quantity,
          currentSellPrice: item.currentSellPrice,
          percentDiscount: item.percentDiscount,
        })),
        expired: isKitExpired({ marketFinalDate }, nowSeconds),
      };
    })
    .filter((kit): kit is NonNullable<typeof kit> => kit !== null)
    .sort((a, b) => a.productKitName.localeCompare(b.productKitName));
}

export interface SendCommand {
  storeId: string;
  commandName: string;
  customerId?: string;
  kitId?: string;
}

/** Sends a command to a store: a remote control in status 'send' that the store's point of sale takes. */
export async function sendCommand(principal: Principal, input: SendCommand, expiryMs: number, now: number = Date.now()) {
  await requireStore(input.storeId);
  const command = await RemoteCommandModel.findOne({ remoteCommandName: input.commandName, _deleted: { $ne: true } }).lean<CommandRecord>();
  if (!command) throw new AppError('REMOTE_COMMAND_NOT_FOUND', { name: input.commandName });
  if (!command.enable) throw new AppError('REMOTE_COMMAND_DISABLED', { name: input.commandName });
  let params: Record<string, string> = {};
  if (command.target === 'customer') {
    if (!input.customerId) throw new AppError('REMOTE_COMMAND_CUSTOMER_REQUIRED');
    const customer = await CustomerModel.findOne({ customerId: input.customerId, ...(await storeCustomerFilter(input.storeId, Math.floor(now / 1000))) })
      .select({ customerId: 1, customerTypeId: 1, blacklistAudit: 1, customerName: 1 })
      .lean();
    if (!customer || !isOfferedCustomer(customer)) throw new AppError('REMOTE_COMMAND_CUSTOMER_NOT_OFFERED', { customerId: input.customerId });
    params = { customerId: input.customerId, customerName: customer.customerName };
  } else if (command.target === 'kit') {
    if (!input.kitId) throw new AppError('REMOTE_COMMAND_KIT_REQUIRED');
    const kit = (await storeKits(input.storeId, now)).find((candidate) => candidate.productKitId === input.kitId);
    if (!kit) throw new AppError('REMOTE_COMMAND_KIT_NOT_IN_STORE', { kitId: input.kitId });
    if (kit.expired) throw new AppError('REMOTE_COMMAND_KIT_EXPIRED');
    params = { productKitId: kit.productKitId, productKitName: kit.productKitName };
  }
  const created = await RemoteControlModel.create({
    remoteCommandId: command._id,
    remoteCommand: { remoteCommandName: command.remoteCommandName, command: command.command },
    warehouseId: input.storeId,
    params: JSON.stringify(params),
    remoteControlStatus: [{ remoteControlStatusType: 'send', startDatetime: Math.floor(now / 1000), endDatetime: null, attendantId: principal.id }],
    status: 'send',
    sentBy: principal.userName,
    sentAt: now,
  });
  return remoteControlView(created.toObject() as RemoteControl & { _id: Types.ObjectId }, expiryMs, now);
}

export function remoteControlView(record: RemoteControl & { _id: Types.ObjectId }, expiryMs: number, now: number = Date.now()) {
  return {
    id: String(record._id),
    remoteCommandName: record.remoteCommand.remoteCommandName,
    command: record.remoteCommand.command,
    warehouseId: record.warehouseId,
    params: record.params,
    state: remoteControlState(record.remoteControlStatus, now, expiryMs),
    statuses: record.remoteControlStatus.map((status) => ({
      remoteControlStatusType: status.remoteControlStatusType,
      startDatetime: status.startDatetime,
      endDatetime: status.endDatetime,
      attendantId: status.attendantId,
    })),
    sentBy: record.sentBy,
    sentAt: new Date(record.sentAt).toISOString(),
    takenBy: record.takenBy,
    response: record.response,
    timeZone: STORE_TIME_ZONE,
  };
}

/** 'Historial de comandos': the latest remote controls (limit 300), of one store or all. */
export async function commandHistory(storeId: string | null, limit: number, expiryMs: number, now: number = Date.now()) {
  const records = await RemoteControlModel.find(storeId ? { warehouseId: storeId } : {})
    .sort({ sentAt: -1 })
    .limit(Math.min(limit, REMOTE_COMMAND_LIST_LIMIT))
    .lean<(RemoteControl & { _id: Types.ObjectId })[]>();
  return records.map((record) => remoteControlView(record, expiryMs, now));
}
