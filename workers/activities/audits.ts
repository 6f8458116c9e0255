import { ApplicationFailure } from '@temporalio/common/lib/failure.js';
import { addressKey, compareRisk, type RiskSubject } from '../../domain/audits/risk';
import { comparableText } from '../../domain/common/text';
import { BLACKLIST_CUSTOMER_ID } from '../../domain/customers/classification';
import { FRAUD_PREVENTION } from '../../db/models/audits/audit';
import { mongoAuditRepository, type AuditRepository, type SharedKey } from '../../db/models/audits/auditRepository';
import { isDuplicateKeyError } from '../../db/models/common';
import type { CustomerDocument } from '../../db/models/customers/customer';
import type { AuditActivities, AuditCustomerRiskInput, AuditDecisionApplied } from '../../workflows/audits/activities';

/**
 * Side effects of the customer audit process (its contract: workflows/audits/activities.ts): the
 * risk comparison that records the audit, and applying the decision an auditor claimed to the
 * customer. Both are idempotent: the audit is keyed
 * by `auditKey`, and the decision's effect is recomputed from the audits, not incremented.
 */
export interface AuditActivityDependencies {
  /** The audits and customers; the database's by default. */
  repository?: AuditRepository;
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

export function createAuditActivities(dependencies: AuditActivityDependencies = {}): AuditActivities {
  const now = dependencies.now ?? Date.now;
  const repository = dependencies.repository ?? mongoAuditRepository;

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
      blacklistRead = repository.blacklistedCustomers().finally(() => {
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
      const existing = await repository.findAuditByKey(input.auditKey);
      if (existing) return { auditId: String(existing._id), ranking: existing.ranking };
      const customer = await repository.findCustomer(input.customerRef);
      if (!customer) throw ApplicationFailure.nonRetryable(`There is no customer ${input.customerRef}`, 'CustomerNotFound');
      // Existing customers only by shared keys: one indexed query per key. The blacklist is
      // compared whole (names by similarity; compareRisk skips the customer itself).
      const others = (key: SharedKey) => repository.customersSharing(customer._id, key, 50);
      const [blacklisted, byPhone, byEmail, byName] = await Promise.all([
        readBlacklist(),
        customer.phoneKeys.length ? others({ phoneKeys: customer.phoneKeys }) : [],
        customer.emailKeys.length ? others({ emailKeys: customer.emailKeys }) : [],
        others({ nameKey: comparableText(customer.customerName) }),
      ]);
      const unique = (lists: CustomerDocument[][]) => [...new Map(lists.flat().map((row) => [String(row._id), row])).values()];
      const existingCustomers = unique([byPhone, byEmail, byName]);
      const result = compareRisk(subjectOf(customer), { blacklisted: blacklisted.map(subjectOf), existing: existingCustomers.map(subjectOf) });
      try {
        const auditId = await repository.recordAudit({
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
        });
        return { auditId, ranking: result.ranking };
      } catch (error) {
        if (isDuplicateKeyError(error)) {
          const raced = await repository.findAuditByKey(input.auditKey);
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
      const audit = await repository.findAudit(input.auditId);
      if (!audit || !audit.decision) throw ApplicationFailure.nonRetryable(`The audit ${input.auditId} has no decision`, 'AuditNotDecided');
      const customer = await repository.findCustomer(audit.customerRef);
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
      await repository.updateCustomer(customer._id, set);
      await repository.syncCustomerAuditFacts(customer._id);
      return { decision: audit.decision, customerRef: String(customer._id), customerTypeId: audit.decisionCustomerTypeId };
    },
  };
}
