import { connectDatabase, disconnectDatabase } from '../../db/connection';
import { demoProducts, demoStores } from '../../db/seed';
import { loadConfig } from '../../config/config';
import mongoose from 'mongoose';
import { createLogger } from '../../config/logger';
import { startHeartbeat } from '../../config/heartbeat';
import { startErpAgent } from './agent';
import { createErpBackend } from './fromConfig';

/**
 * The ERP agent as its own process, for the machine beside the ERP:
 *   MONGODB_URI=... ERP_BACKEND=mssql ERP_MSSQL_SERVER=... npx tsx integrations/erp/main.ts
 * It needs only outbound connections: to the product's database and to SQL Server.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, 'erp-agent', undefined, config.LOG_FORMAT);
  if (!config.MONGODB_URI) throw new Error('MONGODB_URI is required: the agent reads requests from the product database');
  // The simulator answers for the demo dataset's stores and articles.
  const backend = createErpBackend(config, { stores: demoStores(), products: demoProducts() });
  if (!backend) throw new Error('ERP_BACKEND=none: nothing for the agent to run; use simulator or mssql');
  await connectDatabase(config.MONGODB_URI, config.MONGODB_DB);
  const agent = startErpAgent({ backend, logger, pollIntervalMs: config.ERP_POLL_INTERVAL_MS });
  // Alive while it can read the requests it serves.
  const heartbeat = startHeartbeat(config.HEARTBEAT_FILE, () => mongoose.connection.readyState === mongoose.ConnectionStates.connected);
  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'ERP agent stopping');
    // With the database gone, stopping waits for server selection; do not hang a deployment on it.
    setTimeout(() => process.exit(1), 15_000).unref();
    heartbeat.stop();
    await agent.stop();
    await backend.close?.();
    await disconnectDatabase();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
