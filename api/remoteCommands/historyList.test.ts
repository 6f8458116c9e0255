import { Types } from 'mongoose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readCsv } from '../../domain/common/csv';
import { DEFAULT_REMOTE_COMMAND_EXPIRY_MS } from '../../domain/remoteCommands/commands';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { RemoteControlModel } from '../../db/models/remoteCommands/remoteControl';
import { startListTestApp, type ListTestApp } from '../exports/testing';
import { remoteCommandsCsvList } from './export';
import { remoteCommandsModule } from './graphql';

/** 'Historial de comandos' filtered, sorted and paged on the server through GraphQL, and its CSV through the one export, with remoteCommands.read. */
let database: TestDatabase;
let app: ListTestApp;
const NOW = Date.now();
const names = ['Actualizar precios', 'Abrir cajón', 'Reiniciar', '=SUMA(A1)'];
const stores = ['CO101', 'CO102', 'CO103'];
const types = ['send', 'received', 'executed', 'failed'] as const;

beforeAll(async () => {
  database = await startTestDatabase();
  await RemoteControlModel.init();
  // 37 commands: every fourth sent two hours ago (a sent or received one among them is expired).
  await RemoteControlModel.insertMany(
    Array.from({ length: 37 }, (_, index) => {
      const sentAt = NOW - (index % 4 === 0 ? 2 * 3600_000 : index * 1000);
      const last = types[index % 4 === 0 ? (index % 8 === 0 ? 0 : 1) : (index * 7) % 4];
      const statuses = types.slice(0, types.indexOf(last) + 1).filter((type) => !(last === 'failed' && type === 'executed'));
      return {
        remoteCommandId: new Types.ObjectId(),
        remoteCommand: { remoteCommandName: names[index % names.length], command: '{"oper":"x","data":{}}' },
        warehouseId: stores[index % stores.length],
        params: index % 5 === 0 ? JSON.stringify({ customerId: `CLI${index}`, customerName: 'Rosa' }) : '{}',
        remoteControlStatus: statuses.map((type) => ({
          remoteControlStatusType: type,
          startDatetime: Math.floor(sentAt / 1000),
          endDatetime: null,
          attendantId: null,
        })),
        status: last,
        sentBy: ['soporte', 'admin', 'zoe'][index % 3],
        sentAt,
      };
    }),
  );
  app = await startListTestApp([remoteCommandsModule], { remoteCommands: remoteCommandsCsvList(() => DEFAULT_REMOTE_COMMAND_EXPIRY_MS) });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Page = { remoteCommandHistoryPage: { total: number; rows: { id: string; state: string; warehouseId: string; remoteCommandName: string }[] } };
const PAGE = `query ($sort: RemoteControlSort, $direction: SortDirection, $page: Int, $storeId: String, $state: String, $commandName: String) {
  remoteCommandHistoryPage(pageSize: 25, page: $page, sort: $sort, direction: $direction, storeId: $storeId, state: $state, commandName: $commandName) { total rows { id state warehouseId remoteCommandName } }
}`;
const FIELDS = {
  sentAt: 'sentAt',
  remoteCommandName: 'remoteCommand.remoteCommandName',
  warehouseId: 'warehouseId',
  state: 'status',
  sentBy: 'sentBy',
} as const;

it('pages the history in each sort either way, as the database orders it, and exports the same order', async () => {
  for (const [sort, field] of Object.entries(FIELDS)) {
    for (const direction of ['asc', 'desc'] as const) {
      const expected = (
        await RemoteControlModel.find({})
          .sort({ [field]: direction === 'asc' ? 1 : -1, _id: 1 })
          .lean()
      ).map((row) => String(row._id));
      const seen: string[] = [];
      for (let page = 0; page * 25 < expected.length; page += 1)
        seen.push(...(await app.gql<Page>(PAGE, { sort, direction, page })).body.data!.remoteCommandHistoryPage.rows.map((row) => row.id));
      expect(seen, `${sort} ${direction}`).toEqual(expected);
      const file = await app.csv('remoteCommands', { sort, direction });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toMatch(/filename="remote-commands-\d{4}-\d{2}-\d{2}\.csv"/);
      const records = readCsv(await file.text());
      expect(records[0].cells.slice(0, 3)).toEqual(['sentAt', 'remoteCommandName', 'warehouseId']);
      const sentAts = (
        await RemoteControlModel.find({})
          .sort({ [field]: direction === 'asc' ? 1 : -1, _id: 1 })
          .lean()
      ).map((row) => new Date(row.sentAt).toISOString());
      expect(records.slice(1).map((record) => record.cells[0])).toEqual(sentAts);
    }
  }
  const newest = (await app.gql<Page>(PAGE, {})).body.data!.remoteCommandHistoryPage;
  expect(newest.total).toBe(37);
  expect(newest.rows[0].id).toBe(String((await RemoteControlModel.findOne({}).sort({ sentAt: -1, _id: -1 }).lean())!._id));
});

it('filters by store, state (expired computed from the expiry) and command, in the page and the file', async () => {
  const expired = (await app.gql<Page>(PAGE, { state: 'expired' })).body.data!.remoteCommandHistoryPage;
  expect(expired.total).toBe(
    await RemoteControlModel.countDocuments({ status: { $in: ['send', 'received'] }, sentAt: { $lt: NOW - DEFAULT_REMOTE_COMMAND_EXPIRY_MS } }),
  );
  expect(expired.total).toBeGreaterThan(0);
  expect(expired.rows.every((row) => row.state === 'expired')).toBe(true);
  const sent = (await app.gql<Page>(PAGE, { state: 'send' })).body.data!.remoteCommandHistoryPage;
  expect(sent.rows.every((row) => row.state === 'send')).toBe(true);
  const mixed = (await app.gql<Page>(PAGE, { storeId: 'CO102', commandName: 'Abrir cajón' })).body.data!.remoteCommandHistoryPage;
  expect(mixed.total).toBe(await RemoteControlModel.countDocuments({ warehouseId: 'CO102', 'remoteCommand.remoteCommandName': 'Abrir cajón' }));
  expect(mixed.rows.every((row) => row.warehouseId === 'CO102' && row.remoteCommandName === 'Abrir cajón')).toBe(true);
  const file = readCsv(await (await app.csv('remoteCommands', { state: 'expired' })).text());
  expect(file).toHaveLength(expired.total + 1);
  expect(file.slice(1).every((record) => record.cells[4] === 'expired')).toBe(true);
  // A command name starting with = is written formula-safe.
  const formula = readCsv(await (await app.csv('remoteCommands', { commandName: '=SUMA(A1)' })).text());
  expect(formula.slice(1).every((record) => record.cells[1] === "'=SUMA(A1)")).toBe(true);
});

it('asks remoteCommands.read for the export as for the list, and refuses a bad sort or state in the caller language', async () => {
  const other = await app.staffToken(['customers.read']);
  const forbidden = await app.csv('remoteCommands', {}, other);
  expect(forbidden.status).toBe(403);
  expect(((await forbidden.json()) as { error: { message: string } }).error.message).toBe('No tienes permiso para esta operación.');
  expect((await app.gql<Page>(PAGE, {}, other)).body.errors?.[0].extensions?.errorCode).toBe('FORBIDDEN');
  expect((await app.csv('remoteCommands', {}, await app.staffToken(['remoteCommands.read']))).status).toBe(200);
  expect((await app.gql('{ remoteCommandHistoryPage(sort: params) { total } }')).status).toBe(400);
  const bad = await app.csv('remoteCommands', { sort: 'params' });
  expect(bad.status).toBe(422);
  expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(/^Revisa los datos: sort/);
  const badState = await app.gql<Page>(PAGE, { state: 'lost' }, undefined, 'en');
  expect(badState.body.errors?.[0].extensions?.errorCode).toBe('VALIDATION_FAILED');
  expect(badState.body.errors?.[0].message).toMatch(/state/);
  expect((await app.csv('remoteCommands', { storeId: '{"$ne":1}' })).status).toBe(422);
  expect((await app.gql('{ remoteCommandHistoryPage(pageSize: 7) { total } }')).body.errors?.[0].extensions?.errorCode).toBe('VALIDATION_FAILED');
});

it('answers the same page asked by many screens at once identically, and never to a caller without remoteCommands.read among them', async () => {
  const alone = (await app.gql<Page>(PAGE, { storeId: 'CO101' })).body.data!.remoteCommandHistoryPage;
  const [reader, other] = await Promise.all([app.staffToken(['remoteCommands.read']), app.staffToken(['customers.read'])]);
  // Readers and refused callers ask at once: the readers' identical reads are shared (domain/live/sharedReads.ts), the permission never is.
  const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => app.gql<Page>(PAGE, { storeId: 'CO101' }, index % 2 ? reader : other)));
  for (const [index, answer] of answers.entries()) {
    if (index % 2) expect(answer.body.data!.remoteCommandHistoryPage).toEqual(alone);
    else expect(answer.body.errors?.[0].extensions?.errorCode).toBe('FORBIDDEN');
  }
});
