import type { GraphqlModule } from '../graphql/schema';
import { requirePermission, type RequestContext } from '../context';
import { AppError } from '../../domain/errors/catalogue';
import { erpOperationSchema } from '../../domain/erp/operations';
import { parseOrThrow } from '../../domain/validation/parse';
import { ERP_QUERY_WORKFLOW, erpQueryInput, erpQueryProgressQuery, type ErpQueryProgress } from '../../workflows/erp/erpQuery';
import { gatewayOf } from '../workflows/graphql';
import { viaGateway } from '../workflows/errors';

/** Operations a person may start by hand: reads. Inserts run only inside the purchase-order process. */
const readOperations = new Set(['emptyContainerStock', 'salesRange', 'inventoryRange', 'nextConsolidatedOrderId']);

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
      erpQuery: async (_parent, args: { workflowId: string }, ctx: RequestContext) => {
        requirePermission(ctx, 'erp.query');
        const gateway = gatewayOf(ctx);
        const run = await viaGateway(args.workflowId, () => gateway.describe(args.workflowId));
        if (run.workflowType !== ERP_QUERY_WORKFLOW) throw new AppError('WORKFLOW_NOT_FOUND', { id: args.workflowId });
        if (run.status === 'running') {
          const progress = await viaGateway(args.workflowId, () => gateway.query<ErpQueryProgress>(args.workflowId, erpQueryProgressQuery));
          // The process marks itself done just before it returns: until the run has completed (and
          // its rows are there to send) the answer says it is still reading.
          return { workflowId: run.workflowId, status: run.status, state: progress.state === 'done' ? 'reading' : progress.state, polls: progress.polls };
        }
        if (run.status === 'completed') {
          const result = run.result as { rows: unknown; polls: number };
          const rows = result.rows;
          return { workflowId: run.workflowId, status: run.status, state: 'done', polls: result.polls, rows, rowCount: Array.isArray(rows) ? rows.length : 1 };
        }
        const localized = (run.failure?.details?.[0] as { messages?: { es: string; en: string } } | undefined)?.messages;
        return { workflowId: run.workflowId, status: run.status, state: 'failed', error: localized?.[ctx.language] ?? run.failure?.message ?? run.status };
      },
    },
    Mutation: {
      startErpQuery: async (_parent, args: { operation: unknown }, ctx: RequestContext) => {
        requirePermission(ctx, 'erp.query');
        const operation = parseOrThrow(erpOperationSchema, args.operation, ctx.language, 'ERP_OPERATION_INVALID');
        if (!readOperations.has(operation.operation)) throw new AppError('ERP_OPERATION_NOT_ALLOWED', { operation: operation.operation });
        const { workflowId } = await viaGateway('', () => gatewayOf(ctx).start(ERP_QUERY_WORKFLOW, erpQueryInput(operation, ctx.deps.config)));
        return { workflowId };
      },
    },
  },
};
