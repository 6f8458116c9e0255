export { formatEpoch, riskShare } from './format';
export type { AuditDecision } from './decision';
