import type { GraphqlModule } from '../../graphql/schema';
import { requirePermission, type RequestContext } from '../../context';
import { parseOrThrow } from '../../../domain/validation/parse';
import { customerActivityRangeSchema } from '../../../domain/customers/activity';
import { customerActivity } from './service';

/** Registrations, audits and their outcomes per day (the customers area's "Registros y auditorías" panel). */
export const customerActivityModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "One day of the stores' calendar: customers registered, audits started and how those audits ended so far."
    type CustomerActivityDay {
      "yyyy-mm-dd (America/Mexico_City)"
      day: String!
      "customers created that day"
      registrations: Int!
      "audits started that day (authorized + blacklisted + open)"
      audits: Int!
      authorized: Int!
      blacklisted: Int!
      "still waiting for an auditor's decision"
      open: Int!
    }
    extend type Query {
      "customers.read. One row per day from 'from' to 'to' (yyyy-mm-dd, both included, within the last 365 days, no future): CUSTOMER_ACTIVITY_RANGE_INVALID, CUSTOMER_ACTIVITY_RANGE_ORDER"
      customerActivity(from: String!, to: String!): [CustomerActivityDay!]!
    }
  `,
  resolvers: {
    Query: {
      customerActivity: (_parent, args: unknown, ctx: RequestContext) => {
        requirePermission(ctx, 'customers.read');
        return customerActivity(parseOrThrow(customerActivityRangeSchema, args, ctx.language));
      },
    },
  },
};
