import { loadConfig } from '../../config/config';
import { createLogger } from '../../config/logger';
import { startPartnerSimulator } from './simulator';

/**
 * The partner simulator as its own process (the compose file's partner-simulator service):
 *   HOST=0.0.0.0 PARTNER_SIMULATOR_PORT=3101 npx tsx integrations/xadis/main.ts
 * It knows the demo catalogue's SKUs (the simulator's default) and the configured partner credentials.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, 'partner-simulator', undefined, config.LOG_FORMAT);
  const simulator = await startPartnerSimulator({
    host: config.HOST,
    port: config.PARTNER_SIMULATOR_PORT,
    credentials: [{ user: config.PARTNER_USER, password: config.PARTNER_PASSWORD, taxId: config.PARTNER_TAX_ID }],
  });
  logger.info({ url: simulator.url }, 'partner simulator listening');
  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'partner simulator stopping');
    await simulator.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
