import type { GraphqlModule } from '../graphql/schema';
import type { RequestContext } from '../context';
import { SESSION_COOKIE } from './authenticate';
import { SESSION_TTL_SECONDS } from './tokens';
import { signInAttendant } from './signIn';

/** Staff sign-in: the session travels in an httpOnly cookie, never in script-readable storage. */
export const accessModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    input SignInInput {
      userName: String!
      password: String!
    }
    type SignInResult {
      user: Principal!
    }
    extend type Mutation {
      signIn(input: SignInInput!): SignInResult!
    }
  `,
  resolvers: {
    Mutation: {
      signIn: async (_parent, args: { input: unknown }, ctx: RequestContext) => {
        const principal = await signInAttendant(args.input);
        const token = await ctx.deps.sessions.sign(principal);
        ctx.res.cookie(SESSION_COOKIE, token, {
          httpOnly: true,
          sameSite: 'lax',
          secure: ctx.req.secure,
          path: '/',
          maxAge: SESSION_TTL_SECONDS * 1000,
        });
        return {
          user: {
            id: principal.id,
            kind: principal.kind,
            userName: principal.userName,
            fullName: principal.fullName,
            positionId: principal.positionId ?? null,
            permissions: principal.permissions === 'all' ? ['*'] : [...principal.permissions].sort(),
          },
        };
      },
    },
  },
};
