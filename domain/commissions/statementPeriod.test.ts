import { describe, expect, it } from 'vitest';
import { statementPeriodSchema } from './statementPeriod';

describe('statement period schema', () => {
  const problems = (period: object) =>
    statementPeriodSchema.safeParse({ organizationId: '01', ...period }).error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);

  it('needs two real days, the end after the start', () => {
    expect(problems({ periodStart: '2026-01-01', periodEnd: '2026-02-01' })).toBeUndefined();
    expect(problems({ periodStart: '2026-02-30', periodEnd: '2026-03-01' })).toEqual(['periodStart:COMMISSION_DATE_INVALID']);
    expect(problems({ periodStart: '2026-02-01', periodEnd: '2026-01-01' })).toEqual(['periodEnd:COMMISSION_STATEMENT_PERIOD_BACKWARDS']);
    expect(problems({ periodStart: '2026-02-01', periodEnd: '2026-02-01' })).toEqual(['periodEnd:COMMISSION_STATEMENT_PERIOD_BACKWARDS']);
  });
});
