import sql from 'mssql';
import { IntegrationError } from '../../shared/errors';
import { type ErpDatabase, type MssqlBackendOptions, type SqlPool } from './backend';

export interface MssqlConfig {
  ERP_MSSQL_SERVER?: string;
  ERP_MSSQL_PORT: number;
  ERP_MSSQL_USER?: string;
  ERP_MSSQL_PASSWORD?: string;
  ERP_MSSQL_DATABASE_COMPANY1: string;
  ERP_MSSQL_DATABASE_OTHERS: string;
}

/**
 * One connection pool per ERP database, opened on first use. The agent runs on the ERP's own
 * network, where SQL Server usually has a self-signed certificate: the link is encrypted and the
 * certificate is trusted as is.
 */
export function createMssqlPools(config: MssqlConfig): MssqlBackendOptions {
  const { ERP_MSSQL_SERVER: server, ERP_MSSQL_USER: user, ERP_MSSQL_PASSWORD: password } = config;
  if (!server || !user || !password) {
    throw new IntegrationError('ERP_BACKEND_NOT_CONFIGURED', {
      detail: 'ERP_MSSQL_SERVER, ERP_MSSQL_USER and ERP_MSSQL_PASSWORD are required with ERP_BACKEND=mssql',
    });
  }
  const names: Record<ErpDatabase, string> = {
    company1: config.ERP_MSSQL_DATABASE_COMPANY1,
    others: config.ERP_MSSQL_DATABASE_OTHERS,
  };
  const pools = new Map<ErpDatabase, Promise<sql.ConnectionPool>>();
  return {
    pool(database) {
      let pool = pools.get(database);
      if (!pool) {
        const connection = new sql.ConnectionPool({
          server,
          port: config.ERP_MSSQL_PORT,
          user,
          password,
          database: names[database],
          pool: { max: 5, min: 0, idleTimeoutMillis: 60_000 },
          options: { encrypt: true, trustServerCertificate: true },
          requestTimeout: 120_000,
        });
        pool = connection.connect();
        // A failed connection is forgotten so the next request tries again.
        pool.catch(() => pools.delete(database));
        pools.set(database, pool);
      }
      return pool as Promise<SqlPool>;
    },
    async close() {
      const open = [...pools.values()];
      pools.clear();
      await Promise.all(open.map(async (pool) => (await pool.catch(() => null))?.close()));
    },
  };
}
