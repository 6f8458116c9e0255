import { z } from 'zod';
import { helperFunctionAnswer, helperFunctionListAnswer, type HelperFunctionRecord } from '../../../domain/commissions/answers';
import { functionDescriptionSchema, functionParametersSchema } from '../../../domain/commissions/forms';
import type { HelperFunction } from '../../../db/models/commissions';
import { requireModule } from '../access';
import { formulaFields, json, nameField } from '../fields';
import { param, type RouteTable } from '../routeTable';
import { createHelperFunction, deleteHelperFunction, findHelperFunction, listHelperFunctions, updateHelperFunction } from './service';

const functionFields = { description: functionDescriptionSchema, arguments: json(functionParametersSchema) };
const functionInput = z.object({ name: nameField(1), ...functionFields, ...formulaFields });
const functionEdit = z.object({
  name: nameField(1).optional(),
  description: functionFields.description.optional(),
  arguments: functionFields.arguments.optional(),
  ...formulaFields,
});

const functionJson = (helper: Pick<HelperFunction, 'id' | 'name' | 'description' | 'arguments' | 'expression' | 'htmlReference'>): HelperFunctionRecord => ({
  id: helper.id,
  name: helper.name,
  description: helper.description,
  arguments: helper.arguments,
  expression: helper.expression,
  html_reference: helper.htmlReference,
});

/** Helper functions, shared by every company (module Functions). */
export function helperFunctionRoutes(table: RouteTable): void {
  table.add(
    { method: 'get', path: '/helper-function', module: 'Functions', summary: 'Helper functions', response: helperFunctionListAnswer },
    async (req, res) => {
      await requireModule(req, 'Functions', 'read');
      res.json({ data: { helper_function: (await listHelperFunctions()).map(functionJson) } });
    },
  );
  table.create(
    {
      path: '/helper-function',
      module: 'Functions',
      summary: 'Create a helper function (its parameters only)',
      body: functionInput,
      response: helperFunctionAnswer,
    },
    async (req, input) => {
      await requireModule(req, 'Functions', 'write');
      return { data: { helper_function: functionJson(await createHelperFunction(input())) } };
    },
  );
  table.add(
    { method: 'get', path: '/helper-function/:id', module: 'Functions', summary: 'One helper function', response: helperFunctionAnswer },
    async (req, res) => {
      await requireModule(req, 'Functions', 'read');
      res.json({ data: { helper_function: functionJson(await findHelperFunction(param(req, 'id'))) } });
    },
  );
  table.update(
    {
      path: '/helper-function/:id',
      module: 'Functions',
      summary: 'Edit a helper function',
      body: functionEdit,
      response: helperFunctionAnswer,
    },
    async (req, input) => {
      await requireModule(req, 'Functions', 'write');
      const helper = await findHelperFunction(param(req, 'id'));
      return { data: { helper_function: functionJson(await updateHelperFunction(helper, input())) } };
    },
  );
  table.delete({ path: '/helper-function/:id', module: 'Functions', summary: 'Delete a helper function' }, async (req) => {
    await requireModule(req, 'Functions', 'write');
    const helper = await findHelperFunction(param(req, 'id'));
    await deleteHelperFunction(helper);
    return helper.id;
  });
}
