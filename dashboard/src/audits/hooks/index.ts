export { useAudit } from './useAudit';
export { useDecideAudit } from './useDecideAudit';
export { useMassAuditDecision } from './useMassAuditDecision';
export { useReopenCustomerAudit } from './useReopenCustomerAudit';
