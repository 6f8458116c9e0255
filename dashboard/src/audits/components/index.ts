export { AuditDialog } from './AuditDialog';
export type { AuditDialogProps } from './AuditDialog';
