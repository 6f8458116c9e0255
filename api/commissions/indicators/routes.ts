import type { Request } from 'express';
import { z } from 'zod';
import { indicatorAnswer, indicatorListAnswer, indicatorNameAnswer } from '../../../domain/commissions/answers';
import { areaFor, inCompany, movedArea, type AccessMode } from '../access';
import { formulaFields, movedToField, nameField } from '../fields';
import { param, type RouteTable } from '../routeTable';
import { createIndicator, deleteIndicator, findIndicator, listIndicators, updateIndicator } from './service';

const indicatorInput = z.object({ name: nameField(1), ...formulaFields });
const indicatorEdit = z.object({ name: nameField(1).optional(), hierarchical_node_id: movedToField, ...formulaFields });

const indicatorFor = async (req: Request, mode: AccessMode, id: string) => inCompany(req, 'Indicators', mode, await findIndicator(id));

/** Indicators of a position (module Indicators). */
export function indicatorRoutes(table: RouteTable): void {
  table.add(
    { method: 'get', path: '/area/:id/indicator', module: 'Indicators', summary: "A position's indicators", response: indicatorListAnswer },
    async (req, res) => {
      const area = await areaFor(req, 'Indicators', 'read', param(req, 'id'));
      res.json({ indicator: (await listIndicators(area)).map(({ id, name }) => ({ id, name })) });
    },
  );
  table.create(
    {
      path: '/area/:id/indicator',
      module: 'Indicators',
      summary: 'Create an indicator (variables, parameters, functions, previous steps)',
      body: indicatorInput,
      response: indicatorNameAnswer,
    },
    async (req, input) => {
      const area = await areaFor(req, 'Indicators', 'write', param(req, 'id'));
      const { name, ...formula } = input();
      const indicator = await createIndicator(area, name, formula);
      return { indicator: { id: indicator.id, name } };
    },
  );
  table.add(
    { method: 'get', path: '/indicator/:id', module: 'Indicators', summary: 'One indicator with its lists', response: indicatorAnswer },
    async (req, res) => {
      const indicator = await indicatorFor(req, 'read', param(req, 'id'));
      res.json({
        indicator: {
          id: indicator.id,
          name: indicator.name,
          expression: indicator.expression,
          html_reference: indicator.htmlReference,
          parameter_id_list: indicator.parameterIds,
          variable_id_tag_list: indicator.variableRefs.map(({ id, tag }) => ({ id, tag })),
          hfunction_id_list: indicator.functionIds,
          hierarchical_node: { id: indicator.areaId, organization_id: indicator.organizationId },
        },
      });
    },
  );
  table.update(
    {
      path: '/indicator/:id',
      module: 'Indicators',
      summary: 'Edit an indicator',
      body: indicatorEdit,
      response: indicatorNameAnswer,
    },
    async (req, input) => {
      const indicator = await indicatorFor(req, 'write', param(req, 'id'));
      const { name = indicator.name, hierarchical_node_id, ...formula } = input();
      const place = await movedArea(req, 'Indicators', indicator, hierarchical_node_id);
      await updateIndicator(indicator, name, place, formula);
      return { indicator: { id: indicator.id, name } };
    },
  );
  table.delete({ path: '/indicator/:id', module: 'Indicators', summary: 'Delete an indicator' }, async (req) => {
    const indicator = await indicatorFor(req, 'write', param(req, 'id'));
    await deleteIndicator(indicator);
    return indicator.id;
  });
}
