import type { GraphqlModule } from '../graphql/schema';
import { requirePermission, type RequestContext } from '../context';
import { erpOperationSchema } from '../../domain/erp/operations';
import { erpReadQuerySchema, isErpReadOperation } from '../../domain/erp/readQuery';
import { AppError } from '../../domain/errors/catalogue';
import { parseOrThrow } from '../../domain/validation/parse';
import { gatewayOf } from '../workflows/graphql';
import { erpQueryStatus, startErpQuery } from './service';

/** ERP reads started by operators (the CLI's `erp query`), with progress while the ERP answers. */
export const erpModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type ErpQueryStart {
      workflowId: ID!
    }
    type ErpQueryStatus {
      workflowId: ID!
      status: String!
      "creating, waiting, reading, done or failed"
      state: String
      polls: Int
      rows: JSON
      rowCount: Int
      error: String
    }
    extend type Query {
      erpQuery(workflowId: ID!): ErpQueryStatus!
    }
    extend type Mutation {
      "Starts an ERP query run. operation is one of the typed operations (never SQL)."
      startErpQuery(operation: JSON!): ErpQueryStart!
    }
  `,
  resolvers: {
    Query: {
      erpQuery: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'erp.query');
        return erpQueryStatus(gatewayOf(ctx), args.workflowId, ctx.language);
      },
    },
    Mutation: {
      startErpQuery: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'erp.query');
        const operation = parseOrThrow(erpOperationSchema, args.operation, ctx.language, 'ERP_OPERATION_INVALID');
        if (!isErpReadOperation(operation.operation)) throw new AppError('ERP_OPERATION_NOT_ALLOWED', { operation: operation.operation });
        // A read is checked as the screen's form checks it (domain/erp/readQuery.ts): the range in order, the keys.
        const read = parseOrThrow(erpReadQuerySchema, operation, ctx.language, 'ERP_OPERATION_INVALID');
        return startErpQuery(gatewayOf(ctx), read, ctx.deps.config);
      },
    },
  },
};
