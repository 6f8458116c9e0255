export { STATEMENTS_PAGE_SIZE, statementsQueryKey } from './keys';
export { useStatementPeriods } from './useStatementPeriods';
export { useStatementPage } from './useStatementPage';
export { useStatementDetail } from './useStatementDetail';
export { useExportPreview } from './useExportPreview';
export { useStatementDecision } from './useStatementDecision';
export { useStatementPdf } from './useStatementPdf';
export { useWhatIfInputs } from './useWhatIfInputs';
export { useWhatIf } from './useWhatIf';
