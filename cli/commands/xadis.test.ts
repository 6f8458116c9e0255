import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { ParamModel } from '../../db/models/params/param';
import { EmptyContainerWindowModel, XadisEmptyContainerModel } from '../../db/models/xadis';
import { reportWindow } from '../../domain/xadis/window';
import { startCustomersTestApp, type CustomersTestApp } from '../../api/customers/testing';
import { xadisModule } from '../../api/xadis/graphql';
import { apiArguments, runCliCaptured } from '../testing';
import { RemoteRequestModel } from '../../db/models/erp/remoteRequest';
import { storeDate } from '../../domain/common/time';
import { SUCCESS_SUBJECT } from '../../domain/xadis/transmissions';
import type { Mailer } from '../../integrations/mail';
import { createPartnerClient } from '../../integrations/xadis';
import { startPartnerSimulator, type PartnerSimulator } from '../../integrations/xadis/simulator';
import { createActivities } from '../../workers/activities';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';

let database: TestDatabase;
let app: CustomersTestApp;
let simulator: PartnerSimulator;
let workflows: EmbeddedWorkflows;
const credentials = { user: 'xadis', password: 'secreto', taxId: 'BAM000101AAA', warehouseCode: 'BAMA01' };
const mailer: Mailer = { transport: 'sink', sendMail: async () => ({ duplicate: false }) as never, verify: async () => true, close: () => undefined };

/** The runtime the API starts transmissions on: the partner simulator, and an ERP agent that answers at once (12 sales, 5 inventory rows). */
async function startXadisWorkflows(): Promise<EmbeddedWorkflows> {
  const base = createActivities({ xadis: { mailer, partnerClient: createPartnerClient({ url: simulator.url }), partner: credentials } });
  const createErpRequest: typeof base.createErpRequest = async (input) => {
    const created = await base.createErpRequest(input);
    const sales = input.operation.operation === 'salesRange';
    const rows = Array.from({ length: sales ? 12 : 5 }, (_, index) =>
      sales
        ? { date: '01/11/2026', storeId: `CO10${index}`, sku: 'SKU1', quantity: 1, amount: 18.5 }
        : { date: '01/11/2026', storeId: `CO10${index}`, sku: 'SKU1', stock: 30 + index },
    );
    await RemoteRequestModel.updateOne(
      { _id: created.requestId },
      { $set: { status: 'done', response: JSON.stringify(rows), chunkCount: 0, endDate: Math.floor(Date.now() / 1000) } },
    );
    return created;
  };
  return startEmbeddedWorkflows({ activities: { ...base, createErpRequest }, shutdownGraceMs: 200 });
}

beforeAll(async () => {
  database = await startTestDatabase();
  simulator = await startPartnerSimulator({ credentials: [credentials], catalogue: ['SKU1'] });
  workflows = await startXadisWorkflows();
  app = await startCustomersTestApp({}, workflows, [xadisModule]);
  const window = reportWindow(Date.now());
  await ParamModel.create({
    param: 'equivalenceEmptyContainer',
    paramType: 'cloud',
    keyFilter: null,
    startDate: 0,
    endDate: null,
    value: JSON.stringify([{ sap: '3000101', sku: 'E0101', description: 'AGRUPADOR ENVASE' }]),
  });
  await EmptyContainerWindowModel.create({
    windowStart: window.start,
    windowEnd: window.end,
    day: window.day,
    readAt: Date.now(),
    readError: null,
    reminderSentAt: null,
    erpRows: [{ articleKey: 'E0101', articleName: 'Envase', familyKey: 'ENVR', stock: 112_400 }],
  });
  await XadisEmptyContainerModel.create({
    windowStart: window.start,
    day: window.day,
    startDate: Date.now(),
    endDate: null,
    emptyContainers: [{ sku: 'E0101', sap: '3000101', stockType: 'SELECTABLE', quantity: 190 }],
    xadisEmptyContainerAttendantId: 'xadis',
    state: 1,
    erpTotal: 200,
    boxTotal: 190,
    shippingDate: null,
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await workflows?.close();
  await simulator?.close().catch(() => undefined);
  await database?.close();
});

const cli = (args: string[]) => runCliCaptured([...apiArguments(app.url, app.operatorToken), ...args], { columns: 200 });

describe('xadis CLI commands', () => {
  it("empty-containers report: the window's state, ERP total (2400 pieces above 110000 = 200 boxes), box total, difference and status", async () => {
    const { code, out } = await cli(['empty-containers', 'report', '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ state: 1, erpTotal: 200, boxTotal: 190, difference: -10, status: 'draft' });
  });

  it("empty-containers report --date <past day>: that window's summary as saved, or its stock and 'no report'", async () => {
    const sentDay = storeDate(Date.now() - 3 * 86_400_000);
    await XadisEmptyContainerModel.create({
      windowStart: 0,
      day: sentDay,
      startDate: Date.now() - 3 * 86_400_000,
      endDate: Date.now() - 3 * 86_400_000 + 3_600_000,
      emptyContainers: [{ sku: 'E0101', sap: '3000101', stockType: 'SELECTABLE', quantity: 150 }],
      xadisEmptyContainerAttendantId: 'xadis',
      state: 2,
      erpTotal: 150,
      boxTotal: 150,
      shippingDate: sentDay,
    });
    const sent = await cli(['empty-containers', 'report', '--date', sentDay, '--json']);
    expect(sent.code).toBe(0);
    expect(JSON.parse(sent.out)).toMatchObject({
      day: sentDay,
      state: 2,
      erpTotal: 150,
      boxTotal: 150,
      difference: 0,
      status: 'sent',
      shippingDate: sentDay,
      emptyContainers: [{ sku: 'E0101', quantity: 150 }],
    });
    const table = await cli(['empty-containers', 'report', '--date', sentDay]);
    expect(table.out).toContain(sentDay);
    expect(table.out).toMatch(/Enviado|Sent/);

    // A past day without a report: its window's stock (E0101 at 111,200 pieces: state 1, 100 boxes) and 'no report'.
    const missingDay = storeDate(Date.now() - 5 * 86_400_000);
    await EmptyContainerWindowModel.create({
      windowStart: 0,
      windowEnd: 0,
      day: missingDay,
      readAt: Date.now(),
      readError: null,
      reminderSentAt: Date.now(),
      erpRows: [{ articleKey: 'E0101', articleName: 'Envase', familyKey: 'ENVR', stock: 111_200 }],
    });
    const missing = await cli(['empty-containers', 'report', '--date', missingDay, '--json']);
    expect(JSON.parse(missing.out)).toMatchObject({
      day: missingDay,
      state: 1,
      erpTotal: 100,
      boxTotal: 0,
      difference: -100,
      status: 'missing',
      emptyContainers: [],
    });
    const text = await cli(['empty-containers', 'report', '--date', missingDay]);
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/No hay reporte de este día|No report for this day/);
    // Nothing read nor saved for a day: state 0, no ERP total.
    const nothing = await cli(['empty-containers', 'report', '--date', storeDate(Date.now() - 8 * 86_400_000), '--json']);
    expect(JSON.parse(nothing.out)).toMatchObject({ state: 0, erpTotal: null, boxTotal: 0, difference: 0, status: 'missing' });
  });

  it("xadis send without dates fails with 'date selection' and a non-zero exit", async () => {
    const { code, err } = await cli(['xadis', 'send', '--to', '2026-11-01']);
    expect(code).not.toBe(0);
    expect(err).toContain('date selection');
  });

  it('xadis send runs a transmission to the end: batches per kind, the summary e-mail, exit 0', async () => {
    const day = storeDate(Date.now() - 86_400_000);
    const { code, out, err } = await cli(['xadis', 'send', '--from', day, '--to', day, '--json']);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({
      status: 'sent',
      from: day,
      to: day,
      sales: { records: 12, batchesSent: 1, validated: 12 },
      inventory: { records: 5, batchesSent: 1 },
      emailSubject: SUCCESS_SUBJECT,
    });
  }, 60_000);

  it('xadis send exits non-zero when the partner cannot be reached (communication failure)', async () => {
    await simulator.close();
    const day = storeDate(Date.now() - 86_400_000);
    const { code, err } = await cli(['xadis', 'send', '--from', day, '--to', day]);
    expect(code).not.toBe(0);
    expect(err).not.toBe('');
  }, 60_000);
});
