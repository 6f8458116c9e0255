import { z } from 'zod';
import type { GraphqlModule } from '../graphql/schema';
import { requirePermission, type RequestContext } from '../context';
import { dropNulls, parseAccessInput } from '../../domain/access/validation';
import {
  createActivitySchema,
  createSectionSchema,
  createWorkplanSchema,
  deleteActivitySchema,
  updateActivitySchema,
  updateSectionSchema,
  updateWorkplanSchema,
} from '../../domain/workplans/schemas';
import {
  createActivity,
  createSection,
  createWorkplan,
  deleteActivity,
  listActivities,
  listSections,
  listWorkplans,
  updateActivity,
  updateSection,
  updateWorkplan,
} from './service';

const idArg = z.object({ id: z.string().min(1).max(64) });

/**
 * A mutation of plans, sections or activities: it needs workplans.write, reads its input with the
 * area's schema, and hands it to the service with who made the change.
 */
function writing<S extends z.ZodType, R>(schema: S, operation: (input: z.output<S>, userName: string) => R) {
  return (_parent: unknown, args: { input: unknown }, ctx: RequestContext): R => {
    const principal = requirePermission(ctx, 'workplans.write');
    return operation(parseAccessInput(schema, dropNulls(args.input), ctx.language), principal.userName);
  };
}

/** Work plans (spec 002, /prometheus/workplan): plans, their sections and the sections' activities. */
export const workplansModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "A work plan. description is the rich-text document (TipTap/ProseMirror JSON), never HTML."
    type Workplan {
      id: ID!
      workplanName: String!
      description: JSON!
      sectionCount: Int!
      _version: Int!
      createdAt: String
      updatedAt: String
      updatedBy: String!
    }
    type WorkplanSection {
      id: ID!
      sectionName: String!
      description: JSON!
      workplanSectionWorkplanId: ID!
      activityCount: Int!
      _version: Int!
      createdAt: String
      updatedAt: String
    }
    "cron: 5 or 6 fields (croner); frecuencyType once, daily, weekly, monthly or yearly"
    type WorkplanTemporality {
      cron: String!
      frecuency: Int!
      frecuencyType: String!
    }
    type WorkplanActivity {
      id: ID!
      activityName: String!
      description: JSON!
      "yyyy-MM-dd"
      marketReleaseDate: String!
      "yyyy-MM-dd, not before marketReleaseDate"
      marketFinalDate: String!
      temporality: WorkplanTemporality!
      "0 to 100"
      score: Int!
      workplanSectionId: ID!
      _version: Int!
      createdAt: String
      updatedAt: String
      updatedBy: String!
    }
    input CreateWorkplanInput {
      workplanName: String!
      "a TipTap document (object or its JSON text)"
      description: JSON
    }
    input UpdateWorkplanInput {
      id: ID!
      _version: Int!
      workplanName: String!
      description: JSON
    }
    input CreateWorkplanSectionInput {
      workplanSectionWorkplanId: ID!
      sectionName: String!
      description: JSON
    }
    input UpdateWorkplanSectionInput {
      id: ID!
      _version: Int!
      sectionName: String!
      description: JSON
    }
    input WorkplanTemporalityInput {
      cron: String!
      frecuency: Int!
      frecuencyType: String!
    }
    input CreateWorkplanActivityInput {
      workplanSectionId: ID!
      activityName: String!
      description: JSON
      marketReleaseDate: String!
      marketFinalDate: String!
      temporality: WorkplanTemporalityInput!
      score: Int!
    }
    input UpdateWorkplanActivityInput {
      id: ID!
      _version: Int!
      activityName: String!
      description: JSON
      marketReleaseDate: String!
      marketFinalDate: String!
      temporality: WorkplanTemporalityInput!
      score: Int!
    }
    extend type Query {
      "workplans.read. listWorkplans: up to 300, newest first"
      workplans: [Workplan!]!
      "workplans.read. A plan's sections. Errors WORKPLAN_NOT_FOUND"
      workplanSections(workplanId: ID!): [WorkplanSection!]!
      "workplans.read. listWorkplanActivitys of a section. Errors WORKPLAN_SECTION_NOT_FOUND"
      workplanActivities(sectionId: ID!): [WorkplanActivity!]!
    }
    extend type Mutation {
      "workplans.write. Errors WORKPLAN_NAME_REQUIRED, WORKPLAN_NAME_TAKEN, WORKPLAN_DESCRIPTION_INVALID"
      createWorkplan(input: CreateWorkplanInput!): Workplan!
      "workplans.write. Sends the _version read; WORKPLAN_STALE when it changed meanwhile"
      updateWorkplan(input: UpdateWorkplanInput!): Workplan!
      "workplans.write. Errors WORKPLAN_SECTION_NAME_REQUIRED, WORKPLAN_NOT_FOUND"
      createWorkplanSection(input: CreateWorkplanSectionInput!): WorkplanSection!
      "workplans.write. WORKPLAN_SECTION_STALE when it changed meanwhile"
      updateWorkplanSection(input: UpdateWorkplanSectionInput!): WorkplanSection!
      "workplans.write. Errors WORKPLAN_ACTIVITY_NAME_REQUIRED, WORKPLAN_CRON_INVALID, WORKPLAN_DATES_ORDER, WORKPLAN_SCORE_INVALID..."
      createWorkplanActivity(input: CreateWorkplanActivityInput!): WorkplanActivity!
      "workplans.write. WORKPLAN_ACTIVITY_STALE when it changed meanwhile"
      updateWorkplanActivity(input: UpdateWorkplanActivityInput!): WorkplanActivity!
      "workplans.write. Soft delete of the version read"
      deleteWorkplanActivity(id: ID!, _version: Int!): WorkplanActivity!
    }
  `,
  resolvers: {
    Query: {
      workplans: (_parent, _args, ctx: RequestContext) => {
        requirePermission(ctx, 'workplans.read');
        return listWorkplans();
      },
      workplanSections: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'workplans.read');
        return listSections(parseAccessInput(idArg, { id: args.workplanId }, ctx.language).id);
      },
      workplanActivities: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'workplans.read');
        return listActivities(parseAccessInput(idArg, { id: args.sectionId }, ctx.language).id);
      },
    },
    Mutation: {
      createWorkplan: writing(createWorkplanSchema, createWorkplan),
      updateWorkplan: writing(updateWorkplanSchema, updateWorkplan),
      createWorkplanSection: writing(createSectionSchema, createSection),
      updateWorkplanSection: writing(updateSectionSchema, updateSection),
      createWorkplanActivity: writing(createActivitySchema, createActivity),
      updateWorkplanActivity: writing(updateActivitySchema, updateActivity),
      deleteWorkplanActivity: (_parent, args, ctx: RequestContext) => {
        const principal = requirePermission(ctx, 'workplans.write');
        const input = parseAccessInput(deleteActivitySchema, args, ctx.language);
        return deleteActivity(input.id, input._version, principal.userName);
      },
    },
  },
};
