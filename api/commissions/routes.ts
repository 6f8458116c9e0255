import { Router } from 'express';
import type { ApiDeps } from '../context';
import { areaRoutes } from './areas/routes';
import { calculationRoutes } from './calculations/routes';
import type { CommissionsContext } from './context';
import { dataSourceRoutes } from './dataSources/routes';
import { employeeRoutes } from './employees/routes';
import { formBodies } from './forms';
import { formulaRoutes } from './formulas/routes';
import { helperFunctionRoutes } from './helperFunctions/routes';
import { indicatorRoutes } from './indicators/routes';
import { commissionsOpenApi } from './openapi';
import { organizationRoutes } from './organizations/routes';
import { parameterRoutes } from './parameters/routes';
import { previewRoutes } from './previews/routes';
import { reportRoutes } from './reports/routes';
import { RouteTable } from './routeTable';
import { variableCommissionRoutes } from './variableCommissions/routes';
import { variableRoutes } from './variables/routes';
import { variableValueRoutes } from './variableValues/routes';

/** Where the product mounts this router. */
export const COMMISSIONS_API_BASE = '/api/commissions';

/** Every route of the API, each family's own, in the order they are matched. */
export function commissionRouteTable(context: CommissionsContext, router: Router = Router()): RouteTable {
  const table = new RouteTable(router);
  organizationRoutes(table);
  areaRoutes(table);
  dataSourceRoutes(table);
  variableRoutes(table);
  variableValueRoutes(table);
  employeeRoutes(table);
  parameterRoutes(table);
  indicatorRoutes(table);
  variableCommissionRoutes(table, context);
  calculationRoutes(table, context);
  formulaRoutes(table);
  previewRoutes(table);
  helperFunctionRoutes(table);
  reportRoutes(table);
  return table;
}

/**
 * The commissions REST API (spec 003 section 7.2), mounted at COMMISSIONS_API_BASE: form bodies,
 * the OpenAPI document generated from the routes, and each resource family's router
 * (<family>/routes.ts: access, input, answer) over its service (<family>/service.ts).
 */
export function createCommissionsRouter(deps: Pick<ApiDeps, 'services' | 'logger'>): Router {
  const router = Router();
  router.use(formBodies);
  const table = commissionRouteTable({ workflows: () => deps.services.workflows, logger: deps.logger }, router);
  let document: ReturnType<typeof commissionsOpenApi> | undefined;
  router.get('/openapi.json', (_req, res) => {
    document ??= commissionsOpenApi(table.routes);
    res.json(document);
  });
  return router;
}
