import { AuditModel } from '../../../db/models/audits/audit';
import { CustomerModel } from '../../../db/models/customers/customer';
import { storeDayStart } from '../../../domain/common/time';
import { activityPerDay, activityRangeProblem, auditOutcome, type ActivityDay, type CustomerActivityRange } from '../../../domain/customers/activity';
import { AppError } from '../../../domain/errors/catalogue';

/** The instants a range of calendar days covers: from the first day's midnight to the midnight after the last (stores' zone). */
function instantsOf(range: CustomerActivityRange): { startMs: number; endMs: number } {
  const after = new Date(Date.parse(`${range.to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { startMs: storeDayStart(range.from), endMs: storeDayStart(after) };
}

/**
 * Registrations (customers created), audits started and their outcomes per day of the range.
 * Each side reads only its range of one index (customers by createdAt, audits by startAudit) and
 * only the fields counted; the counting per day is domain/customers/activity.ts.
 */
export async function customerActivity(range: CustomerActivityRange, nowMs = Date.now()): Promise<ActivityDay[]> {
  const problem = activityRangeProblem(range, nowMs);
  if (problem) throw new AppError(problem);
  const { startMs, endMs } = instantsOf(range);
  const [customers, audits] = await Promise.all([
    CustomerModel.find({ createdAt: { $gte: new Date(startMs), $lt: new Date(endMs) }, _deleted: { $ne: true } }, { createdAt: 1, _id: 0 }).lean<
      { createdAt: Date }[]
    >(),
    AuditModel.find(
      { startAudit: { $gte: Math.floor(startMs / 1000), $lt: Math.ceil(endMs / 1000) } },
      { startAudit: 1, endAudit: 1, decision: 1, blacklist: 1, _id: 0 },
    ).lean<{ startAudit: number; endAudit: number | null; decision: string | null; blacklist: boolean | null }[]>(),
  ]);
  return activityPerDay(
    range.from,
    range.to,
    customers.map((customer) => new Date(customer.createdAt).getTime()),
    audits.map((audit) => ({ startMs: audit.startAudit * 1000, outcome: auditOutcome(audit) })),
  );
}
