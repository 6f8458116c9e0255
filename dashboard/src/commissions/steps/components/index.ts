export { StepsEditor, type StepsEditorProps } from './StepsEditor';
export { ElementDialog } from './ElementDialog';
export { FormulaMath } from './FormulaMath';
export { PreviewPanel } from './PreviewPanel';
export { FormulaEditor, saveFailure, saveWithNotices, KPI_SAVED_DELAY_MS, KPI_SAVED_SHOWN_MS, NOTICE_MS } from './FormulaEditor';
export { RecordForm, type RecordPlacement } from './RecordForm';
