import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config/config';
import { createLogger } from '../../config/logger';
import { connectDatabase, disconnectDatabase } from '../connection';
import { startEmbeddedServer, type EmbeddedServer } from '../embedded/index';
import { demoAccounts } from './demoAccess';
import { seedDemoData } from './seed';

/**
 * Seeds (or reseeds) the demo dataset:
 *   npx tsx db/seed/main.ts [--reset] [--seed 1]
 * Uses MONGODB_URI when set; otherwise the embedded server of a running `npm start` on
 * EMBEDDED_DB_PORT, or, when none is running, an embedded server of its own on DATA_DIR/db.
 */
const { values } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    seed: { type: 'string', default: '1' },
  },
});

const seed = Number(values.seed);
if (!Number.isInteger(seed) || seed < 1) {
  process.stderr.write(`Invalid --seed: ${values.seed}\n`);
  process.exit(2);
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL, 'seed', undefined, config.LOG_FORMAT);
let ownServer: EmbeddedServer | undefined;
let uri = config.MONGODB_URI;
if (!uri) {
  if (await portAnswers(config.EMBEDDED_DB_PORT)) {
    uri = `mongodb://127.0.0.1:${config.EMBEDDED_DB_PORT}`;
  } else {
    ownServer = await startEmbeddedServer({ dataDir: path.join(config.dataDir, 'db'), port: 0 });
    uri = ownServer.uri;
  }
}

try {
  await connectDatabase(uri, config.MONGODB_DB);
  const result = await seedDemoData({ reset: values.reset, seed, logger });
  const rows = Object.entries(result.collections).map(
    ([collection, counts]) => `  ${collection.padEnd(20)} ${String(counts.total).padStart(6)} records  +${counts.inserted} ~${counts.updated}`,
  );
  process.stdout.write(
    [
      `Demo data ${values.reset ? 'reset and ' : ''}seeded in ${result.durationMs} ms (seed ${seed}, version ${result.seedVersion})`,
      ...rows,
      '',
      'Demo accounts (username / password / position):',
      ...demoAccounts.map((account) => `  ${account.username.padEnd(14)} ${account.password.padEnd(12)} ${account.position}`),
      '',
    ].join('\n'),
  );
} finally {
  await disconnectDatabase();
  await ownServer?.close();
}
