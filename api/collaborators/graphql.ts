import type { GraphqlModule } from '../graphql/schema';
import { requirePermission, type RequestContext } from '../context';
import { parseAccessInput } from '../../domain/access/validation';
import { cashierLinkSchema, cashierLookupSchema } from '../../domain/collaborators/link';
import { cashierInfo, cashierLinks, linkCashierToStore } from './service';

/** The cashier-to-store link (spec 002, /prometheus/support/collaboratorSearch). */
export const collaboratorsModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type CashierAttendant {
      attendantId: ID!
      userName: String!
      fullName: String!
      active: Boolean!
      positionName: String!
      organizationId: String!
    }
    type CashierWarehouse {
      warehouseId: String!
      warehouseName: String!
    }
    type CashierStoreLink {
      warehouseId: String!
      previousWarehouseId: String
      linkedBy: String!
      linkedAt: String!
    }
    "The cashier tool's answer: complete false with a message when nothing was found"
    type CashierInfo {
      complete: Boolean!
      attendant: CashierAttendant
      warehouse: CashierWarehouse
      "in the caller's language"
      message: String
      links: [CashierStoreLink!]!
    }
    input CashierLinkInput {
      "forced to upper case"
      userName: String!
      "01 BAMA, 02 TCO"
      company: String!
      "letters, digits and underscore, upper case"
      storeCode: String!
    }
    extend type Query {
      "collaborators.read. getInfoWarehouseAttendant. Errors COLLABORATOR_USERNAME_REQUIRED, COLLABORATOR_COMPANY_INVALID"
      cashierInfo(userName: String!, company: String!): CashierInfo!
    }
    extend type Mutation {
      "collaborators.link. postCreateWarehouseAttendant: sets the cashier's store and records the link. Errors COLLABORATOR_INACTIVE, COLLABORATOR_STORE_CODE_INVALID, COLLABORATOR_STORE_NOT_FOUND, COLLABORATOR_NOT_FOUND, COLLABORATOR_STALE"
      linkCashierToStore(input: CashierLinkInput!): CashierInfo!
    }
  `,
  resolvers: {
    Query: {
      cashierInfo: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'collaborators.read');
        const input = parseAccessInput(cashierLookupSchema, args, ctx.language);
        const [info, links] = await Promise.all([cashierInfo(input, ctx.language), cashierLinks(input.userName, input.company)]);
        return { ...info, links };
      },
    },
    Mutation: {
      linkCashierToStore: async (_parent, args, ctx: RequestContext) => {
        const principal = requirePermission(ctx, 'collaborators.link');
        const input = parseAccessInput(cashierLinkSchema, args.input, ctx.language);
        const info = await linkCashierToStore(input, principal.userName, ctx.language);
        return {
          ...info,
          links: await cashierLinks(input.userName, input.company),
        };
      },
    },
  },
};
