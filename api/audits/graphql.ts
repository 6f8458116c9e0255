import { z } from 'zod';
import type { GraphqlModule } from '../graphql/schema';
import { requirePermission, type RequestContext } from '../context';
import { parseOrThrow } from '../../domain/validation/parse';
import { MAX_AUDITS_PER_DECISION } from '../../domain/audits/massDecision';
import { DEFAULT_CUSTOMER_TYPE_ID } from '../../domain/customers/registration';
import { auditById, auditView } from '../customers/service';
import { customerTypeExists } from '../customers/types/service';
import { AppError } from '../../domain/errors/catalogue';
import { gatewayOf } from '../workflows/graphql';
import { viaGateway } from '../workflows/errors';
import { decideAudit, decideAudits, reopenCustomerAudit } from './service';

const decisionSchema = z.object({
  auditId: z.string().regex(/^[a-f0-9]{24}$/i),
  decision: z.enum(['authorize', 'blacklist']),
  customerTypeId: z
    .string()
    .regex(/^[A-Z0-9]{2,10}$/)
    .nullish(),
  single: z.boolean().nullish(),
});
const massDecisionSchema = z.object({
  auditIds: z
    .array(z.string().regex(/^[a-f0-9]{24}$/i))
    .min(1)
    .max(MAX_AUDITS_PER_DECISION),
  decision: z.enum(['authorize', 'blacklist']),
  customerTypeId: z
    .string()
    .regex(/^[A-Z0-9]{2,10}$/)
    .nullish(),
});

async function checkType(customerTypeId: string | null | undefined) {
  if (customerTypeId && !(await customerTypeExists(customerTypeId))) throw new AppError('CUSTOMER_TYPE_NOT_FOUND', { id: customerTypeId });
}

/**
 * Audit review and decisions (spec 001 section 4). Deciding is the permission audits.decide; the
 * signed-in user is recorded as the auditor. A decision is claimed once (AUDIT_ALREADY_RESOLVED
 * for the second); the customer's audit process applies it and notifies the customer.
 */
export const auditsModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    input AuditDecisionInput {
      auditId: ID!
      "authorize ('Authorize Registry') or blacklist ('Send to Blacklist')"
      decision: String!
      "mass dialog: the type an authorized customer gets"
      customerTypeId: String
      "single audit dialog: blacklisting also sets customerId 'blacklist'"
      single: Boolean
    }
    input AuditMassDecisionInput {
      "up to 500 per call"
      auditIds: [ID!]!
      decision: String!
      "the type authorized customers get; the fixed default customer type (CC) when left out"
      customerTypeId: String
    }
    type AuditMassDecisionResult {
      decided: Int!
      "already resolved by someone else (each audit is resolved once)"
      alreadyResolved: Int!
      notFound: Int!
      failed: Int!
    }
    type AuditReopening {
      "the new audit process (its audit is recorded a moment later)"
      workflowId: ID!
      customerRef: ID!
    }
    extend type Query {
      "audits.read"
      audit(id: ID!): AuditDetail!
    }
    extend type Mutation {
      "audits.decide. Errors AUDIT_NOT_FOUND, AUDIT_ALREADY_RESOLVED"
      decideAudit(input: AuditDecisionInput!): AuditDetail!
      "audits.decide. The mass dialog and the CLI's audits resolve"
      decideAudits(input: AuditMassDecisionInput!): AuditMassDecisionResult!
      "audits.decide. A new audit for an existing customer (e.g. blacklisted), no registration notices. Errors CUSTOMER_NOT_FOUND, AUDIT_ALREADY_OPEN"
      reopenCustomerAudit(customerId: ID!): AuditReopening!
    }
  `,
  resolvers: {
    Query: {
      audit: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'audits.read');
        return auditById(String(args.id));
      },
    },
    Mutation: {
      decideAudit: async (_parent, args, ctx: RequestContext) => {
        const principal = requirePermission(ctx, 'audits.decide');
        const input = parseOrThrow(decisionSchema, args.input, ctx.language);
        await checkType(input.customerTypeId);
        const gateway = gatewayOf(ctx);
        const decided = await viaGateway('', () =>
          decideAudit(
            gateway,
            { auditId: input.auditId, decision: input.decision, customerTypeId: input.customerTypeId, setsBlacklistId: input.single !== false },
            principal,
          ),
        );
        return auditView(decided);
      },
      decideAudits: async (_parent, args, ctx: RequestContext) => {
        const principal = requirePermission(ctx, 'audits.decide');
        const input = parseOrThrow(massDecisionSchema, args.input, ctx.language);
        // Spec 001: the mass dialog's authorization also gives the fixed default customer type.
        const customerTypeId = input.decision === 'authorize' ? (input.customerTypeId ?? DEFAULT_CUSTOMER_TYPE_ID) : null;
        await checkType(customerTypeId);
        return decideAudits(gatewayOf(ctx), { auditIds: input.auditIds, decision: input.decision, customerTypeId }, principal, ctx.deps.logger);
      },
      reopenCustomerAudit: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'audits.decide');
        const gateway = gatewayOf(ctx);
        return viaGateway('', () => reopenCustomerAudit(gateway, String(args.customerId)));
      },
    },
  },
};
