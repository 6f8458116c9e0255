import type { GraphqlModule } from '../graphql/schema';
import { requirePermission, type RequestContext } from '../context';
import { seedDemoData } from '../../db/seed';

/** Loads (or, with reset, reloads) the demo dataset: the CLI's `seed --demo`. */
export const demoModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type DemoSeedResult {
      seedVersion: Int!
      reset: Boolean!
      durationMs: Int!
      collections: JSON!
    }
    extend type Mutation {
      seedDemoData(reset: Boolean): DemoSeedResult!
    }
  `,
  resolvers: {
    Mutation: {
      seedDemoData: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'demo.seed');
        const result = await seedDemoData({ reset: Boolean(args.reset), logger: ctx.deps.logger });
        return { seedVersion: result.seedVersion, reset: result.reset, durationMs: Math.round(result.durationMs), collections: result.collections };
      },
    },
  },
};
