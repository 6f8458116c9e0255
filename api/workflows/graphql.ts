import { z } from 'zod';
import type { GraphqlModule } from '../graphql/schema';
import { requirePermission, type RequestContext } from '../context';
import { AppError } from '../../domain/errors/catalogue';
import { parseOrThrow } from '../../domain/validation/parse';
import type { WorkflowGateway, WorkflowRunStatus } from '../../workers/gateway';
import { viaGateway } from './errors';
import { runView, workflowRunPage } from './service';
import { workflowRunPageSchema, workflowRunSortSchema, workflowRunSortKeys, workflowRunStatuses } from '../../domain/workflows/runList';

const listSchema = z.object({
  workflowType: z
    .string()
    .regex(/^[A-Za-z][\w]{0,63}$/)
    .optional(),
  status: z.enum(workflowRunStatuses).optional(),
  limit: z.number().int().min(1).max(500).default(50),
});
const workflowIdSchema = z.string().min(1).max(200);

export function gatewayOf(ctx: RequestContext): WorkflowGateway {
  const gateway = ctx.deps.services.workflows;
  if (!gateway) throw new AppError('BACKEND_UNAVAILABLE', { backend: 'workflows' });
  return gateway;
}

function iso(epochMs: number): string;
function iso(epochMs?: number): string | null;
function iso(epochMs?: number): string | null {
  return epochMs === undefined ? null : new Date(epochMs).toISOString();
}

/** Runs of every process (embedded or Temporal) for operators: list, describe with history, cancel. */
export const workflowsModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type WorkflowRun {
      workflowId: ID!
      runId: String!
      workflowType: String!
      status: String!
      startTime: String!
      closeTime: String
    }
    type WorkflowHistoryEvent {
      eventId: Int!
      time: String!
      type: String!
      attributes: JSON
    }
    "An activity a running process waits for, and its attempt (1 for the first)."
    type PendingActivity {
      activityType: String!
      attempt: Int!
    }
    "A timer a running process waits for: when it fires (epoch milliseconds)."
    type PendingTimer {
      fireAt: Float!
    }
    type WorkflowRunDetails {
      workflowId: ID!
      runId: String!
      workflowType: String!
      status: String!
      startTime: String!
      closeTime: String
      input: JSON
      result: JSON
      failure: JSON
      pendingActivities: [PendingActivity!]!
      pendingTimers: [PendingTimer!]!
      history: [WorkflowHistoryEvent!]!
    }
    type WorkflowSchedule {
      scheduleId: ID!
      workflowType: String!
      spec: JSON!
      overlap: String!
      nextActionAt: String
      recentActions: JSON!
    }
    type WorkflowsOverview {
      backend: String!
      running: Int!
      failed: Int!
      completed: Int!
      schedules: Int!
      "worker processes taking workflow tasks (embedded: 1, in the API process; Temporal: the task queue's pollers)"
      workers: Int!
    }
    type WorkflowRunPage {
      rows: [WorkflowRun!]!
      total: Int!
      page: Int!
      pageSize: Int!
    }
    "The runs list's sortable columns, each with an index of the embedded runtime's runs."
    enum WorkflowRunSort {
      ${workflowRunSortKeys.join('\n      ')}
    }
    extend type Query {
      workflowRuns(workflowType: String, status: String, limit: Int): [WorkflowRun!]!
      "One page of the runs, filtered by process type and state, sorted (newest started first without a sort)."
      workflowRunPage(workflowType: String, status: String, page: Int, pageSize: Int, sort: WorkflowRunSort, direction: SortDirection): WorkflowRunPage!
      workflowRun(workflowId: ID!): WorkflowRunDetails
      workflowSchedules: [WorkflowSchedule!]!
      workflowsOverview: WorkflowsOverview!
    }
    extend type Mutation {
      cancelWorkflowRun(workflowId: ID!): Boolean!
    }
  `,
  resolvers: {
    Query: {
      workflowRuns: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'workflows.read');
        const filter = parseOrThrow(
          listSchema,
          Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null && value !== undefined)),
          ctx.language,
        );
        const runs = await viaGateway('', () => gatewayOf(ctx).list(filter as { workflowType?: string; status?: WorkflowRunStatus; limit: number }));
        return runs.map(runView);
      },
      workflowRunPage: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'workflows.read');
        const input = parseOrThrow(
          workflowRunPageSchema,
          { workflowType: args.workflowType, status: args.status, page: args.page ?? undefined, pageSize: args.pageSize ?? undefined },
          ctx.language,
        );
        const sort = parseOrThrow(workflowRunSortSchema, { sort: args.sort, direction: args.direction }, ctx.language);
        const { page, pageSize, ...filter } = input;
        return workflowRunPage(gatewayOf(ctx), filter, page, pageSize, sort);
      },
      workflowRun: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'workflows.read');
        const workflowId = parseOrThrow(workflowIdSchema, args.workflowId, ctx.language);
        const run = await viaGateway(workflowId, () => gatewayOf(ctx).describe(workflowId));
        return {
          ...run,
          startTime: iso(run.startTime),
          closeTime: iso(run.closeTime),
          history: run.history.map((event) => ({ ...event, time: iso(event.time) })),
        };
      },
      workflowSchedules: async (_parent, _args, ctx: RequestContext) => {
        requirePermission(ctx, 'workflows.read');
        const schedules = await viaGateway('', () => gatewayOf(ctx).listSchedules());
        return schedules.map((schedule) => ({ ...schedule, nextActionAt: iso(schedule.nextActionAt) }));
      },
      workflowsOverview: async (_parent, _args, ctx: RequestContext) => {
        requirePermission(ctx, 'workflows.read');
        const gateway = gatewayOf(ctx);
        const [running, failed, completed, schedules, workers] = await Promise.all([
          gateway.count({ status: 'running' }),
          gateway.count({ status: 'failed' }),
          gateway.count({ status: 'completed' }),
          gateway.listSchedules(),
          gateway.workers(),
        ]);
        return { backend: gateway.backend, running, failed, completed, schedules: schedules.length, workers };
      },
    },
    Mutation: {
      cancelWorkflowRun: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'workflows.cancel');
        const workflowId = parseOrThrow(workflowIdSchema, args.workflowId, ctx.language);
        await viaGateway(workflowId, () => gatewayOf(ctx).cancel(workflowId));
        return true;
      },
    },
  },
};
