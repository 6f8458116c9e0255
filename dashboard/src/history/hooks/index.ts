export { historyQueryKey, PANEL_PAGE_SIZE } from './keys';
export { useChangeHistory } from './useChangeHistory';
export { useChangeHistoryAreas } from './useChangeHistoryAreas';
export { useRecordHistory } from './useRecordHistory';
export { useRefreshHistoryOnWrites } from './useRefreshHistoryOnWrites';
export { useHistoryTexts, type HistoryActorLike, type HistoryTexts } from './useHistoryTexts';
