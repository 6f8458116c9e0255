import type { GraphqlModule } from '../graphql/schema';
import { requirePermission, type RequestContext } from '../context';
import { requireMenuAccess } from '../menus/service';
import { AppError } from '../../domain/errors/catalogue';
import { isTrackedRecordType, trackedModels } from '../../domain/history/tracked';
import { parseHistoryFilter, parseHistoryPage } from '../../domain/history/filter';
import { HISTORY_READ } from '../../domain/history/permissions';
import { historySortKeys, historySortSchema } from '../../domain/history/historySort';
import { parseOrThrow } from '../../domain/validation/parse';
import { historyAreaNames, searchHistory } from './service';

/** The change history (issue 22): a record's history panel and the audit log. Read only: no mutation exists. */
export const historyModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    """Who made a change: a staff member, the operator token (CLI, batch jobs), a workflow run, or the system."""
    type ChangeActor {
      kind: String!
      id: String!
      name: String!
      runId: String
    }
    """One field of a record as it was before and after a change (values as stored, secrets never present)."""
    type FieldChange {
      field: String!
      before: JSON
      after: JSON
    }
    type ChangeHistoryEntry {
      id: ID!
      at: Float!
      actor: ChangeActor!
      area: String!
      recordType: String!
      recordId: String!
      operation: String!
      changes: [FieldChange!]!
    }
    type ChangeHistoryPage {
      page: Int!
      pageSize: Int!
      total: Int!
      entries: [ChangeHistoryEntry!]!
    }
    """Audit-log search: every part optional; from/to are yyyy-MM-dd days in the stores' calendar (inclusive)."""
    input ChangeHistoryFilter {
      userName: String
      area: String
      recordType: String
      recordId: String
      operation: String
      from: String
      to: String
    }
    """The audit log's sortable columns (each with an index); inside each value, newest first."""
    enum ChangeHistorySort {
      ${historySortKeys.join('\n      ')}
    }
    extend type Query {
      """A record's change history, newest first: readable by whoever may read the record's area."""
      recordHistory(recordType: String!, recordId: String!, page: Int, pageSize: Int): ChangeHistoryPage!
      """The audit log: every entry matching the filter, in the asked sort, newest first without one (permission history:read)."""
      changeHistory(filter: ChangeHistoryFilter, page: Int, pageSize: Int, sort: ChangeHistorySort, direction: SortDirection): ChangeHistoryPage!
      """The areas and record types the audit log knows, for its filters."""
      changeHistoryAreas: [String!]!
    }
  `,
  resolvers: {
    Query: {
      recordHistory: async (_parent, args, ctx: RequestContext) => {
        if (!isTrackedRecordType(args.recordType)) {
          requirePermission(ctx, HISTORY_READ);
          throw new AppError('HISTORY_AREA_UNKNOWN', { value: args.recordType.slice(0, 60) });
        }
        requireMenuAccess(ctx, trackedModels[args.recordType].read);
        const { page, pageSize } = parseHistoryPage(args.page, args.pageSize);
        return searchHistory(parseHistoryFilter({ recordType: args.recordType, recordId: args.recordId }), page, pageSize);
      },
      changeHistory: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, HISTORY_READ);
        const { page, pageSize } = parseHistoryPage(args.page, args.pageSize);
        const sort = parseOrThrow(historySortSchema, { sort: args.sort, direction: args.direction }, ctx.language);
        return searchHistory(parseHistoryFilter(args.filter), page, pageSize, sort);
      },
      changeHistoryAreas: (_parent, _args, ctx: RequestContext) => {
        requirePermission(ctx, HISTORY_READ);
        return historyAreaNames();
      },
    },
  },
};
