import type { StatementActivities } from './activities';
import { defineProcess, defineQuery, defineSignal } from '../context';

/**
 * The life of a company's commission statements for one closed period (issue 25,
 * docs/commissionStatements.md): one process per company and period (not one per statement, so
 * approving 5,000 is one claim and one signal, and the runtime holds one run per batch).
 *
 * 1. generates one statement per employee from the period's reports and sends each to its reviewer
 *    (the employee's manager, or the company's reviewer position): calculated -> in review;
 * 2. waits for people: the API claims each decision on the statements atomically (approve, dispute,
 *    adjust, recalculate, reject a dispute, export; who, when and why kept on the statement) and
 *    signals `statementsChanged`; the process then does the work that follows (recalculation of a
 *    disputed statement) and, on its timer, sends the reminders and escalations that came due;
 * 3. ends when every statement of the batch went to payroll.
 *
 * The database is the truth and the signal the prompt: a review pass re-reads the statements, so a
 * decision whose signal was lost is picked up at the next timer.
 */
export const COMMISSION_STATEMENTS_WORKFLOW = 'commissionStatements';

export interface CommissionStatementsInput {
  organizationId: string;
  periodStart: string;
  periodEnd: string;
}

export interface CommissionStatementsResult {
  statements: number;
  recalculated: number;
  reminded: number;
  escalated: number;
}

export interface CommissionStatementsProgress {
  state: 'generating' | 'reviewing' | 'done';
  statements: number;
  open: number;
  recalculated: number;
  reminded: number;
  escalated: number;
}

export interface StatementsChangedSignal {
  action: string;
  statements: number;
}

export const statementsChangedSignal = defineSignal<[StatementsChangedSignal]>('statementsChanged');
export const commissionStatementsProgressQuery = defineQuery<CommissionStatementsProgress>('commissionStatementsProgress');

/** A pass at least once a day even when nothing is due (settings may have changed). */
const MAX_WAIT_MS = 86_400_000;

export const commissionStatementsProcess = defineProcess<CommissionStatementsInput, CommissionStatementsResult>(
  COMMISSION_STATEMENTS_WORKFLOW,
  async (ctx, input) => {
    const progress: CommissionStatementsProgress = { state: 'generating', statements: 0, open: 0, recalculated: 0, reminded: 0, escalated: 0 };
    let changes = 0;
    ctx.onSignal(statementsChangedSignal, (_change: StatementsChangedSignal) => {
      changes += 1;
    });
    ctx.onQuery(commissionStatementsProgressQuery, () => ({ ...progress }));
    const statements = ctx.activities<StatementActivities>({
      startToCloseTimeoutMs: 300_000,
      retry: { initialIntervalMs: 1000, maximumIntervalMs: 30_000, maximumAttempts: 10 },
    });

    const generated = await statements.generateStatements({
      batchId: ctx.info.workflowId,
      organizationId: input.organizationId,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      now: ctx.now(),
    });
    progress.statements = generated.statements;
    progress.open = generated.statements;
    progress.state = 'reviewing';

    while (progress.open > 0) {
      // Counted before the pass: a decision signalled while it runs prompts another pass at once.
      const seen = changes;
      const reviewed = await statements.reviewStatements({ batchId: ctx.info.workflowId, now: ctx.now() });
      progress.open = reviewed.open;
      progress.recalculated += reviewed.recalculated;
      progress.reminded += reviewed.reminded;
      progress.escalated += reviewed.escalated;
      if (progress.open === 0) break;
      // Only when nothing arrived during the pass: Temporal's condition starts its timer even when the
      // predicate already holds, the embedded runtime does not, so both skip it alike.
      if (changes === seen) await ctx.condition(() => changes !== seen, Math.min(reviewed.nextCheckInMs ?? MAX_WAIT_MS, MAX_WAIT_MS));
    }
    progress.state = 'done';
    return { statements: progress.statements, recalculated: progress.recalculated, reminded: progress.reminded, escalated: progress.escalated };
  },
);
