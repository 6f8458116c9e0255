export { useStartErpQuery } from './useStartErpQuery';
export { useErpQuery } from './useErpQuery';
