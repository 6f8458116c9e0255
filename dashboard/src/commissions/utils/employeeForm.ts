import { errorMessage } from '../../../../domain/errors/catalogue';

export interface EmployeeForm {
  id: string;
  first_name: string;
  last_name: string;
  second_last_name: string;
  job: string;
  warehouse: string;
  subordinates: string[];
}

export const emptyForm: EmployeeForm = { id: '', first_name: '', last_name: '', second_last_name: '', job: '', warehouse: '', subordinates: [] };

const checkedFields = ['id', 'first_name', 'last_name', 'second_last_name'] as const;

/** Problems of the form (spec 003 section 5: id, first name and both last names longer than 2 characters), in the catalogue's words. */
export function employeeProblems(form: EmployeeForm, labels: Record<(typeof checkedFields)[number], string>, language: 'es' | 'en'): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of checkedFields) if (form[field].trim().length <= 2) problems[field] = errorMessage('COMMISSION_EMPLOYEE_FIELD_TOO_SHORT', language, { field: labels[field] });
  return problems;
}

/** Optional fields left empty are not sent; the id is not sent on edit (read-only). */
export function clean(form: EmployeeForm, edit = false) {
  const { id, job, warehouse, ...rest } = form;
  return { ...(edit ? {} : { id: id.trim() }), ...rest, ...(job.trim() ? { job: job.trim() } : {}), ...(warehouse.trim() ? { warehouse: warehouse.trim() } : {}) };
}
