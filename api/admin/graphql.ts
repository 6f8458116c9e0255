import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { GraphqlModule } from '../graphql/schema';
import type { RequestContext } from '../context';
import { AppError } from '../../domain/errors/catalogue';
import { newPasswordSchema, signUpPhoneSchema, userNameSchema } from '../../domain/access/rules';
import { dropNulls, parseAccessInput } from '../../domain/access/validation';
import { attemptState } from '../../domain/access/lockout';
import { UNASSIGNED_ORGANIZATION, UNASSIGNED_POSITION } from '../../domain/access/permissions';
import { permissionProfileInputSchema, systemMenuInputSchema, systemMenuPatchSchema } from '../../domain/menus/exchange';
import { AttendantModel, userNameKeyOf, type Attendant } from '../../db/models/access/attendant';
import { SystemMenuModel, type SystemMenu } from '../../db/models/access/systemMenu';
import { SystemRoleModel, type SystemRole } from '../../db/models/access/systemRole';
import { PositionModel, type Position } from '../../db/models/access/position';
import { PermissionProfileModel, type PermissionProfile } from '../../db/models/access/permissionProfile';
import { hashSecret, type SecretHashCost } from '../../db/models/access/secrets';
import { WarehouseModel } from '../../db/models/stores/warehouse';
import { requireChangeWithinOwnAccess, requireMenuAccess, requireWithinOwnAccess, toMenuRecord } from '../menus/service';
import { createSystemRole, exportMenus, importMenus, menuRecordOf, roleLevel } from './service';

const live = { _deleted: { $ne: true } } as const;

const createRoleSchema = z.object({
  systemRoleName: z.string().trim().min(1, 'ROLE_NAME_REQUIRED').max(80, 'ROLE_NAME_REQUIRED'),
  parentSystemRoleId: z.string().trim().min(1).nullable().default(null),
});

const createUserSchema = z.object({
  userName: userNameSchema,
  temporaryPassword: newPasswordSchema,
  fullName: z.string().trim().min(1).max(120).optional(),
  positionId: z.string().trim().min(1).optional(),
  phone: signUpPhoneSchema.optional(),
});

const updateUserSchema = z.object({
  fullName: z.string().trim().min(1).max(120).optional(),
  positionId: z.string().trim().min(1).optional(),
  systemRoleId: z.string().trim().min(1).nullable().optional(),
  warehouseId: z.string().trim().min(1).nullable().optional(),
  active: z.boolean().optional(),
});

function userView(attendant: Attendant & { _lastChangedAt?: number }) {
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
    _lastChangedAt: attendant._lastChangedAt ?? null,
  };
}

async function userByName(userName: string) {
  const attendant = await AttendantModel.findOne({ userNameKey: userNameKeyOf(userName), ...live }).lean();
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

function menuView(menu: SystemMenu & { _version?: number }) {
  return { ...menu, labels: menu.labels ?? { es: menu.systemMenuName, en: menu.systemMenuName }, _version: menu._version ?? 1 };
}

export interface AdminModuleOptions {
  hashCost?: SecretHashCost;
}

/** System administration (spec 003 section 2.1): roles, menus, positions, permission profiles and users. */
export function createAdminModule(options: AdminModuleOptions = {}): GraphqlModule {
  return {
    typeDefs: /* GraphQL */ `
      type SystemRole {
        systemRoleId: ID!
        systemRoleName: String!
        parentSystemRoleId: ID
        "1 for a root role; the tree has at most 4 levels."
        level: Int!
        "Positions that carry this role."
        positions: [StaffPosition!]!
        "Menus this role owns (systemMenuRoleId)."
        menus: [SystemMenu!]!
        _version: Int!
      }
      type MenuScope {
        scopeName: String!
        active: Boolean!
      }
      type SystemMenu {
        systemMenuId: ID!
        systemMenuName: String!
        labels: MenuLabels!
        menuType: String!
        path: String!
        component: String!
        icon: String!
        active: Boolean!
        platformType: String!
        parentSystemMenuId: ID
        systemMenuRoleId: ID
        defaultScopes: [MenuScope!]!
        order: Int!
        _version: Int!
      }
      type MenuScopeGrant {
        systemMenuId: ID!
        scopes: [String!]!
      }
      type PermissionProfile {
        positionId: ID!
        "all: every active top-level entry; listed: only permittedMenuIds"
        menuAccess: String!
        permittedMenuIds: [ID!]!
        hiddenMenuIds: [ID!]!
        menuScopes: [MenuScopeGrant!]!
        visibilityGroup: String
        "Sign-in asks the position's users without an authenticator to set one up (MFA_SETUP challenge)."
        authenticatorRequired: Boolean!
        _version: Int!
      }
      type StaffPosition {
        positionId: ID!
        positionName: String!
        labels: MenuLabels!
        parentPositionId: ID
        organizationId: String
        systemRoleId: ID!
        systemRole: SystemRole
        permissionProfile: PermissionProfile
      }
      type StaffRef {
        positionId: ID!
        positionName: String!
      }
      type StaffRoleRef {
        systemRoleId: ID!
        systemRoleName: String!
      }
      type StaffWarehouseRef {
        warehouseId: ID!
        warehouseName: String!
      }
      type StaffWarehouseOption {
        warehouseId: ID!
        warehouseName: String!
        "_10 store, _20 distribution centre"
        warehouseType: String!
      }
      type StaffPhone {
        phoneType: String!
        phone: String!
      }
      type StaffEmail {
        emailType: String!
        email: String!
      }
      type StaffUser {
        attendantId: ID!
        userName: String!
        fullName: String!
        active: Boolean!
        position: StaffRef!
        role: StaffRoleRef
        warehouse: StaffWarehouseRef
        organizationId: String!
        phones: [StaffPhone!]!
        emails: [StaffEmail!]!
        "Set by createUser and resetUserPassword: the next sign-in answers NEW_PASSWORD_REQUIRED."
        passwordChangeRequired: Boolean!
        confirmed: Boolean!
        totpEnabled: Boolean!
        "Locked after 3 failed sign-ins."
        locked: Boolean!
        _lastChangedAt: Float
      }
      type StaffUserPage {
        total: Int!
        items: [StaffUser!]!
      }
      type ImportCounts {
        inserted: Int!
        updated: Int!
        unchanged: Int!
      }
      type MenuImportResult {
        systemMenus: ImportCounts!
        permissionProfiles: ImportCounts!
      }
      input CreateSystemRoleInput {
        systemRoleName: String!
        parentSystemRoleId: ID
      }
      input MenuLabelsInput {
        es: String!
        en: String!
      }
      input MenuScopeInput {
        scopeName: String!
        active: Boolean
      }
      input CreateSystemMenuInput {
        systemMenuId: ID!
        systemMenuName: String!
        labels: MenuLabelsInput
        menuType: String!
        path: String!
        component: String!
        icon: String
        platformType: String!
        parentSystemMenuId: ID
        systemMenuRoleId: ID
        active: Boolean
        "Default: leer, editar, ejecutar."
        defaultScopes: [MenuScopeInput!]
        order: Int
      }
      input UpdateSystemMenuInput {
        systemMenuName: String
        labels: MenuLabelsInput
        menuType: String
        path: String
        component: String
        icon: String
        platformType: String
        parentSystemMenuId: ID
        systemMenuRoleId: ID
        active: Boolean
        defaultScopes: [MenuScopeInput!]
        order: Int
      }
      input MenuScopeGrantInput {
        systemMenuId: ID!
        scopes: [String!]!
      }
      input PermissionProfileInput {
        positionId: ID!
        menuAccess: String!
        permittedMenuIds: [ID!]
        hiddenMenuIds: [ID!]
        menuScopes: [MenuScopeGrantInput!]
        "Absent: unchanged (false for a new profile)."
        authenticatorRequired: Boolean
      }
      input CreateUserInput {
        userName: String!
        "At least 6 characters; the user must replace it at first sign-in."
        temporaryPassword: String!
        fullName: String
        positionId: ID
        phone: String
      }
      input UpdateUserInput {
        fullName: String
        positionId: ID
        systemRoleId: ID
        warehouseId: ID
        active: Boolean
      }
      extend type Query {
        systemRoles: [SystemRole!]!
        systemMenus(menuType: String, platformType: String): [SystemMenu!]!
        positions: [StaffPosition!]!
        permissionProfiles: [PermissionProfile!]!
        "Staff accounts; search matches user name or full name. limit at most 300."
        users(search: String, limit: Int, offset: Int): StaffUserPage!
        "Active stores and distribution centres a user can be assigned to (the user dialog's picker)."
        userWarehouses: [StaffWarehouseOption!]!
        "The menus file of the CLI (menus export)."
        exportMenus: JSON!
      }
      extend type Mutation {
        createSystemRole(input: CreateSystemRoleInput!): SystemRole!
        createSystemMenu(input: CreateSystemMenuInput!): SystemMenu!
        updateSystemMenu(systemMenuId: ID!, input: UpdateSystemMenuInput!): SystemMenu!
        updatePermissionProfile(input: PermissionProfileInput!): PermissionProfile!
        updatePositionRole(positionId: ID!, systemRoleId: ID!): StaffPosition!
        createUser(input: CreateUserInput!): StaffUser!
        updateUser(userName: String!, input: UpdateUserInput!): StaffUser!
        "Sets a temporary password, clears the lockout and ends the user's sessions."
        resetUserPassword(userName: String!, temporaryPassword: String!): StaffUser!
        "Applies a menus file (menus import): idempotent."
        importMenus(document: JSON!): MenuImportResult!
      }
    `,
    resolvers: {
      SystemRole: {
        positions: (role: SystemRole) => PositionModel.find({ systemRoleId: role.systemRoleId, ...live }).sort({ positionId: 1 }).lean(),
        menus: async (role: SystemRole, _args: unknown, ctx: RequestContext) => {
          requireMenuAccess(ctx, 'systemRoleMenus');
          return (await SystemMenuModel.find({ systemMenuRoleId: role.systemRoleId, ...live }).sort({ systemMenuId: 1 }).lean()).map(menuView);
        },
      },
      PermissionProfile: {
        // Profiles written before the setting existed have no field: not required.
        authenticatorRequired: (profile: PermissionProfile) => profile.authenticatorRequired ?? false,
      },
      StaffPosition: {
        systemRole: (position: Position) => SystemRoleModel.findOne({ systemRoleId: position.systemRoleId, ...live }).lean(),
        permissionProfile: (position: Position, _args: unknown, ctx: RequestContext) => {
          requireMenuAccess(ctx, 'positionPermissionProfile');
          return PermissionProfileModel.findOne({ positionId: position.positionId, ...live }).lean();
        },
      },
      Query: {
        systemRoles: async (_parent, _args, ctx: RequestContext) => {
          requireMenuAccess(ctx, 'systemRoles');
          const roles = await SystemRoleModel.find(live).sort({ systemRoleId: 1 }).lean<(SystemRole & { _version: number })[]>();
          const byId = new Map(roles.map((role) => [role.systemRoleId, role]));
          return roles.map((role) => ({ ...role, level: roleLevel(role.systemRoleId, byId) }));
        },
        systemMenus: async (_parent, args: { menuType?: string; platformType?: string }, ctx: RequestContext) => {
          requireMenuAccess(ctx, 'systemMenus');
          const filter: Record<string, unknown> = { ...live };
          if (args.menuType) filter.menuType = String(args.menuType);
          if (args.platformType) filter.platformType = String(args.platformType);
          return (await SystemMenuModel.find(filter).sort({ menuType: 1, parentSystemMenuId: 1, order: 1 }).lean()).map(menuView);
        },
        positions: async (_parent, _args, ctx: RequestContext) => {
          requireMenuAccess(ctx, 'positions');
          return PositionModel.find(live).sort({ positionId: 1 }).lean();
        },
        permissionProfiles: async (_parent, _args, ctx: RequestContext) => {
          requireMenuAccess(ctx, 'permissionProfiles');
          return PermissionProfileModel.find(live).sort({ positionId: 1 }).lean();
        },
        users: async (_parent, args: { search?: string; limit?: number; offset?: number }, ctx: RequestContext) => {
          requireMenuAccess(ctx, 'users');
          const filter: Record<string, unknown> = { ...live };
          const search = args.search?.trim();
          if (search) {
            // The search text is matched literally, never as a pattern of the caller's making.
            const literal = new RegExp(search.slice(0, 60).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
            filter.$or = [{ userName: literal }, { fullName: literal }];
          }
          const limit = Math.min(Math.max(1, args.limit ?? 300), 300);
          const offset = Math.max(0, args.offset ?? 0);
          const [total, items] = await Promise.all([
            AttendantModel.countDocuments(filter),
            AttendantModel.find(filter).sort({ userNameKey: 1 }).skip(offset).limit(limit).lean(),
          ]);
          return { total, items: items.map(userView) };
        },
        userWarehouses: async (_parent, _args, ctx: RequestContext) => {
          requireMenuAccess(ctx, 'userWarehouses');
          return WarehouseModel.find({ active: true, ...live }).select({ warehouseId: 1, warehouseName: 1, warehouseType: 1 }).sort({ warehouseId: 1 }).limit(1000).lean();
        },
        exportMenus: async (_parent, _args, ctx: RequestContext) => {
          requireMenuAccess(ctx, 'exportMenus');
          return exportMenus();
        },
      },
      Mutation: {
        createSystemRole: async (_parent, args: { input: unknown }, ctx: RequestContext) => {
          requireMenuAccess(ctx, 'createSystemRole');
          const role = await createSystemRole(parseAccessInput(createRoleSchema, dropNulls(args.input, ['parentSystemRoleId']), ctx.language));
          const roles = await SystemRoleModel.find(live).lean<SystemRole[]>();
          return { ...role, level: roleLevel(role.systemRoleId, new Map(roles.map((entry) => [entry.systemRoleId, entry]))) };
        },
        createSystemMenu: async (_parent, args: { input: unknown }, ctx: RequestContext) => {
          requireMenuAccess(ctx, 'createSystemMenu');
          const input = parseAccessInput(systemMenuInputSchema, dropNulls(args.input), ctx.language);
          if (input.parentSystemMenuId && !(await SystemMenuModel.exists({ systemMenuId: input.parentSystemMenuId, ...live }))) {
            throw new AppError('NOT_FOUND', { what: `menú ${input.parentSystemMenuId}` });
          }
          await requireChangeWithinOwnAccess(ctx, { menus: [toMenuRecord(menuRecordOf(input))] });
          try {
            return menuView((await SystemMenuModel.create(menuRecordOf(input))).toObject());
          } catch (error) {
            if ((error as { code?: number }).code === 11000) throw new AppError('MENU_ID_TAKEN', { id: input.systemMenuId });
            throw error;
          }
        },
        updateSystemMenu: async (_parent, args: { systemMenuId: string; input: unknown }, ctx: RequestContext) => {
          requireMenuAccess(ctx, 'updateSystemMenu');
          const patch = parseAccessInput(systemMenuPatchSchema, dropNulls(args.input, ['parentSystemMenuId', 'systemMenuRoleId']), ctx.language);
          if (patch.parentSystemMenuId) {
            if (patch.parentSystemMenuId === String(args.systemMenuId) || !(await SystemMenuModel.exists({ systemMenuId: patch.parentSystemMenuId, ...live }))) {
              throw new AppError('NOT_FOUND', { what: `menú ${patch.parentSystemMenuId}` });
            }
          }
          const current = await SystemMenuModel.findOne({ systemMenuId: String(args.systemMenuId), ...live }).lean<SystemMenu>();
          if (!current) throw new AppError('NOT_FOUND', { what: `menú ${String(args.systemMenuId).slice(0, 80)}` });
          // Staff edit only entries they can see themselves.
          const grants = ctx.req.menuGrants;
          if (ctx.principal?.kind !== 'operator' && grants !== 'all' && !grants?.has(current.systemMenuId)) throw new AppError('ACCESS_BEYOND_OWN');
          await requireChangeWithinOwnAccess(ctx, { menus: [toMenuRecord({ ...current, ...patch } as SystemMenu)] });
          const updated = await SystemMenuModel.findOneAndUpdate({ systemMenuId: String(args.systemMenuId), ...live }, { $set: patch }, { returnDocument: 'after' }).lean();
          if (!updated) throw new AppError('NOT_FOUND', { what: `menú ${String(args.systemMenuId).slice(0, 80)}` });
          return menuView(updated);
        },
        updatePermissionProfile: async (_parent, args: { input: unknown }, ctx: RequestContext) => {
          requireMenuAccess(ctx, 'updatePermissionProfile');
          const input = parseAccessInput(permissionProfileInputSchema, dropNulls(args.input), ctx.language);
          if (!(await PositionModel.exists({ positionId: input.positionId, ...live }))) throw new AppError('POSITION_NOT_FOUND', { id: input.positionId });
          await requireWithinOwnAccess(ctx, input.positionId);
          await requireChangeWithinOwnAccess(ctx, { profiles: [{ positionId: input.positionId, profile: input }] });
          const existing = await PermissionProfileModel.findOne({ positionId: input.positionId }).lean<PermissionProfile>();
          if (!existing) return (await PermissionProfileModel.create({ ...input, pathPermissions: [], organizations: [], visibilityGroup: null })).toObject();
          return PermissionProfileModel.findOneAndUpdate({ positionId: input.positionId }, { $set: { ...input, _deleted: null } }, { returnDocument: 'after' }).lean();
        },
        updatePositionRole: async (_parent, args: { positionId: string; systemRoleId: string }, ctx: RequestContext) => {
          requireMenuAccess(ctx, 'updatePositionRole');
          if (!(await SystemRoleModel.exists({ systemRoleId: String(args.systemRoleId), ...live }))) throw new AppError('NOT_FOUND', { what: `rol ${String(args.systemRoleId).slice(0, 60)}` });
          const position = await PositionModel.findOneAndUpdate({ positionId: String(args.positionId), ...live }, { $set: { systemRoleId: String(args.systemRoleId) } }, { returnDocument: 'after' }).lean();
          if (!position) throw new AppError('POSITION_NOT_FOUND', { id: String(args.positionId).slice(0, 60) });
          return position;
        },
        createUser: async (_parent, args: { input: unknown }, ctx: RequestContext) => {
          requireMenuAccess(ctx, 'createUser');
          const input = parseAccessInput(createUserSchema, dropNulls(args.input), ctx.language);
          const assignment = input.positionId ? await positionRef(input.positionId) : { position: { ...UNASSIGNED_POSITION }, role: null };
          if (input.positionId) await requireWithinOwnAccess(ctx, input.positionId);
          try {
            const created = await AttendantModel.create({
              attendantId: `U${randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`,
              userName: input.userName,
              fullName: input.fullName ?? input.userName,
              passwordHash: await hashSecret(input.temporaryPassword, options.hashCost),
              passwordChangeRequired: true,
              organizationId: UNASSIGNED_ORGANIZATION,
              ...assignment,
              phones: input.phone ? [{ phoneType: 'mobile', phone: input.phone }] : [],
            });
            return userView(created.toObject());
          } catch (error) {
            if ((error as { code?: number }).code === 11000) throw new AppError('USERNAME_TAKEN');
            throw error;
          }
        },
        updateUser: async (_parent, args: { userName: string; input: unknown }, ctx: RequestContext) => {
          requireMenuAccess(ctx, 'updateUser');
          const attendant = await userByName(String(args.userName));
          const input = parseAccessInput(updateUserSchema, dropNulls(args.input, ['systemRoleId', 'warehouseId']), ctx.language);
          await requireWithinOwnAccess(ctx, attendant.position.positionId);
          if (input.positionId !== undefined) await requireWithinOwnAccess(ctx, input.positionId);
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
          const updated = await AttendantModel.findOneAndUpdate({ attendantId: attendant.attendantId }, { $set: set }, { returnDocument: 'after' }).lean();
          return userView(updated!);
        },
        resetUserPassword: async (_parent, args: { userName: string; temporaryPassword: string }, ctx: RequestContext) => {
          requireMenuAccess(ctx, 'resetUserPassword');
          const attendant = await userByName(String(args.userName));
          await requireWithinOwnAccess(ctx, attendant.position.positionId);
          const password = parseAccessInput(newPasswordSchema, args.temporaryPassword, ctx.language);
          const updated = await AttendantModel.findOneAndUpdate(
            { attendantId: attendant.attendantId },
            {
              $set: { passwordHash: await hashSecret(password, options.hashCost), passwordChangeRequired: true, failedSignInAttempts: 0, lockedUntil: null, lastFailedSignInAt: null },
              $inc: { sessionEpoch: 1 },
            },
            { returnDocument: 'after' },
          ).lean();
          return userView(updated!);
        },
        importMenus: async (_parent, args: { document: unknown }, ctx: RequestContext) => {
          requireMenuAccess(ctx, 'importMenus');
          return importMenus(args.document, (exchange) =>
            requireChangeWithinOwnAccess(ctx, {
              menus: exchange.systemMenus.map((menu) => toMenuRecord(menuRecordOf(menu) as SystemMenu)),
              profiles: exchange.permissionProfiles.map((profile) => ({ positionId: profile.positionId, profile })),
            }),
          );
        },
      },
    },
  };
}
