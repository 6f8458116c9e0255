import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { RemoteRequestChunkModel, RemoteRequestModel } from '../../db/models/erp/remoteRequest';
import { PartnerBatchModel } from '../../db/models/xadis/partnerBatch';
import { WorkflowEventModel, WorkflowRunModel, WorkflowScheduleModel } from '../../db/models/workflows/workflowRun';
import { EmptyContainerWindowModel, XadisEmptyContainerModel, XadisSettingsModel, XadisTransmissionModel } from '../../db/models/xadis';
import { EMPTY_CONTAINER_SCHEDULE_ID, TRANSMISSION_SCHEDULE_ID } from '../../domain/xadis/schedules';
import { REMINDER_SUBJECT, SUCCESS_SUBJECT } from '../../domain/xadis/transmissions';
import { reportWindow } from '../../domain/xadis/window';
import { ParamModel } from '../../db/models/params/param';
import { emptyContainerScreen, saveEmptyContainerReport } from '../../api/xadis/service';
import type { Mailer, SendMailInput } from '../../integrations/mail';
import { createPartnerClient } from '../../integrations/xadis';
import { startPartnerSimulator, type PartnerSimulator } from '../../integrations/xadis/simulator';
import { createActivities } from '../../workers/activities';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import { syncXadisSchedules } from '../../workers/schedules/xadis';
import type { EmptyContainerDayResult } from './emptyContainerDay';
import type { PartnerTransmissionResult } from './partnerTransmission';

/**
 * The daily empty-container process on the embedded runtime and the time-skipping clock: it opens
 * the day's window with the ERP stock already read, and 30 minutes before the window closes it
 * e-mails the reminder when the report was not sent (and not when it was). Also the two xadis
 * schedules: the empty-container day at 09:00, and the previous day's transmission at 06:00 only
 * once an administrator switched it on.
 */
let database: TestDatabase;
let simulator: PartnerSimulator;
let workflows: EmbeddedWorkflows | undefined;
let clock: TestClock;
let mails: SendMailInput[];
let erpDown: boolean;
const credentials = { user: 'xadis', password: 'secreto', taxId: 'BAM000101AAA', warehouseCode: 'BAMA01' };
/** 2026-11-20 09:00 in Mexico City (UTC-6): the window of the 20th opens. */
const OPENS = Date.parse('2026-11-20T15:00:00Z');
const HOUR = 3_600_000;

const mailer: Mailer = {
  transport: 'sink',
  sendMail: async (input) => {
    mails.push(input);
    return { duplicate: false } as never;
  },
  verify: async () => true,
  close: () => undefined,
};

function erpRows(operation: string): unknown[] {
  if (operation === 'emptyContainerStock') {
    return [
      { articleKey: 'E0101', articleName: 'ENVASE CERVEZA 355 ML', familyKey: 'ENVR', stock: 112_400 },
      { articleKey: 'E0201', articleName: 'CAJA PLASTICO 12 PZ', familyKey: 'CAJA', stock: 2_150 },
    ];
  }
  if (operation === 'salesRange')
    return Array.from({ length: 30 }, (_, index) => ({ date: '20/11/2026', storeId: `CO1${index}`, sku: 'SKU1', quantity: 2, amount: 37 }));
  return Array.from({ length: 12 }, (_, index) => ({ date: '20/11/2026', storeId: `CO1${index}`, sku: 'SKU1', stock: 40 + index }));
}

async function startWorkflows(): Promise<EmbeddedWorkflows> {
  const base = createActivities({
    xadis: { mailer, partnerClient: createPartnerClient({ url: simulator.url }), partner: credentials, now: () => clock.now() },
    erp: { now: () => clock.now() },
  });
  // The ERP agent answers at once (or fails while the ERP is down).
  const createErpRequest: typeof base.createErpRequest = async (input) => {
    const created = await base.createErpRequest(input);
    const done = { endDate: Math.floor(clock.now() / 1000) };
    await RemoteRequestModel.updateOne(
      { _id: created.requestId },
      {
        $set: erpDown
          ? { ...done, status: 'failed', error: 'El ERP no responde' }
          : { ...done, status: 'done', response: JSON.stringify(erpRows(input.operation.operation)), chunkCount: 0 },
      },
    );
    return created;
  };
  workflows = await startEmbeddedWorkflows({ clock, activities: { ...base, createErpRequest }, shutdownGraceMs: 200 });
  return workflows;
}

beforeAll(async () => {
  database = await startTestDatabase();
  simulator = await startPartnerSimulator({ credentials: [credentials], catalogue: ['SKU1'] });
  await Promise.all([
    RemoteRequestModel.init(),
    EmptyContainerWindowModel.init(),
    XadisEmptyContainerModel.init(),
    XadisTransmissionModel.init(),
    PartnerBatchModel.init(),
  ]);
}, 60_000);
afterAll(async () => {
  await simulator?.close();
  await database?.close();
});
beforeEach(async () => {
  await Promise.all(
    [
      ParamModel,
      RemoteRequestModel,
      RemoteRequestChunkModel,
      EmptyContainerWindowModel,
      XadisEmptyContainerModel,
      XadisSettingsModel,
      XadisTransmissionModel,
      PartnerBatchModel,
      WorkflowRunModel,
      WorkflowEventModel,
      WorkflowScheduleModel,
    ].map((model) => (model as unknown as typeof RemoteRequestModel).deleteMany({})),
  );
  clock = new TestClock(OPENS + 30_000);
  mails = [];
  erpDown = false;
});
afterEach(async () => {
  await workflows?.close();
  workflows = undefined;
});

describe('the daily empty-container process', () => {
  it('opens the window with the ERP stock read, then e-mails the reminder at 08:30 the next day when the report was not sent', async () => {
    const { gateway } = await startWorkflows();
    await gateway.start('emptyContainerDay', {}, { workflowId: 'day-unsent' });
    // A minute later the window already holds the stock: the screen shows it at once.
    await clock.advance(60_000);
    const window = reportWindow(clock.now());
    expect(window.day).toBe('2026-11-20');
    const opened = await EmptyContainerWindowModel.findOne({ day: window.day }).lean();
    expect(opened?.erpRows.map((row) => [row.articleKey, row.stock])).toEqual([
      ['E0101', 112_400],
      ['E0201', 2_150],
    ]);
    expect(opened?.readError).toBeNull();
    expect(mails).toHaveLength(0);

    const result = await clock.runUntil(gateway.result<EmptyContainerDayResult>('day-unsent'), 48 * HOUR);
    expect(result).toEqual({ day: '2026-11-20', stockRead: true, reminded: true });
    // 30 minutes before the window of the 21st opens at 09:00.
    expect(new Date(clock.now()).toISOString()).toBe('2026-11-21T14:30:00.000Z');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: REMINDER_SUBJECT, to: ['distribucion@bama.example.com', 'almacen.central@bama.example.com'] });
    // (112,400 - 110,000) pieces = 200 boxes of 12.
    expect(mails[0]?.html).toContain('Total ERP: 200 cajas');
    expect((await EmptyContainerWindowModel.findOne({ day: window.day }).lean())?.reminderSentAt).toBe(clock.now());
  });

  it('sends no reminder when the report of the window was sent', async () => {
    const { gateway } = await startWorkflows();
    await gateway.start('emptyContainerDay', {}, { workflowId: 'day-sent' });
    await clock.advance(2 * HOUR);
    const window = reportWindow(clock.now());
    await XadisEmptyContainerModel.create({
      startDate: clock.now(),
      endDate: Date.parse('2026-11-20T06:00:00Z'),
      windowStart: window.start,
      day: window.day,
      xadisEmptyContainerAttendantId: 'xadis',
      state: 1,
      erpTotal: 200,
      boxTotal: 200,
      shippingDate: '2026-11-20',
      emptyContainers: [],
    });
    const result = await clock.runUntil(gateway.result<EmptyContainerDayResult>('day-sent'), 48 * HOUR);
    expect(result).toEqual({ day: '2026-11-20', stockRead: true, reminded: false });
    expect(mails).toHaveLength(0);
  });

  it("counts a report drafted before midnight and sent at 08:00 the next morning as that window's: one report, no reminder", async () => {
    await ParamModel.create({
      param: 'equivalenceEmptyContainer',
      paramType: 'cloud',
      keyFilter: null,
      startDate: 0,
      endDate: null,
      value: JSON.stringify([{ sap: '3000101', sku: 'E0101', description: 'AGRUPADOR ENVASE' }]),
    });
    const { gateway } = await startWorkflows();
    await gateway.start('emptyContainerDay', {}, { workflowId: 'day-sent-next-morning' });
    const config = { ERP_POLL_INTERVAL_MS: 1000, ERP_DEADLINE_MS: 60_000 };
    // 23:00 on the 20th: a draft (the stock the process read: state 1, 200 boxes).
    await clock.advance(Date.parse('2026-11-21T05:00:00Z') - clock.now());
    const draft = await saveEmptyContainerReport(
      gateway,
      config,
      'xadis',
      { emptyContainers: [{ sku: 'E0101', sap: '3000101', stockType: 'SELECTABLE', quantity: 150 }], send: false },
      clock.now(),
    );
    expect(draft).toMatchObject({ day: '2026-11-20', state: 1, erpTotal: 200, report: { boxTotal: 150, closed: false } });
    // 08:00 on the 21st (after midnight, before 09:00): the same window, its draft, and the send closes it.
    await clock.advance(Date.parse('2026-11-21T14:00:00Z') - clock.now());
    const screen = await emptyContainerScreen(gateway, config, clock.now());
    expect(screen).toMatchObject({ day: '2026-11-20', windowStart: OPENS, erpTotal: 200, report: { id: draft.report?.id, boxTotal: 150 } });
    const sent = await saveEmptyContainerReport(
      gateway,
      config,
      'xadis',
      { emptyContainers: [{ sku: 'E0101', sap: '3000101', stockType: 'SELECTABLE', quantity: 200 }], send: true, shippingDate: '2026-11-21' },
      clock.now(),
    );
    expect(sent.report).toMatchObject({ id: draft.report?.id, closed: true, boxTotal: 200, shippingDate: '2026-11-21' });
    expect(await XadisEmptyContainerModel.countDocuments({})).toBe(1);
    expect(await EmptyContainerWindowModel.countDocuments({})).toBe(1);

    const result = await clock.runUntil(gateway.result<EmptyContainerDayResult>('day-sent-next-morning'), 48 * HOUR);
    expect(result).toEqual({ day: '2026-11-20', stockRead: true, reminded: false });
    expect(mails).toHaveLength(0);
  });

  it('keeps the stage off (no stock) when the ERP cannot answer, and still reminds', async () => {
    erpDown = true;
    const { gateway } = await startWorkflows();
    await gateway.start('emptyContainerDay', {}, { workflowId: 'day-erp-down' });
    const result = await clock.runUntil(gateway.result<EmptyContainerDayResult>('day-erp-down'), 48 * HOUR);
    expect(result).toEqual({ day: '2026-11-20', stockRead: false, reminded: true });
    const window = await EmptyContainerWindowModel.findOne({ day: '2026-11-20' }).lean();
    expect(window?.erpRows).toEqual([]);
    expect(window?.readError).toContain('El ERP no responde');
    expect(mails[0]?.html).not.toContain('Total ERP');
  });
});

describe('the xadis schedules', () => {
  it('runs the empty-container day at 09:00; the daily transmission is off by default and, once on, sends the previous day at 06:00', async () => {
    clock = new TestClock(Date.parse('2026-11-20T14:00:00Z'));
    const { gateway } = await startWorkflows();
    expect(await syncXadisSchedules(gateway)).toBe(1);
    expect((await gateway.listSchedules()).map((schedule) => schedule.scheduleId)).toEqual([EMPTY_CONTAINER_SCHEDULE_ID]);
    await clock.advance(HOUR - 60_000);
    expect(await gateway.list({ workflowType: 'emptyContainerDay' })).toHaveLength(0);
    await clock.advance(2 * 60_000);
    expect(await gateway.list({ workflowType: 'emptyContainerDay' })).toHaveLength(1);
    // Off by default: nothing at 06:00 the next morning.
    await clock.advance(Date.parse('2026-11-21T12:01:00Z') - clock.now());
    expect(await gateway.list({ workflowType: 'partnerTransmission' })).toHaveLength(0);

    // An administrator switches it on (the settings screen saves the record and replaces the schedule; at start the sync does the same).
    await XadisSettingsModel.updateOne({}, { $set: { dailyTransmission: true } });
    expect(await syncXadisSchedules(gateway)).toBe(1);
    expect((await gateway.listSchedules()).map((schedule) => schedule.scheduleId).sort()).toEqual(
      [TRANSMISSION_SCHEDULE_ID, EMPTY_CONTAINER_SCHEDULE_ID].sort(),
    );
    await clock.advance(Date.parse('2026-11-22T12:01:00Z') - clock.now());
    const [scheduled] = await gateway.list({ workflowType: 'partnerTransmission' });
    expect(scheduled).toBeDefined();
    const result = await clock.runUntil(gateway.result<PartnerTransmissionResult>(scheduled!.workflowId));
    // Fired on November 22 at 06:00 Mexico City: the 21st, both ends.
    expect(result).toMatchObject({
      status: 'sent',
      from: '2026-11-21',
      to: '2026-11-21',
      subject: SUCCESS_SUBJECT,
      sales: { records: 30 },
      inventory: { records: 12 },
    });
    expect(await XadisTransmissionModel.findOne({ transmissionId: scheduled!.workflowId }).lean()).toMatchObject({
      scheduled: true,
      requestedBy: 'schedule',
      status: 'sent',
    });
  });
});
