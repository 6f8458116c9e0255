import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/catalogue';
import {
  calculationRunId,
  checkEmployeeNames,
  commissionPeriod,
  commissionRunDate,
  editedRunDate,
  mergeEmployeeValues,
  mergeParameterValues,
  REPORT_PAGE_SIZE_ALL,
  REPORT_PAGE_SIZE_MAX,
  reportCriteria,
  reportPageSizeOptions,
  repeatedId,
} from './rules';

const codeOf = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
  return undefined;
};

describe('commission period on save', () => {
  it.each([
    ['a frequency name', 'semana', { frequency: 'semana', multiple: 1 }],
    ['a frequency and multiple', { frequency: 'quincenal', multiple: 3 }, { frequency: 'quincenal', multiple: 3 }],
    ['7 days', 7, { frequency: 'semana', multiple: 1 }],
    ['14 days', 14, { frequency: 'semana', multiple: 2 }],
    ['30 days without a current period', 30, { frequency: 'quincenal', multiple: 2 }],
    ['31 days', 31, { frequency: 'mensual', multiple: 1 }],
  ] as const)('maps %s', (_, period, expected) => {
    expect(commissionPeriod(period)).toEqual(expected);
  });

  it("keeps the current period when the day count is the commission's own span", () => {
    // April 2027 has 30 days: alone, 30 would be quincenal x2.
    expect(commissionPeriod(30, { frequency: 'mensual', multiple: 1, runDate: '2027-04-01' })).toEqual({ frequency: 'mensual', multiple: 1 });
    expect(commissionPeriod(45, { frequency: 'mensual', multiple: 1, runDate: '2027-04-01' })).toEqual({ frequency: 'quincenal', multiple: 3 });
  });

  it.each([11, 400, 0])('refuses %s days', (days) => {
    expect(codeOf(() => commissionPeriod(days))).toBe('COMMISSION_PERIOD_DAYS_INVALID');
  });
});

describe('commission run date', () => {
  it('defaults to tomorrow, accepts today and later, refuses the past', () => {
    expect(commissionRunDate(undefined, '2026-01-31')).toBe('2026-02-01');
    expect(commissionRunDate('', '2026-12-31')).toBe('2027-01-01');
    expect(commissionRunDate('2026-01-31', '2026-01-31')).toBe('2026-01-31');
    expect(codeOf(() => commissionRunDate('2026-01-30', '2026-01-31'))).toBe('COMMISSION_RUN_DATE_IN_PAST');
  });

  it('keeps the stored run date on edit when none or the same is sent, even if it is past', () => {
    expect(editedRunDate(undefined, '2025-01-01', '2026-01-31')).toBe('2025-01-01');
    expect(editedRunDate('2025-01-01', '2025-01-01', '2026-01-31')).toBe('2025-01-01');
    expect(editedRunDate('2026-03-01', '2025-01-01', '2026-01-31')).toBe('2026-03-01');
    expect(codeOf(() => editedRunDate('2025-06-01', '2025-01-01', '2026-01-31'))).toBe('COMMISSION_RUN_DATE_IN_PAST');
  });
});

describe('employees', () => {
  it('needs the id, first name and both last names longer than 2 characters', () => {
    expect(() => checkEmployeeNames({ id: '01-1', first_name: 'Ana', last_name: 'Ríos', second_last_name: 'Paz' })).not.toThrow();
    expect(codeOf(() => checkEmployeeNames({ id: '01-1', first_name: 'Al', last_name: 'Ríos', second_last_name: 'Paz' }))).toBe(
      'COMMISSION_EMPLOYEE_FIELD_TOO_SHORT',
    );
    expect(codeOf(() => checkEmployeeNames({ id: '1', first_name: 'Alma', last_name: 'Ríos', second_last_name: 'Paz' }))).toBe(
      'COMMISSION_EMPLOYEE_FIELD_TOO_SHORT',
    );
  });

  it('finds an id listed twice', () => {
    expect(repeatedId(['a', 'b', 'a'])).toBe('a');
    expect(repeatedId(['a', 'b'])).toBeUndefined();
  });
});

describe('values', () => {
  it('keeps one parameter value per date, the last one sent winning, sorted by date', () => {
    const merged = mergeParameterValues(
      [{ uploadedAt: '2026-02-01', value: 1 }],
      [
        { uploaded_at: '2026-01-01', value: 100 },
        { uploaded_at: '2026-02-01', value: 2 },
        { uploaded_at: '2026-01-01', value: 150 },
      ],
    );
    expect(merged).toEqual([
      { uploadedAt: '2026-01-01', value: 150 },
      { uploadedAt: '2026-02-01', value: 2 },
    ]);
  });

  it("merges a tag's values per employee", () => {
    expect(
      mergeEmployeeValues(
        [
          { employeeId: '01-1', value: 1 },
          { employeeId: '01-2', value: 2 },
        ],
        [
          ['01-2', 20],
          ['01-3', 30],
        ],
      ),
    ).toEqual([
      { employeeId: '01-1', value: 1 },
      { employeeId: '01-2', value: 20 },
      { employeeId: '01-3', value: 30 },
    ]);
  });
});

describe('runs and reports', () => {
  it('offers the page sizes 5 to 600 and then every row (spec 003 section 9)', () => {
    expect(reportPageSizeOptions).toEqual([5, 25, 50, 100, 200, 300, 400, 500, 600, REPORT_PAGE_SIZE_ALL]);
    expect(REPORT_PAGE_SIZE_MAX).toBe(600);
  });
  it('names a requested run by commission, period start and employee', () => {
    expect(calculationRunId('commissionCalculation', 'c1', '2025-10-01')).toBe('commissionCalculation:c1:2025-10-01');
    expect(calculationRunId('commissionCalculation', 'c1', '2025-10-01', '01-000003')).toBe('commissionCalculation:c1:2025-10-01:01-000003');
  });

  it('searches by company, position, dates and employee as the search type says', () => {
    expect(reportCriteria({ type: 'organization', organization_id: '01', hierarchical_node_id: 'ignored', start_date: '2025-01-01' })).toEqual({
      organizationId: '01',
    });
    expect(
      reportCriteria({
        type: 'organization_hierarchical_dates',
        organization_id: '01',
        hierarchical_node_id: 'a',
        start_date: '2025-10-01',
        end_date: '2025-10-31',
        employee_id: 'e',
      }),
    ).toEqual({
      organizationId: '01',
      areaId: 'a',
      startDates: { from: '2025-10-01', to: '2025-10-31' },
      employeeId: 'e',
    });
    expect(codeOf(() => reportCriteria({ type: 'organization_hierarchical', organization_id: '01' }))).toBe('VALIDATION_FAILED');
    expect(codeOf(() => reportCriteria({ type: 'organization_dates', organization_id: '01', start_date: '2025-10-01' }))).toBe('VALIDATION_FAILED');
    expect(codeOf(() => reportCriteria({ type: 'organization_dates', organization_id: '01', start_date: '2025-10-31', end_date: '2025-10-01' }))).toBe(
      'COMMISSION_REPORT_DATES_INVERTED',
    );
  });
});
