export { DashboardScreen, SelectorScreen, dashboardCards } from './DashboardScreen';
export { CommissionsPage, type Crumb, type CommissionsPageProps } from './CommissionsPage';
export { OrganizationsScreen, AreasSelectScreen, AreasScreen } from './BusinessScreens';
export { DataSourcesSelectScreen, DataSourcesScreen, VariablesSelectScreen, VariablesScreen, ParametersSelectScreen, ParametersScreen, ParameterDetailScreen } from './DataScreens';
export { VariableDetailScreen, VariableTagScreen } from './VariableTagScreens';
export { EmployeesSelectScreen, EmployeesScreen } from './EmployeesScreens';
export { ReportsSelectScreen, ReportsScreen, ReportDetailScreen } from './ReportsScreens';
export { ManualScreen } from './ManualScreen';
