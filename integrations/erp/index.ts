export { ErpOperationError, type ErpBackend, type ErpResultOf } from './backend';
export { startErpAgent, parseErpRequest, defaultChunkRows, type ErpAgent, type ErpAgentOptions } from './agent';
export { createErpSimulator, type ErpSimulator, type ErpSimulatorOptions, type SimulatedPurchaseOrder } from './simulator/simulator';
export { emptyContainerArticles, type EmptyContainerArticle } from './simulator/generator';
export {
  createMssqlBackend,
  type MssqlBackendOptions,
  type SqlPool,
  type SqlRequest,
  type SqlTransaction,
  type SqlResult,
  type ErpDatabase,
} from './mssql/backend';
export { createMssqlPools, type MssqlConfig } from './mssql/pools';
export { createErpBackend, type ErpBackendConfig, type ErpSimulatorData } from './fromConfig';
export { parseErpDate, formatErpDate, erpToday, erpDays, ERP_TIME_ZONE } from './dates';
export { defaultSimulatedStores, defaultSimulatedProducts, type SimulatedStore, type SimulatedProduct } from '../shared/demoDefaults';
