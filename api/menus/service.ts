import { AppError } from '../../domain/errors/catalogue';
import {
  allows,
  grantsWithin,
  menuGrants,
  platformPermissionsFrom,
  type MenuGrants,
  type MenuProfile,
  type MenuRecord,
  type MenuRequirement,
} from '../../domain/menus/visibility';
import { accessOperations, type AccessOperation } from '../../domain/menus/operations';
import { platformMenuRecords } from '../../domain/menus/platformMenus';
import { SystemMenuModel, type SystemMenu } from '../../db/models/access/systemMenu';
import { PermissionProfileModel } from '../../db/models/access/permissionProfile';
import { AttendantModel } from '../../db/models/access/attendant';
import type { Principal, RequestContext } from '../context';
import type { SessionPrincipal } from '../access/tokens';
import { createSharedReads } from '../../domain/live/sharedReads';
import { inTransaction } from '../../db/history/plugin';

/**
 * Every request recomputes its caller's access from these reads; when fifty open screens refetch
 * at once (a live change), one read answers the identical ones asked meanwhile, never one that had
 * started before them (domain/live/sharedReads.ts), so a change of menus or profiles counts as soon
 * as before.
 */
const accessReads = createSharedReads({ alone: inTransaction });

declare module 'express-serve-static-core' {
  interface Request {
    /** The caller's menu scopes, computed from data on every request ('all' for the operator). */
    menuGrants?: MenuGrants | 'all';
  }
}

export function toMenuRecord(menu: SystemMenu): MenuRecord {
  return {
    systemMenuId: menu.systemMenuId,
    systemMenuName: menu.systemMenuName,
    labels: { es: menu.labels?.es ?? menu.systemMenuName, en: menu.labels?.en ?? menu.systemMenuName },
    menuType: menu.menuType,
    path: menu.path,
    component: menu.component,
    icon: menu.icon,
    active: menu.active,
    platformType: menu.platformType,
    parentSystemMenuId: menu.parentSystemMenuId ?? null,
    systemMenuRoleId: menu.systemMenuRoleId ?? null,
    defaultScopes: (menu.defaultScopes ?? []).map((scope) => ({ scopeName: scope.scopeName, active: scope.active })),
    order: menu.order ?? 0,
  };
}

/**
 * Every live menu record. The built-in platform entries (outbox, workflows, status, GraphiQL)
 * count as records until the database holds an entry with their id: once it does (edited,
 * deactivated or soft-deleted by an administrator), the database wins.
 */
export async function loadMenuRecords(): Promise<MenuRecord[]> {
  return [...(await accessReads.read('menuRecords', readMenuRecords))];
}

async function readMenuRecords(): Promise<MenuRecord[]> {
  const stored = await SystemMenuModel.find({}).lean<(SystemMenu & { _deleted: boolean | null })[]>();
  const storedIds = new Set(stored.map((menu) => menu.systemMenuId));
  const live = stored.filter((menu) => menu._deleted !== true).map(toMenuRecord);
  return [...live, ...platformMenuRecords.filter((menu) => !storedIds.has(menu.systemMenuId))];
}

/** Writes the built-in platform entries that the database does not hold yet, so administrators see and edit them. */
export async function ensurePlatformMenus(): Promise<number> {
  let inserted = 0;
  for (const menu of platformMenuRecords) {
    const result = await SystemMenuModel.updateOne({ systemMenuId: menu.systemMenuId }, { $setOnInsert: { ...menu } }, { upsert: true });
    inserted += result.upsertedCount ?? 0;
  }
  return inserted;
}

export function loadMenuProfile(positionId: string): Promise<MenuProfile | null> {
  return accessReads.read(`menuProfile ${positionId}`, () => readMenuProfile(positionId));
}

async function readMenuProfile(positionId: string): Promise<MenuProfile | null> {
  const profile = await PermissionProfileModel.findOne({ positionId, _deleted: { $ne: true } }).lean();
  if (!profile) return null;
  return {
    menuAccess: profile.menuAccess,
    permittedMenuIds: profile.permittedMenuIds ?? [],
    hiddenMenuIds: profile.hiddenMenuIds ?? [],
    menuScopes: profile.menuScopes ?? [],
  };
}

export interface StaffAccess {
  principal: Principal;
  grants: MenuGrants;
  records: MenuRecord[];
  profile: MenuProfile | null;
}

/**
 * Recomputes a staff member's access from data: the account must still be live, active and
 * confirmed, and the token's session epoch must be the current one (a global sign-out bumps it).
 */
export async function loadStaffAccess(session: SessionPrincipal, nowMs = Date.now()): Promise<StaffAccess | null> {
  const attendant = await AttendantModel.findOne({ attendantId: session.id, _deleted: { $ne: true } }).lean();
  if (!attendant || !attendant.active || attendant.confirmed === false) return null;
  if ((attendant.sessionEpoch ?? 0) !== (session.sessionEpoch ?? 0)) return null;
  if (attendant.limitEpoch != null && attendant.limitEpoch * 1000 < nowMs) return null;
  const [records, profile] = await Promise.all([loadMenuRecords(), loadMenuProfile(attendant.position.positionId)]);
  const grants = menuGrants(records, profile);
  return {
    principal: {
      kind: 'staff',
      id: attendant.attendantId,
      userName: attendant.userName,
      fullName: attendant.fullName,
      positionId: attendant.position.positionId,
      permissions: new Set(platformPermissionsFrom(grants)),
    },
    grants,
    records,
    profile,
  };
}

/**
 * Refuses (ACCESS_BEYOND_OWN) when the menus a profile would grant go beyond the caller's own, so
 * someone who administers users cannot hand out, or take over, more access than they hold. Pass
 * a position id to check its stored profile, or a profile to check one about to be saved.
 */
export async function requireWithinOwnAccess(ctx: RequestContext, target: string | MenuProfile | null): Promise<void> {
  const grants = ctx.req.menuGrants;
  if (ctx.principal?.kind === 'operator' || grants === 'all') return;
  if (!grants) throw new AppError('FORBIDDEN');
  const profile = typeof target === 'string' ? await loadMenuProfile(target) : target;
  if (!grantsWithin(menuGrants(await loadMenuRecords(), profile), grants)) throw new AppError('ACCESS_BEYOND_OWN');
}

/**
 * Refuses (ACCESS_BEYOND_OWN) a change of menus or profiles that would give any position a scope
 * the caller does not hold: moving a hidden entry under a visible parent, re-activating it or
 * widening a profile cannot hand out more than the caller has. Checked on every position with the
 * change applied in memory, before anything is written.
 */
export async function requireChangeWithinOwnAccess(
  ctx: RequestContext,
  change: { menus?: readonly MenuRecord[]; profiles?: readonly { positionId: string; profile: MenuProfile }[] },
): Promise<void> {
  const grants = ctx.req.menuGrants;
  if (ctx.principal?.kind === 'operator' || grants === 'all') return;
  if (!grants) throw new AppError('FORBIDDEN');
  const before = await loadMenuRecords();
  const replaced = new Map((change.menus ?? []).map((menu) => [menu.systemMenuId, menu]));
  const after = [...before.filter((menu) => !replaced.has(menu.systemMenuId)), ...replaced.values()];
  const stored = await PermissionProfileModel.find({ _deleted: { $ne: true } }).lean();
  const profiles = new Map<string, { before: MenuProfile | null; after: MenuProfile | null }>();
  for (const profile of stored) {
    const menuProfile: MenuProfile = {
      menuAccess: profile.menuAccess,
      permittedMenuIds: profile.permittedMenuIds ?? [],
      hiddenMenuIds: profile.hiddenMenuIds ?? [],
      menuScopes: profile.menuScopes ?? [],
    };
    profiles.set(profile.positionId, { before: menuProfile, after: menuProfile });
  }
  for (const { positionId, profile } of change.profiles ?? []) profiles.set(positionId, { before: profiles.get(positionId)?.before ?? null, after: profile });
  profiles.set('', { before: null, after: null });
  const existing = new Set(before.map((menu) => menu.systemMenuId));
  // A brand-new entry is fine for others as long as the caller gets the same scope on it.
  const callerAfter = menuGrants(after, profiles.get(ctx.principal?.positionId ?? '')?.after ?? null);
  for (const { before: old, after: next } of profiles.values()) {
    const oldGrants = menuGrants(before, old);
    for (const [menuId, scopes] of menuGrants(after, next)) {
      for (const scope of scopes) {
        if (oldGrants.get(menuId)?.has(scope) || grants.get(menuId)?.has(scope)) continue;
        if (existing.has(menuId) || !callerAfter.get(menuId)?.has(scope)) throw new AppError('ACCESS_BEYOND_OWN');
      }
    }
  }
}

/** Checks the session and that the caller's position reaches the operation's menu scope. */
export function requireMenuAccess(ctx: Pick<RequestContext, 'principal' | 'req'>, operation: AccessOperation | MenuRequirement): Principal {
  if (!ctx.principal) throw new AppError('NOT_AUTHENTICATED');
  const requirement = typeof operation === 'string' ? accessOperations[operation] : operation;
  const grants = ctx.req.menuGrants;
  if (ctx.principal.kind === 'operator' || grants === 'all') return ctx.principal;
  if (!grants || !allows(grants, requirement)) throw new AppError('FORBIDDEN');
  return ctx.principal;
}

/** The rest of a position's permission profile: commission module permissions and the companies it may pick. */
export async function profileExtrasOf(positionId: string) {
  const profile = await PermissionProfileModel.findOne({ positionId, _deleted: { $ne: true } }).lean();
  return { pathPermissions: profile?.pathPermissions ?? [], organizations: profile?.organizations ?? [] };
}
