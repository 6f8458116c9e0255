import { money, moneyText, formatMoney, roundMoney, sumMoney, type MoneyInput } from '../common/money';
import { csvCell } from '../common/csv';

/**
 * Commission statements (issue 25, docs/commissionStatements.md): one per employee, company and
 * closed period, holding every commission result of the period with its step-by-step log,
 * adjustments, disputes and the total in exact money. Pure rules: states and the actions each state
 * allows, the total, who reviews, when a reminder or an escalation is due, the payroll CSV layout.
 */

export const statementStates = ['calculated', 'inReview', 'disputed', 'recalculating', 'approved', 'exported'] as const;
export type StatementState = (typeof statementStates)[number];

export const statementActions = [
  'openReview',
  'approve',
  'dispute',
  'adjust',
  'recalculate',
  'rejectDispute',
  'export',
  'remind',
  'escalate',
  'recalculated',
] as const;
export type StatementAction = (typeof statementActions)[number];

/** A dispute's outcomes (the "recalculate, adjust or reject the dispute"). */
export const disputeChoices = ['recalculate', 'adjust', 'reject'] as const;
export type DisputeChoice = (typeof disputeChoices)[number];

/**
 * Which state each person-made action leaves a statement in, by the state it starts from. An
 * action absent from a state's row is refused (COMMISSION_STATEMENT_ACTION_NOT_ALLOWED). `adjust` on
 * a disputed statement resolves the dispute with the adjustment; on an exported one it is refused
 * here: the correction goes to the employee's next open period instead (correctionLandsIn).
 */
const transitions: Record<StatementState, Partial<Record<StatementAction, StatementState>>> = {
  calculated: { openReview: 'inReview', adjust: 'calculated' },
  inReview: { approve: 'approved', dispute: 'disputed', adjust: 'inReview', remind: 'inReview', escalate: 'inReview' },
  disputed: { recalculate: 'recalculating', adjust: 'inReview', rejectDispute: 'inReview', remind: 'disputed', escalate: 'disputed' },
  recalculating: { recalculated: 'inReview' },
  approved: { export: 'exported', dispute: 'disputed', adjust: 'inReview' },
  exported: {},
};

export function nextState(state: StatementState, action: StatementAction): StatementState | null {
  return transitions[state][action] ?? null;
}

/**
 * The state a statement is left in when a correction of the employee's earlier, exported statement
 * lands on it (docs/commissionStatements.md#corrections-after-export). The correction is not a
 * decision on this statement: it keeps its state (an open dispute stays open and unresolved, a
 * recalculation goes on and keeps it, a calculated one stays calculated), except an approved one,
 * which goes back to review because its amount changed after the approval. Null for an exported
 * one: the correction goes on to the next period.
 */
export function correctionLandsIn(state: StatementState): StatementState | null {
  if (state === 'exported') return null;
  return state === 'approved' ? 'inReview' : state;
}

/** The actions a screen offers for a state (the person-made ones). */
export function allowedActions(state: StatementState): StatementAction[] {
  const personal: StatementAction[] = ['approve', 'dispute', 'adjust', 'recalculate', 'rejectDispute', 'export'];
  return personal.filter((action) => nextState(state, action) !== null);
}

/** A statement whose amounts can no longer change: it went to payroll. */
export function isLocked(state: StatementState): boolean {
  return state === 'exported';
}

export interface StatementAmounts {
  lines: readonly { result: MoneyInput | null }[];
  adjustments: readonly { amount: MoneyInput }[];
}

/**
 * The statement's total: every commission result plus every adjustment, exact, rounded half-up to
 * 4 decimals once at the end. A line in exception (no result) adds nothing and is listed apart.
 */
export function statementTotal(statement: StatementAmounts): string {
  const results = statement.lines.flatMap((line) => (line.result === null ? [] : [line.result]));
  return moneyText(roundMoney(sumMoney([...results, ...statement.adjustments.map((adjustment) => adjustment.amount)])));
}

/** A line or an adjustment is a clawback when it takes money back (a return, a correction). */
export function isClawback(amount: MoneyInput | null): boolean {
  return amount !== null && money(amount).isNegative();
}

export interface Reviewer {
  kind: 'manager' | 'position' | 'none';
  /** The manager's employee id (kind manager) or the reviewer position's area id (kind position). */
  id: string;
  name: string;
  email: string;
}

export interface ReviewEmployee {
  id: string;
  name: string;
  email: string;
  subordinates: readonly string[];
}

/** Managers by subordinate: an employee's manager is the employee who lists them as subordinate. */
export function managersBySubordinate(employees: Iterable<ReviewEmployee>): Map<string, ReviewEmployee> {
  const managers = new Map<string, ReviewEmployee>();
  for (const employee of employees)
    for (const subordinate of employee.subordinates) if (subordinate !== employee.id && !managers.has(subordinate)) managers.set(subordinate, employee);
  return managers;
}

/**
 * Who reviews an employee's statement at escalation `level` (0: the first reviewer): the manager
 * `level + 1` steps up the subordinates chain; past the top of the chain (or without a manager),
 * the company's reviewer position; none when the company names none.
 */
export function reviewerOf(
  employeeId: string,
  level: number,
  managers: ReadonlyMap<string, ReviewEmployee>,
  position: { id: string; name: string; email: string } | null,
): Reviewer {
  let current: ReviewEmployee | undefined;
  let subordinate = employeeId;
  const seen = new Set([employeeId]);
  for (let step = 0; step <= level; step += 1) {
    current = managers.get(subordinate);
    if (!current || seen.has(current.id)) return position ? { kind: 'position', ...position } : { kind: 'none', id: '', name: '', email: '' };
    seen.add(current.id);
    subordinate = current.id;
  }
  return { kind: 'manager', id: current!.id, name: current!.name, email: current!.email };
}

export interface ReviewSettings {
  /** Days a statement may wait in review before its reviewer gets a reminder. */
  reminderDays: number;
  /** Further days after the reminder before it escalates to the next manager. */
  escalationDays: number;
}

export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = { reminderDays: 3, escalationDays: 2 };
export const DAY_MS = 86_400_000;

/**
 * What is due for a statement waiting for its reviewer (in review or disputed), `now` epoch ms:
 * a reminder once `reminderDays` passed since it reached its current reviewer, then an escalation
 * `escalationDays` after that reminder. Each happens once per reviewer: escalating starts the
 * count again for the next one.
 */
export function reviewDue(waiting: { since: number; remindedAt: number | null }, settings: ReviewSettings, now: number): 'remind' | 'escalate' | null {
  if (waiting.remindedAt === null) return now - waiting.since >= settings.reminderDays * DAY_MS ? 'remind' : null;
  return now - waiting.remindedAt >= settings.escalationDays * DAY_MS ? 'escalate' : null;
}

/** Milliseconds until the next reminder or escalation of any waiting statement (for the process's timer). */
export function nextReviewCheckIn(waiting: readonly { since: number; remindedAt: number | null }[], settings: ReviewSettings, now: number): number | null {
  let soonest: number | null = null;
  for (const item of waiting) {
    const due = item.remindedAt === null ? item.since + settings.reminderDays * DAY_MS : item.remindedAt + settings.escalationDays * DAY_MS;
    const wait = Math.max(0, due - now);
    if (soonest === null || wait < soonest) soonest = wait;
  }
  return soonest;
}

/** The payroll hand-over CSV (docs/commissionStatements.md#payroll-csv): one row per approved statement. */
export const PAYROLL_CSV_HEADER = [
  'company',
  'employee_id',
  'payroll_number',
  'employee_name',
  'period_start',
  'period_end',
  'commissions',
  'adjustments',
  'total',
  'statement_id',
] as const;

export interface PayrollRow {
  organizationId: string;
  employeeId: string;
  employeeName: string;
  periodStart: string;
  periodEnd: string;
  lines: readonly { result: MoneyInput | null }[];
  adjustments: readonly { amount: MoneyInput }[];
  id: string;
}

const AMOUNT = /^-?\d+\.\d{4}$/;

/** An amount cell: a plain signed decimal, which no spreadsheet reads as a formula, so it is not quoted (a clawback stays -12.5000). */
function amountCell(value: MoneyInput): string {
  const text = formatMoney(value, 4);
  if (!AMOUNT.test(text)) throw new RangeError(`Not an amount: ${text}`);
  return text;
}

/**
 * Exact amounts with 4 decimals, text cells formula-safe (csvCell of domain/common/csv.ts: a text
 * starting with = + - @ gets a leading '), CRLF line ends, rows in employee order.
 */
export function payrollCsv(rows: readonly PayrollRow[]): string {
  const sorted = [...rows].sort((a, b) => (a.employeeId < b.employeeId ? -1 : a.employeeId > b.employeeId ? 1 : 0));
  const lines = sorted.map((row) => {
    const commissions = sumMoney(row.lines.flatMap((line) => (line.result === null ? [] : [line.result])));
    const adjustments = sumMoney(row.adjustments.map((adjustment) => adjustment.amount));
    const payroll = row.employeeId.includes('-') ? row.employeeId.slice(row.employeeId.indexOf('-') + 1) : row.employeeId;
    const text = [row.organizationId, row.employeeId, payroll, row.employeeName, row.periodStart, row.periodEnd].map(csvCell);
    return [...text, amountCell(commissions), amountCell(adjustments), amountCell(statementTotal(row)), csvCell(row.id)].join(',');
  });
  return [PAYROLL_CSV_HEADER.join(','), ...lines].join('\r\n') + '\r\n';
}

/** The workflow id of a company's period batch: one process per company and period. */
export function statementBatchId(organizationId: string, periodStart: string, periodEnd: string): string {
  return `commissionStatements-${organizationId}-${periodStart}-${periodEnd}`;
}
