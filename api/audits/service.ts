import { Types } from 'mongoose';
import { AppError } from '../../domain/errors/catalogue';
import { AuditModel, claimAuditDecision, type AuditDecision, type AuditDocument } from '../../db/models/audits/audit';
import { CustomerModel, type CustomerDocument } from '../../db/models/customers/customer';
import { WorkflowGatewayError, type WorkflowGateway } from '../../workers/gateway';
import { auditDecisionSignal, CUSTOMER_AUDIT_WORKFLOW, customerAuditWorkflowId, type CustomerAuditInput } from '../../workflows/audits/customerAudit';
import type { Principal } from '../context';
import type { Logger } from '../../config/logger';
import { isAppError } from '../../domain/errors/catalogue';

export interface DecisionRequest {
  auditId: string;
  decision: AuditDecision;
  /** Mass dialog: the customer type an authorized customer gets. */
  customerTypeId?: string | null;
  /** Single dialog: blacklisting also sets customerId 'blacklist'. */
  setsBlacklistId?: boolean;
}

const decisionLabel: Record<AuditDecision, string> = { authorize: 'Authorize Registry', blacklist: 'Send to Blacklist' };

/**
 * Resolves an audit once. The decision is claimed on the audit document atomically (endAudit,
 * blacklist and auditor set only while endAudit is empty): of two auditors deciding at once one
 * wins, the other gets AUDIT_ALREADY_RESOLVED. Then the customer's audit process is signalled and
 * applies the decision and notifies the customer. An audit whose process is gone (demo data, or a
 * run that ended) gets a run of its own that starts at the decision. If no process can be reached
 * the claim is withdrawn, so the audit can be decided again.
 */
export async function decideAudit(gateway: WorkflowGateway, request: DecisionRequest, auditor: Principal, nowMs: number = Date.now()): Promise<AuditDocument> {
  if (!Types.ObjectId.isValid(request.auditId)) throw new AppError('AUDIT_NOT_FOUND', { id: request.auditId });
  const claimed = await claimAuditDecision(request.auditId, {
    decision: request.decision,
    auditor: auditor.id,
    auditorName: auditor.fullName,
    endAudit: Math.floor(nowMs / 1000),
    customerTypeId: request.customerTypeId ?? null,
    setsBlacklistId: request.setsBlacklistId ?? false,
  });
  if (!claimed) {
    const existing = await AuditModel.findById(request.auditId).lean<AuditDocument>();
    if (!existing) throw new AppError('AUDIT_NOT_FOUND', { id: request.auditId });
    throw new AppError(
      'AUDIT_ALREADY_RESOLVED',
      { decision: existing.decision ? decisionLabel[existing.decision] : '-' },
      { decision: existing.decision, auditor: existing.auditorName },
    );
  }
  const signal = { auditId: String(claimed._id), decision: request.decision };
  const customerRef = String(claimed.customerRef);
  try {
    try {
      await gateway.signal(claimed.workflowId ?? customerAuditWorkflowId(customerRef), auditDecisionSignal, signal);
    } catch (error) {
      if (!(error instanceof WorkflowGatewayError) || !['WorkflowNotFound', 'WorkflowNotRunning'].includes(error.code)) throw error;
      const workflowId = `${customerAuditWorkflowId(customerRef)}-${String(claimed._id)}`;
      const input: CustomerAuditInput = { customerRef, notifyRegistration: false, existingAuditId: String(claimed._id) };
      await gateway.start(CUSTOMER_AUDIT_WORKFLOW, input, { workflowId }).catch((startError: unknown) => {
        if (!(startError instanceof WorkflowGatewayError) || startError.code !== 'WorkflowAlreadyRunning') throw startError;
      });
      await AuditModel.updateOne({ _id: claimed._id }, { $set: { workflowId } });
      await gateway.signal(workflowId, auditDecisionSignal, signal);
    }
  } catch (error) {
    await AuditModel.updateOne(
      { _id: claimed._id, decision: request.decision },
      {
        $set: {
          decision: null,
          endAudit: null,
          blacklist: null,
          auditor: null,
          auditorName: null,
          decisionCustomerTypeId: null,
          decisionSetsBlacklistId: false,
        },
      },
    );
    throw error;
  }
  return claimed;
}

export interface ReopenedAudit {
  workflowId: string;
  customerRef: string;
}

/**
 * Opens a new audit for an existing customer (the way out for a blacklisted one: only an
 * authorization releases it). Starts a customerAudit run without the registration notices; it
 * records a fresh risk audit and waits for a decision like any other. Refused with
 * AUDIT_ALREADY_OPEN while the customer has an undecided audit. The run's id counts the customer's
 * audits, so two reopenings at once (or one whose audit is not recorded yet) ask for the same id
 * and the runtime lets only one start.
 */
export async function reopenCustomerAudit(gateway: WorkflowGateway, customerId: string): Promise<ReopenedAudit> {
  if (!Types.ObjectId.isValid(customerId)) throw new AppError('CUSTOMER_NOT_FOUND', { id: customerId });
  const customer = await CustomerModel.findOne({ _id: new Types.ObjectId(customerId), _deleted: { $ne: true } })
    .select({ customerName: 1 })
    .lean<Pick<CustomerDocument, '_id' | 'customerName'>>();
  if (!customer) throw new AppError('CUSTOMER_NOT_FOUND', { id: customerId });
  const customerRef = String(customer._id);
  const alreadyOpen = () => new AppError('AUDIT_ALREADY_OPEN', { name: customer.customerName });
  const [open, audits] = await Promise.all([
    AuditModel.exists({ customerRef: customer._id, endAudit: null }),
    AuditModel.countDocuments({ customerRef: customer._id }),
  ]);
  if (open) throw alreadyOpen();
  const workflowId = `${customerAuditWorkflowId(customerRef)}-reopen-${audits + 1}`;
  const input: CustomerAuditInput = { customerRef, notifyRegistration: false };
  try {
    await gateway.start(CUSTOMER_AUDIT_WORKFLOW, input, { workflowId });
  } catch (error) {
    if (error instanceof WorkflowGatewayError && error.code === 'WorkflowAlreadyRunning') throw alreadyOpen();
    throw error;
  }
  return { workflowId, customerRef };
}

const MASS_CONCURRENCY = 8;

export interface MassDecisionResult {
  decided: number;
  alreadyResolved: number;
  notFound: number;
  failed: number;
}

/** Decides many audits, a few at a time; each is claimed once, so one decided meanwhile counts as already resolved. */
export async function decideAudits(
  gateway: WorkflowGateway,
  request: { auditIds: string[]; decision: AuditDecision; customerTypeId: string | null },
  auditor: Principal,
  logger: Logger,
): Promise<MassDecisionResult> {
  const result: MassDecisionResult = { decided: 0, alreadyResolved: 0, notFound: 0, failed: 0 };
  const queue = [...new Set(request.auditIds)];
  const worker = async () => {
    for (let auditId = queue.shift(); auditId; auditId = queue.shift()) {
      try {
        await decideAudit(gateway, { auditId, decision: request.decision, customerTypeId: request.customerTypeId, setsBlacklistId: false }, auditor);
        result.decided += 1;
      } catch (error) {
        if (isAppError(error) && error.code === 'AUDIT_ALREADY_RESOLVED') result.alreadyResolved += 1;
        else if (isAppError(error) && error.code === 'AUDIT_NOT_FOUND') result.notFound += 1;
        else {
          result.failed += 1;
          logger.error({ err: error, auditId }, 'audit decision failed');
        }
      }
    }
  };
  await Promise.all(Array.from({ length: MASS_CONCURRENCY }, worker));
  return result;
}
