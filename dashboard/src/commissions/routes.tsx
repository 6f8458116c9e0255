import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type * as ScreensModule from './components';
import type * as StatementScreensModule from './statements/components';

type Screens = typeof ScreensModule;
type StatementScreens = typeof StatementScreensModule;

/** A lazy route of the module: its screens load with the first of them opened. */
function screen(path: string, pick: (screens: Screens) => ComponentType): RouteObject {
  return { path: `variableCommissions${path === '' ? '' : `/${path}`}`, lazy: async () => ({ Component: pick(await import('./components')) }) };
}

/** A lazy route of the commission statements (issue 25): their screens load apart from the rest. */
function statementScreen(path: string, pick: (screens: StatementScreens) => ComponentType): RouteObject {
  return { path: `variableCommissions/${path}`, lazy: async () => ({ Component: pick(await import('./statements/components')) }) };
}

/**
 * Variable commissions (spec 003 section 2.2): every screen under variableCommissions except the
 * steps editor's (indicators, commissions, functions: editorRoutes.tsx). Lazy routes under
 * /prometheus, behind the menu guard.
 */
export const commissionsRoutes: RouteObject[] = [
  screen('', (s) => s.DashboardScreen),
  screen('empresas', (s) => s.OrganizationsScreen),
  screen('areas', (s) => s.AreasSelectScreen),
  screen('areas/lista/:organizationId', (s) => s.AreasScreen),
  screen('empleados', (s) => s.EmployeesSelectScreen),
  screen('empleados/lista/:areaId/:areaName', (s) => s.EmployeesScreen),
  screen('fuentes-de-informacion', (s) => s.DataSourcesSelectScreen),
  screen('fuentes-de-informacion/lista/:organizationId', (s) => s.DataSourcesScreen),
  screen('variables', (s) => s.VariablesSelectScreen),
  screen('variables/lista/:dataSourceId', (s) => s.VariablesScreen),
  screen('variables/detalle/:variableId/:variableName', (s) => s.VariableDetailScreen),
  screen('variables/detalle-valor-tag', (s) => s.VariableTagScreen),
  screen('variables/detalle-valor-tag/:tagId', (s) => s.VariableTagScreen),
  screen('parametros', (s) => s.ParametersSelectScreen),
  screen('parametros/lista/:areaId', (s) => s.ParametersScreen),
  screen('parametros/detalle/:parameterId/:parameterName', (s) => s.ParameterDetailScreen),
  screen('reportes', (s) => s.ReportsSelectScreen),
  screen('reportes/detalle/:reportId', (s) => s.ReportDetailScreen),
  screen('reportes/:id', (s) => s.ReportsScreen),
  screen('documentacion', (s) => s.ManualScreen),
  statementScreen('estados-de-cuenta', (s) => s.StatementsSelectScreen),
  statementScreen('estados-de-cuenta/lista/:organizationId', (s) => s.StatementsScreen),
  statementScreen('estados-de-cuenta/detalle/:statementId', (s) => s.StatementDetailScreen),
];
