import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/** A lazy route of the module: each editor family loads with the first of its screens opened. */
function lazyScreen<M>(path: string, load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject {
  return { path: `variableCommissions/${path}`, lazy: async () => ({ Component: pick(await load()) }) };
}

const indicators = () => import('./indicators/components');
const commissions = () => import('./variableCommissions/components');
const functions = () => import('./functions/components');

/** The steps editor's screens of variable commissions: indicators, variable commissions and functions (spec 003 section 2.2). */
export const commissionsEditorRoutes: RouteObject[] = [
  lazyScreen('indicadores', indicators, (m) => m.IndicatorsSelectScreen),
  lazyScreen('indicadores/lista/:areaId', indicators, (m) => m.IndicatorsListScreen),
  lazyScreen('indicadores/crear', indicators, (m) => m.IndicatorCreateScreen),
  lazyScreen('indicadores/crear/pasos', indicators, (m) => m.IndicatorStepsScreen),
  lazyScreen('indicadores/detalle/:indicatorId', indicators, (m) => m.IndicatorEditScreen),
  lazyScreen('indicadores/detalle/:indicatorId/:name', indicators, (m) => m.IndicatorEditScreen),
  lazyScreen('comisiones-variables', commissions, (m) => m.CommissionsSelectScreen),
  lazyScreen('comisiones-variables/lista/:areaId', commissions, (m) => m.CommissionsListScreen),
  lazyScreen('comisiones-variables/crear', commissions, (m) => m.CommissionCreateScreen),
  lazyScreen('comisiones-variables/crear/pasos', commissions, (m) => m.CommissionStepsScreen),
  lazyScreen('comisiones-variables/detalle/:commissionId', commissions, (m) => m.CommissionEditScreen),
  lazyScreen('funciones', functions, (m) => m.FunctionsListScreen),
  lazyScreen('funciones/crear', functions, (m) => m.FunctionCreateScreen),
  lazyScreen('funciones/crear/pasos', functions, (m) => m.FunctionStepsScreen),
  lazyScreen('funciones/detalle/:functionId', functions, (m) => m.FunctionEditScreen),
];
