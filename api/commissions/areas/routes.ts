import { z } from 'zod';
import { areaAnswer, areaListAnswer, type Area } from '../../../domain/commissions/answers';
import type { CommissionArea } from '../../../db/models/commissions';
import { areaFor, organizationFor } from '../access';
import { nameField } from '../fields';
import { param, type RouteTable } from '../routeTable';
import { createArea, deleteArea, listAreas, renameArea } from './service';

const areaName = z.object({ name: nameField(2) });
const nodeJson = (area: CommissionArea): Area => ({ id: area.id, name: area.name, organization_id: area.organizationId });

/** Positions of a company (module Employees). */
export function areaRoutes(table: RouteTable): void {
  table.add(
    { method: 'get', path: '/organization/:id/area', module: 'Employees', summary: "A company's positions", response: areaListAnswer },
    async (req, res) => {
      const organizationId = param(req, 'id');
      await organizationFor(req, 'Employees', 'read', organizationId);
      res.json({ node: (await listAreas(organizationId)).map(nodeJson) });
    },
  );
  table.create(
    {
      path: '/organization/:id/area',
      module: 'Employees',
      summary: 'Create a position (name at least 2 characters)',
      body: areaName,
      response: areaAnswer,
    },
    async (req, input) => {
      const organizationId = param(req, 'id');
      await organizationFor(req, 'Employees', 'write', organizationId);
      return { node: nodeJson(await createArea(organizationId, input().name)) };
    },
  );
  table.update({ path: '/area/:id', module: 'Employees', summary: 'Rename a position', body: areaName, response: areaAnswer }, async (req, input) => {
    const area = await areaFor(req, 'Employees', 'write', param(req, 'id'));
    return { node: nodeJson(await renameArea(area, input().name)) };
  });
  table.delete(
    {
      path: '/area/:id',
      module: 'Employees',
      summary: 'Delete a position without employees, commissions, indicators or parameters (else 409 COMMISSION_AREA_IN_USE)',
    },
    async (req) => {
      const area = await areaFor(req, 'Employees', 'write', param(req, 'id'));
      await deleteArea(area);
      return area.id;
    },
  );
}
