import { describe, expect, it } from 'vitest';
import { cronSchedule, nextCronTime } from '../../workers/embedded/schedules';
import { addDays, closedPeriodOn, localDate, periodBoundary, periodEnd, type CommissionPeriod, type Frequency } from './period';
import { commissionScheduleSpec, COMMISSION_TIME_ZONE } from './schedule';

describe('fixed-length periods', () => {
  it.each([
    ['2026-01-31', 'diario', 1, '2026-02-01'],
    ['2026-01-01', 'semana', 2, '2026-01-15'],
    ['2026-01-01', 'quincenal', 1, '2026-01-16'],
  ] as const)('%s %s x%i ends on %s', (start, frequency, multiple, end) => {
    expect(periodEnd(start, frequency, multiple)).toBe(end);
  });
});

describe('mensual periods are calendar months', () => {
  it.each([
    ['2026-02-01', 1, undefined, '2026-03-01'],
    ['2026-01-31', 1, undefined, '2026-02-28'],
    ['2024-01-31', 1, undefined, '2024-02-29'],
    ['2026-01-01', 3, undefined, '2026-04-01'],
    ['2026-03-15', 5, undefined, '2026-08-15'],
    // A period starting on a clamped day goes back to the commission's day.
    ['2026-02-28', 1, 31, '2026-03-31'],
    ['2026-04-30', 1, 31, '2026-05-31'],
    ['2026-02-28', 1, 30, '2026-03-30'],
    // A start that is not a clamped day keeps its own day.
    ['2026-03-10', 1, 31, '2026-04-10'],
  ] as const)('%s x%i (anchor day %s) ends on %s', (start, multiple, anchorDay, end) => {
    expect(periodEnd(start, 'mensual', multiple, anchorDay)).toBe(end);
  });

  it('counts every boundary from run_date', () => {
    expect([0, 1, 2, 3, 4].map((index) => periodBoundary('2026-01-31', index, 'mensual', 1))).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
    expect([-1, 0, 1, 2, 3].map((index) => periodBoundary('2026-03-01', index, 'mensual', 5))).toEqual([
      '2025-10-01',
      '2026-03-01',
      '2026-08-01',
      '2027-01-01',
      '2027-06-01',
    ]);
    expect([-1, 0, 1].map((index) => periodBoundary('2026-01-06', index, 'semana', 2))).toEqual(['2025-12-23', '2026-01-06', '2026-01-20']);
  });

  it('finds the latest closed period of a commission', () => {
    expect(closedPeriodOn('2026-03-01', '2026-02-28', 'mensual', 1)).toBeNull();
    expect(closedPeriodOn('2026-03-01', '2026-03-01', 'mensual', 1)).toEqual({ startDate: '2026-02-01', endDate: '2026-03-01' });
    expect(closedPeriodOn('2026-03-01', '2026-04-15', 'mensual', 1)).toEqual({ startDate: '2026-03-01', endDate: '2026-04-01' });
    expect(closedPeriodOn('2026-03-01', '2026-07-31', 'mensual', 3)).toEqual({ startDate: '2026-03-01', endDate: '2026-06-01' });
    expect(closedPeriodOn('2026-03-01', '2026-09-01', 'mensual', 5)).toEqual({ startDate: '2026-03-01', endDate: '2026-08-01' });
    expect(closedPeriodOn('2026-03-01', '2027-01-01', 'mensual', 5)).toEqual({ startDate: '2026-08-01', endDate: '2027-01-01' });
    expect(closedPeriodOn('2026-01-31', '2026-02-28', 'mensual', 1)).toEqual({ startDate: '2026-01-31', endDate: '2026-02-28' });
    expect(closedPeriodOn('2026-01-31', '2026-03-30', 'mensual', 1)).toEqual({ startDate: '2026-01-31', endDate: '2026-02-28' });
    expect(closedPeriodOn('2026-01-31', '2026-03-31', 'mensual', 1)).toEqual({ startDate: '2026-02-28', endDate: '2026-03-31' });
    expect(closedPeriodOn('2026-01-06', '2026-01-19', 'semana', 1)).toEqual({ startDate: '2026-01-06', endDate: '2026-01-13' });
    expect(localDate(Date.parse('2026-03-01T05:59:00Z'))).toBe('2026-02-28');
  });

  it.each([
    ['23:59 the evening before the boundary', '2026-03-01T05:59:59Z', { startDate: '2026-01-01', endDate: '2026-02-01' }],
    ['midnight of the boundary', '2026-03-01T06:00:00Z', { startDate: '2026-02-01', endDate: '2026-03-01' }],
    ['00:01 of the boundary', '2026-03-01T06:01:00Z', { startDate: '2026-02-01', endDate: '2026-03-01' }],
  ])('closes a mensual period at midnight in Mexico City, not UTC: %s', (_, instant, period) => {
    expect(closedPeriodOn('2026-01-01', localDate(Date.parse(instant)), 'mensual', 1)).toEqual(period);
  });

  it('closes a weekly period at midnight in Mexico City, not UTC', () => {
    expect(closedPeriodOn('2026-01-06', localDate(Date.parse('2026-01-13T05:59:00Z')), 'semana', 1)).toEqual({
      startDate: '2025-12-30',
      endDate: '2026-01-06',
    });
    expect(closedPeriodOn('2026-01-06', localDate(Date.parse('2026-01-13T06:00:00Z')), 'semana', 1)).toEqual({
      startDate: '2026-01-06',
      endDate: '2026-01-13',
    });
  });
});

/**
 * The periods a schedule calculates over `years`: every day its spec fires, a scheduled run takes
 * the latest closed period when it ends that day or was never calculated (as planCommissionRun).
 */
function scheduledPeriods(runDate: string, frequency: Frequency, multiple: number, years: number): CommissionPeriod[] {
  const spec = commissionScheduleSpec(runDate, frequency, multiple);
  const cron = cronSchedule(spec.cronExpressions![0]!, COMMISSION_TIME_ZONE);
  const calculated: CommissionPeriod[] = [];
  const done = new Set<string>();
  const last = addDays(runDate, 366 * years);
  let time = Date.parse(`${addDays(runDate, -40)}T12:00:00Z`);
  for (;;) {
    time = nextCronTime(cron, time)!;
    const today = localDate(time);
    if (today > last) return calculated;
    const period = closedPeriodOn(runDate, today, frequency, multiple);
    if (!period || (period.endDate !== today && done.has(period.startDate))) continue;
    if (!done.has(period.startDate)) calculated.push(period);
    done.add(period.startDate);
  }
}

describe('mensual schedules', () => {
  it.each([
    ['2026-03-10', 1],
    ['2026-03-10', 3],
    ['2026-03-01', 5],
    ['2026-01-31', 1],
    ['2026-01-31', 5],
    ['2026-03-29', 2],
    ['2026-05-30', 7],
  ] as const)('from %s x%i: every period is calculated on its last day, none skipped, none overlapping', (runDate, multiple) => {
    const periods = scheduledPeriods(runDate, 'mensual', multiple, 4);
    expect(periods.length).toBeGreaterThanOrEqual(Math.floor(48 / multiple));
    expect(periods[0]!.endDate).toBe(runDate);
    periods.forEach((period, index) => {
      expect(period.endDate).toBe(periodBoundary(runDate, index, 'mensual', multiple));
      if (index > 0) expect(period.startDate).toBe(periods[index - 1]!.endDate);
    });
  });

  it('x5 from March calculates March to August, August to January, January to June', () => {
    expect(scheduledPeriods('2026-03-01', 'mensual', 5, 2).map(({ startDate, endDate }) => `${startDate}..${endDate}`)).toEqual([
      '2025-10-01..2026-03-01',
      '2026-03-01..2026-08-01',
      '2026-08-01..2027-01-01',
      '2027-01-01..2027-06-01',
      '2027-06-01..2027-11-01',
    ]);
  });

  it('a run_date on the 31st runs on the last day of shorter months', () => {
    expect(commissionScheduleSpec('2026-01-31', 'mensual', 1).cronExpressions).toEqual(['0 0 28-31 * *']);
    expect(commissionScheduleSpec('2026-01-15', 'mensual', 5).cronExpressions).toEqual(['0 0 15 * *']);
    expect(
      scheduledPeriods('2026-01-31', 'mensual', 1, 1)
        .slice(0, 4)
        .map((period) => period.endDate),
    ).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
  });
});
