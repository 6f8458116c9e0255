import { loadConfig } from '../config/config';
import { boundHeapGrowth } from '../config/heap';
import { createLogger } from '../config/logger';
import { startProduct } from './product';

/**
 * `npm start`: the whole product in one process on the embedded defaults (or the configured
 * backends), with demo data on first run. Ctrl-C stops it cleanly: the API stops accepting,
 * running workflows are left durable for the next start, the database closes last.
 */
async function main() {
  boundHeapGrowth();
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, 'prometheus', undefined, config.LOG_FORMAT);
  // Signals are handled from the first moment: a Ctrl-C during start-up stops once started.
  let stopping = false;
  const running: { stop?: () => Promise<void> } = {};
  const shutdown = (signal: string) => {
    // A second Ctrl-C while stopping hangs is the operator insisting: leave at once (every
    // acknowledged write is already durable; unfinished runs resume on the next start).
    if (stopping) {
      logger.warn({ signal }, 'stopping now, without waiting');
      process.exit(130);
    }
    stopping = true;
    logger.info({ signal }, 'stopping');
    void (async () => {
      while (!running.stop) await new Promise((resolve) => setTimeout(resolve, 50));
      await running.stop();
    })()
      .then(() => process.exit(0))
      .catch((error) => {
        logger.error({ err: error }, 'stop failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  const product = await startProduct(config, logger);
  running.stop = product.stop;
  const nameWidth = Math.max(0, ...product.demoAccounts.map((account) => account.username.length)) + 2;
  const lines = [
    '',
    `  Prometheus back office is running at ${product.url}`,
    '',
    ...product.components.map((component) => `  ${component.name.padEnd(20)} ${component.mode}`),
    '',
    ...(product.demoAccounts.length
      ? [
          '  Demo accounts (username / password / position):',
          ...product.demoAccounts.map((account) => `    ${account.username.padEnd(nameWidth)} ${account.password.padEnd(14)} ${account.position}`),
          '',
        ]
      : []),
    ...(product.operatorTokenFile ? [`  CLI operator token: ${product.operatorTokenFile} (read automatically by \`npm run cli\`)`, ''] : []),
    '  Press Ctrl-C to stop.',
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
