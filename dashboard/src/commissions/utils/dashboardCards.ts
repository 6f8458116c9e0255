import { type IconName } from '@blueprintjs/core';
import { type CommissionModuleName } from './permissions';

export type CardKey =
  | 'business'
  | 'areas'
  | 'employees'
  | 'dataSources'
  | 'variables'
  | 'parameters'
  | 'functions'
  | 'indicators'
  | 'variableCommissions'
  | 'reports'
  | 'statements'
  | 'manual';

/** The cards of spec 003 section 2.2, each with the module whose read permission shows it (section 6: Employees governs Puestos and Empleados). */
export const dashboardCards: { key: CardKey; module: CommissionModuleName; path: string; icon: IconName }[] = [
  { key: 'business', module: 'Business', path: 'empresas', icon: 'office' },
  { key: 'areas', module: 'Employees', path: 'areas', icon: 'diagram-tree' },
  { key: 'employees', module: 'Employees', path: 'empleados', icon: 'people' },
  { key: 'dataSources', module: 'DataSources', path: 'fuentes-de-informacion', icon: 'database' },
  { key: 'variables', module: 'Variables', path: 'variables', icon: 'variable' },
  { key: 'parameters', module: 'Parameters', path: 'parametros', icon: 'numerical' },
  { key: 'functions', module: 'Functions', path: 'funciones', icon: 'function' },
  { key: 'indicators', module: 'Indicators', path: 'indicadores', icon: 'dashboard' },
  { key: 'variableCommissions', module: 'VariableCommissions', path: 'comisiones-variables', icon: 'calculator' },
  { key: 'reports', module: 'Reports', path: 'reportes', icon: 'timeline-bar-chart' },
  { key: 'statements', module: 'Statements', path: 'estados-de-cuenta', icon: 'document' },
  { key: 'manual', module: 'Manual', path: 'documentacion', icon: 'manual' },
];
