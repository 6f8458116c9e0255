import { describe, expect, it } from 'vitest';
import {
  commissionNameFormSchema,
  datedValueSchema,
  elementChoiceSchema,
  elementNumber,
  employeeValueFormSchema,
  functionDraftSchema,
  functionParameterFormSchema,
  recordPlacementSchema,
  variableTagFormSchema,
} from './forms';

describe('commission name form schema', () => {
  it('keeps a trimmed name of min to 200 characters and refuses others with the given message', () => {
    const schema = commissionNameFormSchema(2, 'Mínimo 2');
    expect(schema.parse({ name: '  Ventas ' })).toEqual({ name: 'Ventas' });
    expect(schema.safeParse({ name: ' X ' }).error?.issues[0]).toMatchObject({ path: ['name'], message: 'Mínimo 2' });
    expect(schema.safeParse({ name: 'x'.repeat(201) }).success).toBe(false);
    expect(commissionNameFormSchema(1).safeParse({ name: '' }).error?.issues[0].message).toBe('COMMISSION_NAME_TOO_SHORT');
  });
});

describe('dated value schema', () => {
  it('needs a real day and a finite number', () => {
    expect(datedValueSchema.parse({ uploaded_at: '2026-02-28', value: 1.5 })).toEqual({ uploaded_at: '2026-02-28', value: 1.5 });
    const messages = (value: unknown) => datedValueSchema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
    expect(messages({ uploaded_at: '2026-02-30', value: 1 })).toEqual(['uploaded_at:COMMISSION_DATE_INVALID']);
    expect(messages({ uploaded_at: '2026-02-28', value: '1,5x' })).toEqual(['value:COMMISSION_VALUE_NUMBER_REQUIRED']);
    expect(messages({ uploaded_at: '2026-02-28' })).toEqual(['value:COMMISSION_VALUE_NUMBER_REQUIRED']);
  });
});

describe('variable tag form schema', () => {
  it('needs a tag of letters, digits, _ and -, a real day and one value', () => {
    const good = { tag: 'mensual_2', date: '2026-01-31', values: { '01-000001': 3 } };
    expect(variableTagFormSchema.parse(good)).toEqual(good);
    const messages = (value: unknown) => variableTagFormSchema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
    expect(messages({ ...good, tag: '' })).toEqual(['tag:COMMISSION_TAG_REQUIRED']);
    expect(messages({ ...good, tag: 'men sual' })).toEqual(['tag:COMMISSION_TAG_INVALID']);
    expect(messages({ ...good, values: {} })).toEqual(['values:COMMISSION_TAG_VALUES_REQUIRED']);
  });
});

describe('record placement schema', () => {
  it('needs a name, then a company and a position', () => {
    const organization = { id: '01', name: 'BAMA' };
    const area = { id: 'a1', name: 'Vendedor de piso', organization_id: '01' };
    expect(recordPlacementSchema().parse({ name: ' Bono ', organization, area })).toEqual({ name: 'Bono', organization, area });
    const messages = (value: unknown) =>
      recordPlacementSchema()
        .safeParse(value)
        .error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
    expect(messages({ name: '', organization: null, area: null })).toEqual([
      'name:COMMISSION_NAME_TOO_SHORT',
      'organization:COMMISSION_ORGANIZATION_REQUIRED',
      'area:COMMISSION_AREA_REQUIRED',
    ]);
  });
});

describe('element choice schema', () => {
  const problems = (choice: { kind: string; value?: string; tag?: string; number?: string }) =>
    elementChoiceSchema.safeParse({ value: '', tag: '', number: '', ...choice }).error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);

  it('reads a constant with a comma or a point and refuses what is not a number', () => {
    expect(elementNumber('1,5')).toBe(1.5);
    expect(elementNumber(' 2.25 ')).toBe(2.25);
    expect(problems({ kind: 'constant', number: '1,5' })).toBeUndefined();
    expect(problems({ kind: 'constant', number: 'abc' })).toEqual(['number:COMMISSION_VALUE_NUMBER_REQUIRED']);
    expect(problems({ kind: 'constant', number: '  ' })).toEqual(['number:COMMISSION_VALUE_NUMBER_REQUIRED']);
  });

  it('needs a value, and a tag for a variable', () => {
    expect(problems({ kind: 'parameter' })).toEqual(['value:COMMISSION_ELEMENT_REQUIRED']);
    expect(problems({ kind: 'parameter', value: 'p1' })).toBeUndefined();
    expect(problems({ kind: 'variable', value: 'v1' })).toEqual(['tag:COMMISSION_ELEMENT_TAG_REQUIRED']);
    expect(problems({ kind: 'variable', value: 'v1', tag: 'real' })).toBeUndefined();
  });
});

describe('helper function schemas', () => {
  const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);

  it('needs a name, a description and 1 to 20 parameters', () => {
    const schema = functionDraftSchema();
    expect(schema.parse({ name: ' Bono ', description: 'El bono', arguments: ['monto'] })).toEqual({
      name: 'Bono',
      description: 'El bono',
      arguments: ['monto'],
    });
    expect(messages(schema.safeParse({ name: 'Bono', description: ' ', arguments: [] }))).toEqual([
      'description:COMMISSION_FUNCTION_DESCRIPTION_REQUIRED',
      'arguments:COMMISSION_FUNCTION_PARAMETERS_REQUIRED',
    ]);
    expect(messages(schema.safeParse({ name: 'Bono', description: 'x', arguments: Array.from({ length: 21 }, (_, i) => `p${i}`) }))).toEqual([
      'arguments:COMMISSION_FUNCTION_PARAMETERS_TOO_MANY',
    ]);
  });

  it('refuses a parameter name with a space, or one the function has', () => {
    const schema = functionParameterFormSchema(['monto']);
    expect(schema.parse({ parameter: ' tasa_1 ' })).toEqual({ parameter: 'tasa_1' });
    expect(messages(schema.safeParse({ parameter: 'monto base' }))).toEqual(['parameter:COMMISSION_FUNCTION_PARAMETER_INVALID']);
    expect(messages(schema.safeParse({ parameter: 'monto' }))).toEqual(['parameter:COMMISSION_FUNCTION_PARAMETER_REPEATED']);
  });
});

describe('employee value form schema', () => {
  it('needs a company-payroll id and a number', () => {
    expect(employeeValueFormSchema.parse({ employee: ' 01-000001 ', value: 10 })).toEqual({ employee: '01-000001', value: 10 });
    const messages = (value: object) => employeeValueFormSchema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
    expect(messages({ employee: 'abc', value: 1 })).toEqual(['employee:COMMISSION_EMPLOYEE_ID_INVALID']);
    expect(messages({ employee: '01-1', value: '1,5x' })).toEqual(['value:COMMISSION_VALUE_NUMBER_REQUIRED']);
  });
});
