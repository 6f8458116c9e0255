import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import mongoose, { Types } from 'mongoose';
import { startEmbeddedServer } from '../../db/embedded/index';
import { connectDatabase, disconnectDatabase } from '../../db/connection';
import { CustomerModel } from '../../db/models/customers/customer';
import { ChangeHistoryEntryModel } from '../../db/models/history/changeHistoryEntry';
import { setHistoryRecording } from '../../db/history/plugin';
import { historyAreas, trackedModels } from '../../domain/history/tracked';
import { storeDate } from '../../domain/common/time';
import { createApp } from '../../api/app';
import { listen } from '../../api/server';
import { testDeps, TEST_OPERATOR_TOKEN } from '../../api/testing/deps';
import { historyModule } from '../../api/history/graphql';
import { extensionModule, type GraphqlModule } from '../../api/graphql/schema';
import { requirePermission } from '../../api/context';

/**
 * Change-history benchmark (npm run bench:history; issue 22; not part of CI), on the embedded
 * document server with the product's durability (fsync):
 * 1. BENCH_HISTORY_UPDATES (10,000) customers updated one by one through GraphQL (HTTP, operator
 *    token, graphql-http, a resolver doing the service's CustomerModel.updateOne), in blocks that
 *    alternate history off (setHistoryRecording(false): the plugin does nothing, no transaction)
 *    and on (before-read, write, after-read and entry in one transaction). Target: the median with
 *    history at most 10 % above the median without.
 * 2. BENCH_HISTORY_ENTRIES (1,000,000) entries in changehistory; the audit log's first page through
 *    GraphQL with no filter, by user, by area, by record and by a date range. Target: < 300 ms each.
 * The product has no mutation that edits one customer's field, so the bench serves one, written as
 * an area's resolver and service would be (requirePermission, then the model's updateOne).
 * Tiny run: BENCH_HISTORY_UPDATES=200 BENCH_HISTORY_ENTRIES=20000 npm run bench:history
 */
const UPDATES = Number(process.env.BENCH_HISTORY_UPDATES ?? 10_000);
const ENTRIES = Number(process.env.BENCH_HISTORY_ENTRIES ?? 1_000_000);
const BLOCK = Math.max(10, Math.min(500, Math.floor(UPDATES / 20)));
const OVERHEAD_TARGET = 0.1;
const SEARCH_TARGET_MS = 300;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;
const ms = (value: number) => `${value.toFixed(2)} ms`;
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

const benchModule: GraphqlModule = extensionModule({
  typeDefs: /* GraphQL */ `
    extend type Mutation {
      benchRenameCustomer(id: ID!, customerName: String!): Boolean!
    }
  `,
  resolvers: {
    Mutation: {
      benchRenameCustomer: async (_parent, args: { id: string; customerName: string }, ctx) => {
        requirePermission(ctx, 'customers.write');
        const result = await CustomerModel.updateOne(
          { _id: new Types.ObjectId(args.id) },
          { $set: { customerName: args.customerName, nameKey: args.customerName.toLowerCase() } },
        );
        return result.matchedCount === 1;
      },
    },
  },
});

function customer(index: number) {
  return {
    _id: new Types.ObjectId(),
    customerId: `C${index}`,
    customerName: `Cliente ${index}`,
    nameParts: { customerName: 'Cliente', customerSecondName: String(index), customerLastName: '' },
    birthdate: null,
    phones: [{ phoneType: 'mobile', phone: `+529${String(210_000_000 + index).padStart(9, '0')}` }],
    emails: [`cliente${index}@example.com`],
    phoneKeys: [],
    emailKeys: [],
    nameKey: `cliente ${index}`,
    customerTypeId: 'CC',
    sellBanned: false,
    registrationWarehouseId: 'CO101',
    fingerCount: 0,
    openAuditCount: 0,
    _version: 1,
    _deleted: null,
    _lastChangedAt: Date.now(),
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-bench-history-'));
  const server = await startEmbeddedServer({ dataDir });
  await connectDatabase(server.uri, 'bench_history');
  await Promise.all([CustomerModel.init(), ChangeHistoryEntryModel.init()]);
  const api = await listen(createApp(testDeps(), { modules: [benchModule, historyModule], dashboardDir: '/nonexistent' }), '127.0.0.1', 0);
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
    if (body.errors) throw new Error(body.errors[0]!.message);
    return body.data!;
  };
  try {
    console.log(`History benchmark: ${UPDATES.toLocaleString('en')} customer updates, ${ENTRIES.toLocaleString('en')} entries (embedded server, fsync)`);
    const customers = Array.from({ length: UPDATES }, (_, index) => customer(index));
    for (let start = 0; start < customers.length; start += 5000) await CustomerModel.collection.insertMany(customers.slice(start, start + 5000));

    // 1. One staff write at a time through GraphQL, history off and on in alternating blocks.
    const RENAME = 'mutation ($id: ID!, $name: String!) { benchRenameCustomer(id: $id, customerName: $name) }';
    for (let index = 0; index < Math.min(200, UPDATES); index += 1)
      await gql(RENAME, { id: customers[index]!._id.toHexString(), name: `Calentamiento ${index}` });
    const off: number[] = [];
    const on: number[] = [];
    for (let start = 0, block = 0; start < UPDATES; start += BLOCK, block += 1) {
      const recording = block % 2 === 1;
      setHistoryRecording(recording);
      for (let index = start; index < Math.min(UPDATES, start + BLOCK); index += 1) {
        const began = performance.now();
        await gql(RENAME, { id: customers[index]!._id.toHexString(), name: `Cliente renombrado ${index}` });
        (recording ? on : off).push(performance.now() - began);
      }
    }
    setHistoryRecording(true);
    const recorded = await ChangeHistoryEntryModel.countDocuments({ recordType: 'Customer', 'actor.kind': 'operator' });
    const overhead = median(on) / median(off) - 1;
    console.log(`\n1. Updating customers one by one through GraphQL (${off.length} without history, ${on.length} with, alternating blocks of ${BLOCK})`);
    console.log(`   without history: median ${ms(median(off))}, p95 ${ms(percentile(off, 0.95))}`);
    console.log(`   with history:    median ${ms(median(on))}, p95 ${ms(percentile(on, 0.95))} (${recorded} entries written)`);
    console.log(
      `   history adds ${(overhead * 100).toFixed(1)} % to the median (target <= ${OVERHEAD_TARGET * 100} %): ${verdict(overhead <= OVERHEAD_TARGET)}`,
    );

    // 2. The audit log over ENTRIES entries.
    const types = Object.entries(trackedModels);
    const users = Array.from({ length: 200 }, (_, index) => `usuario${index}`);
    const now = Date.now();
    const span = 365 * 24 * 3600_000;
    const began = performance.now();
    const batch = 10_000;
    for (let start = 0; start < ENTRIES; start += batch) {
      const docs = Array.from({ length: Math.min(batch, ENTRIES - start) }, (_, offset) => {
        const index = start + offset;
        const [recordType, model] = types[index % types.length]!;
        return {
          at: now - Math.floor((index / ENTRIES) * span) - 1,
          actor: { kind: 'staff', id: `ATT${index % users.length}`, name: users[index % users.length]! },
          area: model.area,
          recordType,
          recordId: `R${index % 50_000}`,
          operation: index % 10 === 0 ? 'create' : 'update',
          changes: [{ field: 'customerName', before: `Nombre ${index}`, after: `Nombre ${index + 1}` }],
        };
      });
      await mongoose.connection.collection('changehistory').insertMany(docs, { ordered: false });
    }
    console.log(`\n2. Audit log over ${ENTRIES.toLocaleString('en')} entries (loaded in ${((performance.now() - began) / 1000).toFixed(1)} s)`);
    const PAGE =
      'query ($filter: ChangeHistoryFilter) { changeHistory(filter: $filter, pageSize: 50) { total entries { id at recordType recordId actor { name } changes { field before after } } } }';
    const RECORD = 'query ($type: String!, $id: String!) { recordHistory(recordType: $type, recordId: $id, pageSize: 50) { total entries { id at } } }';
    const from = storeDate(now - 40 * 24 * 3600_000);
    const to = storeDate(now - 30 * 24 * 3600_000);
    const searches: [string, () => Promise<unknown>][] = [
      ['first page, no filter', () => gql(PAGE, { filter: null })],
      ['by user', () => gql(PAGE, { filter: { userName: 'usuario17' } })],
      ['by area', () => gql(PAGE, { filter: { area: historyAreas[0] } })],
      ['by record (panel)', () => gql(RECORD, { type: types[7]![0], id: 'R7' })],
      ['by date range (10 days)', () => gql(PAGE, { filter: { from, to } })],
      ['by user and area', () => gql(PAGE, { filter: { userName: 'usuario17', area: types[17 % types.length]![1].area } })],
    ];
    let allMet = true;
    for (const [name, run] of searches) {
      await run();
      const times: number[] = [];
      let total = 0;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const start = performance.now();
        const data = (await run()) as { changeHistory?: { total: number }; recordHistory?: { total: number } };
        times.push(performance.now() - start);
        total = (data.changeHistory ?? data.recordHistory)?.total ?? 0;
      }
      const took = median(times);
      allMet &&= took < SEARCH_TARGET_MS;
      console.log(
        `   ${name.padEnd(26)} ${ms(took).padStart(11)}  (${total.toLocaleString('en')} match; target < ${SEARCH_TARGET_MS} ms: ${verdict(took < SEARCH_TARGET_MS)})`,
      );
    }
    console.log(`\nTargets: history overhead ${verdict(overhead <= OVERHEAD_TARGET)}, searches ${verdict(allMet)}`);
  } finally {
    await api.close();
    await disconnectDatabase();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
