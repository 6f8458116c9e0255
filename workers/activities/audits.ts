import { ApplicationFailure } from '@temporalio/common/lib/failure.js';
import { type ClientSession, type Types } from 'mongoose';
import { addressKey, compareRisk, type RiskSubject } from '../../domain/audits/risk';
import { comparableText } from '../../domain/common/text';
import { BLACKLIST_CUSTOMER_ID } from '../../domain/customers/classification';
import { AuditModel, FRAUD_PREVENTION, type AuditDocument } from '../../db/models/audits/audit';
import { isDuplicateKeyError } from '../../db/models/common';
import { CustomerModel, type CustomerDocument } from '../../db/models/customers/customer';
import { refreshCustomerClasses } from '../../db/models/customers/customerCounts';
import type { AuditActivities, AuditCustomerRiskInput, AuditDecisionApplied } from '../../workflows/audits/activities';

/**
 * Side effects of the customer audit process (its contract: workflows/audits/activities.ts): the
 * risk comparison that records the audit, and applying the decision an auditor claimed to the
 * customer. Both are idempotent: the audit is keyed
 * by `auditKey`, and the decision's effect is recomputed from the audits, not incremented.
 */
export interface AuditActivityDependencies {
  now?: () => number;
}

function subjectOf(customer: CustomerDocument): RiskSubject {
  return {
    id: String(customer._id),
    customerName: customer.customerName,
    phones: customer.phoneKeys,
    emails: customer.emailKeys,
    taxpayerId: customer.taxpayer?.identification ?? null,
    addressKey: addressKey(customer.address),
  };
}

/**
 * The audit facts stored on the customer, recomputed from its audits. `blacklistAudit` follows the
 * LATEST decided audit, so an authorization after a reopened audit releases a blacklisted customer;
 * a customer without any decided audit keeps what it had (seeded or imported data).
 */
export async function syncCustomerAuditFacts(customerRef: Types.ObjectId): Promise<void> {
  await writeCustomerAuditFacts(customerRef);
  await refreshCustomerClasses([customerRef]);
}

/** The customer's audit facts from its audits; inside `session`'s transaction when given. */
async function writeCustomerAuditFacts(customerRef: Types.ObjectId, session?: ClientSession): Promise<void> {
  const [openAuditCount, latestDecided] = await Promise.all([
    AuditModel.countDocuments({ customerRef, endAudit: null }).session(session ?? null),
    AuditModel.findOne({ customerRef, endAudit: { $ne: null } })
      .sort({ endAudit: -1, startAudit: -1, _id: -1 })
      .select({ blacklist: 1 })
      .session(session ?? null)
      .lean<Pick<AuditDocument, 'blacklist'>>(),
  ]);
  const facts: Record<string, unknown> = { openAuditCount };
  if (latestDecided) facts.blacklistAudit = latestDecided.blacklist === true;
  await CustomerModel.collection.updateOne({ _id: customerRef }, { $set: facts }, session ? { session } : {});
}

const riskProjection = { customerName: 1, phoneKeys: 1, emailKeys: 1, taxpayer: 1, address: 1 };

export function createAuditActivities(dependencies: AuditActivityDependencies = {}): AuditActivities {
  const now = dependencies.now ?? Date.now;

  /**
   * Every blacklisted customer (customerId 'blacklist' or a blacklist audit), from one $or of
   * indexed branches, so one blacklisted both ways is read once. Audits running at the same time
   * share one read in flight: a burst of registrations audits them side by side, and each read
   * carries the whole blacklist (3,333 customers in bench:customers' 100,000), the largest part
   * of an audit's CPU. A read joined is at most one read's duration older than the audit, the
   * same as any blacklisting that lands while the audit runs.
   */
  let blacklistRead: Promise<CustomerDocument[]> | null = null;
  const readBlacklist = (): Promise<CustomerDocument[]> => {
    if (!blacklistRead) {
      blacklistRead = CustomerModel.find({ $or: [{ customerId: BLACKLIST_CUSTOMER_ID }, { blacklistAudit: true }] })
        .select(riskProjection)
        .limit(40_000)
        .lean<CustomerDocument[]>()
        .exec()
        .finally(() => {
          blacklistRead = null;
        });
    }
    return blacklistRead;
  };

  return {
    /**
     * Compares the customer with blacklisted customers (phones, e-mails, names, taxpayer ids,
     * addresses) and with existing customers sharing a phone, an e-mail or the exact name, and
     * records the audit (promoter customerFraudPrevention).
     */
    async auditCustomerRisk(input: AuditCustomerRiskInput): Promise<{ auditId: string; ranking: number }> {
      const existing = await AuditModel.findOne({ auditKey: input.auditKey }).lean<AuditDocument>();
      if (existing) return { auditId: String(existing._id), ranking: existing.ranking };
      const customer = await CustomerModel.findById(input.customerRef).lean<CustomerDocument>();
      if (!customer) throw ApplicationFailure.nonRetryable(`There is no customer ${input.customerRef}`, 'CustomerNotFound');
      // Existing customers only by shared keys: one indexed query per key. The blacklist is
      // compared whole (names by similarity; compareRisk skips the customer itself).
      const others = (filter: Record<string, unknown>, limit = 50) =>
        CustomerModel.find({ ...filter, _id: { $ne: customer._id } })
          .select(riskProjection)
          .limit(limit)
          .lean<CustomerDocument[]>();
      const [blacklisted, byPhone, byEmail, byName] = await Promise.all([
        readBlacklist(),
        customer.phoneKeys.length ? others({ phoneKeys: { $in: customer.phoneKeys } }) : [],
        customer.emailKeys.length ? others({ emailKeys: { $in: customer.emailKeys } }) : [],
        others({ nameKey: comparableText(customer.customerName) }),
      ]);
      const unique = (lists: CustomerDocument[][]) => [...new Map(lists.flat().map((row) => [String(row._id), row])).values()];
      const existingCustomers = unique([byPhone, byEmail, byName]);
      const result = compareRisk(subjectOf(customer), { blacklisted: blacklisted.map(subjectOf), existing: existingCustomers.map(subjectOf) });
      try {
        // The audit and the customer's open-audit count stand or fall together (a transaction on
        // the embedded server and on the MongoDB replica set alike); the class counters follow.
        let auditId = '';
        await AuditModel.db.transaction(async (session) => {
          const [audit] = await AuditModel.create(
            [
              {
                customerRef: customer._id,
                startAudit: Math.floor(now() / 1000),
                endAudit: null,
                promoter: FRAUD_PREVENTION,
                auditor: null,
                blacklist: null,
                result: JSON.stringify(result),
                ranking: result.ranking,
                workflowId: input.workflowId,
                auditKey: input.auditKey,
              },
            ],
            { session },
          );
          await writeCustomerAuditFacts(customer._id, session);
          auditId = String(audit._id);
        });
        await refreshCustomerClasses([customer._id]);
        return { auditId, ranking: result.ranking };
      } catch (error) {
        if (isDuplicateKeyError(error)) {
          const raced = await AuditModel.findOne({ auditKey: input.auditKey }).lean<AuditDocument>();
          if (raced) return { auditId: String(raced._id), ranking: raced.ranking };
        }
        throw error;
      }
    },

    /**
     * Applies the decision claimed on the audit to the customer. Blacklist: sellBanned true (and
     * customerId 'blacklist' when the single dialog decided). Authorize: sellBanned false, the
     * customer number (the pre-registration code) when it has none or was blacklisted, and the
     * mass dialog's customer type.
     */
    async applyAuditDecision(input: { auditId: string }): Promise<AuditDecisionApplied> {
      const audit = await AuditModel.findById(input.auditId).lean<AuditDocument>();
      if (!audit || !audit.decision) throw ApplicationFailure.nonRetryable(`The audit ${input.auditId} has no decision`, 'AuditNotDecided');
      const customer = await CustomerModel.findById(audit.customerRef).lean<CustomerDocument>();
      if (!customer) throw ApplicationFailure.nonRetryable(`There is no customer ${String(audit.customerRef)}`, 'CustomerNotFound');
      const set: Record<string, unknown> = {};
      if (audit.decision === 'blacklist') {
        set.sellBanned = true;
        if (audit.decisionSetsBlacklistId) set.customerId = BLACKLIST_CUSTOMER_ID;
      } else {
        set.sellBanned = false;
        if (!customer.customerId || customer.customerId === BLACKLIST_CUSTOMER_ID) set.customerId = customer.preregistrationCode ?? String(customer._id);
        if (audit.decisionCustomerTypeId) set.customerTypeId = audit.decisionCustomerTypeId;
      }
      await CustomerModel.updateOne({ _id: customer._id }, { $set: set });
      await syncCustomerAuditFacts(customer._id);
      return { decision: audit.decision, customerRef: String(customer._id), customerTypeId: audit.decisionCustomerTypeId };
    },
  };
}
