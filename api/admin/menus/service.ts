import { isDeepStrictEqual } from 'node:util';
import { AppError } from '../../../domain/errors/catalogue';
import {
  menuExchangeSchema,
  systemMenuInputSchema,
  type MenuExchange,
  type PermissionProfileInput,
  type SystemMenuInput,
} from '../../../domain/menus/exchange';
import { describeIssues } from '../../../domain/validation/parse';
import { SystemMenuModel, type SystemMenu } from '../../../db/models/access/systemMenu';
import { PermissionProfileModel, type PermissionProfile } from '../../../db/models/access/permissionProfile';
import { PositionModel } from '../../../db/models/access/position';
import { isDuplicateKeyError, liveRecords as live } from '../../../db/models/common';

export interface ImportCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

type StoredMenu = SystemMenu & { _version?: number };
export type SystemMenuPatch = Partial<Omit<SystemMenuInput, 'systemMenuId'>>;

/** A menu as the SystemMenu type shows it: labels default to the name. */
export function menuView(menu: StoredMenu) {
  return { ...menu, labels: menu.labels ?? { es: menu.systemMenuName, en: menu.systemMenuName }, _version: menu._version ?? 1 };
}

function menuFields(menu: SystemMenu): SystemMenuInput {
  return systemMenuInputSchema.parse({
    systemMenuId: menu.systemMenuId,
    systemMenuName: menu.systemMenuName,
    labels: menu.labels ? { es: menu.labels.es, en: menu.labels.en } : undefined,
    menuType: menu.menuType,
    path: menu.path,
    component: menu.component,
    icon: menu.icon,
    platformType: menu.platformType,
    parentSystemMenuId: menu.parentSystemMenuId ?? null,
    systemMenuRoleId: menu.systemMenuRoleId ?? null,
    active: menu.active,
    defaultScopes: (menu.defaultScopes ?? []).map(({ scopeName, active }) => ({ scopeName, active })),
    order: menu.order ?? 0,
  });
}

function profileFields(profile: PermissionProfile): PermissionProfileInput {
  return {
    positionId: profile.positionId,
    menuAccess: profile.menuAccess,
    permittedMenuIds: [...(profile.permittedMenuIds ?? [])],
    hiddenMenuIds: [...(profile.hiddenMenuIds ?? [])],
    menuScopes: (profile.menuScopes ?? []).map(({ systemMenuId, scopes }) => ({ systemMenuId, scopes: [...scopes] })),
    authenticatorRequired: profile.authenticatorRequired ?? false,
  };
}

/** Labels default to the Spanish name for both languages until someone translates them. */
export function menuRecordOf(input: SystemMenuInput) {
  return { ...input, labels: input.labels ?? { es: input.systemMenuName, en: input.systemMenuName } };
}

export async function listSystemMenus(filter: { menuType?: string; platformType?: string }) {
  const query: Record<string, unknown> = { ...live };
  if (filter.menuType) query.menuType = filter.menuType;
  if (filter.platformType) query.platformType = filter.platformType;
  return (await SystemMenuModel.find(query).sort({ menuType: 1, parentSystemMenuId: 1, order: 1 }).lean<StoredMenu[]>()).map(menuView);
}

/** Menus a role owns (systemMenuRoleId). */
export async function menusOfRole(systemRoleId: string) {
  return (
    await SystemMenuModel.find({ systemMenuRoleId: systemRoleId, ...live })
      .sort({ systemMenuId: 1 })
      .lean<StoredMenu[]>()
  ).map(menuView);
}

/** A new menu under an existing parent; `authorize` runs before it is written. */
export async function createSystemMenu(input: SystemMenuInput, authorize: () => Promise<void>) {
  if (input.parentSystemMenuId && !(await SystemMenuModel.exists({ systemMenuId: input.parentSystemMenuId, ...live }))) {
    throw new AppError('NOT_FOUND', { what: `menú ${input.parentSystemMenuId}` });
  }
  await authorize();
  try {
    return menuView((await SystemMenuModel.create(menuRecordOf(input))).toObject());
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new AppError('MENU_ID_TAKEN', { id: input.systemMenuId });
    throw error;
  }
}

/** Changes the fields sent; `authorize` sees the stored menu before anything is written. */
export async function updateSystemMenu(systemMenuId: string, patch: SystemMenuPatch, authorize: (current: SystemMenu) => Promise<void>) {
  const notFound = (id: string) => new AppError('NOT_FOUND', { what: `menú ${id.slice(0, 80)}` });
  if (patch.parentSystemMenuId) {
    if (patch.parentSystemMenuId === systemMenuId || !(await SystemMenuModel.exists({ systemMenuId: patch.parentSystemMenuId, ...live })))
      throw notFound(patch.parentSystemMenuId);
  }
  const current = await SystemMenuModel.findOne({ systemMenuId, ...live }).lean<SystemMenu>();
  if (!current) throw notFound(systemMenuId);
  await authorize(current);
  const updated = await SystemMenuModel.findOneAndUpdate({ systemMenuId, ...live }, { $set: patch }, { returnDocument: 'after' }).lean<StoredMenu>();
  if (!updated) throw notFound(systemMenuId);
  return menuView(updated);
}

/** Every live menu and permission profile, in a stable order: the `menus export` file. */
export async function exportMenus(): Promise<MenuExchange> {
  const menus = await SystemMenuModel.find(live).lean<SystemMenu[]>();
  const profiles = await PermissionProfileModel.find(live).lean<PermissionProfile[]>();
  return {
    format: 'prometheus.menus',
    version: 1,
    systemMenus: menus.map(menuFields).sort((a, b) => a.systemMenuId.localeCompare(b.systemMenuId)),
    permissionProfiles: profiles.map(profileFields).sort((a, b) => a.positionId.localeCompare(b.positionId)),
  };
}

/**
 * Applies a menus file: records are matched by systemMenuId / positionId; missing ones are
 * inserted, different ones updated (and revived when soft-deleted), equal ones left alone, so a
 * second import of the same file changes nothing. Everything is checked before anything is written.
 */
export async function importMenus(
  document: unknown,
  authorize: (exchange: MenuExchange) => Promise<void> = async () => undefined,
): Promise<{ systemMenus: ImportCounts; permissionProfiles: ImportCounts }> {
  const parsed = menuExchangeSchema.safeParse(document);
  if (!parsed.success) throw new AppError('MENUS_IMPORT_INVALID', { detail: describeIssues(parsed.error.issues).slice(0, 500) });
  const exchange = parsed.data;
  const ids = new Set(exchange.systemMenus.map((menu) => menu.systemMenuId));
  if (ids.size !== exchange.systemMenus.length) throw new AppError('MENUS_IMPORT_INVALID', { detail: 'systemMenuId repetido / repeated systemMenuId' });
  const stored = await SystemMenuModel.find({}).lean<(SystemMenu & { _deleted: boolean | null })[]>();
  const storedById = new Map(stored.map((menu) => [menu.systemMenuId, menu]));
  for (const menu of exchange.systemMenus) {
    if (menu.parentSystemMenuId && !ids.has(menu.parentSystemMenuId) && !storedById.has(menu.parentSystemMenuId)) {
      throw new AppError('MENUS_IMPORT_INVALID', { detail: `parentSystemMenuId ${menu.parentSystemMenuId}` });
    }
  }
  const positionIds = new Set((await PositionModel.find({}, { positionId: 1 }).lean()).map((position) => position.positionId));
  for (const profile of exchange.permissionProfiles) {
    if (!positionIds.has(profile.positionId)) throw new AppError('POSITION_NOT_FOUND', { id: profile.positionId });
  }
  await authorize(exchange);

  const menuCounts: ImportCounts = { inserted: 0, updated: 0, unchanged: 0 };
  for (const menu of exchange.systemMenus) {
    const record = menuRecordOf(menu);
    const existing = storedById.get(menu.systemMenuId);
    if (!existing) {
      await SystemMenuModel.create(record);
      menuCounts.inserted += 1;
    } else if (existing._deleted === true || !isDeepStrictEqual(menuFields(existing), systemMenuInputSchema.parse(record))) {
      await SystemMenuModel.updateOne({ systemMenuId: menu.systemMenuId }, { $set: { ...record, _deleted: null } });
      menuCounts.updated += 1;
    } else menuCounts.unchanged += 1;
  }

  const profileCounts: ImportCounts = { inserted: 0, updated: 0, unchanged: 0 };
  for (const profile of exchange.permissionProfiles) {
    const existing = await PermissionProfileModel.findOne({ positionId: profile.positionId }).lean<PermissionProfile & { _deleted: boolean | null }>();
    if (!existing) {
      await PermissionProfileModel.create({ ...profile, pathPermissions: [], organizations: [], visibilityGroup: null });
      profileCounts.inserted += 1;
    } else if (
      existing._deleted === true ||
      !isDeepStrictEqual(profileFields(existing), {
        ...profile,
        authenticatorRequired: profile.authenticatorRequired ?? existing.authenticatorRequired ?? false,
      })
    ) {
      await PermissionProfileModel.updateOne({ positionId: profile.positionId }, { $set: { ...profile, _deleted: null } });
      profileCounts.updated += 1;
    } else profileCounts.unchanged += 1;
  }
  return { systemMenus: menuCounts, permissionProfiles: profileCounts };
}
