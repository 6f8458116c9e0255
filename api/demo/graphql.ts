import type { GraphqlModule } from '../graphql/schema';
import { requirePermission, type RequestContext } from '../context';
import { seedDemo } from './service';

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
      seedDemoData: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'demo.seed');
        return seedDemo(Boolean(args.reset), ctx.deps.logger);
      },
    },
  },
};
