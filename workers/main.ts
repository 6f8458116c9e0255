/**
 * `npm run worker`: the Temporal worker process (deployment mode, TEMPORAL_ADDRESS set). It
 * connects the database the activities use, registers every workflow and activity on
 * TEMPORAL_TASK_QUEUE and runs until SIGINT or SIGTERM.
 */
import { connectDatabase, disconnectDatabase } from '../db/connection';
import { loadConfig } from '../config/config';
import { boundHeapGrowth } from '../config/heap';
import { createLogger } from '../config/logger';
import { startHeartbeat } from '../config/heartbeat';
import { createActivities } from './activities';
import { xadisActivityDependencies } from './activities/xadis';
import { createTemporalWorker } from './temporal/worker';
import { createIntegrations } from '../integrations/clients';

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL, 'worker', undefined, config.LOG_FORMAT);

async function main(): Promise<void> {
  boundHeapGrowth();
  if (!config.MONGODB_URI) {
    throw new Error('MONGODB_URI is not set: the Temporal worker needs the same database as the API');
  }
  await connectDatabase(config.MONGODB_URI, config.MONGODB_DB);
  // The same mail, SMS and file clients as the API process builds (integrations/clients.ts).
  const integrations = createIntegrations(config);
  const { worker, connection } = await createTemporalWorker(
    config,
    createActivities({
      customers: integrations,
      purchasing: integrations,
      commissions: { mailer: integrations.mailer, publicUrl: config.PUBLIC_URL },
      xadis: xadisActivityDependencies(config, integrations.mailer, config.PARTNER_URL),
    }),
    logger,
  );
  // Alive while the worker polls its task queue.
  const heartbeat = startHeartbeat(config.HEARTBEAT_FILE, () => worker.getState() === 'RUNNING');
  try {
    await worker.run();
  } finally {
    heartbeat.stop();
    integrations.mailer.close();
    await connection.close();
    await disconnectDatabase();
  }
}

main().catch((error: unknown) => {
  logger.error({ err: error }, error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
