import { randomUUID } from 'node:crypto';
import { AppError } from '../../../domain/errors/catalogue';
import type { PermissionProfileInput } from '../../../domain/menus/exchange';
import { SystemRoleModel, MAX_ROLE_TREE_DEPTH, type SystemRole } from '../../../db/models/access/systemRole';
import { PositionModel, type Position } from '../../../db/models/access/position';
import { PermissionProfileModel, type PermissionProfile } from '../../../db/models/access/permissionProfile';
import { liveRecords as live } from '../../../db/models/common';

export type RoleRecord = SystemRole & { _version: number };
export type RoleView = RoleRecord & { level: number };

/** Depth of a role in the tree (a root is level 1). */
export function roleLevel(roleId: string, byId: ReadonlyMap<string, SystemRole>): number {
  let level = 0;
  let current = byId.get(roleId);
  const seen = new Set<string>();
  while (current && !seen.has(current.systemRoleId)) {
    seen.add(current.systemRoleId);
    level += 1;
    current = current.parentSystemRoleId ? byId.get(current.parentSystemRoleId) : undefined;
  }
  return level;
}

async function rolesById(): Promise<Map<string, RoleRecord>> {
  const roles = await SystemRoleModel.find(live).sort({ systemRoleId: 1 }).lean<RoleRecord[]>();
  return new Map(roles.map((role) => [role.systemRoleId, role]));
}

/** Every live role with its level, by id. */
export async function listRoles(): Promise<RoleView[]> {
  const byId = await rolesById();
  return [...byId.values()].map((role) => ({ ...role, level: roleLevel(role.systemRoleId, byId) }));
}

/** A role with its level, or null when it is gone: every path to a SystemRole resolves it fully. */
export async function roleById(systemRoleId: string): Promise<RoleView | null> {
  const byId = await rolesById();
  const role = byId.get(systemRoleId);
  return role ? { ...role, level: roleLevel(role.systemRoleId, byId) } : null;
}

/** The level of a role the tree holds (0 when it is gone). */
export async function levelOf(systemRoleId: string): Promise<number> {
  return roleLevel(systemRoleId, await rolesById());
}

export async function createSystemRole(input: { systemRoleName: string; parentSystemRoleId: string | null }): Promise<RoleView> {
  const byId = await rolesById();
  if (input.parentSystemRoleId) {
    if (!byId.has(input.parentSystemRoleId)) throw new AppError('NOT_FOUND', { what: `rol ${input.parentSystemRoleId}` });
    if (roleLevel(input.parentSystemRoleId, byId) >= MAX_ROLE_TREE_DEPTH) throw new AppError('ROLE_TREE_TOO_DEEP', { levels: MAX_ROLE_TREE_DEPTH });
  }
  const role = (
    await SystemRoleModel.create({
      systemRoleId: `role-${randomUUID().slice(0, 8)}`,
      systemRoleName: input.systemRoleName,
      parentSystemRoleId: input.parentSystemRoleId,
    })
  ).toObject() as RoleRecord;
  byId.set(role.systemRoleId, role);
  return { ...role, level: roleLevel(role.systemRoleId, byId) };
}

export function positionsOfRole(systemRoleId: string): Promise<Position[]> {
  return PositionModel.find({ systemRoleId, ...live })
    .sort({ positionId: 1 })
    .lean<Position[]>();
}

export function listPositions(): Promise<Position[]> {
  return PositionModel.find(live).sort({ positionId: 1 }).lean<Position[]>();
}

export function listPermissionProfiles(): Promise<PermissionProfile[]> {
  return PermissionProfileModel.find(live).sort({ positionId: 1 }).lean<PermissionProfile[]>();
}

export function permissionProfileOf(positionId: string): Promise<PermissionProfile | null> {
  return PermissionProfileModel.findOne({ positionId, ...live }).lean<PermissionProfile>();
}

export async function updatePositionRole(positionId: string, systemRoleId: string): Promise<Position> {
  if (!(await SystemRoleModel.exists({ systemRoleId, ...live }))) throw new AppError('NOT_FOUND', { what: `rol ${systemRoleId.slice(0, 60)}` });
  const position = await PositionModel.findOneAndUpdate({ positionId, ...live }, { $set: { systemRoleId } }, { returnDocument: 'after' }).lean<Position>();
  if (!position) throw new AppError('POSITION_NOT_FOUND', { id: positionId.slice(0, 60) });
  return position;
}

/**
 * Saves a position's profile (created when missing, revived when soft-deleted). `authorize` runs
 * once the position is known to exist and before anything is written.
 */
export async function updatePermissionProfile(input: PermissionProfileInput, authorize: () => Promise<void>): Promise<PermissionProfile> {
  if (!(await PositionModel.exists({ positionId: input.positionId, ...live }))) throw new AppError('POSITION_NOT_FOUND', { id: input.positionId });
  await authorize();
  const existing = await PermissionProfileModel.findOne({ positionId: input.positionId }).lean<PermissionProfile>();
  if (!existing) return (await PermissionProfileModel.create({ ...input, pathPermissions: [], organizations: [], visibilityGroup: null })).toObject();
  return (await PermissionProfileModel.findOneAndUpdate(
    { positionId: input.positionId },
    { $set: { ...input, _deleted: null } },
    { returnDocument: 'after' },
  ).lean<PermissionProfile>())!;
}
