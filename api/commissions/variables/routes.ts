import { z } from 'zod';
import { deletedAnswer, variableAnswer, variableListAnswer } from '../../../domain/commissions/answers';
import { inCompany } from '../access';
import { findDataSource } from '../dataSources/service';
import { nameField } from '../fields';
import { deleted, param, type RouteTable } from '../routeTable';
import { createVariable, deleteVariable, findVariable, listVariables, renameVariable } from './service';

const variableName = z.object({ name: nameField(2) });

/** Variables of a data source (module Variables). */
export function variableRoutes(table: RouteTable): void {
  table.add(
    { method: 'get', path: '/data-source/:id/variable', module: 'Variables', summary: "A data source's variables", response: variableListAnswer },
    async (req, res) => {
      const dataSource = await inCompany(req, 'Variables', 'read', await findDataSource(param(req, 'id')));
      res.json({ variable: (await listVariables(dataSource.id)).map(({ id, name, tags }) => ({ id, name, tags })) });
    },
  );
  table.add(
    {
      method: 'post',
      path: '/data-source/:id/variable',
      module: 'Variables',
      summary: 'Create a variable',
      body: variableName,
      response: variableAnswer,
      status: 201,
    },
    async (req, res, input) => {
      const dataSource = await inCompany(req, 'Variables', 'write', await findDataSource(param(req, 'id')));
      const variable = await createVariable(dataSource, input().name);
      res.status(201).json({ variable: { id: variable.id, name: variable.name } });
    },
  );
  table.add(
    { method: 'patch', path: '/variable/:id', module: 'Variables', summary: 'Rename a variable', body: variableName, response: variableAnswer, update: true },
    async (req, res, input) => {
      const variable = await inCompany(req, 'Variables', 'write', await findVariable(param(req, 'id')));
      const renamed = await renameVariable(variable, input().name);
      res.json({ variable: { id: renamed.id, name: renamed.name } });
    },
  );
  table.add(
    { method: 'delete', path: '/variable/:id', module: 'Variables', summary: 'Delete a variable and its values', response: deletedAnswer },
    async (req, res) => {
      const variable = await inCompany(req, 'Variables', 'write', await findVariable(param(req, 'id')));
      await deleteVariable(variable);
      deleted(res, variable.id);
    },
  );
}
