import type { ClientSession, Types } from 'mongoose';
import { BLACKLIST_CUSTOMER_ID } from '../../../domain/customers/classification';
import { CustomerModel, type CustomerDocument } from '../customers/customer';
import { refreshCustomerClasses } from '../customers/customerCounts';
import { AuditModel, type Audit, type AuditDocument } from './audit';

/** An audit the risk comparison records. */
export type NewAudit = Pick<
  Audit,
  'customerRef' | 'startAudit' | 'endAudit' | 'promoter' | 'auditor' | 'blacklist' | 'result' | 'ranking' | 'workflowId' | 'auditKey'
>;

/** What customers share with the one audited, one key at a time: phones, e-mails or the exact name. */
export type SharedKey = { phoneKeys: string[] } | { emailKeys: string[] } | { nameKey: string };

/**
 * What the customer audit's activities (workers/activities/audits.ts) read and write: the audits,
 * the customers they compare (with the fields the risk comparison reads) and the audit facts kept
 * on the customer. The activities receive it, so a test can hand them another.
 */
export interface AuditRepository {
  findAuditByKey(auditKey: string): Promise<AuditDocument | null>;
  findAudit(auditId: string): Promise<AuditDocument | null>;
  findCustomer(customerRef: Types.ObjectId | string): Promise<CustomerDocument | null>;
  /** Every blacklisted customer (customerId 'blacklist' or a blacklist audit), each once. */
  blacklistedCustomers(): Promise<CustomerDocument[]>;
  /** Other customers than `exceptRef` sharing the key, at most `limit`. */
  customersSharing(exceptRef: Types.ObjectId, key: SharedKey, limit: number): Promise<CustomerDocument[]>;
  /**
   * Records the audit and the customer's open-audit count together (one transaction), then the
   * list's counters; answers the audit's id. A second audit of the same key fails as a duplicate key.
   */
  recordAudit(audit: NewAudit): Promise<string>;
  updateCustomer(customerRef: Types.ObjectId, set: Record<string, unknown>): Promise<void>;
  /** The customer's audit facts and counters recomputed from its audits. */
  syncCustomerAuditFacts(customerRef: Types.ObjectId): Promise<void>;
}

/** The fields of a customer the risk comparison reads. */
const riskProjection = { customerName: 1, phoneKeys: 1, emailKeys: 1, taxpayer: 1, address: 1 };

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

function sharedKeyFilter(key: SharedKey): Record<string, unknown> {
  if ('phoneKeys' in key) return { phoneKeys: { $in: key.phoneKeys } };
  if ('emailKeys' in key) return { emailKeys: { $in: key.emailKeys } };
  return { nameKey: key.nameKey };
}

/** The repository on the database's models. */
export const mongoAuditRepository: AuditRepository = {
  findAuditByKey: (auditKey) => AuditModel.findOne({ auditKey }).lean<AuditDocument>().exec(),
  findAudit: (auditId) => AuditModel.findById(auditId).lean<AuditDocument>().exec(),
  findCustomer: (customerRef) => CustomerModel.findById(customerRef).lean<CustomerDocument>().exec(),
  blacklistedCustomers: () =>
    CustomerModel.find({ $or: [{ customerId: BLACKLIST_CUSTOMER_ID }, { blacklistAudit: true }] })
      .select(riskProjection)
      .limit(40_000)
      .lean<CustomerDocument[]>()
      .exec(),
  customersSharing: (exceptRef, key, limit) =>
    CustomerModel.find({ ...sharedKeyFilter(key), _id: { $ne: exceptRef } })
      .select(riskProjection)
      .limit(limit)
      .lean<CustomerDocument[]>()
      .exec(),
  async recordAudit(audit) {
    // The audit and the customer's open-audit count stand or fall together (a transaction on
    // the embedded server and on the MongoDB replica set alike); the class counters follow.
    let auditId = '';
    await AuditModel.db.transaction(async (session) => {
      const [created] = await AuditModel.create([audit], { session });
      await writeCustomerAuditFacts(audit.customerRef, session);
      auditId = String(created._id);
    });
    await refreshCustomerClasses([audit.customerRef]);
    return auditId;
  },
  async updateCustomer(customerRef, set) {
    await CustomerModel.updateOne({ _id: customerRef }, { $set: set });
  },
  syncCustomerAuditFacts,
};
