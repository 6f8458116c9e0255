import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  allowedActions,
  correctionLandsIn,
  managersBySubordinate,
  nextReviewCheckIn,
  nextState,
  payrollCsv,
  reviewDue,
  reviewerOf,
  statementTotal,
  type StatementAction,
  type StatementState,
} from './statements';

describe('statement transitions', () => {
  it.each<[StatementState, StatementAction, StatementState | null]>([
    ['calculated', 'openReview', 'inReview'],
    ['inReview', 'approve', 'approved'],
    ['inReview', 'dispute', 'disputed'],
    ['disputed', 'recalculate', 'recalculating'],
    ['recalculating', 'recalculated', 'inReview'],
    ['disputed', 'adjust', 'inReview'],
    ['disputed', 'rejectDispute', 'inReview'],
    ['approved', 'export', 'exported'],
    ['approved', 'dispute', 'disputed'],
    ['inReview', 'export', null],
    ['disputed', 'approve', null],
    ['exported', 'adjust', null],
    ['exported', 'dispute', null],
    ['calculated', 'approve', null],
  ])('%s + %s -> %s', (state, action, expected) => {
    expect(nextState(state, action)).toBe(expected);
  });

  it.each<[StatementState, StatementAction[]]>([
    ['inReview', ['approve', 'dispute', 'adjust']],
    ['disputed', ['adjust', 'recalculate', 'rejectDispute']],
    ['approved', ['dispute', 'adjust', 'export']],
    ['exported', []],
  ])('a %s statement offers %j', (state, actions) => {
    expect(allowedActions(state)).toEqual(actions);
  });

  it.each<[StatementState, StatementState | null]>([
    ['calculated', 'calculated'],
    ['inReview', 'inReview'],
    ['disputed', 'disputed'],
    ['recalculating', 'recalculating'],
    ['approved', 'inReview'],
    ['exported', null],
  ])("a paid statement's correction landing on a %s statement leaves it %s", (state, expected) => {
    expect(correctionLandsIn(state)).toBe(expected);
  });
});

describe('statement total', () => {
  it.each([
    { lines: ['0.1', '0.2'], adjustments: [], total: '0.3' },
    { lines: ['1500.125', null, '-200.0001'], adjustments: ['-0.1249'], total: '1300' },
    { lines: [null], adjustments: [], total: '0' },
    { lines: ['2.13505'], adjustments: [], total: '2.1351' },
  ])('$lines + $adjustments = $total', ({ lines, adjustments, total }) => {
    expect(statementTotal({ lines: lines.map((result) => ({ result })), adjustments: adjustments.map((amount) => ({ amount })) })).toBe(total);
  });
});

describe('reviewers from the subordinates the module stores', () => {
  const employees = [
    { id: '01-1', name: 'Ana', email: 'ana@x.mx', subordinates: ['01-2'] },
    { id: '01-2', name: 'Beto', email: '', subordinates: ['01-3', '01-4'] },
    { id: '01-3', name: 'Caro', email: '', subordinates: [] },
    { id: '01-4', name: 'Dani', email: '', subordinates: ['01-4'] },
  ];
  const managers = managersBySubordinate(employees);
  const position = { id: 'area-rh', name: 'Recursos humanos', email: 'rh@x.mx' };
  it.each([
    ['01-3', 0, 'manager', '01-2'],
    ['01-3', 1, 'manager', '01-1'],
    ['01-3', 2, 'position', 'area-rh'],
    ['01-1', 0, 'position', 'area-rh'],
    ['01-4', 0, 'manager', '01-2'],
  ])('%s at level %i is reviewed by the %s %s', (employeeId, level, kind, id) => {
    expect(reviewerOf(employeeId, level, managers, position)).toMatchObject({ kind, id });
  });
  it('has no reviewer without a manager and without a reviewer position', () => {
    expect(reviewerOf('01-1', 0, managers, null).kind).toBe('none');
  });
});

describe('reminders and escalations', () => {
  const settings = { reminderDays: 3, escalationDays: 2 };
  it.each([
    [{ since: 0, remindedAt: null }, 3 * DAY_MS - 1, null],
    [{ since: 0, remindedAt: null }, 3 * DAY_MS, 'remind'],
    [{ since: 0, remindedAt: 3 * DAY_MS }, 5 * DAY_MS - 1, null],
    [{ since: 0, remindedAt: 3 * DAY_MS }, 5 * DAY_MS, 'escalate'],
  ])('%j at %i: %s', (waiting, now, expected) => {
    expect(reviewDue(waiting, settings, now)).toBe(expected);
  });
  it('wakes for the soonest due', () => {
    expect(
      nextReviewCheckIn(
        [
          { since: 0, remindedAt: null },
          { since: 0, remindedAt: DAY_MS },
        ],
        settings,
        DAY_MS,
      ),
    ).toBe(2 * DAY_MS);
    expect(nextReviewCheckIn([], settings, 0)).toBeNull();
  });
});

describe('payroll CSV', () => {
  it('writes exact amounts, keeps clawbacks signed and text formula-safe', () => {
    const csv = payrollCsv([
      {
        organizationId: '01',
        employeeId: '01-000002',
        employeeName: '=HYPERLINK("x")',
        periodStart: '2025-12-01',
        periodEnd: '2026-01-01',
        lines: [{ result: '-10.5' }],
        adjustments: [],
        id: 's2',
      },
      {
        organizationId: '01',
        employeeId: '01-000001',
        employeeName: 'Ana, "La Jefa"',
        periodStart: '2025-12-01',
        periodEnd: '2026-01-01',
        lines: [{ result: '0.1' }, { result: '0.2' }, { result: null }],
        adjustments: [{ amount: '100' }],
        id: 's1',
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'company,employee_id,payroll_number,employee_name,period_start,period_end,commissions,adjustments,total,statement_id',
      '01,01-000001,000001,"Ana, ""La Jefa""",2025-12-01,2026-01-01,0.3000,100.0000,100.3000,s1',
      `01,01-000002,000002,"'=HYPERLINK(""x"")",2025-12-01,2026-01-01,-10.5000,0.0000,-10.5000,s2`,
      '',
    ]);
  });
});
