export { CommissionsListScreen } from './CommissionsListScreen';
export { CommissionsSelectScreen } from './CommissionsSelectScreen';
export { CommissionCreateScreen } from './CommissionCreateScreen';
export { CommissionStepsScreen } from './CommissionStepsScreen';
export { CommissionEditScreen } from './CommissionEditScreen';
export { CommissionEditor, type CommissionEditorProps } from './CommissionEditor';
export { CommissionRunDialog, type CommissionRunDialogProps } from './CommissionRunDialog';
export { PeriodDialog, type KpiPeriod } from './PeriodDialog';
