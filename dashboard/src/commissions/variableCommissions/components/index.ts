export { CommissionsSelectScreen, CommissionsListScreen, CommissionCreateScreen, CommissionStepsScreen, CommissionEditScreen } from './CommissionScreens';
export { PeriodDialog, type KpiPeriod } from './PeriodDialog';
