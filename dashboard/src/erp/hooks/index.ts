export { erpPollIntervalMs } from './erpPollIntervalMs';
export { useStartErpQuery } from './useStartErpQuery';
export { useErpQuery } from './useErpQuery';
