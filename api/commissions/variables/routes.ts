import { z } from 'zod';
import { variableAnswer, variableListAnswer } from '../../../domain/commissions/answers';
import { inCompany } from '../access';
import { findDataSource } from '../dataSources/service';
import { nameField } from '../fields';
import { param, type RouteTable } from '../routeTable';
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
  table.create(
    {
      path: '/data-source/:id/variable',
      module: 'Variables',
      summary: 'Create a variable',
      body: variableName,
      response: variableAnswer,
    },
    async (req, input) => {
      const dataSource = await inCompany(req, 'Variables', 'write', await findDataSource(param(req, 'id')));
      const variable = await createVariable(dataSource, input().name);
      return { variable: { id: variable.id, name: variable.name } };
    },
  );
  table.update(
    { path: '/variable/:id', module: 'Variables', summary: 'Rename a variable', body: variableName, response: variableAnswer },
    async (req, input) => {
      const variable = await inCompany(req, 'Variables', 'write', await findVariable(param(req, 'id')));
      const renamed = await renameVariable(variable, input().name);
      return { variable: { id: renamed.id, name: renamed.name } };
    },
  );
  table.delete({ path: '/variable/:id', module: 'Variables', summary: 'Delete a variable and its values' }, async (req) => {
    const variable = await inCompany(req, 'Variables', 'write', await findVariable(param(req, 'id')));
    await deleteVariable(variable);
    return variable.id;
  });
}
