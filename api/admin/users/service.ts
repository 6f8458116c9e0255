import { mongoSort, type ListSort } from '../../../domain/common/listSort';
import { userSortFields, type UserSortKey } from '../../../domain/access/userSort';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../../domain/errors/catalogue';
import { attemptState } from '../../../domain/access/lockout';
import { UNASSIGNED_ORGANIZATION, UNASSIGNED_POSITION } from '../../../domain/access/permissions';
import { AttendantModel, userNameKeyOf, type Attendant } from '../../../db/models/access/attendant';
import { SystemRoleModel, type SystemRole } from '../../../db/models/access/systemRole';
import { PositionModel, type Position } from '../../../db/models/access/position';
import { hashSecret, type SecretHashCost } from '../../../db/models/access/secrets';
import { WarehouseModel } from '../../../db/models/stores/warehouse';
import { isDuplicateKeyError, liveRecords as live } from '../../../db/models/common';
import type { CreateUserInput, UpdateUserInput } from './schemas';
import { type FileStorage } from '../../../integrations/storage';
import { profileThumbnailUrl } from '../../profile/photo';

export const MAX_USERS_PAGE = 300;

/** A staff account as the StaffUser type shows it: never a secret, the lockout as a flag; the photo's thumbnail when storage is given. */
export function userView(attendant: Attendant & { _lastChangedAt?: number }, storage?: FileStorage) {
  const attempts = attemptState({ failedSignInAttempts: attendant.failedSignInAttempts ?? 0, lockedUntil: attendant.lockedUntil ?? null }, Date.now());
  return {
    attendantId: attendant.attendantId,
    userName: attendant.userName,
    fullName: attendant.fullName,
    active: attendant.active,
    position: attendant.position,
    role: attendant.role ?? null,
    warehouse: attendant.warehouse ?? null,
    organizationId: attendant.organizationId,
    phones: attendant.phones ?? [],
    emails: attendant.emails ?? [],
    passwordChangeRequired: attendant.passwordChangeRequired ?? false,
    confirmed: attendant.confirmed !== false,
    totpEnabled: attendant.totpEnabled ?? false,
    locked: attempts.locked,
    profilePhotoThumbnailUrl: profileThumbnailUrl(attendant.profilePhoto, storage),
    _lastChangedAt: attendant._lastChangedAt ?? null,
  };
}

/** A live account by user name (case-insensitive), or USER_NOT_FOUND. */
export async function userByName(userName: string): Promise<Attendant> {
  const attendant = await AttendantModel.findOne({ userNameKey: userNameKeyOf(userName), ...live }).lean<Attendant>();
  if (!attendant) throw new AppError('USER_NOT_FOUND', { userName: userName.slice(0, 60) });
  return attendant;
}

async function positionRef(positionId: string) {
  const position = await PositionModel.findOne({ positionId, ...live }).lean<Position>();
  if (!position) throw new AppError('POSITION_NOT_FOUND', { id: positionId.slice(0, 60) });
  const role = await SystemRoleModel.findOne({ systemRoleId: position.systemRoleId, ...live }).lean<SystemRole>();
  return {
    position: { positionId: position.positionId, positionName: position.positionName },
    role: role ? { systemRoleId: role.systemRoleId, systemRoleName: role.systemRoleName } : null,
  };
}

/** Staff accounts whose user name or full name contains the search text (matched literally), by user name. */
function userFilter(search: string | undefined): Record<string, unknown> {
  const filter: Record<string, unknown> = { ...live };
  if (search) {
    const literal = new RegExp(search.slice(0, 60).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
    filter.$or = [{ userName: literal }, { fullName: literal }];
  }
  return filter;
}

export async function listUsers(search: string | undefined, limit: number, offset: number, sort: ListSort<UserSortKey> = {}, storage?: FileStorage) {
  const filter = userFilter(search);
  const [total, items] = await Promise.all([
    AttendantModel.countDocuments(filter),
    AttendantModel.find(filter)
      .sort(mongoSort(sort, userSortFields, { userNameKey: 1 }))
      .skip(offset)
      .limit(limit)
      .lean<Attendant[]>(),
  ]);
  return { total, items: items.map((item) => userView(item, storage)) };
}

export const USERS_CSV_HEADER = [
  'userName',
  'fullName',
  'position',
  'role',
  'warehouse',
  'active',
  'passwordChangeRequired',
  'confirmed',
  'locked',
  'totpEnabled',
];

/** Every user of a search as CSV cells, in the list's sort, read in batches. */
export async function* userCsvRows(search: string | undefined, sort: ListSort<UserSortKey> = {}): AsyncGenerator<unknown[]> {
  const cursor = AttendantModel.find(userFilter(search))
    .sort(mongoSort(sort, userSortFields, { userNameKey: 1 }))
    .lean<Attendant[]>()
    .cursor({ batchSize: 1000 });
  for await (const attendant of cursor as AsyncIterable<Attendant>) {
    const user = userView(attendant);
    yield [
      user.userName,
      user.fullName,
      user.position?.positionName ?? '',
      user.role?.systemRoleName ?? '',
      user.warehouse?.warehouseName ?? '',
      user.active,
      user.passwordChangeRequired,
      user.confirmed,
      user.locked,
      user.totpEnabled,
    ];
  }
}

/** Active stores and distribution centres a user can be assigned to. */
export function userWarehouses() {
  return WarehouseModel.find({ active: true, ...live })
    .select({ warehouseId: 1, warehouseName: 1, warehouseType: 1 })
    .sort({ warehouseId: 1 })
    .limit(1000)
    .lean();
}

/**
 * A new account with a temporary password (changed at first sign-in). `authorize` sees the
 * position the account gets, once it is known to exist, before anything is written.
 */
export async function createUser(input: CreateUserInput, hashCost: SecretHashCost | undefined, authorize: (positionId: string) => Promise<void>) {
  const assignment = input.positionId ? await positionRef(input.positionId) : { position: { ...UNASSIGNED_POSITION }, role: null };
  if (input.positionId) await authorize(input.positionId);
  try {
    const created = await AttendantModel.create({
      attendantId: `U${randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`,
      userName: input.userName,
      fullName: input.fullName ?? input.userName,
      passwordHash: await hashSecret(input.temporaryPassword, hashCost),
      passwordChangeRequired: true,
      organizationId: UNASSIGNED_ORGANIZATION,
      ...assignment,
      phones: input.phone ? [{ phoneType: 'mobile', phone: input.phone }] : [],
    });
    return userView(created.toObject());
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new AppError('USERNAME_TAKEN');
    throw error;
  }
}

/** Changes what was sent; `authorize` sees the account's position and the new one before anything is written. */
export async function updateUser(userName: string, input: UpdateUserInput, authorize: (positionId: string) => Promise<void>) {
  const attendant = await userByName(userName);
  await authorize(attendant.position.positionId);
  if (input.positionId !== undefined) await authorize(input.positionId);
  const set: Record<string, unknown> = {};
  if (input.fullName !== undefined) set.fullName = input.fullName;
  if (input.active !== undefined) set.active = input.active;
  if (input.positionId !== undefined) Object.assign(set, await positionRef(input.positionId));
  if (input.systemRoleId !== undefined) {
    if (input.systemRoleId === null) set.role = null;
    else {
      const role = await SystemRoleModel.findOne({ systemRoleId: input.systemRoleId, ...live }).lean<SystemRole>();
      if (!role) throw new AppError('NOT_FOUND', { what: `rol ${input.systemRoleId}` });
      set.role = { systemRoleId: role.systemRoleId, systemRoleName: role.systemRoleName };
    }
  }
  if (input.warehouseId !== undefined) {
    if (input.warehouseId === null) set.warehouse = null;
    else {
      const warehouse = await WarehouseModel.findOne({ warehouseId: input.warehouseId, ...live }).lean();
      if (!warehouse) throw new AppError('NOT_FOUND', { what: `tienda ${input.warehouseId}` });
      set.warehouse = { warehouseId: warehouse.warehouseId, warehouseName: warehouse.warehouseName };
      set.organizationId = warehouse.organization.organizationId;
    }
  }
  if (Object.keys(set).length === 0) throw new AppError('PROFILE_NOTHING_CHANGED');
  const updated = await AttendantModel.findOneAndUpdate({ attendantId: attendant.attendantId }, { $set: set }, { returnDocument: 'after' }).lean<Attendant>();
  return userView(updated!);
}

/** A temporary password again: clears the lockout and ends every session of the account. */
export async function resetUserPassword(
  userName: string,
  password: string,
  hashCost: SecretHashCost | undefined,
  authorize: (positionId: string) => Promise<void>,
) {
  const attendant = await userByName(userName);
  await authorize(attendant.position.positionId);
  const updated = await AttendantModel.findOneAndUpdate(
    { attendantId: attendant.attendantId },
    {
      $set: {
        passwordHash: await hashSecret(password, hashCost),
        passwordChangeRequired: true,
        failedSignInAttempts: 0,
        lockedUntil: null,
        lastFailedSignInAt: null,
      },
      $inc: { sessionEpoch: 1 },
    },
    { returnDocument: 'after' },
  ).lean<Attendant>();
  return userView(updated!);
}
