import { describe, expect, it } from 'vitest';
import { adjustmentAmountSchema, statementDecisionFormSchemas } from './statementDecisions';

const problemOf = (amount: string) =>
  statementDecisionFormSchemas.adjust.safeParse({ reason: 'Devolución', amount }).error?.issues.map((issue) => issue.message);

describe('a statement adjustment', () => {
  it.each([
    ['-12.50', undefined],
    ['150.5', undefined],
    ['12,5', ['COMMISSION_STATEMENT_AMOUNT_INVALID']],
    ['abc', ['COMMISSION_STATEMENT_AMOUNT_INVALID']],
    ['', ['COMMISSION_STATEMENT_AMOUNT_INVALID']],
    ['0', ['COMMISSION_STATEMENT_AMOUNT_ZERO']],
    ['-0.00', ['COMMISSION_STATEMENT_AMOUNT_ZERO']],
    ['10000000000', ['COMMISSION_STATEMENT_AMOUNT_TOO_LARGE']],
    ['-9999999999.99', undefined],
  ])('amount %j → %j', (amount, problems) => {
    expect(problemOf(amount)).toEqual(problems);
  });

  it('needs a reason of 3 to 500 characters', () => {
    const reasonProblem = (reason: string) => statementDecisionFormSchemas.resolve.safeParse({ reason }).error?.issues[0]?.message;
    expect(reasonProblem('  ab ')).toBe('COMMISSION_STATEMENT_REASON_REQUIRED');
    expect(reasonProblem('x'.repeat(501))).toBe('COMMISSION_STATEMENT_REASON_REQUIRED');
    expect(reasonProblem('abc')).toBeUndefined();
  });

  it('takes the API amount as decimal text or number, exactly', () => {
    expect(adjustmentAmountSchema.parse('-12.50')).toBe('-12.5');
    expect(adjustmentAmountSchema.safeParse(0).error?.issues[0]?.message).toBe('COMMISSION_STATEMENT_AMOUNT_ZERO');
  });
});
