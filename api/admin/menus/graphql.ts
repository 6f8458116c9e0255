import { z } from 'zod';
import type { GraphqlModule } from '../../graphql/schema';
import type { RequestContext } from '../../context';
import { AppError } from '../../../domain/errors/catalogue';
import { dropNulls, parseAccessInput } from '../../../domain/access/validation';
import { systemMenuInputSchema, systemMenuPatchSchema } from '../../../domain/menus/exchange';
import type { SystemMenu } from '../../../db/models/access/systemMenu';
import { requireChangeWithinOwnAccess, requireMenuAccess, toMenuRecord } from '../../menus/service';
import { createSystemMenu, exportMenus, importMenus, listSystemMenus, menuRecordOf, updateSystemMenu } from './service';

const menuFilterSchema = z.object({ menuType: z.string().max(40).nullish(), platformType: z.string().max(40).nullish() });

/** The system menus an administrator edits, and the menus file of the CLI (spec 003 section 7.1). */
export const adminMenusModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
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
    type ImportCounts {
      inserted: Int!
      updated: Int!
      unchanged: Int!
    }
    type MenuImportResult {
      systemMenus: ImportCounts!
      permissionProfiles: ImportCounts!
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
    extend type Query {
      systemMenus(menuType: String, platformType: String): [SystemMenu!]!
      "The menus file of the CLI (menus export)."
      exportMenus: JSON!
    }
    extend type Mutation {
      createSystemMenu(input: CreateSystemMenuInput!): SystemMenu!
      updateSystemMenu(systemMenuId: ID!, input: UpdateSystemMenuInput!): SystemMenu!
      "Applies a menus file (menus import): idempotent."
      importMenus(document: JSON!): MenuImportResult!
    }
  `,
  resolvers: {
    Query: {
      systemMenus: (_parent, args, ctx: RequestContext) => {
        requireMenuAccess(ctx, 'systemMenus');
        const filter = parseAccessInput(menuFilterSchema, args, ctx.language);
        return listSystemMenus({ menuType: filter.menuType ?? undefined, platformType: filter.platformType ?? undefined });
      },
      exportMenus: (_parent, _args, ctx: RequestContext) => {
        requireMenuAccess(ctx, 'exportMenus');
        return exportMenus();
      },
    },
    Mutation: {
      createSystemMenu: (_parent, args, ctx: RequestContext) => {
        requireMenuAccess(ctx, 'createSystemMenu');
        const input = parseAccessInput(systemMenuInputSchema, dropNulls(args.input), ctx.language);
        return createSystemMenu(input, () => requireChangeWithinOwnAccess(ctx, { menus: [toMenuRecord(menuRecordOf(input))] }));
      },
      updateSystemMenu: (_parent, args, ctx: RequestContext) => {
        requireMenuAccess(ctx, 'updateSystemMenu');
        const patch = parseAccessInput(systemMenuPatchSchema, dropNulls(args.input, ['parentSystemMenuId', 'systemMenuRoleId']), ctx.language);
        return updateSystemMenu(String(args.systemMenuId), patch, async (current) => {
          // Staff edit only entries they can see themselves.
          const grants = ctx.req.menuGrants;
          if (ctx.principal?.kind !== 'operator' && grants !== 'all' && !grants?.has(current.systemMenuId)) throw new AppError('ACCESS_BEYOND_OWN');
          await requireChangeWithinOwnAccess(ctx, { menus: [toMenuRecord({ ...current, ...patch } as SystemMenu)] });
        });
      },
      importMenus: (_parent, args, ctx: RequestContext) => {
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
