import type { GraphqlModule } from '../graphql/schema';
import { principalView, requirePermission, type RequestContext } from '../context';
import { checkBackends } from './health';
import { heapFigures } from './heap';
import { retainedCollectionStatus } from './service';
import { SESSION_COOKIE } from '../access/authenticate';

/** The platform's own operations: health, who am I, the operator's status view, sign-out. */
export const systemModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type Query {
      "Public liveness: overall state and each backend's state, without details."
      health: Health!
      "The signed-in caller, or null."
      me: Principal
      "Backends with their mode and details (permission system.status)."
      systemStatus: SystemStatus!
    }
    type Mutation {
      "Ends the browser session."
      signOut: Boolean!
    }
    type Health {
      ok: Boolean!
      backends: [BackendState!]!
    }
    type BackendState {
      name: String!
      ok: Boolean!
    }
    type SystemStatus {
      ok: Boolean!
      version: String!
      startedAt: String!
      backends: [BackendHealth!]!
      "The collections that only grow: documents, size and how long a finished record is kept."
      collections: [RetainedCollection!]!
      "This process's JavaScript heap against the limit it stops at."
      heap: HeapUsage!
    }
    type RetainedCollection {
      "What is kept, as a key the screens name (workflowRuns, mailOutbox, erpRequests...)."
      name: String!
      "The collection in the database."
      collection: String!
      "Documents, from the collection's metadata (no scan)."
      documents: Float!
      "Bytes of its documents (collStats size)."
      sizeBytes: Float!
      "The setting that says how long a finished record is kept (RETENTION_...)."
      setting: String!
      "How long a finished record is kept, in seconds (the TTL index's expireAfterSeconds)."
      retentionSeconds: Float!
    }
    type HeapUsage {
      usedBytes: Float!
      limitBytes: Float!
      "Used as a percentage of the limit, one decimal."
      percent: Float!
      "ok; warning past 80 % of the limit; critical past 90 %."
      level: String!
    }
    type BackendHealth {
      name: String!
      "How the backend runs, in the caller's language."
      mode: String!
      ok: Boolean!
      "The last check, in the caller's language."
      detail: String
      "mode as a language-neutral code (mode.embeddedDb...) for programs; its values in modeParams."
      modeCode: String!
      modeParams: JSON
      "detail as a language-neutral code (detail.pingOk...); its values in detailParams."
      detailCode: String
      detailParams: JSON
    }
    type Principal {
      id: ID!
      kind: String!
      userName: String!
      fullName: String!
      positionId: String
      permissions: [String!]!
    }
  `,
  resolvers: {
    Query: {
      health: async (_parent, _args, ctx: RequestContext) => {
        const backends = await checkBackends(ctx.deps.health, ctx.language);
        return { ok: backends.every((backend) => backend.ok), backends: backends.map(({ name, ok }) => ({ name, ok })) };
      },
      me: (_parent, _args, ctx: RequestContext) => (ctx.principal ? principalView(ctx.principal) : null),
      systemStatus: async (_parent, _args, ctx: RequestContext) => {
        requirePermission(ctx, 'system.status');
        const backends = await checkBackends(ctx.deps.health, ctx.language);
        return { ok: backends.every((backend) => backend.ok), version: ctx.deps.version, startedAt: ctx.deps.startedAt.toISOString(), backends };
      },
    },
    // Read only when asked for (the CLI's status does not): systemStatus checked the permission.
    SystemStatus: {
      collections: (_parent, _args, ctx: RequestContext) => retainedCollectionStatus(ctx.deps.config),
      heap: () => heapFigures(),
    },
    Mutation: {
      signOut: (_parent, _args, ctx: RequestContext) => {
        ctx.res.clearCookie(SESSION_COOKIE, { path: '/' });
        return true;
      },
    },
  },
};
