import type { GraphqlModule } from '../../graphql/schema';
import type { RequestContext } from '../../context';
import { dropNulls, parseAccessInput } from '../../../domain/access/validation';
import { permissionProfileInputSchema } from '../../../domain/menus/exchange';
import type { Position } from '../../../db/models/access/position';
import type { PermissionProfile } from '../../../db/models/access/permissionProfile';
import { requireChangeWithinOwnAccess, requireMenuAccess, requireWithinOwnAccess } from '../../menus/service';
import { menusOfRole } from '../menus/service';
import { createRoleSchema, positionRoleSchema } from './schemas';
import {
  createSystemRole,
  levelOf,
  listPermissionProfiles,
  listPositions,
  listRoles,
  permissionProfileOf,
  positionsOfRole,
  roleById,
  updatePermissionProfile,
  updatePositionRole,
  type RoleView,
} from './service';

/** The role tree, the positions that carry the roles and each position's permission profile (spec 003 section 2.1). */
export const rolesModule: GraphqlModule = {
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
    type MenuScopeGrant {
      systemMenuId: ID!
      scopes: [String!]!
    }
    "all: every active top-level entry; listed: only permittedMenuIds"
    enum MenuAccess {
      all
      listed
    }
    type PermissionProfile {
      positionId: ID!
      menuAccess: MenuAccess!
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
    input CreateSystemRoleInput {
      systemRoleName: String!
      parentSystemRoleId: ID
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
    extend type Query {
      systemRoles: [SystemRole!]!
      positions: [StaffPosition!]!
      permissionProfiles: [PermissionProfile!]!
    }
    extend type Mutation {
      createSystemRole(input: CreateSystemRoleInput!): SystemRole!
      updatePermissionProfile(input: PermissionProfileInput!): PermissionProfile!
      updatePositionRole(positionId: ID!, systemRoleId: ID!): StaffPosition!
    }
  `,
  resolvers: {
    SystemRole: {
      // A role reached through a position has no level yet: it is computed from the tree.
      level: (role: Partial<RoleView> & { systemRoleId: string }) => (typeof role.level === 'number' ? role.level : levelOf(role.systemRoleId)),
      positions: (role: RoleView) => positionsOfRole(role.systemRoleId),
      menus: (role: RoleView, _args, ctx: RequestContext) => {
        requireMenuAccess(ctx, 'systemRoleMenus');
        return menusOfRole(role.systemRoleId);
      },
    },
    PermissionProfile: {
      // Profiles written before the setting existed have no field: not required.
      authenticatorRequired: (profile: PermissionProfile) => profile.authenticatorRequired ?? false,
    },
    StaffPosition: {
      systemRole: (position: Position) => roleById(position.systemRoleId),
      permissionProfile: (position: Position, _args, ctx: RequestContext) => {
        requireMenuAccess(ctx, 'positionPermissionProfile');
        return permissionProfileOf(position.positionId);
      },
    },
    Query: {
      systemRoles: (_parent, _args, ctx: RequestContext) => {
        requireMenuAccess(ctx, 'systemRoles');
        return listRoles();
      },
      positions: (_parent, _args, ctx: RequestContext) => {
        requireMenuAccess(ctx, 'positions');
        return listPositions();
      },
      permissionProfiles: (_parent, _args, ctx: RequestContext) => {
        requireMenuAccess(ctx, 'permissionProfiles');
        return listPermissionProfiles();
      },
    },
    Mutation: {
      createSystemRole: (_parent, args, ctx: RequestContext) => {
        requireMenuAccess(ctx, 'createSystemRole');
        return createSystemRole(parseAccessInput(createRoleSchema, dropNulls(args.input, ['parentSystemRoleId']), ctx.language));
      },
      updatePermissionProfile: (_parent, args, ctx: RequestContext) => {
        requireMenuAccess(ctx, 'updatePermissionProfile');
        const input = parseAccessInput(permissionProfileInputSchema, dropNulls(args.input), ctx.language);
        return updatePermissionProfile(input, async () => {
          await requireWithinOwnAccess(ctx, input.positionId);
          await requireChangeWithinOwnAccess(ctx, { profiles: [{ positionId: input.positionId, profile: input }] });
        });
      },
      updatePositionRole: (_parent, args, ctx: RequestContext) => {
        requireMenuAccess(ctx, 'updatePositionRole');
        const input = parseAccessInput(positionRoleSchema, args, ctx.language);
        return updatePositionRole(input.positionId, input.systemRoleId);
      },
    },
  },
};
