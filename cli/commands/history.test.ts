import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { RemoteCommandModel } from '../../db/models/remoteCommands/remoteCommand';
import { ChangeHistoryEntryModel } from '../../db/models/history/changeHistoryEntry';
import { withActor } from '../../db/history/actor';
import { createApp } from '../../api/app';
import { listen, type RunningServer } from '../../api/server';
import { testDeps, TEST_OPERATOR_TOKEN } from '../../api/testing/deps';
import { historyModule } from '../../api/history/graphql';
import { createExportRouter, EXPORT_API_BASE } from '../../api/exports/routes';
import { apiArguments, runCliCaptured } from '../testing';

let database: TestDatabase;
let server: RunningServer;

beforeAll(async () => {
  database = await startTestDatabase();
  await Promise.all([RemoteCommandModel.init(), ChangeHistoryEntryModel.init()]);
  const staff = { kind: 'staff' as const, id: 'a1', name: 'admin' };
  const created = await withActor(staff, async () => await RemoteCommandModel.create({ remoteCommandName: 'cli-historial', command: '{}' }));
  await withActor(staff, async () => await RemoteCommandModel.updateOne({ _id: created._id }, { $set: { remoteCommandDescription: '=SUMA(1)' } }));
  server = await listen(
    createApp(testDeps(), { modules: [historyModule], routers: { [EXPORT_API_BASE]: createExportRouter() }, dashboardDir: '/nonexistent' }),
    '127.0.0.1',
    0,
  );
}, 60_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
});

const cli = (args: string[]) => runCliCaptured([...apiArguments(server.url, TEST_OPERATOR_TOKEN), ...args], { columns: 200 });

describe('history search and export', () => {
  it('searches with filters, as a table or JSON', async () => {
    const json = await cli(['--json', 'history', 'search', '--user', 'admin', '--record-type', 'RemoteCommand', '--operation', 'update']);
    expect(json.code, json.err).toBe(0);
    const page = JSON.parse(json.out) as { total: number; entries: { changes: { field: string; after: unknown }[] }[] };
    expect(page.total).toBe(1);
    expect(page.entries[0]!.changes).toContainEqual({ field: 'remoteCommandDescription', before: '', after: '=SUMA(1)' });
    const table = await cli(['history', 'search', '--area', 'remote-commands']);
    expect(table.code, table.err).toBe(0);
    expect(table.out).toContain('remoteCommandDescription');
    expect(table.out).toContain('alta');
  });

  it('exports the filtered log as formula-safe CSV, or every entry as JSON', async () => {
    const csv = await cli(['history', 'export', '--record-type', 'RemoteCommand']);
    expect(csv.code, csv.err).toBe(0);
    expect(csv.out.split('\r\n')[0]).toBe('at,actorKind,actorId,actorName,runId,area,recordType,recordId,operation,field,before,after');
    expect(csv.out).toContain(`"'=SUMA(1)"`);
    const json = await cli(['--json', 'history', 'export', '--user', 'admin']);
    expect(JSON.parse(json.out)).toHaveLength(2);
  });

  it("refuses a bad filter with the server's message, in the chosen language", async () => {
    const bad = await cli(['--lang', 'en', 'history', 'search', '--from', '2026-13-01']);
    expect(bad.code).not.toBe(0);
    expect(bad.err).toContain('The date 2026-13-01 is not valid');
    const badExport = await cli(['history', 'export', '--operation', 'borrar']);
    expect(badExport.code).not.toBe(0);
    expect(badExport.err).toContain('La operación borrar no existe');
  });
});
