import { describe, expect, it } from 'vitest';
import { reportSearchFormSchema, reportSearchOf } from './reportSearch';

const messages = (value: unknown) => reportSearchFormSchema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];

describe('reportSearchFormSchema', () => {
  it('does not read the days while the dates are off', () => {
    expect(messages({ useDates: false, start: '2026/1', end: '', areaId: '' })).toEqual([]);
  });
  it('refuses a day that is not one and a start after the end, under the field', () => {
    expect(messages({ useDates: true, start: '2026/1', end: '2026-02-30', areaId: '' })).toEqual([
      'start:COMMISSION_REPORT_DATE_INVALID',
      'end:COMMISSION_REPORT_DATE_INVALID',
    ]);
    expect(messages({ useDates: true, start: '2026-12-31', end: '2026-01-01', areaId: '' })).toEqual(['end:COMMISSION_REPORT_DATES_INVERTED']);
    expect(messages({ useDates: true, start: '2026-01-01', end: '2026-01-01', areaId: '' })).toEqual([]);
  });
  it('makes the search of its type', () => {
    expect(reportSearchOf({ useDates: false, start: '2026-01-01', end: '2026-01-02', areaId: '' }, '01')).toEqual({
      type: 'organization',
      organization_id: '01',
    });
    expect(reportSearchOf({ useDates: true, start: '2026-01-01', end: '2026-01-02', areaId: 'A1' }, '01')).toEqual({
      type: 'organization_hierarchical_dates',
      organization_id: '01',
      hierarchical_node_id: 'A1',
      start_date: '2026-01-01',
      end_date: '2026-01-02',
    });
  });
});
