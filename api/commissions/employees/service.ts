import { checkEmployeeNames, repeatedId } from '../../../domain/commissions/rules';
import { AppError } from '../../../domain/errors/catalogue';
import { CommissionEmployeeModel, type CommissionArea, type CommissionEmployee } from '../../../db/models/commissions';
import { found } from '../records';

/** An employee as sent (spec 003 7.2 field names). */
export interface EmployeeInput {
  id: string;
  first_name: string;
  last_name: string;
  second_last_name: string;
  job?: string;
  warehouse?: string;
  subordinates?: string[];
  email?: string;
}

/** Employees of a company or of one position, by id. */
export function listEmployees(where: { organizationId: string } | { areaId: string }): Promise<CommissionEmployee[]> {
  return CommissionEmployeeModel.find(where).sort({ id: 1 }).lean();
}

export function findEmployee(id: string): Promise<CommissionEmployee> {
  return found(CommissionEmployeeModel.findOne({ id }).lean(), 'COMMISSION_EMPLOYEE_NOT_FOUND', id);
}

/** Subordinates without duplicates, each an existing employee (or one being created with them). */
async function checkedSubordinates(ids: string[] | undefined, ownId: string, alsoKnown: ReadonlySet<string> = new Set()): Promise<string[]> {
  const unique = [...new Set((ids ?? []).filter((id) => id !== ownId))];
  const stored = new Set((await CommissionEmployeeModel.find({ id: { $in: unique } }, { id: 1 }).lean()).map((employee) => employee.id));
  const missing = unique.find((id) => !stored.has(id) && !alsoKnown.has(id));
  if (missing) throw new AppError('COMMISSION_SUBORDINATE_NOT_FOUND', { id: missing });
  return unique;
}

/** Creates employees of a position: ids new and unique, names long enough, subordinates existing (or in the same batch). */
export async function createEmployees(area: CommissionArea, employees: EmployeeInput[]): Promise<CommissionEmployee[]> {
  employees.forEach(checkEmployeeNames);
  const ids = employees.map((employee) => employee.id);
  const duplicate = repeatedId(ids) ?? (await CommissionEmployeeModel.findOne({ id: { $in: ids } }, { id: 1 }).lean())?.id;
  if (duplicate) throw new AppError('COMMISSION_EMPLOYEE_EXISTS', { id: duplicate });
  const batch = new Set(ids);
  const records: CommissionEmployee[] = [];
  for (const employee of employees) {
    records.push({
      id: employee.id,
      firstName: employee.first_name,
      lastName: employee.last_name,
      secondLastName: employee.second_last_name,
      job: employee.job ?? '',
      warehouse: employee.warehouse ?? '',
      email: employee.email?.trim() ?? '',
      areaId: area.id,
      organizationId: area.organizationId,
      subordinates: await checkedSubordinates(employee.subordinates, employee.id, batch),
    });
  }
  await CommissionEmployeeModel.insertMany(records);
  return records;
}

/** Edits an employee (its id is read-only): what is not sent stays. */
export async function updateEmployee(employee: CommissionEmployee, changes: Partial<Omit<EmployeeInput, 'id'>>): Promise<CommissionEmployee> {
  const next = {
    firstName: changes.first_name ?? employee.firstName,
    lastName: changes.last_name ?? employee.lastName,
    secondLastName: changes.second_last_name ?? employee.secondLastName,
    job: changes.job ?? employee.job,
    warehouse: changes.warehouse ?? employee.warehouse,
    email: changes.email?.trim() ?? employee.email ?? '',
    subordinates: changes.subordinates ? await checkedSubordinates(changes.subordinates, employee.id) : employee.subordinates,
  };
  checkEmployeeNames({ id: employee.id, first_name: next.firstName, last_name: next.lastName, second_last_name: next.secondLastName });
  await CommissionEmployeeModel.updateOne({ id: employee.id }, next);
  return { ...employee, ...next };
}

/** Deletes an employee and removes it from others' subordinates. */
export async function deleteEmployee(employee: CommissionEmployee): Promise<void> {
  await CommissionEmployeeModel.deleteOne({ id: employee.id });
  await CommissionEmployeeModel.updateMany({ subordinates: employee.id }, { $pull: { subordinates: employee.id } });
}
