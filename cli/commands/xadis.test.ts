import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { ParamModel } from '../../db/models/params/param';
import { EmptyContainerWindowModel, XadisEmptyContainerModel } from '../../db/models/xadis';
import { reportWindow } from '../../domain/xadis/window';
import { startCustomersTestApp, type CustomersTestApp } from '../../api/customers/testing';
import { xadisModule } from '../../api/xadis/graphql';
import { runCli } from '../program';

let database: TestDatabase;
let app: CustomersTestApp;

beforeAll(async () => {
  database = await startTestDatabase();
  app = await startCustomersTestApp({}, undefined, [xadisModule]);
  const window = reportWindow(Date.now());
  await ParamModel.create({ param: 'equivalenceEmptyContainer', paramType: 'cloud', keyFilter: null, startDate: 0, endDate: null, value: JSON.stringify([{ sap: '3000101', sku: 'E0101', description: 'AGRUPADOR ENVASE' }]) });
  await EmptyContainerWindowModel.create({ windowStart: window.start, windowEnd: window.end, day: window.day, readAt: Date.now(), readError: null, reminderSentAt: null, erpRows: [{ articleKey: 'E0101', articleName: 'Envase', familyKey: 'ENVR', stock: 112_400 }] });
  await XadisEmptyContainerModel.create({ windowStart: window.start, day: window.day, startDate: Date.now(), endDate: null, emptyContainers: [{ sku: 'E0101', sap: '3000101', stockType: 'SELECTABLE', quantity: 190 }], xadisEmptyContainerAttendantId: 'xadis', state: 1, erpTotal: 200, boxTotal: 190, shippingDate: null });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

function capture() {
  let text = '';
  const stream = { write: (chunk: string) => ((text += chunk), true), columns: 200, isTTY: false, on: () => stream, off: () => stream, once: () => stream, removeListener: () => stream } as unknown as NodeJS.WriteStream;
  return { stream, text: () => text };
}

async function cli(args: string[]) {
  const out = capture();
  const err = capture();
  const code = await runCli(['--api-url', app.url, '--token', app.operatorToken, ...args], { env: { DATA_DIR: '/nonexistent' }, stdout: out.stream, stderr: err.stream });
  return { code, out: out.text(), err: err.text() };
}

describe('xadis CLI commands', () => {
  it("empty-containers report: the window's state, ERP total (2400 pieces above 110000 = 200 boxes), box total, difference and status", async () => {
    const { code, out } = await cli(['empty-containers', 'report', '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ state: 1, erpTotal: 200, boxTotal: 190, difference: -10, status: 'draft' });
  });

  it("xadis send without dates fails with 'date selection' and a non-zero exit", async () => {
    const { code, err } = await cli(['xadis', 'send', '--to', '2026-11-01']);
    expect(code).not.toBe(0);
    expect(err).toContain('date selection');
  });
});
