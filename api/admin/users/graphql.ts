import type { GraphqlModule } from '../../graphql/schema';
import type { RequestContext } from '../../context';
import { newPasswordSchema } from '../../../domain/access/rules';
import { dropNulls, parseAccessInput } from '../../../domain/access/validation';
import type { SecretHashCost } from '../../../db/models/access/secrets';
import { requireMenuAccess, requireWithinOwnAccess } from '../../menus/service';
import { createUserSchema, updateUserSchema, userSearchSchema } from './schemas';
import { userSortKeys, userSortSchema } from '../../../domain/access/userSort';
import { createUser, listUsers, MAX_USERS_PAGE, resetUserPassword, updateUser, userWarehouses } from './service';

/** Staff accounts (spec 003 section 2.1, Users): list, create, edit, reset the password. */
export function createUsersModule(options: { hashCost?: SecretHashCost } = {}): GraphqlModule {
  const withinOwnAccess = (ctx: RequestContext) => (positionId: string) => requireWithinOwnAccess(ctx, positionId);
  return {
    typeDefs: /* GraphQL */ `
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
        "A signed link (one hour) to the 160 px thumbnail of the user's profile photo, for lists; null without one."
        profilePhotoThumbnailUrl: String
        _lastChangedAt: Float
      }
      "The users list's sortable columns (each with an index); none: by user name."
      enum UserSort {
        ${userSortKeys.join('\n        ')}
      }
      type StaffUserPage {
        total: Int!
        items: [StaffUser!]!
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
        "Staff accounts; search matches user name or full name. limit at most 300; sorted by user name unless sort names a column."
        users(search: String, limit: Int, offset: Int, sort: UserSort, direction: SortDirection): StaffUserPage!
        "Active stores and distribution centres a user can be assigned to (the user dialog's picker)."
        userWarehouses: [StaffWarehouseOption!]!
      }
      extend type Mutation {
        createUser(input: CreateUserInput!): StaffUser!
        updateUser(userName: String!, input: UpdateUserInput!): StaffUser!
        "Sets a temporary password, clears the lockout and ends the user's sessions."
        resetUserPassword(userName: String!, temporaryPassword: String!): StaffUser!
      }
    `,
    resolvers: {
      Query: {
        users: (_parent, args, ctx: RequestContext) => {
          requireMenuAccess(ctx, 'users');
          const page = parseAccessInput(userSearchSchema, { search: args.search, limit: args.limit, offset: args.offset }, ctx.language);
          const sort = parseAccessInput(userSortSchema, { sort: args.sort, direction: args.direction }, ctx.language);
          const limit = Math.min(Math.max(1, page.limit ?? MAX_USERS_PAGE), MAX_USERS_PAGE);
          return listUsers(page.search || undefined, limit, Math.max(0, page.offset ?? 0), sort, ctx.deps.services.storage);
        },
        userWarehouses: (_parent, _args, ctx: RequestContext) => {
          requireMenuAccess(ctx, 'userWarehouses');
          return userWarehouses();
        },
      },
      Mutation: {
        createUser: (_parent, args, ctx: RequestContext) => {
          requireMenuAccess(ctx, 'createUser');
          const input = parseAccessInput(createUserSchema, dropNulls(args.input), ctx.language);
          return createUser(input, options.hashCost, withinOwnAccess(ctx));
        },
        updateUser: (_parent, args, ctx: RequestContext) => {
          requireMenuAccess(ctx, 'updateUser');
          const input = parseAccessInput(updateUserSchema, dropNulls(args.input, ['systemRoleId', 'warehouseId']), ctx.language);
          return updateUser(String(args.userName), input, withinOwnAccess(ctx));
        },
        resetUserPassword: (_parent, args, ctx: RequestContext) => {
          requireMenuAccess(ctx, 'resetUserPassword');
          const password = parseAccessInput(newPasswordSchema, args.temporaryPassword, ctx.language);
          return resetUserPassword(String(args.userName), password, options.hashCost, withinOwnAccess(ctx));
        },
      },
    },
  };
}
