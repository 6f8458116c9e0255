import type { CustomerQuery } from '../../domain/customers/query';

/**
 * What the customer processes (massUpdate.ts here, and the sendings of the customer audit) need
 * from the outside world: the registration e-mails and SMS, the customer notices, and the mass
 * update batches. workers/activities/customers.ts implements it. Every sending carries an
 * idempotency key from the workflow, so a retried or resumed activity never sends twice.
 */
export type CustomerNoticeKind = 'authorized' | 'blacklisted' | 'typeChanged' | 'enrolled';

export type MassUpdateAction = 'inactivate' | 'setType' | 'release';

export interface MassUpdateBatchInput {
  key: string;
  action: MassUpdateAction;
  customerRefs: string[];
  customerTypeId?: string | null;
  warehouseIds?: string[];
}

export interface MassUpdateBatchResult {
  updated: number;
  /** Blocked (blacklisted) customers an operation may not release, or ids that no longer exist. */
  skipped: number;
  notified: number;
}

/** What the registration answer leaves for the audit process to store (the form as sent, without the upload token). */
export interface RegistrationFiles {
  preregistrationCode: string;
  /** The public form JSON: the registration as sent, its code and the chosen store. */
  form: Record<string, unknown>;
}

export interface CustomerActivities {
  /**
   * A new pre-registration's work that the visitor does not wait for: its public files (the form
   * JSON and the Code 128 barcode PNG the e-mail attaches) and its place in the list's counters.
   * Idempotent: the same bytes under the same keys, and the counters move a customer only once.
   */
  recordRegistration(input: { customerRef: string; files: RegistrationFiles }): Promise<{ stored: number }>;
  sendRegistrationEmails(input: { key: string; customerRef: string }): Promise<{ sent: number }>;
  sendRegistrationSms(input: { key: string; customerRef: string }): Promise<{ sent: number; invalid: string[] }>;
  sendCustomerNotice(input: { key: string; customerRef: string; kind: CustomerNoticeKind; customerTypeName?: string }): Promise<{ sent: number }>;
  /** One page of customer ids matching the query, in id order after `afterRef`. */
  listCustomerRefsPage(input: { query: CustomerQuery; afterRef: string | null; limit: number }): Promise<string[]>;
  countCustomers(input: { query: CustomerQuery }): Promise<number>;
  applyCustomerMassUpdate(input: MassUpdateBatchInput): Promise<MassUpdateBatchResult>;
}
