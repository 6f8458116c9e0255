import { parseArgs } from 'node:util';
import { createLogger } from '../../config/logger';
import { startEmbeddedServer } from './index';

/**
 * Standalone embedded document server:
 *   npx tsx db/embedded/main.ts --data ./data/db --port 27118 [--host 127.0.0.1] [--durability fsync|os]
 *     [--cursor-timeout-ms 600000] [--cache-mb 128] [--sort-mb 100]
 * Prints one JSON line `{"uri": ..., "port": ...}` on stdout once it accepts connections.
 */
const { values } = parseArgs({
  options: {
    data: { type: 'string', default: './data/db' },
    port: { type: 'string', default: process.env.EMBEDDED_DB_PORT ?? '27118' },
    host: { type: 'string', default: '127.0.0.1' },
    durability: { type: 'string', default: 'fsync' },
    'cursor-timeout-ms': { type: 'string', default: String(10 * 60_000) },
    'cache-mb': { type: 'string', default: process.env.EMBEDDED_DB_CACHE_MB ?? '128' },
    'sort-mb': { type: 'string', default: process.env.EMBEDDED_DB_SORT_MB ?? '100' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`Invalid --port: ${values.port}\n`);
  process.exit(2);
}

if (values.durability !== 'fsync' && values.durability !== 'os') {
  process.stderr.write(`Invalid --durability: ${values.durability} (fsync or os)\n`);
  process.exit(2);
}

const cursorTimeoutMs = Number(values['cursor-timeout-ms']);
if (!Number.isInteger(cursorTimeoutMs) || cursorTimeoutMs <= 0) {
  process.stderr.write(`Invalid --cursor-timeout-ms: ${values['cursor-timeout-ms']}\n`);
  process.exit(2);
}

const cacheMb = Number(values['cache-mb']);
if (!Number.isInteger(cacheMb) || cacheMb <= 0) {
  process.stderr.write(`Invalid --cache-mb: ${values['cache-mb']}\n`);
  process.exit(2);
}
const sortMb = Number(values['sort-mb']);
if (!Number.isInteger(sortMb) || sortMb <= 0) {
  process.stderr.write(`Invalid --sort-mb: ${values['sort-mb']}\n`);
  process.exit(2);
}

const logger = createLogger(process.env.LOG_LEVEL ?? 'info', 'embedded-db');
let server: Awaited<ReturnType<typeof startEmbeddedServer>>;
try {
  server = await startEmbeddedServer({
    dataDir: values.data as string,
    port,
    host: values.host as string,
    logger,
    durability: values.durability,
    cursorTimeoutMs,
    cacheMb,
    sortMb,
  });
} catch (error) {
  // A clear line, not a stack: the directory is taken, unreadable, or the port is in use.
  process.stderr.write(`The embedded document server could not start on ${values.data}: ${(error as Error).message}\n`);
  process.exit(1);
}
process.stdout.write(`${JSON.stringify({ uri: server.uri, port: server.port })}\n`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'embedded document server stopping');
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      logger.error({ err: error }, 'embedded document server failed to stop cleanly');
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
