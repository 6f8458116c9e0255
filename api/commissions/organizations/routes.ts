import { z } from 'zod';
import { organizationAnswer, organizationListAnswer } from '../../../domain/commissions/answers';
import { grantCreatedOrganization, organizationFor, requireModule } from '../access';
import { nameField } from '../fields';
import { param, type RouteTable } from '../routeTable';
import { createOrganization, deleteOrganization, listOrganizations, renameOrganization } from './service';

const companyName = z.object({ name: nameField(2) });

/** Companies (module Business). */
export function organizationRoutes(table: RouteTable): void {
  table.add(
    { method: 'get', path: '/organization', module: 'Business', summary: 'Companies the position may use', response: organizationListAnswer },
    async (req, res) => {
      const access = await requireModule(req, 'Business', 'read');
      res.json({ organization: await listOrganizations(access.organizations) });
    },
  );
  table.create(
    {
      path: '/organization',
      module: 'Business',
      summary: 'Create a company (name at least 2 characters)',
      body: companyName,
      response: organizationAnswer,
    },
    async (req, input) => {
      const access = await requireModule(req, 'Business', 'write');
      const organization = await createOrganization(input().name);
      await grantCreatedOrganization(req, access, organization.id);
      return { organization };
    },
  );
  table.update(
    {
      path: '/organization/:id',
      module: 'Business',
      summary: 'Rename a company',
      body: companyName,
      response: organizationAnswer,
    },
    async (req, input) => {
      const id = param(req, 'id');
      await organizationFor(req, 'Business', 'write', id);
      return { organization: await renameOrganization(id, input().name) };
    },
  );
  table.delete(
    {
      path: '/organization/:id',
      module: 'Business',
      summary: 'Delete a company without positions, employees or data sources (else 409 COMMISSION_ORGANIZATION_IN_USE)',
    },
    async (req) => {
      const id = param(req, 'id');
      await organizationFor(req, 'Business', 'write', id);
      await deleteOrganization(id);
      return id;
    },
  );
}
