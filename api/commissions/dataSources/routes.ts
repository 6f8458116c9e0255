import { z } from 'zod';
import { dataSourceAnswer, dataSourceListAnswer } from '../../../domain/commissions/answers';
import { inCompany, organizationFor } from '../access';
import { nameField } from '../fields';
import { param, type RouteTable } from '../routeTable';
import { createDataSource, deleteDataSource, findDataSource, listDataSources, renameDataSource } from './service';

const dataSourceName = z.object({ name: nameField(2) });

/** Data sources of a company (module DataSources). */
export function dataSourceRoutes(table: RouteTable): void {
  table.add(
    { method: 'get', path: '/organization/:id/data-source', module: 'DataSources', summary: "A company's data sources", response: dataSourceListAnswer },
    async (req, res) => {
      const organizationId = param(req, 'id');
      await organizationFor(req, 'DataSources', 'read', organizationId);
      res.json({ data_source: (await listDataSources(organizationId)).map(({ id, name }) => ({ id, name })) });
    },
  );
  table.create(
    {
      path: '/organization/:id/data-source',
      module: 'DataSources',
      summary: 'Create a data source',
      body: dataSourceName,
      response: dataSourceAnswer,
    },
    async (req, input) => {
      const organizationId = param(req, 'id');
      await organizationFor(req, 'DataSources', 'write', organizationId);
      const dataSource = await createDataSource(organizationId, input().name);
      return { data_source: { id: dataSource.id, name: dataSource.name } };
    },
  );
  table.update(
    {
      path: '/data-source/:id',
      module: 'DataSources',
      summary: 'Rename a data source',
      body: dataSourceName,
      response: dataSourceAnswer,
    },
    async (req, input) => {
      const dataSource = await inCompany(req, 'DataSources', 'write', await findDataSource(param(req, 'id')));
      const renamed = await renameDataSource(dataSource, input().name);
      return { data_source: { id: renamed.id, name: renamed.name } };
    },
  );
  table.delete(
    {
      path: '/data-source/:id',
      module: 'DataSources',
      summary: 'Delete a data source without variables (else 409 COMMISSION_DATA_SOURCE_IN_USE)',
    },
    async (req) => {
      const dataSource = await inCompany(req, 'DataSources', 'write', await findDataSource(param(req, 'id')));
      await deleteDataSource(dataSource);
      return dataSource.id;
    },
  );
}
