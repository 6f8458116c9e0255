export { AuditLogScreen, HISTORY_READ } from './AuditLogScreen';
export { ChangeHistoryButton, type ChangeHistoryButtonProps } from './ChangeHistoryButton';
export { ChangeHistoryPanel, type ChangeHistoryPanelProps } from './ChangeHistoryPanel';
