export * from './templates';
export { headcountQueryKey } from './headcountQueryKey';
export { useHeadcountSummary } from './useHeadcountSummary';
export { useHeadcountReports } from './useHeadcountReports';
export { useHeadcountHistory } from './useHeadcountHistory';
export { useEvaluateHeadcountLog } from './useEvaluateHeadcountLog';
export { useStartHeadcount } from './useStartHeadcount';
export { useHeadcountRun } from './useHeadcountRun';
