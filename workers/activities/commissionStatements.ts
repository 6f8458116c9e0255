import { toStored } from '../../db/models/common';
import { employeeName } from '../../db/commissions/calculationInput';
import type { CommissionStatement, StatementLine, StatementRecord, StoredStatementEvent } from '../../db/models/commissions';
import { commissionsTotalOf, statementIdOf, storedEvent } from '../../db/commissions/statements';
import type { NewStatement, ReportLine, StatementRepository } from '../../db/models/commissions/commissionStatementRepository';
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
} from '../../domain/commissions/statements';
import type { Mailer } from '../../integrations/mail';
import { statementReviewMail } from '../../integrations/mail/templates';
import type {
  GenerateStatementsInput,
  ReviewStatementsInput,
  StatementActivities,
  StatementsGenerated,
  StatementsReviewed,
  CalculateBatchInput,
  BatchOutcome,
} from '../../workflows/commissions/activities';

/**
 * Side effects of the commission statements process (its contract: workflows/commissions/activities.ts,
 * StatementActivities; docs/commissionStatements.md). Generation is a computed data load
 * (inserted through the driver in bulk, unrecorded, like the reports it copies; ids derived from the
 * batch and the employee, so a retry completes what an earlier attempt left); the review pass's
 * steps are conditional updates of statements still in the state they start from, each with its
 * event in one transaction, recorded in the change history as the workflow.
 */
export interface StatementActivityDependencies {
  mailer?: Mailer;
  /** The address in the reminder e-mails' links. */
  publicUrl?: string;
  /** The calculation of one employee (the commission calculation's batch), for a recalculation. */
  calculate: (input: CalculateBatchInput) => Promise<BatchOutcome>;
  /** The statements' reads and writes (db/commissions/statementsRepository.ts). */
  repository: StatementRepository;
}

const SYSTEM_ACTOR = 'commissionStatements';

export function linesOf(reports: readonly ReportLine[]): StatementLine[] {
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

export function createStatementActivities(dependencies: StatementActivityDependencies): StatementActivities {
  const repository = dependencies.repository;
  const managersOf = async (organizationId: string) => managersBySubordinate(await repository.reviewEmployees(organizationId));
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
    await dependencies.mailer.sendMail({
      idempotencyKey: `commissionStatement/${statement.id}/${escalated ? 'escalate' : 'remind'}/${level}`,
      to: reviewer.email,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
    });
  }

  return {
    async generateStatements(input: GenerateStatementsInput): Promise<StatementsGenerated> {
      const { organizationId, periodStart, periodEnd } = input;
      const [reports, existing, carried, settings, managers] = await Promise.all([
        repository.reportLines({ organizationId, periodStart, periodEnd }),
        repository.statementsOfPeriod({ organizationId, periodStart, periodEnd }),
        repository.carriedAdjustments(organizationId),
        repository.reviewSettings(organizationId),
        managersOf(organizationId),
      ]);
      const done = new Set(existing.map((statement) => statement.employeeId));
      // A correction already inside a statement of this period (an earlier attempt) is marked placed there, not placed again.
      const alreadyIn = new Map(existing.flatMap((statement) => statement.adjustments.map((adjustment) => [adjustment.id, statement.id] as const)));
      const placed: { adjustmentId: string; statementId: string }[] = carried.flatMap((adjustment) =>
        alreadyIn.has(adjustment.id) ? [{ adjustmentId: adjustment.id, statementId: alreadyIn.get(adjustment.id)! }] : [],
      );
      const byEmployee = new Map<string, ReportLine[]>();
      for (const report of reports) byEmployee.set(report.employeeId, [...(byEmployee.get(report.employeeId) ?? []), report]);
      const carriedBy = new Map<string, typeof carried>();
      for (const adjustment of carried)
        if (!alreadyIn.has(adjustment.id)) carriedBy.set(adjustment.employeeId, [...(carriedBy.get(adjustment.employeeId) ?? []), adjustment]);
      const employeeIds = [...new Set([...byEmployee.keys(), ...carriedBy.keys()])].filter((id) => !done.has(id)).sort();
      const withoutReports = employeeIds.filter((id) => !byEmployee.has(id));
      const names = new Map((withoutReports.length > 0 ? await repository.findEmployees(withoutReports) : []).map((employee) => [employee.id, employee]));
      const at = new Date(input.now);
      const statements: NewStatement[] = [];
      const lineDocuments: { statementId: string; lines: StatementLine[]; createdAt: Date; updatedAt: Date }[] = [];
      const events: StoredStatementEvent[] = [];
      for (const employeeId of employeeIds) {
        const employeeReports = byEmployee.get(employeeId) ?? [];
        const first = employeeReports[0];
        const employee = names.get(employeeId);
        // Derived from the batch and the employee: a retry after a partial write completes the same statement.
        const id = statementIdOf(input.batchId, employeeId);
        const lines = linesOf(employeeReports);
        const adjustments = (carriedBy.get(employeeId) ?? []).map((adjustment) => {
          placed.push({ adjustmentId: adjustment.id, statementId: id });
          return {
            id: adjustment.id,
            amount: adjustment.amount,
            reason: adjustment.reason,
            by: adjustment.by,
            at: adjustment.at,
            correctsStatementId: adjustment.correctsStatementId,
            correctsPeriod: adjustment.correctsPeriod,
          };
        });
        const reviewer = reviewerOf(employeeId, 0, managers, settings.position);
        lineDocuments.push({ statementId: id, lines, createdAt: at, updatedAt: at });
        events.push(
          storedEvent(`${id}/calculated`, id, { at, by: SYSTEM_ACTOR, action: 'calculated', from: 'calculated', to: 'calculated', reason: `${lines.length}` }),
          storedEvent(`${id}/openReview`, id, { at, by: SYSTEM_ACTOR, action: 'openReview', from: 'calculated', to: 'inReview', reason: reviewer.name }),
        );
        statements.push({
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
          adjustments,
          disputes: [],
          commissionsTotal: commissionsTotalOf(lines),
          total: toStored(statementTotal({ lines, adjustments })),
          reviewer,
          reviewLevel: 0,
          waitingSince: at,
          remindedAt: null,
          exportId: null,
          createdAt: at,
          updatedAt: at,
        });
      }
      // The period's summary exists before its first statement, so every decision from then on is counted in it.
      await repository.openSummary(input);
      // Lines and events first, the statement last (it is what the screens and the next attempt see);
      // what an earlier attempt wrote is a duplicate key, skipped.
      await repository.insertStatements({ lines: lineDocuments, events, statements });
      for (const { adjustmentId, statementId } of placed) await repository.placeAdjustment(adjustmentId, statementId);
      // Counted whole once the statements are in (a decision committed meanwhile conflicts with it and is retried).
      await repository.rebuildSummary(input);
      const [total, inReview] = await Promise.all([repository.countStatements(input.batchId), repository.countStatements(input.batchId, 'inReview')]);
      return { statements: total, inReview };
    },

    async reviewStatements(input: ReviewStatementsInput): Promise<StatementsReviewed> {
      const at = new Date(input.now);
      let recalculated = 0;
      for (const statement of await repository.statementsInState(input.batchId, 'recalculating')) {
        const commissions = new Map((await repository.statementLines(statement.id)).map((line) => [`${line.variableCommissionId}/${line.startDate}`, line]));
        for (const line of commissions.values()) {
          await dependencies.calculate({
            runId: input.batchId,
            variableCommissionId: line.variableCommissionId,
            startDate: line.startDate,
            endDate: line.endDate,
            employeeIds: [statement.employeeId],
          });
        }
        const reports = await repository.reportLines({
          organizationId: statement.organizationId,
          employeeId: statement.employeeId,
          periodStart: statement.periodStart,
          periodEnd: statement.periodEnd,
        });
        const lines = linesOf(reports);
        // A correction of an earlier period may land meanwhile (it keeps the state): the total counts every adjustment.
        let current: Pick<StatementRecord, 'state' | 'adjustments'> | null = statement;
        while (current?.state === 'recalculating') {
          const total = statementTotal({ lines, adjustments: current.adjustments });
          const changed = await repository.changeStatement(statement.id, {
            filter: { state: 'recalculating', adjustments: { $size: current.adjustments.length } },
            update: { $set: { commissionsTotal: commissionsTotalOf(lines), total: toStored(total), state: 'inReview', waitingSince: at, remindedAt: null } },
            event: { at, by: SYSTEM_ACTOR, action: 'recalculated', from: 'recalculating', to: 'inReview', reason: total },
            lines,
          });
          if (changed) {
            recalculated += 1;
            break;
          }
          current = await repository.statementState(statement.id);
        }
      }

      const waiting = await repository.waitingStatements(input.batchId);
      let reminded = 0;
      let escalated = 0;
      const pending: { since: number; remindedAt: number | null }[] = [];
      if (waiting.length > 0) {
        const organizationId = waiting[0]!.organizationId;
        const settings = await repository.reviewSettings(organizationId);
        let managers: Map<string, ReviewEmployee> | null = null;
        for (const statement of waiting) {
          const clock = { since: (statement.waitingSince ?? at).getTime(), remindedAt: statement.remindedAt ? statement.remindedAt.getTime() : null };
          const due = reviewDue(clock, settings, input.now);
          if (due === 'remind') {
            await notify(statement, statement.reviewer, false, Math.floor((input.now - clock.since) / DAY_MS));
            const changed = await repository.changeStatement(statement.id, {
              filter: { reviewLevel: statement.reviewLevel, remindedAt: null },
              update: { $set: { remindedAt: at } },
              event: {
                at,
                by: SYSTEM_ACTOR,
                action: 'remind',
                from: statement.state,
                to: statement.state,
                reason: statement.reviewer.email || settings.position?.email || '',
              },
            });
            if (changed) reminded += 1;
            pending.push({ since: clock.since, remindedAt: input.now });
          } else if (due === 'escalate') {
            managers ??= await managersOf(organizationId);
            const next = reviewerOf(statement.employeeId, statement.reviewLevel + 1, managers, settings.position);
            await notify(statement, next, true, Math.floor((input.now - clock.since) / DAY_MS), statement.reviewLevel + 1);
            const changed = await repository.changeStatement(statement.id, {
              filter: { reviewLevel: statement.reviewLevel },
              update: { $set: { reviewer: next, reviewLevel: statement.reviewLevel + 1, waitingSince: at, remindedAt: null } },
              event: { at, by: SYSTEM_ACTOR, action: 'escalate', from: statement.state, to: statement.state, reason: next.name },
            });
            if (changed) escalated += 1;
            pending.push({ since: input.now, remindedAt: null });
          } else {
            pending.push(clock);
          }
        }
      }
      const open = await repository.countOpenStatements(input.batchId);
      const settings = waiting.length > 0 ? await repository.reviewSettings(waiting[0]!.organizationId) : DEFAULT_REVIEW_SETTINGS;
      return { open, recalculated, reminded, escalated, nextCheckInMs: nextReviewCheckIn(pending, settings, input.now) };
    },
  };
}
