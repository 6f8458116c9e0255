import type { GraphqlModule } from '../graphql/schema';
import { clientAddress, type RequestContext } from '../context';
import { emailSubscriptionSchema } from '../../domain/access/subscription';
import { dropNulls, parseAccessInput } from '../../domain/access/validation';
import { landingCountdownTarget } from '../../domain/access/landingCountdown';
import { subscribe } from './service';
import type { RateLimiter } from '../access/rateLimit';

/**
 * The landing page's promotions subscription (public, rate limited). An address is stored once:
 * subscribing it again succeeds, keeps the first origin and only updates `active`.
 */
export function createSubscriptionsModule({ limiter }: { limiter: RateLimiter }): GraphqlModule {
  return {
    typeDefs: /* GraphQL */ `
      type EmailSuscription {
        email: String!
        active: Boolean!
        origin: String!
      }
      input CreateEmailSuscriptionInput {
        email: String!
        active: Boolean
        "landingPage, customerRegistration or other"
        origin: String
      }
      "What the public landing page shows besides its texts."
      type LandingPage {
        "The instant the countdown reaches zero (ISO 8601): LANDING_COUNTDOWN_TARGET, or the next 1 August in central Mexico."
        countdownTarget: String!
      }
      extend type Query {
        "Public. The landing page's settings from the server's configuration."
        landingPage: LandingPage!
      }
      extend type Mutation {
        "Public. Errors: SUBSCRIPTION_EMAIL_REQUIRED, SUBSCRIPTION_EMAIL_INVALID, RATE_LIMITED."
        createEmailSuscription(input: CreateEmailSuscriptionInput!): EmailSuscription!
      }
    `,
    resolvers: {
      Query: {
        landingPage: (_parent, _args, ctx: RequestContext) => ({
          countdownTarget: landingCountdownTarget(ctx.deps.config.LANDING_COUNTDOWN_TARGET, new Date()).toISOString(),
        }),
      },
      Mutation: {
        createEmailSuscription: async (_parent, args, ctx: RequestContext) => {
          await limiter.take('subscription', clientAddress(ctx.req));
          const input = parseAccessInput(emailSubscriptionSchema, dropNulls(args.input), ctx.language);
          return subscribe(input);
        },
      },
    },
  };
}
