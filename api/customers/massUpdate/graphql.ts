import type { GraphqlModule } from '../../graphql/schema';
import { requirePermission, type RequestContext } from '../../context';
import { parseAccessInput } from '../../../domain/access/validation';
import { gatewayOf } from '../../workflows/graphql';
import { withoutNulls } from '../../../domain/validation/parse';
import { massUpdateSchema } from './schemas';
import { massUpdateRun, startMassUpdate } from './service';

/** The mass update of the customer list (spec 001): a process with progress on the selected rows or a whole filter. */
export const massUpdateModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    input CustomerMassUpdateInput {
      "inactivate ('Send customer inactive'), setType (one button per type) or release (stores, 'Guardar selección')"
      action: String!
      "selected rows (up to 5000), or..."
      customerIds: [ID!]
      "...every customer of a filter"
      filter: CustomerFilterInput
      customerTypeId: String
      "stores (type _10) for release"
      warehouseIds: [String!]
      batchSize: Int
    }
    type CustomerMassUpdateRun {
      workflowId: ID!
      "running, completed, failed..."
      status: String!
      "counting, updating or done"
      state: String
      total: Int!
      processed: Int!
      updated: Int!
      "blocked customers an operation may not release, or ids that no longer exist"
      skipped: Int!
      notified: Int!
    }
    extend type Query {
      "customers.read"
      customerMassUpdate(workflowId: ID!): CustomerMassUpdateRun!
    }
    extend type Mutation {
      "customers.write. Starts the mass update process; poll customerMassUpdate for progress"
      startCustomerMassUpdate(input: CustomerMassUpdateInput!): CustomerMassUpdateRun!
    }
  `,
  resolvers: {
    Query: {
      customerMassUpdate: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'customers.read');
        return massUpdateRun(gatewayOf(ctx), String(args.workflowId));
      },
    },
    Mutation: {
      startCustomerMassUpdate: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'customers.write');
        return startMassUpdate(gatewayOf(ctx), parseAccessInput(massUpdateSchema, withoutNulls(args.input), ctx.language));
      },
    },
  },
};
