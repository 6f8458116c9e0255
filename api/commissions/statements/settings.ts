import { CommissionAreaModel, CommissionStatementModel, StatementSettingsModel } from '../../../db/models/commissions';
import { AppError } from '../../../domain/errors/catalogue';
import { DEFAULT_REVIEW_SETTINGS } from '../../../domain/commissions/statements';
import { batchIdOf } from './service';

/** A company's statement periods and its review settings (reminders, escalation, reviewer), beside the statements' operations. */

/** The periods of a company that have statements, newest first, with their counts. */
export async function statementPeriods(organizationId: string) {
  const groups = await CommissionStatementModel.aggregate<{ _id: { periodStart: string; periodEnd: string }; statements: number }>([
    { $match: { organizationId } },
    { $group: { _id: { periodStart: '$periodStart', periodEnd: '$periodEnd' }, statements: { $sum: 1 } } },
  ]);
  return groups
    .map((group) => ({
      organizationId,
      periodStart: group._id.periodStart,
      periodEnd: group._id.periodEnd,
      statements: group.statements,
      workflowId: batchIdOf({ organizationId, ...group._id }),
    }))
    .sort((a, b) => (a.periodStart < b.periodStart ? 1 : -1));
}

export async function statementSettings(organizationId: string) {
  const saved = await StatementSettingsModel.findOne({ organizationId }).lean();
  return {
    organizationId,
    reminderDays: saved?.reminderDays ?? DEFAULT_REVIEW_SETTINGS.reminderDays,
    escalationDays: saved?.escalationDays ?? DEFAULT_REVIEW_SETTINGS.escalationDays,
    reviewerAreaId: saved?.reviewerAreaId ?? null,
    reviewerEmail: saved?.reviewerEmail ?? '',
  };
}

export async function saveStatementSettings(input: {
  organizationId: string;
  reminderDays: number;
  escalationDays: number;
  reviewerAreaId?: string | null;
  reviewerEmail?: string | null;
}) {
  if (input.reviewerAreaId) {
    const area = await CommissionAreaModel.findOne({ id: input.reviewerAreaId, organizationId: input.organizationId }).lean();
    if (!area) throw new AppError('COMMISSION_AREA_NOT_FOUND', { id: input.reviewerAreaId });
  }
  await StatementSettingsModel.findOneAndUpdate(
    { organizationId: input.organizationId },
    {
      $set: {
        reminderDays: input.reminderDays,
        escalationDays: input.escalationDays,
        reviewerAreaId: input.reviewerAreaId ?? null,
        reviewerEmail: input.reviewerEmail ?? '',
      },
    },
    { upsert: true },
  );
  return statementSettings(input.organizationId);
}
