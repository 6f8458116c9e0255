import type { Request } from 'express';
import { z } from 'zod';
import {
  parameterAnswer,
  parameterListAnswer,
  parameterNameAnswer,
  type ParameterValue,
  type Parameter as ParameterRecord,
} from '../../../domain/commissions/answers';
import type { Parameter } from '../../../db/models/commissions';
import { areaFor, inCompany, type AccessMode } from '../access';
import { dateField, json, nameField, numberField } from '../fields';
import { param, type RouteTable } from '../routeTable';
import {
  addParameterValues,
  changeParameterValue,
  createParameter,
  deleteParameter,
  findParameter,
  listParameters,
  removeParameterValue,
  renameParameter,
  requireValueDate,
} from './service';

const valueInput = z.object({ uploaded_at: dateField, value: numberField });
const parameterInput = z.object({ name: nameField(1), values: json(z.array(valueInput).max(1000)).optional() });
const parameterName = z.object({ name: nameField(1) });
const valuesInput = z.object({ values: json(z.array(valueInput).min(1).max(1000)) });
const oneValue = z.object({ value: numberField });

const valuesJson = (parameter: Parameter): ParameterValue[] =>
  [...parameter.values].sort((a, b) => a.uploadedAt.localeCompare(b.uploadedAt)).map((value) => ({ uploaded_at: value.uploadedAt, value: value.value }));
const parameterJson = (parameter: Parameter): ParameterRecord => ({ id: parameter.id, name: parameter.name, values: valuesJson(parameter) });
const parameterFor = async (req: Request, mode: AccessMode, id: string) => inCompany(req, 'Parameters', mode, await findParameter(id));

/** Parameters of a position and their dated values (module Parameters). */
export function parameterRoutes(table: RouteTable): void {
  table.add(
    { method: 'get', path: '/area/:id/parameter', module: 'Parameters', summary: "A position's parameters", response: parameterListAnswer },
    async (req, res) => {
      const area = await areaFor(req, 'Parameters', 'read', param(req, 'id'));
      res.json({ parameter: (await listParameters(area)).map(parameterJson) });
    },
  );
  table.create(
    {
      path: '/area/:id/parameter',
      module: 'Parameters',
      summary: 'Create a parameter with at least one value',
      body: parameterInput,
      response: parameterNameAnswer,
    },
    async (req, input) => {
      const area = await areaFor(req, 'Parameters', 'write', param(req, 'id'));
      const { name, values } = input();
      const parameter = await createParameter(area, name, values);
      return { parameter: { id: parameter.id, name: parameter.name } };
    },
  );
  table.update(
    {
      path: '/parameter/:id',
      module: 'Parameters',
      summary: 'Rename a parameter',
      body: parameterName,
      response: parameterNameAnswer,
    },
    async (req, input) => {
      const parameter = await parameterFor(req, 'write', param(req, 'id'));
      const renamed = await renameParameter(parameter, input().name);
      return { parameter: { id: renamed.id, name: renamed.name } };
    },
  );
  table.delete({ path: '/parameter/:id', module: 'Parameters', summary: 'Delete a parameter' }, async (req) => {
    const parameter = await parameterFor(req, 'write', param(req, 'id'));
    await deleteParameter(parameter);
    return parameter.id;
  });
  table.add(
    { method: 'get', path: '/parameter/:id/values', module: 'Parameters', summary: "A parameter's dated values", response: parameterAnswer },
    async (req, res) => {
      res.json({ parameter: parameterJson(await parameterFor(req, 'read', param(req, 'id'))) });
    },
  );
  table.create(
    {
      path: '/parameter/:id/values',
      module: 'Parameters',
      summary: 'Add values (a date already there is replaced)',
      body: valuesInput,
      response: parameterAnswer,
    },
    async (req, input) => {
      const parameter = await parameterFor(req, 'write', param(req, 'id'));
      return { parameter: parameterJson(await addParameterValues(parameter, input().values)) };
    },
  );
  table.update(
    {
      path: '/parameter/:id/uploaded-at/:date',
      module: 'Parameters',
      summary: 'Change the value of a date',
      body: oneValue,
      response: parameterAnswer,
    },
    async (req, input) => {
      const parameter = await parameterFor(req, 'write', param(req, 'id'));
      const date = param(req, 'date');
      requireValueDate(parameter, date);
      return { parameter: parameterJson(await changeParameterValue(parameter, date, input().value)) };
    },
  );
  table.delete({ path: '/parameter/:id/uploaded-at/:date', module: 'Parameters', summary: 'Remove the value of a date' }, async (req) => {
    const parameter = await parameterFor(req, 'write', param(req, 'id'));
    const date = param(req, 'date');
    await removeParameterValue(parameter, date);
    return date;
  });
}
