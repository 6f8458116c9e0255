import { Schema, type Types } from 'mongoose';
import { defineModel, versionedRecordPlugin, type VersionedRecord } from '../common';

export const FRAUD_PREVENTION = 'customerFraudPrevention';
export const auditDecisions = ['authorize', 'blacklist'] as const;
export type AuditDecision = (typeof auditDecisions)[number];

/**
 * An audit of a customer (spec 001 section 3). startAudit / endAudit in epoch seconds; `result` is
 * the JSON text of the coincidences per type plus the ranking. `decision` is claimed atomically
 * (endAudit null → set) so two auditors deciding at once produce one outcome.
 */
export interface Audit {
  customerRef: Types.ObjectId;
  startAudit: number;
  endAudit: number | null;
  promoter: string;
  /** The attendant id of the deciding auditor, or customerFraudPrevention. */
  auditor: string | null;
  auditorName: string | null;
  blacklist: boolean | null;
  result: string;
  ranking: number;
  decision: AuditDecision | null;
  /** The customer type the mass dialog assigns on authorization. */
  decisionCustomerTypeId: string | null;
  /** Single dialog: the blacklisted customer also gets customerId 'blacklist'. */
  decisionSetsBlacklistId: boolean;
  /** The process that owns the audit. */
  workflowId: string | null;
  /** The risk step's idempotency key (one audit per workflow). */
  auditKey: string;
}

export type AuditDocument = Audit & VersionedRecord & { _id: Types.ObjectId };

const auditSchema = new Schema<Audit & VersionedRecord>(
  {
    customerRef: { type: Schema.Types.ObjectId, required: true },
    startAudit: { type: Number, required: true },
    endAudit: { type: Number, default: null },
    promoter: { type: String, required: true },
    auditor: { type: String, default: null },
    auditorName: { type: String, default: null },
    blacklist: { type: Boolean, default: null },
    result: { type: String, required: true },
    ranking: { type: Number, required: true },
    decision: { type: String, enum: [...auditDecisions, null], default: null },
    decisionCustomerTypeId: { type: String, default: null },
    decisionSetsBlacklistId: { type: Boolean, default: false },
    workflowId: { type: String, default: null },
    auditKey: { type: String, required: true },
  },
  { timestamps: true, collection: 'audits' },
);
auditSchema.plugin(versionedRecordPlugin);
auditSchema.index({ auditKey: 1 }, { unique: true });
auditSchema.index({ customerRef: 1 });
auditSchema.index({ endAudit: 1 });
// Audits per day of their start (api/customers/activity).
auditSchema.index({ startAudit: 1 });

export const AuditModel = defineModel<Audit & VersionedRecord>('Audit', auditSchema);

export interface DecisionClaim {
  decision: AuditDecision;
  auditor: string;
  auditorName: string;
  /** Epoch seconds. */
  endAudit: number;
  customerTypeId?: string | null;
  setsBlacklistId?: boolean;
}

/**
 * Resolves an audit once: the update matches only an audit without endAudit, so of two auditors
 * deciding at once exactly one gets the document back; the other gets null.
 */
export async function claimAuditDecision(auditId: Types.ObjectId | string, claim: DecisionClaim): Promise<AuditDocument | null> {
  return AuditModel.findOneAndUpdate(
    { _id: auditId, endAudit: null, decision: null },
    {
      $set: {
        decision: claim.decision,
        blacklist: claim.decision === 'blacklist',
        endAudit: claim.endAudit,
        auditor: claim.auditor,
        auditorName: claim.auditorName,
        decisionCustomerTypeId: claim.customerTypeId ?? null,
        decisionSetsBlacklistId: claim.setsBlacklistId ?? false,
      },
    },
    { returnDocument: 'after' },
  ).lean<AuditDocument>();
}
