import { describe, expect, it } from 'vitest';
import { defaultReportPeriod, detailResult, listResult, slashDate } from './reports';
import type { Report } from './types';

const report = (fields: Partial<Report>): Report => ({
  id: 'r',
  employee_id: '01-000001',
  employee_name: 'Ana',
  organization_id: '01',
  hierarchical_node_id: 'a',
  hierarchical_node_name: 'Vendedor de piso',
  variable_commission_id: 'vc',
  variable_commission_name: 'Comisión',
  start_date: '2026-10-01',
  end_date: '2026-11-01',
  evaluation_result: '1234.5670',
  warehouse: 'CO101',
  exception: null,
  calculated_at: '2026-11-01T06:00:00Z',
  ...fields,
});

describe('report rules of spec 003 section 9', () => {
  it.each([
    ['2026-11-25', '2026-11-22'], // a Wednesday: back to Sunday
    ['2026-11-22', '2026-11-22'], // a Sunday: today
    ['2026-11-21', '2026-11-15'], // a Saturday
    ['2027-01-02', '2026-12-27'], // across the year
  ])('the default period of %s starts on %s and ends today', (today, start) => {
    expect(defaultReportPeriod(today)).toEqual({ start, end: today });
  });

  it('rounds list results except for company 12, and shows Error for an exception', () => {
    expect(listResult(report({}), 'en-US')).toBe('1,235');
    expect(listResult(report({ organization_id: '12' }), 'en-US')).toBe('1,234.57');
    expect(listResult(report({ exception: { name: 'ZeroDivision', details: '' }, evaluation_result: null }), 'en-US')).toBe('Error');
    expect(slashDate('2026-11-22')).toBe('2026/11/22');
  });

  it.each([
    // Half-up on the decimal (a float's toLocaleString answers 2.13 and 4.01 for the first two).
    ['2.1350', 'en-US', '2.14'],
    ['4.0150', 'es-MX', '4.02'],
    ['-2.1350', 'en-US', '-2.14'],
    ['1234567.0050', 'es-MX', '1,234,567.01'],
  ])('shows the detail result %s with 2 decimals in %s as %s (spec 003 section 5)', (value, locale, text) => {
    expect(detailResult(value, locale)).toBe(text);
    expect(listResult(report({ organization_id: '12', evaluation_result: value }), locale)).toBe(text);
  });
});
