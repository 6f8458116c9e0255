import { describe, expect, it } from 'vitest';
import { statementEmailFormSchema, whatIfFormSchema } from './statementForms';

const problemsOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe("a statement's what-if form", () => {
  it.each([
    [{ input: 'parameter:p1:', value: '125000.50' }, undefined],
    [{ input: 'parameter:p1:', value: ' -12.5 ' }, undefined],
    [{ input: 'parameter:p1:', value: '0.123456' }, undefined],
    [{ input: 'parameter:p1:', value: '999999999999.999999' }, undefined],
    [{ input: 'parameter:p1:', value: '12,5' }, ['value: COMMISSION_WHAT_IF_VALUE_INVALID']],
    [{ input: 'parameter:p1:', value: '1e3' }, ['value: COMMISSION_WHAT_IF_VALUE_INVALID']],
    [{ input: 'parameter:p1:', value: '0.1234567' }, ['value: COMMISSION_WHAT_IF_VALUE_INVALID']],
    [{ input: 'parameter:p1:', value: '1000000000000' }, ['value: COMMISSION_WHAT_IF_VALUE_INVALID']],
    [{ input: 'parameter:p1:', value: '' }, ['value: COMMISSION_WHAT_IF_VALUE_INVALID']],
    [{ input: '', value: '5' }, ['input: COMMISSION_WHAT_IF_INPUT_REQUIRED']],
  ])('%j → %j', (values, problems) => {
    expect(problemsOf(whatIfFormSchema.safeParse(values))).toEqual(problems);
  });
});

describe("a statement's e-mail form", () => {
  it.each([
    ['', undefined],
    ['  nomina@example.com ', undefined],
    ['nomina-sin-dominio', ['to: COMMISSION_STATEMENT_EMAIL_INVALID']],
    [`${'a'.repeat(195)}@example.com`, ['to: COMMISSION_STATEMENT_EMAIL_INVALID']],
  ])('%j → %j', (to, problems) => {
    expect(problemsOf(statementEmailFormSchema.safeParse({ to }))).toEqual(problems);
  });
});
