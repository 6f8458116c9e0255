/**
 * What the customer audit process (customerAudit.ts) needs besides the customer sendings
 * (workflows/customers/activities.ts): the risk comparison that records the audit, and applying
 * the decision an auditor claimed. workers/activities/audits.ts implements it. Both are
 * idempotent: the audit is keyed by `auditKey`, and the decision's effect is recomputed from the
 * audits, not incremented.
 */
export interface AuditCustomerRiskInput {
  auditKey: string;
  customerRef: string;
  workflowId: string;
}

export interface AuditDecisionApplied {
  decision: 'authorize' | 'blacklist';
  customerRef: string;
  customerTypeId: string | null;
}

export interface AuditActivities {
  /** Compares the customer with the risk data and records the audit (promoter customerFraudPrevention). */
  auditCustomerRisk(input: AuditCustomerRiskInput): Promise<{ auditId: string; ranking: number }>;
  /** Applies the claimed decision of the audit to its customer. */
  applyAuditDecision(input: { auditId: string }): Promise<AuditDecisionApplied>;
}
