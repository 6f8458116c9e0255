import type { Request } from 'express';
import { z } from 'zod';
import { employeeAnswer, employeeListAnswer, type Employee } from '../../../domain/commissions/answers';
import { employeeEmailSchema } from '../../../domain/commissions/forms';
import { singleLineText } from '../../../domain/common/text';
import { AppError } from '../../../domain/errors/catalogue';
import type { CommissionEmployee } from '../../../db/models/commissions';
import { areaFor, inCompany, organizationFor, type AccessMode } from '../access';
import { idField, json } from '../fields';
import { param, type RouteTable } from '../routeTable';
import { createEmployees, deleteEmployee, findEmployee, listEmployees, updateEmployee } from './service';

const employeeInput = z.object({
  id: singleLineText().regex(/^[A-Za-z0-9]+-[A-Za-z0-9]+$/, 'company-payroll'),
  first_name: singleLineText(),
  last_name: singleLineText(),
  second_last_name: singleLineText(),
  job: singleLineText().max(100).optional(),
  warehouse: singleLineText().max(40).optional(),
  subordinates: json(z.array(idField).max(500)).optional(),
  /** The address statement reminders and escalations reach when this employee reviews (issue 25); empty clears it. */
  email: employeeEmailSchema.optional(),
});
const employeesInput = z.object({ employee: json(z.array(employeeInput).min(1).max(1000)) });
const employeeEdit = employeeInput.omit({ id: true }).partial();

/** An employee in the shape of spec 003 section 7.2. */
function employeeJson(employee: CommissionEmployee): Employee {
  return {
    id: employee.id,
    first_name: employee.firstName,
    last_name: employee.lastName,
    second_last_name: employee.secondLastName,
    fullname: [employee.firstName, employee.lastName, employee.secondLastName].filter(Boolean).join(' '),
    job: employee.job,
    warehouse: employee.warehouse,
    email: employee.email ?? '',
    subordinates: employee.subordinates,
    hierarchical_node_id: employee.areaId,
    organization_id: employee.organizationId,
  };
}

const employeeFor = async (req: Request, mode: AccessMode, id: string) => inCompany(req, 'Employees', mode, await findEmployee(id));

/** Employees of a company's positions (module Employees). */
export function employeeRoutes(table: RouteTable): void {
  table.add(
    { method: 'get', path: '/organization/:id/employee', module: 'Employees', summary: "A company's employees", response: employeeListAnswer },
    async (req, res) => {
      const organizationId = param(req, 'id');
      await organizationFor(req, 'Employees', 'read', organizationId);
      res.json({ employee: (await listEmployees({ organizationId })).map(employeeJson) });
    },
  );
  table.add(
    { method: 'get', path: '/area/:id/employee', module: 'Employees', summary: "A position's employees", response: employeeListAnswer },
    async (req, res) => {
      const area = await areaFor(req, 'Employees', 'read', param(req, 'id'));
      res.json({ employee: (await listEmployees({ areaId: area.id })).map(employeeJson) });
    },
  );
  table.create(
    {
      path: '/area/:id/employee',
      module: 'Employees',
      summary: 'Create employees (fields longer than 2 characters; subordinates must exist)',
      body: employeesInput,
      response: employeeListAnswer,
    },
    async (req, input) => {
      const area = await areaFor(req, 'Employees', 'write', param(req, 'id'));
      return { employee: (await createEmployees(area, input().employee)).map(employeeJson) };
    },
  );
  table.add(
    { method: 'get', path: '/employee/:id', module: 'Employees', summary: 'One employee (404 when absent)', response: employeeAnswer },
    async (req, res) => {
      res.json({ employee: employeeJson(await employeeFor(req, 'read', param(req, 'id'))) });
    },
  );
  table.update(
    {
      path: '/employee/:id',
      module: 'Employees',
      summary: 'Edit an employee (id read-only)',
      body: employeeEdit,
      response: employeeAnswer,
    },
    async (req, input) => {
      const employee = await employeeFor(req, 'write', param(req, 'id'));
      if (req.body?.id !== undefined && req.body.id !== employee.id) throw new AppError('COMMISSION_EMPLOYEE_ID_READ_ONLY');
      return { employee: employeeJson(await updateEmployee(employee, input())) };
    },
  );
  table.delete({ path: '/employee/:id', module: 'Employees', summary: 'Delete an employee' }, async (req) => {
    const employee = await employeeFor(req, 'write', param(req, 'id'));
    await deleteEmployee(employee);
    return employee.id;
  });
}
