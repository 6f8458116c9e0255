export { AuditLogScreen, HISTORY_READ } from './AuditLogScreen';
export { ChangeHistoryPanel, type ChangeHistoryPanelProps } from './ChangeHistoryPanel';
