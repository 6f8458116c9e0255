import { type SimulatedProduct, type SimulatedStore } from '../shared/demoDefaults';
import { type ErpBackend } from './backend';
import { createMssqlBackend } from './mssql/backend';
import { createMssqlPools, type MssqlConfig } from './mssql/pools';
import { createErpSimulator } from './simulator/simulator';

export interface ErpBackendConfig extends MssqlConfig {
  ERP_BACKEND: 'simulator' | 'mssql' | 'none';
}

export interface ErpSimulatorData {
  stores?: readonly SimulatedStore[];
  products?: readonly SimulatedProduct[];
}

/**
 * The backend ERP_BACKEND names: the simulator (embedded default), SQL Server, or none when the
 * agent runs elsewhere (beside the real ERP) and this process only writes requests.
 */
export function createErpBackend(config: ErpBackendConfig, simulatorData: ErpSimulatorData = {}): ErpBackend | null {
  switch (config.ERP_BACKEND) {
    case 'simulator':
      return createErpSimulator(simulatorData);
    case 'mssql':
      return createMssqlBackend(createMssqlPools(config));
    case 'none':
      return null;
  }
}
