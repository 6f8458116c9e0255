import { connectDatabase, disconnectDatabase } from '../../db/connection';
import { createLogger } from '../../config/logger';
import type { ErpBackend } from '../../integrations/erp/backend';
import { startErpAgent } from '../../integrations/erp/agent';
import { startPartnerSimulator } from '../../integrations/xadis/simulator';
import { benchCredentials, BENCH_INVENTORY_ROWS, BENCH_SALES_ROWS, BENCH_SKUS, benchRows, inventoryRow, salesRow } from './data';

/**
 * What lies outside the product in the benchmark, in its own process as in production: the ERP
 * agent (beside the ERP; here over the benchmark's generated range) writing its answers in chunks
 * of 500 into the product's database, and two partner simulators (one for the baseline, one for
 * the transmission, so neither sees the other's rows). Prints their addresses as one JSON line.
 *   BENCH_DB_URI=... BENCH_DB_NAME=... node --import tsx bench/xadis/externals.ts
 */
const backend: ErpBackend = {
  name: 'simulator',
  async run(operation) {
    if (operation.operation === 'salesRange') return benchRows(salesRow, BENCH_SALES_ROWS, 0, BENCH_SALES_ROWS) as never;
    if (operation.operation === 'inventoryRange') return benchRows(inventoryRow, BENCH_INVENTORY_ROWS, 0, BENCH_INVENTORY_ROWS) as never;
    throw new Error(`the benchmark ERP does not answer ${operation.operation}`);
  },
  // A windowed request (the product's transmissions): the range row by row, as the ERP streams it.
  rows(operation) {
    if (operation.operation === 'salesRange') return rowStream(salesRow, BENCH_SALES_ROWS);
    if (operation.operation === 'inventoryRange') return rowStream(inventoryRow, BENCH_INVENTORY_ROWS);
    return null;
  },
};

function* rowStream<Row>(row: (index: number) => Row, total: number): Generator<Row> {
  for (let index = 0; index < total; index += 1) yield row(index);
}

async function main(): Promise<void> {
  const uri = process.env.BENCH_DB_URI;
  if (!uri) throw new Error('BENCH_DB_URI is required');
  await connectDatabase(uri, process.env.BENCH_DB_NAME ?? 'bench_partner');
  const agent = startErpAgent({ backend, logger: createLogger('silent'), pollIntervalMs: 50 });
  // BENCH_PARTNER_DELAY_MS: both simulators answer after this delay (the driver runs each shape at loopback speed and at 30 ms).
  const answerDelayMs = Number(process.env.BENCH_PARTNER_DELAY_MS ?? 0) || 0;
  const simulators = await Promise.all([0, 1].map(() => startPartnerSimulator({ credentials: [benchCredentials], catalogue: BENCH_SKUS, answerDelayMs })));
  process.stdout.write(`${JSON.stringify({ baselineUrl: simulators[0]!.url, partnerUrl: simulators[1]!.url })}\n`);
  const stop = async () => {
    await agent.stop();
    await Promise.all(simulators.map((simulator) => simulator.close()));
    await disconnectDatabase();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.stdin.on('end', () => void stop());
  process.stdin.resume();
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
