import type { GraphqlModule } from '../graphql/schema';
import { permissionList, requirePrincipal, type RequestContext } from '../context';
import { buildUserMenus } from '../../domain/menus/visibility';
import { loadMenuProfile, loadMenuRecords, profileExtrasOf } from './service';

/** The shell's menus (spec 000 sections 2 and 6): profile, system and navigation, filtered by the position's profile. */
export const menusModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type MenuLabels {
      es: String!
      en: String!
    }
    type MenuEntry {
      systemMenuId: ID!
      systemMenuName: String!
      labels: MenuLabels!
      "profile, system or navigation"
      menuType: String!
      "Relative to /prometheus/ (a leading / is outside the shell), :id already replaced by the user's id."
      path: String!
      component: String!
      "Blueprint icon name."
      icon: String!
      "What the user may do there: leer, editar, ejecutar."
      scopes: [String!]!
      "Shown when the parent expands."
      children: [MenuEntry!]!
    }
    type UserMenus {
      profile: [MenuEntry!]!
      system: [MenuEntry!]!
      navigation: [MenuEntry!]!
    }
    type PathPermission {
      id: ID!
      name: String!
      read: Boolean!
      write: Boolean!
    }
    type MyPermissions {
      positionId: ID
      "Read/write per variable-commissions module (spec 003 section 6)."
      pathPermissions: [PathPermission!]!
      "Company ids the position may pick in selectors."
      organizations: [String!]!
      "Platform permissions (system.status, mail.read...), as in me.permissions."
      permissions: [String!]!
    }
    extend type Query {
      "The signed-in user's menus: active cloud entries their position may see."
      myMenus: UserMenus!
      "The rest of the signed-in user's permission profile."
      myPermissions: MyPermissions!
    }
  `,
  resolvers: {
    Query: {
      myMenus: async (_parent, _args, ctx: RequestContext) => {
        const principal = requirePrincipal(ctx);
        const records = await loadMenuRecords();
        const profile =
          principal.kind === 'operator'
            ? { menuAccess: 'all' as const, permittedMenuIds: [], hiddenMenuIds: [] }
            : principal.positionId
              ? await loadMenuProfile(principal.positionId)
              : null;
        return buildUserMenus(records, profile, principal.id);
      },
      myPermissions: async (_parent, _args, ctx: RequestContext) => {
        const principal = requirePrincipal(ctx);
        const permissions = permissionList(principal);
        if (principal.kind === 'operator' || !principal.positionId) return { positionId: null, pathPermissions: [], organizations: [], permissions };
        return { positionId: principal.positionId, ...(await profileExtrasOf(principal.positionId)), permissions };
      },
    },
  },
};
