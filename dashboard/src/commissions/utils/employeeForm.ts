export interface EmployeeForm {
  id: string;
  first_name: string;
  last_name: string;
  second_last_name: string;
  job: string;
  warehouse: string;
  /** Optional: where statement reminders reach this employee as a reviewer. */
  email: string;
  subordinates: string[];
}

export const emptyForm: EmployeeForm = { id: '', first_name: '', last_name: '', second_last_name: '', job: '', warehouse: '', email: '', subordinates: [] };

/** The form field a server's issue path names: the create body wraps the employee in `employee.0.`. */
export function employeeFieldOfServerPath(path: string): string | null {
  const field = path.replace(/^employee\.\d+\./, '');
  return field === '' || field === 'employee' ? null : field;
}

/** Optional fields left empty are not sent (the e-mail is, on edit, to clear it); the id is not sent on edit (read-only). */
export function clean(form: EmployeeForm, edit = false) {
  const { id, job, warehouse, email, ...rest } = form;
  return {
    ...(edit ? {} : { id: id.trim() }),
    ...rest,
    ...(job.trim() ? { job: job.trim() } : {}),
    ...(warehouse.trim() ? { warehouse: warehouse.trim() } : {}),
    ...(email.trim() || edit ? { email: email.trim() } : {}),
  };
}
