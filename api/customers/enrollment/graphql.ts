import type { GraphqlModule } from '../../graphql/schema';
import { requirePermission, type RequestContext } from '../../context';
import { parseAccessInput } from '../../../domain/access/validation';
import { customerDetail } from '../service';
import { enrollmentSchema } from './schemas';
import { enrollFingerprints, findByPreregistrationCode } from './service';

/** Fingerprint enrollment at a store (spec 001 section 5): find the customer by code, store two fingers or more once. */
export const enrollmentModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    input FingerprintInput {
      "LEFT_THUMB ... RIGHT_PINKY"
      fingerType: String!
      "the reader's template, base64"
      fingerTemplate: String!
    }
    input FingerprintEnrollmentInput {
      customerId: ID!
      "the closest store picked on the screen"
      warehouseId: String!
      "at least 2 different fingers"
      fingers: [FingerprintInput!]!
    }
    extend type Query {
      "customers.read. Enrollment search (trimmed, upper-cased). Error PREREGISTRATION_CODE_NOT_FOUND"
      customerByPreregistrationCode(code: String!): CustomerDetail!
    }
    extend type Mutation {
      "customers.write. Errors FINGERPRINTS_TOO_FEW, FINGERPRINTS_ALREADY_ENROLLED, CUSTOMER_BLOCKED, STORE_NOT_FOUND"
      enrollFingerprints(input: FingerprintEnrollmentInput!): CustomerDetail!
    }
  `,
  resolvers: {
    Query: {
      customerByPreregistrationCode: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'customers.read');
        const customer = await findByPreregistrationCode(String(args.code ?? ''));
        return customerDetail(String(customer._id));
      },
    },
    Mutation: {
      enrollFingerprints: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'customers.write');
        const input = parseAccessInput(enrollmentSchema, args.input, ctx.language);
        const customer = await enrollFingerprints(input, { mailer: ctx.deps.services.mailer, sms: ctx.deps.services.sms, logger: ctx.deps.logger });
        return customerDetail(String(customer._id));
      },
    },
  },
};
