import type { Request } from 'express';
import { z } from 'zod';
import {
  variableTagListAnswer,
  variableTagValuesAnswer,
  variableTagValuesSetAnswer,
  variableValuesLoadAnswer,
  type VariableTagValues,
} from '../../../domain/commissions/answers';
import { EMPLOYEE_ID_PATTERN, variableTagNameSchema } from '../../../domain/commissions/forms';
import { AppError } from '../../../domain/errors/catalogue';
import type { VariableValue } from '../../../db/models/commissions';
import { requestLanguage } from '../../errors';
import { inCompany, type AccessMode } from '../access';
import { json, numberField } from '../fields';
import { param, type RouteTable } from '../routeTable';
import { findVariable } from '../variables/service';
import { deleteTag, findTag, listTags, loadTags, removeEmployeeValue, setTagValues } from './service';

/** Values per employee (`company-payroll` id: number). */
const employeeValues = json(z.record(z.string().regex(EMPLOYEE_ID_PATTERN), numberField));
const tagsInput = z.object({
  variable_values: json(
    z
      .array(
        z.object({
          tag: variableTagNameSchema,
          date: z.string(),
          values: employeeValues.optional(),
        }),
      )
      .min(1)
      .max(60),
  ),
});
const valuesInput = z.object({ values: employeeValues });

const tagJson = (tag: Pick<VariableValue, 'id' | 'tag' | 'date' | 'values'>): VariableTagValues => ({
  id: tag.id,
  tag: tag.tag,
  date: tag.date,
  values: Object.fromEntries(tag.values.map((entry) => [entry.employeeId, entry.value])),
});

const variableFor = async (req: Request, mode: AccessMode, id: string) => inCompany(req, 'Variables', mode, await findVariable(id));
const tagFor = async (req: Request, mode: AccessMode, id: string) => {
  const tag = await findTag(id);
  return { tag, variable: await variableFor(req, mode, tag.variableId) };
};

/** A variable's values, per tag and date and per employee (module Variables). */
export function variableValueRoutes(table: RouteTable): void {
  table.add(
    { method: 'get', path: '/variable/:id/values', module: 'Variables', summary: 'Tags of a variable', response: variableTagListAnswer },
    async (req, res) => {
      const variable = await variableFor(req, 'read', param(req, 'id'));
      res.json({ variable_value: (await listTags(variable)).map(({ id, tag, date }) => ({ id, tag, date })) });
    },
  );
  table.add(
    {
      method: 'post',
      path: '/variable/:id/values',
      module: 'Variables',
      summary: 'Load tagged values (merged per tag and date; unknown employees reported)',
      body: tagsInput,
      response: variableValuesLoadAnswer,
      status: 201,
    },
    async (req, res, input) => {
      const variable = await variableFor(req, 'write', param(req, 'id'));
      const loaded = await loadTags(variable, input().variable_values);
      const message = new AppError('COMMISSION_TAG_INCOMPLETE').messageIn(requestLanguage(req));
      // errorCode for programs (the same in every language), message for people.
      const errors = loaded.incomplete.map(({ index, tag }) => ({ index, tag, errorCode: 'COMMISSION_TAG_INCOMPLETE', message }));
      res
        .status(errors.length > 0 && loaded.processed.length === 0 ? 422 : 201)
        .json({ errors, processed_items: loaded.processed, unprocessed_items: { employees_not_found: loaded.employeesNotFound } });
    },
  );
  table.delete({ path: '/variable-value/:id', module: 'Variables', summary: 'Delete a tag' }, async (req) => {
    const { tag, variable } = await tagFor(req, 'write', param(req, 'id'));
    await deleteTag(tag, variable);
    return tag.id;
  });
  table.add(
    { method: 'get', path: '/variable-value/:id/employees', module: 'Variables', summary: "A tag's values per employee", response: variableTagValuesAnswer },
    async (req, res) => {
      const { tag } = await tagFor(req, 'read', param(req, 'id'));
      res.json({ variable_value: tagJson(tag) });
    },
  );
  table.add(
    {
      method: 'post',
      path: '/variable-value/:id/employees',
      module: 'Variables',
      summary: 'Set values of a tag',
      body: valuesInput,
      response: variableTagValuesSetAnswer,
      update: true,
    },
    async (req, res, input) => {
      const { tag, variable } = await tagFor(req, 'write', param(req, 'id'));
      const { values, employeesNotFound } = await setTagValues(tag, variable, input().values);
      res.json({ variable_value: tagJson({ ...tag, values }), unprocessed_items: { employees_not_found: employeesNotFound } });
    },
  );
  table.delete(
    {
      path: '/variable-value/:id/employees/:employeeId',
      module: 'Variables',
      summary: "Remove an employee's value from a tag",
    },
    async (req) => {
      const { tag } = await tagFor(req, 'write', param(req, 'id'));
      const employeeId = param(req, 'employeeId');
      await removeEmployeeValue(tag, employeeId);
      return employeeId;
    },
  );
}
