/**
 * The six counters of the customer list (spec 001 section 4). A customer may fall into several
 * classes (an active customer with fingerprints is also Registered or Authorization), exactly as
 * the rules read; the server stores the classes on each customer so the counters are index counts.
 */
export const customerClasses = ['active', 'inactive', 'incomplete', 'registered', 'auditable', 'authorization'] as const;
export type CustomerClass = (typeof customerClasses)[number];

/** customerId 'blacklist' marks a blacklisted customer. */
export const BLACKLIST_CUSTOMER_ID = 'blacklist';

export interface ClassificationFacts {
  customerId: string | null | undefined;
  sellBanned: boolean | null | undefined;
  preregistrationCode: string | null | undefined;
  fingerCount: number;
  /** Audits without endAudit. */
  openAuditCount: number;
}

export function classifyCustomer(facts: ClassificationFacts): CustomerClass[] {
  const hasCustomerId = Boolean(facts.customerId);
  const blacklisted = facts.customerId === BLACKLIST_CUSTOMER_ID;
  const sellBanned = facts.sellBanned ?? null;
  const hasCode = Boolean(facts.preregistrationCode);
  const hasFingers = facts.fingerCount > 0;
  const classes: CustomerClass[] = [];
  if (hasCustomerId && !blacklisted && sellBanned !== true) classes.push('active');
  if (sellBanned === true || blacklisted) classes.push('inactive');
  if (hasCode && sellBanned === null && !hasFingers) classes.push('incomplete');
  if (hasCode && sellBanned === null && hasFingers) classes.push('registered');
  if (!hasCustomerId && facts.openAuditCount > 0) classes.push('auditable');
  if (hasCode && sellBanned === false && hasFingers) classes.push('authorization');
  return classes;
}

/** A blacklisted customer (customerId 'blacklist' or a blacklist audit) stays blocked on every path. */
export function isBlocked(customer: { customerId?: string | null; blacklistAudit?: boolean }): boolean {
  return customer.customerId === BLACKLIST_CUSTOMER_ID || customer.blacklistAudit === true;
}
