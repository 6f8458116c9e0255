import { randomUUID } from 'node:crypto';
import { toStored } from '../../db/models/common';
import { employeeName } from '../../db/commissions/calculationInput';
import {
  CarriedAdjustmentModel,
  CommissionAreaModel,
  CommissionEmployeeModel,
  CommissionReportModel,
  CommissionStatementModel,
  StatementSettingsModel,
  type CommissionReport,
  type CommissionStatement,
  type StatementLine,
} from '../../db/models/commissions';
import { formatMoney, MONEY_SCALE } from '../../domain/common/money';
import {
  DAY_MS,
  DEFAULT_REVIEW_SETTINGS,
  managersBySubordinate,
  nextReviewCheckIn,
  reviewDue,
  reviewerOf,
  statementTotal,
  type ReviewEmployee,
  type ReviewSettings,
} from '../../domain/commissions/statements';
import type { Mailer } from '../../integrations/mail';
import { statementReviewMail } from '../../integrations/mail/templates';
import type { GenerateStatementsInput, ReviewStatementsInput, StatementActivities, StatementsGenerated, StatementsReviewed, CalculateBatchInput, BatchOutcome } from '../../workflows/commissions/activities';

/**
 * Side effects of the commission statements process (its contract: workflows/commissions/activities.ts,
 * StatementActivities; docs/commission-statements.md). Generation is a computed data load
 * (inserted through the driver, unrecorded, like the reports it copies); the review pass's steps are conditional updates of
 * statements still in the state they start from, recorded in the change history as the workflow.
 */
export interface StatementActivityDependencies {
  mailer?: Mailer;
  /** The address in the reminder e-mails' links. */
  publicUrl?: string;
  /** The calculation of one employee (the commission calculation's batch), for a recalculation. */
  calculate: (input: CalculateBatchInput) => Promise<BatchOutcome>;
}

const SYSTEM_ACTOR = 'commissionStatements';

export function linesOf(reports: readonly CommissionReport[]): StatementLine[] {
  return [...reports]
    .sort((a, b) => (a.variableCommissionName + a.startDate).localeCompare(b.variableCommissionName + b.startDate))
    .map((report) => ({
      reportId: report.id,
      variableCommissionId: report.variableCommissionId,
      variableCommissionName: report.variableCommissionName,
      startDate: report.startDate,
      endDate: report.endDate,
      result: report.evaluationResult === null ? null : toStored(report.evaluationResult),
      exception: report.exception,
      evaluationLog: report.details?.evaluationLog ?? [],
    }));
}

async function settingsOf(organizationId: string): Promise<ReviewSettings & { position: { id: string; name: string; email: string } | null }> {
  const settings = await StatementSettingsModel.findOne({ organizationId }).lean();
  const area = settings?.reviewerAreaId ? await CommissionAreaModel.findOne({ id: settings.reviewerAreaId }).lean() : null;
  return {
    reminderDays: settings?.reminderDays ?? DEFAULT_REVIEW_SETTINGS.reminderDays,
    escalationDays: settings?.escalationDays ?? DEFAULT_REVIEW_SETTINGS.escalationDays,
    position: area ? { id: area.id, name: area.name, email: settings?.reviewerEmail ?? '' } : null,
  };
}

async function managersOf(organizationId: string): Promise<Map<string, ReviewEmployee>> {
  const employees = await CommissionEmployeeModel.find({ organizationId }, { id: 1, firstName: 1, lastName: 1, secondLastName: 1, email: 1, subordinates: 1 }).lean();
  return managersBySubordinate(employees.map((employee) => ({ id: employee.id, name: employeeName(employee), email: employee.email ?? '', subordinates: employee.subordinates })));
}

export function createStatementActivities(dependencies: StatementActivityDependencies): StatementActivities {
  const publicUrl = (dependencies.publicUrl ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  /** One e-mail per statement, reviewer level and kind (its idempotency key), to the reviewer's address when there is one. */
  async function notify(
    statement: Pick<CommissionStatement, 'id' | 'employeeName' | 'periodStart' | 'periodEnd' | 'total' | 'reviewLevel'>,
    reviewer: CommissionStatement['reviewer'],
    escalated: boolean,
    days: number,
    level = statement.reviewLevel,
  ): Promise<void> {
    if (!dependencies.mailer || !reviewer.email) return;
    const mail = statementReviewMail({
      reviewer: reviewer.name,
      employee: statement.employeeName,
      period: `${statement.periodStart} a ${statement.periodEnd}`,
      total: formatMoney(statement.total, MONEY_SCALE.commissionDetail, { grouping: true }),
      days,
      escalated,
      link: `${publicUrl}/prometheus/variableCommissions/estados-de-cuenta/detalle/${encodeURIComponent(statement.id)}`,
    });
    await dependencies.mailer.sendMail({ idempotencyKey: `commissionStatement/${statement.id}/${escalated ? 'escalate' : 'remind'}/${level}`, to: reviewer.email, subject: mail.subject, html: mail.html, text: mail.text });
  }

  return {
    async generateStatements(input: GenerateStatementsInput): Promise<StatementsGenerated> {
      const { organizationId, periodStart, periodEnd } = input;
      const [reports, existing, carried, settings, managers] = await Promise.all([
        CommissionReportModel.find({ organizationId, startDate: { $gte: periodStart }, endDate: { $lte: periodEnd } }).lean(),
        CommissionStatementModel.find({ organizationId, periodStart, periodEnd }, { employeeId: 1 }).lean(),
        CarriedAdjustmentModel.find({ organizationId, placedIn: null }).lean(),
        settingsOf(organizationId),
        managersOf(organizationId),
      ]);
      const done = new Set(existing.map((statement) => statement.employeeId));
      const byEmployee = new Map<string, CommissionReport[]>();
      for (const report of reports) byEmployee.set(report.employeeId, [...(byEmployee.get(report.employeeId) ?? []), report]);
      const carriedBy = new Map<string, typeof carried>();
      for (const adjustment of carried) carriedBy.set(adjustment.employeeId, [...(carriedBy.get(adjustment.employeeId) ?? []), adjustment]);
      const employeeIds = [...new Set([...byEmployee.keys(), ...carriedBy.keys()])].filter((id) => !done.has(id)).sort();
      const names = new Map((await CommissionEmployeeModel.find({ id: { $in: employeeIds.filter((id) => !byEmployee.has(id)) } }).lean()).map((employee) => [employee.id, employee]));
      const at = new Date(input.now);
      const documents: (CommissionStatement & { createdAt: Date; updatedAt: Date })[] = [];
      const placed: { adjustmentId: string; statementId: string }[] = [];
      for (const employeeId of employeeIds) {
        const employeeReports = byEmployee.get(employeeId) ?? [];
        const first = employeeReports[0];
        const employee = names.get(employeeId);
        const id = randomUUID();
        const lines = linesOf(employeeReports);
        const adjustments = (carriedBy.get(employeeId) ?? []).map((adjustment) => {
          placed.push({ adjustmentId: adjustment.id, statementId: id });
          return { id: adjustment.id, amount: adjustment.amount, reason: adjustment.reason, by: adjustment.by, at: adjustment.at, correctsStatementId: adjustment.correctsStatementId, correctsPeriod: adjustment.correctsPeriod };
        });
        const reviewer = reviewerOf(employeeId, 0, managers, settings.position);
        const statement: CommissionStatement = {
          id,
          organizationId,
          employeeId,
          employeeName: first?.employeeName ?? (employee ? employeeName(employee) : employeeId),
          areaId: first?.areaId ?? employee?.areaId ?? '',
          areaName: first?.areaName ?? '',
          periodStart,
          periodEnd,
          batchId: input.batchId,
          state: 'inReview',
          lines,
          adjustments,
          disputes: [],
          events: [
            { at, by: SYSTEM_ACTOR, action: 'calculated', from: 'calculated', to: 'calculated', reason: `${lines.length}` },
            { at, by: SYSTEM_ACTOR, action: 'openReview', from: 'calculated', to: 'inReview', reason: reviewer.name },
          ],
          total: toStored(statementTotal({ lines, adjustments })),
          reviewer,
          reviewLevel: 0,
          waitingSince: at,
          remindedAt: null,
          exportId: null,
        };
        documents.push({ ...statement, createdAt: at, updatedAt: at });
      }
      // Only employees without a statement are inserted; one written meanwhile by an earlier attempt is a duplicate key, skipped.
      for (let offset = 0; offset < documents.length; offset += 1000) {
        await CommissionStatementModel.collection.insertMany(documents.slice(offset, offset + 1000), { ordered: false }).catch((error: { code?: number; writeErrors?: { code: number }[] }) => {
          const errors = error.writeErrors ?? [error];
          if (!errors.every((item) => item.code === 11000)) throw error;
        });
      }
      for (const { adjustmentId, statementId } of placed) await CarriedAdjustmentModel.updateOne({ id: adjustmentId, placedIn: null }, { $set: { placedIn: statementId } });
      const total = await CommissionStatementModel.countDocuments({ batchId: input.batchId });
      const inReview = await CommissionStatementModel.countDocuments({ batchId: input.batchId, state: 'inReview' });
      return { statements: total, inReview };
    },

    async reviewStatements(input: ReviewStatementsInput): Promise<StatementsReviewed> {
      const at = new Date(input.now);
      let recalculated = 0;
      for (const statement of await CommissionStatementModel.find({ batchId: input.batchId, state: 'recalculating' }).lean()) {
        const commissions = new Map(statement.lines.map((line) => [`${line.variableCommissionId}/${line.startDate}`, line]));
        for (const line of commissions.values()) {
          await dependencies.calculate({ runId: input.batchId, variableCommissionId: line.variableCommissionId, startDate: line.startDate, endDate: line.endDate, employeeIds: [statement.employeeId] });
        }
        const reports = await CommissionReportModel.find({ organizationId: statement.organizationId, employeeId: statement.employeeId, startDate: { $gte: statement.periodStart }, endDate: { $lte: statement.periodEnd } }).lean();
        const lines = linesOf(reports);
        const changed = await CommissionStatementModel.updateOne(
          { id: statement.id, state: 'recalculating' },
          {
            $set: { lines, total: toStored(statementTotal({ lines, adjustments: statement.adjustments })), state: 'inReview', waitingSince: at, remindedAt: null },
            $push: { events: { at, by: SYSTEM_ACTOR, action: 'recalculated', from: 'recalculating', to: 'inReview', reason: statementTotal({ lines, adjustments: statement.adjustments }) } },
          },
        );
        recalculated += changed.modifiedCount;
      }

      const waiting = await CommissionStatementModel.find(
        { batchId: input.batchId, state: { $in: ['inReview', 'disputed'] } },
        { id: 1, state: 1, organizationId: 1, employeeId: 1, employeeName: 1, periodStart: 1, periodEnd: 1, total: 1, reviewer: 1, reviewLevel: 1, waitingSince: 1, remindedAt: 1 },
      ).lean();
      let reminded = 0;
      let escalated = 0;
      const pending: { since: number; remindedAt: number | null }[] = [];
      if (waiting.length > 0) {
        const organizationId = waiting[0]!.organizationId;
        const settings = await settingsOf(organizationId);
        let managers: Map<string, ReviewEmployee> | null = null;
        for (const statement of waiting) {
          const clock = { since: (statement.waitingSince ?? at).getTime(), remindedAt: statement.remindedAt ? statement.remindedAt.getTime() : null };
          const due = reviewDue(clock, settings, input.now);
          if (due === 'remind') {
            await notify(statement, statement.reviewer, false, Math.floor((input.now - clock.since) / DAY_MS));
            const changed = await CommissionStatementModel.updateOne(
              { id: statement.id, reviewLevel: statement.reviewLevel, remindedAt: null },
              { $set: { remindedAt: at }, $push: { events: { at, by: SYSTEM_ACTOR, action: 'remind', from: statement.state, to: statement.state, reason: statement.reviewer.email || settings.position?.email || '' } } },
            );
            reminded += changed.modifiedCount;
            pending.push({ since: clock.since, remindedAt: input.now });
          } else if (due === 'escalate') {
            managers ??= await managersOf(organizationId);
            const next = reviewerOf(statement.employeeId, statement.reviewLevel + 1, managers, settings.position);
            await notify(statement, next, true, Math.floor((input.now - clock.since) / DAY_MS), statement.reviewLevel + 1);
            const changed = await CommissionStatementModel.updateOne(
              { id: statement.id, reviewLevel: statement.reviewLevel },
              {
                $set: { reviewer: next, reviewLevel: statement.reviewLevel + 1, waitingSince: at, remindedAt: null },
                $push: { events: { at, by: SYSTEM_ACTOR, action: 'escalate', from: statement.state, to: statement.state, reason: next.name } },
              },
            );
            escalated += changed.modifiedCount;
            pending.push({ since: input.now, remindedAt: null });
          } else {
            pending.push(clock);
          }
        }
      }
      const open = await CommissionStatementModel.countDocuments({ batchId: input.batchId, state: { $ne: 'exported' } });
      const settings = waiting.length > 0 ? await settingsOf(waiting[0]!.organizationId) : DEFAULT_REVIEW_SETTINGS;
      return { open, recalculated, reminded, escalated, nextCheckInMs: nextReviewCheckIn(pending, settings, input.now) };
    },

  };
}
