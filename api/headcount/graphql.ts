import { z } from 'zod';
import type { GraphqlModule } from '../graphql/schema';
import { requireAnyPermission, requirePermission, type RequestContext } from '../context';
import { parseOrThrow } from '../../domain/validation/parse';
import { headcountReportFilterSchema, headcountReportSortKeys, headcountReportSortSchema } from '../../domain/headcount/reportSort';
import {
  calculationDateSchema,
  headcountChoiceKinds,
  headcountChoiceSchema,
  statusRulesSchema,
  teamPositionSchema,
  versionSchema,
  workTeamTemplateSchema,
} from '../../domain/headcount/rules';
import { gatewayOf } from '../workflows/graphql';
import {
  assignTemplate,
  createTemplate,
  deleteTeamPosition,
  deleteTemplate,
  headcountPositions,
  listTemplates,
  saveStatusRules,
  saveTeamPosition,
  setTemplateActive,
  templateStores,
  updateTemplate,
} from './templates/service';
import { evaluateLog, headcountHistory, headcountReports, headcountSummary } from './reports/service';
import { incidentObservations, incidentPlanActions, saveHeadcountChoice, setHeadcountChoiceActive } from './choices/service';
import { headcountRun, startHeadcount } from './runs/service';

const idSchema = z.string().min(1).max(60);
const kindSchema = z.enum(headcountChoiceKinds);

/** The trees are read by the headcount screen (to evaluate) and the template screen (to keep them). */
function readChoices(ctx: RequestContext) {
  requireAnyPermission(ctx, 'headcount.read', 'workTeamTemplates.read');
}
const pageSchema = z.object({ page: z.number().int().min(0).default(0), pageSize: z.union([z.literal(10), z.literal(25), z.literal(100)]).default(10) });

/**
 * Work-team templates (spec 003 section 2.1: table, Edit Position, Rule HeadCount, active toggle)
 * and the headcount dashboard (spec 002): cards, chart, reports, history and evaluations, and the
 * daily calculation on demand. Every change of a template carries the _version the screen read.
 */
export const headcountModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type TeamPosition {
      teamPositionId: ID!
      positionId: String!
      positionName: String!
      quantity: Int!
      required: Boolean!
      observation: String!
    }
    type HeadcountStatusRule {
      "high, medium or low"
      statusName: String!
      vacantNumber: Int!
      assignedDays: Int!
    }
    type WorkTeamTemplate {
      id: ID!
      workTeamTemplate: String!
      active: Boolean!
      deleted: Boolean!
      minSalesAmount: Decimal!
      maxSalesAmount: Decimal!
      "diario, semana, quincenal or mensual"
      frecuencySales: String!
      periodSales: Int!
      positions: [TeamPosition!]!
      statuses: [HeadcountStatusRule!]!
      "stores of this type"
      stores: Int
      _version: Int!
    }
    input WorkTeamTemplateInput {
      workTeamTemplate: String!
      active: Boolean
      minSalesAmount: Decimal!
      maxSalesAmount: Decimal!
      frecuencySales: String!
      periodSales: Int!
    }
    input TeamPositionInput {
      positionId: String!
      quantity: Int!
      required: Boolean!
      observation: String
    }
    input HeadcountStatusRuleInput {
      statusName: String!
      vacantNumber: Int!
      assignedDays: Int!
    }
    type HeadcountPosition {
      positionId: String!
      positionName: String!
      label: String!
    }
    type HeadcountVacancy {
      positionId: String!
      positionName: String!
      count: Int!
      date: String!
    }
    type HeadcountReportRow {
      id: ID!
      organizationId: String!
      organizationName: String!
      warehouseId: String!
      warehouseName: String!
      zoneName: String!
      workTeamTemplateName: String
      "null until the store is computed ('Status not ready yet')"
      teamPositionsCount: Int
      teamAssignedCount: Int
      vacants: Int
      extras: Int
      statusName: String
      sinceDate: String
      calculationDate: String
      detail: [HeadcountVacancy!]!
    }
    type HeadcountReportPage {
      rows: [HeadcountReportRow!]!
      total: Int!
      page: Int!
      pageSize: Int!
    }
    type HeadcountVacantCount {
      positionName: String!
      count: Int!
    }
    type HeadcountOrganizationCard {
      organizationId: String!
      organizationName: String!
      templatePositions: Int!
      vacants: Int!
      "error, warning, success or info (headcountVacantSemaphore)"
      severity: String!
      vacantPositions: [HeadcountVacantCount!]!
      "stores with vacancies"
      storeIds: [String!]!
      high: Int!
      medium: Int!
      low: Int!
      notReady: Int!
    }
    type HeadcountIncident {
      incidentId: String!
      attendantId: String!
      "epoch seconds"
      datetime: Int!
      day: String!
      description: String!
    }
    type HeadcountVacantLog {
      id: ID!
      reportId: String!
      calculationDate: String!
      sinceDate: String!
      vacantCounter: Int!
      required: Int!
      assigned: Int!
      statusName: String!
      detail: [HeadcountVacancy!]!
      incidents: [HeadcountIncident!]!
      incidentObservationId: String
      incidentPlanActionId: String
    }
    "A node of the observation or plan-action tree (parentId null for a root)."
    type HeadcountChoice {
      id: ID!
      name: String!
      parentId: String
      "deactivated options leave the selectors; evaluations that chose one keep it"
      active: Boolean!
      _version: Int!
    }
    input HeadcountChoiceInput {
      name: String!
      "a root of the same tree, or null for a root"
      parentId: String
    }
    "A store a template can be given, with the template it has now."
    type TemplateStore {
      warehouseId: ID!
      warehouseName: String!
      organizationId: String!
      organizationName: String!
      zoneName: String!
      workTeamTemplateId: String
    }
    type HeadcountStoreLine {
      warehouseId: String!
      warehouseName: String!
      organizationId: String!
      required: Int!
      assigned: Int!
      vacancies: Int!
      extras: Int!
      statusName: String!
    }
    type HeadcountRun {
      workflowId: ID!
      status: String!
      calculationDate: String
      total: Int!
      processed: Int!
      "per store once completed"
      stores: [HeadcountStoreLine!]!
    }
    "The headcount reports' sortable columns (sorted by the server over the joined rows); none: company, then store code."
    enum HeadcountReportSort {
      ${headcountReportSortKeys.join('\n      ')}
    }
    extend type Query {
      "workTeamTemplates.read or stores.read (limit 300)"
      workTeamTemplates: [WorkTeamTemplate!]!
      "workTeamTemplates.read: active stores with their template (the assignment dialog)"
      templateStores: [TemplateStore!]!
      "workTeamTemplates.read: positions for the Edit Position dialog"
      headcountPositions: [HeadcountPosition!]!
      "headcount.read: one card per organization with its status counts"
      headcountSummary: [HeadcountOrganizationCard!]!
      "headcount.read. pageSize 10, 25 or 100; statusName high, medium, low or none"
      headcountReports(search: String, statusName: String, organizationId: String, page: Int, pageSize: Int, sort: HeadcountReportSort, direction: SortDirection): HeadcountReportPage!
      "headcount.read: a store's evaluations, newest cut-off first"
      headcountHistory(reportId: ID!): [HeadcountVacantLog!]!
      "headcount.read or workTeamTemplates.read"
      incidentObservations: [HeadcountChoice!]!
      "headcount.read or workTeamTemplates.read"
      incidentPlanActions: [HeadcountChoice!]!
      "headcount.compute"
      headcountRun(workflowId: ID!): HeadcountRun!
    }
    extend type Mutation {
      "workTeamTemplates.write"
      createWorkTeamTemplate(input: WorkTeamTemplateInput!): WorkTeamTemplate!
      "workTeamTemplates.write"
      updateWorkTeamTemplate(id: ID!, _version: Int!, input: WorkTeamTemplateInput!): WorkTeamTemplate!
      "workTeamTemplates.write: Activado / Desactivado"
      setWorkTeamTemplateActive(id: ID!, active: Boolean!, _version: Int!): WorkTeamTemplate!
      "workTeamTemplates.write: add (no teamPositionId) or change a team position"
      saveTeamPosition(id: ID!, _version: Int!, teamPositionId: ID, input: TeamPositionInput!): WorkTeamTemplate!
      "workTeamTemplates.write"
      deleteTeamPosition(id: ID!, _version: Int!, teamPositionId: ID!): WorkTeamTemplate!
      "workTeamTemplates.write: the three status rules at once"
      saveHeadcountRules(id: ID!, _version: Int!, rules: [HeadcountStatusRuleInput!]!): WorkTeamTemplate!
      "workTeamTemplates.write: refused while stores have it"
      deleteWorkTeamTemplate(id: ID!, _version: Int!): WorkTeamTemplate!
      "workTeamTemplates.write: the stores of this type become exactly these; answers how many changed"
      assignWorkTeamTemplate(id: ID!, warehouseIds: [String!]!): Int!
      "workTeamTemplates.write: add (no id) or rename/move a node of a tree; kind observation or planAction"
      saveHeadcountChoice(kind: String!, id: ID, _version: Int, input: HeadcountChoiceInput!): HeadcountChoice!
      "workTeamTemplates.write: deactivate or reactivate a node of a tree"
      setHeadcountChoiceActive(kind: String!, id: ID!, _version: Int!, active: Boolean!): HeadcountChoice!
      "headcount.evaluate: observation and plan action of a cut-off with vacancies"
      evaluateHeadcountLog(id: ID!, incidentObservationId: String, incidentPlanActionId: String): HeadcountVacantLog!
      "headcount.compute: runs the daily calculation now (yesterday by default)"
      startHeadcount(calculationDate: String): HeadcountRun!
    }
  `,
  resolvers: {
    Query: {
      workTeamTemplates: (_parent, _args, ctx: RequestContext) => {
        requireAnyPermission(ctx, 'workTeamTemplates.read', 'stores.read');
        return listTemplates();
      },
      templateStores: (_parent, _args, ctx: RequestContext) => {
        requirePermission(ctx, 'workTeamTemplates.read');
        return templateStores();
      },
      headcountPositions: (_parent, _args, ctx: RequestContext) => {
        requirePermission(ctx, 'workTeamTemplates.read');
        return headcountPositions();
      },
      headcountSummary: (_parent, _args, ctx: RequestContext) => {
        requirePermission(ctx, 'headcount.read');
        return headcountSummary();
      },
      headcountReports: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'headcount.read');
        const filter = parseOrThrow(
          headcountReportFilterSchema,
          { search: args.search, statusName: args.statusName, organizationId: args.organizationId },
          ctx.language,
        );
        const paging = parseOrThrow(pageSchema, { page: args.page ?? undefined, pageSize: args.pageSize ?? undefined }, ctx.language);
        const sort = parseOrThrow(headcountReportSortSchema, { sort: args.sort, direction: args.direction }, ctx.language);
        return headcountReports(filter, paging.page, paging.pageSize, sort);
      },
      headcountHistory: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'headcount.read');
        return headcountHistory(parseOrThrow(idSchema, args.reportId, ctx.language));
      },
      incidentObservations: (_parent, _args, ctx: RequestContext) => {
        readChoices(ctx);
        return incidentObservations();
      },
      incidentPlanActions: (_parent, _args, ctx: RequestContext) => {
        readChoices(ctx);
        return incidentPlanActions();
      },
      headcountRun: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'headcount.compute');
        return headcountRun(gatewayOf(ctx), args.workflowId);
      },
    },
    Mutation: {
      createWorkTeamTemplate: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'workTeamTemplates.write');
        return createTemplate(parseOrThrow(workTeamTemplateSchema, args.input, ctx.language));
      },
      updateWorkTeamTemplate: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'workTeamTemplates.write');
        return updateTemplate(
          args.id,
          parseOrThrow(versionSchema, args._version, ctx.language),
          parseOrThrow(workTeamTemplateSchema, args.input, ctx.language),
        );
      },
      setWorkTeamTemplateActive: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'workTeamTemplates.write');
        return setTemplateActive(args.id, parseOrThrow(versionSchema, args._version, ctx.language), args.active);
      },
      saveTeamPosition: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'workTeamTemplates.write');
        return saveTeamPosition(args.id, args._version, args.teamPositionId ?? null, parseOrThrow(teamPositionSchema, args.input, ctx.language));
      },
      deleteTeamPosition: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'workTeamTemplates.write');
        return deleteTeamPosition(args.id, args._version, args.teamPositionId);
      },
      saveHeadcountRules: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'workTeamTemplates.write');
        return saveStatusRules(args.id, args._version, parseOrThrow(statusRulesSchema, args.rules, ctx.language));
      },
      deleteWorkTeamTemplate: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'workTeamTemplates.write');
        return deleteTemplate(parseOrThrow(idSchema, args.id, ctx.language), parseOrThrow(versionSchema, args._version, ctx.language));
      },
      saveHeadcountChoice: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'workTeamTemplates.write');
        const kind = parseOrThrow(kindSchema, args.kind, ctx.language);
        const id = args.id ? parseOrThrow(idSchema, args.id, ctx.language) : null;
        return saveHeadcountChoice(
          kind,
          id,
          id ? parseOrThrow(versionSchema, args._version, ctx.language) : null,
          parseOrThrow(headcountChoiceSchema, args.input, ctx.language),
        );
      },
      setHeadcountChoiceActive: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'workTeamTemplates.write');
        return setHeadcountChoiceActive(
          parseOrThrow(kindSchema, args.kind, ctx.language),
          parseOrThrow(idSchema, args.id, ctx.language),
          parseOrThrow(versionSchema, args._version, ctx.language),
          args.active,
        );
      },
      assignWorkTeamTemplate: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'workTeamTemplates.write');
        return assignTemplate(args.id, parseOrThrow(z.array(idSchema).max(1000), args.warehouseIds, ctx.language));
      },
      evaluateHeadcountLog: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'headcount.evaluate');
        return evaluateLog(args.id, args.incidentObservationId, args.incidentPlanActionId);
      },
      startHeadcount: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'headcount.compute');
        const day = args.calculationDate ? parseOrThrow(calculationDateSchema, args.calculationDate, ctx.language, 'HEADCOUNT_DATE_INVALID') : null;
        return startHeadcount(gatewayOf(ctx), day);
      },
    },
  },
};
