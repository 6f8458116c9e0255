import { describe, expect, it } from 'vitest';
import { employeeFormSchema } from '../../../../domain/commissions/forms';
import { clean, emptyForm, employeeFieldOfServerPath } from './employeeForm';

const filled = { ...emptyForm, id: '01-000123', first_name: 'Ana', last_name: 'López', second_last_name: 'Ruiz' };
const messages = (value: unknown) => {
  const result = employeeFormSchema((field) => `${field} corto`).safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('employee form schema', () => {
  it('accepts an empty or well-formed e-mail and refuses a wrong one with the catalogue code', () => {
    expect(messages(filled)).toEqual({});
    expect(messages({ ...filled, email: 'ana@bama.mx' })).toEqual({});
    expect(messages({ ...filled, email: 'ana@' })).toEqual({ email: 'COMMISSION_EMPLOYEE_EMAIL_INVALID' });
  });

  it('refuses an id or a name of 2 characters or fewer (trimmed), worded by the caller with the field', () => {
    expect(messages({ ...filled, first_name: ' Al ', second_last_name: 'R' })).toEqual({
      first_name: 'first_name corto',
      second_last_name: 'second_last_name corto',
    });
    expect(employeeFormSchema().safeParse({ ...filled, id: 'a' }).error?.issues[0].message).toBe('COMMISSION_EMPLOYEE_FIELD_TOO_SHORT');
  });
});

describe('employee form', () => {
  it('sends the e-mail trimmed; an empty one is left out on create and sent to clear it on edit', () => {
    expect(clean({ ...filled, email: ' ana@bama.mx ' })).toMatchObject({ email: 'ana@bama.mx' });
    expect(clean(filled)).not.toHaveProperty('email');
    expect(clean(filled, true)).toMatchObject({ email: '' });
    expect(clean(filled, true)).not.toHaveProperty('id');
  });

  it('reads the field of a server issue inside the create body', () => {
    expect(employeeFieldOfServerPath('employee.0.email')).toBe('email');
    expect(employeeFieldOfServerPath('first_name')).toBe('first_name');
    expect(employeeFieldOfServerPath('employee')).toBeNull();
  });
});
