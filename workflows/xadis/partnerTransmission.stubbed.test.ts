import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyKindCounts, TRANSMISSION_PROCESS_VERSION, type TransmissionKind } from '../../domain/xadis/transmissions';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import { createMemoryWorkflowStore } from '../../workers/embedded/memoryStore';
import { createStubErp, type StubErp } from '../erp/testing';
import type { SendBatchRunOutcome, XadisActivities } from './activities';
import { PARTNER_TRANSMISSION_WORKFLOW, partnerTransmissionProgressQuery, type PartnerTransmissionResult } from './partnerTransmission';

// The process alone: the ERP's and the partner's activities in memory (a partner that takes every
// row of a batch), an in-memory run store and a time-skipping clock, no database
// (partnerTransmission.test.ts runs it on the real activities and the partner simulator).

const rowsOf: Record<TransmissionKind, number> = { sales: 1200, inventory: 700 };
const batchRows = (kind: TransmissionKind, batchIndex: number) => Math.max(0, Math.min(500, rowsOf[kind] - batchIndex * 500));

interface StubPartner {
  activities: XadisActivities;
  /** Every activity call, in order, with what tells it apart. */
  calls: string[];
  loginRefused: boolean;
  /** The run that reaches this batch stops there (retryable); the batch alone then fails this many times. */
  failing: { kind: TransmissionKind; batchIndex: number; retriesFailing: number } | null;
  /** Each run's hand-over of its last batch's completion: whether it may, and the one it was given. */
  handOvers: string[];
  /** Completions written by recordBatchCompletion. */
  completions: string[];
  /** The run starting at this batch of sales waits until `release` is called (cancelled while it runs). */
  holdAt: number | null;
  /** The run starting at this batch of inventory waits the same way. */
  holdInventoryAt: number | null;
  release: (() => void) | null;
  /** The login waits until `releaseLogin` is called. */
  holdLogin: boolean;
  releaseLogin: (() => void) | null;
}

function createStubPartner(erp: StubErp): StubPartner {
  const kindOf = (requestId: string): TransmissionKind => (erp.requests.get(requestId)?.operation === 'salesRange' ? 'sales' : 'inventory');
  const stub: StubPartner = {
    calls: [],
    loginRefused: false,
    failing: null,
    handOvers: [],
    completions: [],
    holdAt: null,
    holdInventoryAt: null,
    release: null,
    holdLogin: false,
    releaseLogin: null,
    activities: {
      async openTransmission() {
        stub.calls.push('openTransmission');
      },
      async partnerLogin() {
        stub.calls.push('partnerLogin');
        if (stub.holdLogin) await new Promise<void>((resolve) => (stub.releaseLogin = resolve));
        return stub.loginRefused
          ? { ok: false, detail: 'Usuario o contraseña incorrectos' }
          : { ok: true, session: { id: 'session-1', warehouseCode: 'BAMA01' } };
      },
      async awaitErpHead({ requestId }) {
        return { batches: Math.ceil(rowsOf[kindOf(requestId)] / 500) };
      },
      async countErpAnswer({ requestId }) {
        return { rows: rowsOf[kindOf(requestId)] };
      },
      async recordKindTotals(input) {
        stub.calls.push(`recordKindTotals ${input.kind} ${input.records}/${input.batches}`);
      },
      async sendPartnerBatchRun(input) {
        stub.calls.push(`sendPartnerBatchRun ${input.kind} ${input.firstBatch}+${input.batchCount}`);
        stub.handOvers.push(
          `${input.kind} ${input.firstBatch}: ${input.handOver ? 'hands over' : 'writes its last'}, given ${input.previousCompletion?.id ?? 'none'}`,
        );
        const held = input.kind === 'sales' ? stub.holdAt : stub.holdInventoryAt;
        if (input.firstBatch === held) await new Promise<void>((resolve) => (stub.release = resolve));
        const outcome: SendBatchRunOutcome = { batchesSent: 0, validated: 0, inserted: 0, errors: 0, rejectedBatches: 0, stopped: null, ended: false };
        for (let batchIndex = input.firstBatch; batchIndex < input.firstBatch + input.batchCount; batchIndex += 1) {
          if (stub.failing?.kind === input.kind && stub.failing.batchIndex === batchIndex) {
            outcome.stopped = { batchIndex, detail: 'El socio no respondió', retryable: true };
            break;
          }
          outcome.batchesSent += 1;
          outcome.validated += batchRows(input.kind, batchIndex);
          outcome.inserted += batchRows(input.kind, batchIndex);
        }
        if (!input.handOver || outcome.stopped) return outcome;
        const last = input.firstBatch + input.batchCount - 1;
        const lastCompletion = { id: `${input.kind}-${last}`, rejected: false, validated: 500, inserted: 500, mensaje: 'ok', error: '', sentAt: 0 };
        return { ...outcome, lastCompletion };
      },
      async recordBatchCompletion({ completion }) {
        stub.completions.push(completion.id);
      },
      async sendPartnerBatch(input) {
        stub.calls.push(`sendPartnerBatch ${input.kind} ${input.batchIndex}`);
        if (stub.failing && stub.failing.retriesFailing > 0) {
          stub.failing.retriesFailing -= 1;
          throw new Error('El socio no respondió');
        }
        const rows = batchRows(input.kind, input.batchIndex);
        return { validated: rows, inserted: rows, errors: 0, rejected: false, duplicate: false };
      },
      async recordFailedBatch(input) {
        stub.calls.push(`recordFailedBatch ${input.kind} ${input.batchIndex}`);
      },
      async partnerLogout() {
        stub.calls.push('partnerLogout');
      },
      async sendTransmissionSummary(input) {
        stub.calls.push('sendTransmissionSummary');
        const failed = input.counts.sales.failedBatches + input.counts.inventory.failedBatches > 0;
        return { subject: failed ? 'Transmisión con errores' : 'Transmisión exitosa', recipients: 7 };
      },
      async sendLoginFailure() {
        stub.calls.push('sendLoginFailure');
      },
      async sendTransmissionFailure() {
        stub.calls.push('sendTransmissionFailure');
      },
      async closeTransmission(input) {
        stub.calls.push(`closeTransmission ${input.status}`);
      },
      async storeWindowStock() {
        throw new Error('not a transmission activity');
      },
      async remindUnsentReport() {
        throw new Error('not a transmission activity');
      },
    },
  };
  return stub;
}

let erp: StubErp;
let partner: StubPartner;
let clock: TestClock;
let workflows: EmbeddedWorkflows;
/** As the product starts a transmission (the steps around the sending of its version), in runs of two batches. */
const input = {
  from: '2026-10-01',
  to: '2026-10-31',
  requestedBy: 'xadis',
  batchesPerRun: 2,
  pollIntervalMs: 1000,
  deadlineMs: 60_000,
  processVersion: TRANSMISSION_PROCESS_VERSION,
};
/** As a transmission started before the version: its steps one after another. */
const { processVersion: _version, ...versionOne } = input;

beforeEach(async () => {
  erp = createStubErp();
  partner = createStubPartner(erp);
  clock = new TestClock();
  workflows = await startEmbeddedWorkflows({ clock, store: createMemoryWorkflowStore(), activities: { ...erp.activities, ...partner.activities } });
});
afterEach(async () => {
  await workflows.close();
});

/**
 * Starts a transmission, plays the ERP agent answering both reads, and waits for its end. Version 2 writes the requests
 * while logging in: the login waits until both are answered, so every step after it finds its answer written.
 */
async function transmit(workflowId: string, started: object = input): Promise<PartnerTransmissionResult> {
  const overlapped = 'processVersion' in started;
  partner.holdLogin = overlapped;
  await workflows.gateway.start(PARTNER_TRANSMISSION_WORKFLOW, started, { workflowId });
  if (overlapped) {
    await vi.waitFor(() => expect(partner.releaseLogin).not.toBeNull());
    await vi.waitFor(() => expect(erp.requests.size).toBe(2));
  } else await clock.advance(0);
  if (!partner.loginRefused) {
    erp.answer([]);
    erp.answer([]);
  }
  partner.releaseLogin?.();
  return clock.runUntil(workflows.gateway.result<PartnerTransmissionResult>(workflowId));
}

const sent = (kind: TransmissionKind, changes: object = {}) => ({
  ...emptyKindCounts(),
  records: rowsOf[kind],
  batches: Math.ceil(rowsOf[kind] / 500),
  batchesSent: Math.ceil(rowsOf[kind] / 500),
  validated: rowsOf[kind],
  inserted: rowsOf[kind],
  ...changes,
});

describe('partner transmission on stubbed activities', () => {
  it.each([
    {
      version: 'of a run started before the version: one after another',
      started: versionOne,
      calls: [
        'openTransmission',
        'partnerLogin',
        'sendPartnerBatchRun sales 0+2',
        'sendPartnerBatchRun sales 2+1',
        'recordKindTotals sales 1200/3',
        'sendPartnerBatchRun inventory 0+2',
        'recordKindTotals inventory 700/2',
        'partnerLogout',
        'sendTransmissionSummary',
      ],
    },
    {
      version: `of version ${TRANSMISSION_PROCESS_VERSION}: the closing steps beside the next ones`,
      started: input,
      calls: [
        'openTransmission',
        'partnerLogin',
        'sendPartnerBatchRun sales 0+2',
        'sendPartnerBatchRun sales 2+1',
        'sendPartnerBatchRun inventory 0+2',
        'recordKindTotals sales 1200/3',
        'partnerLogout',
        'recordKindTotals inventory 700/2',
        'sendTransmissionSummary',
      ],
    },
  ])(
    'sends sales then inventory in runs of batches, logs out, e-mails the summary and removes the ERP requests, in the order $version',
    async ({ started, calls }) => {
      const result = await transmit('tx-1', started);
      expect(result).toEqual({
        status: 'sent',
        from: '2026-10-01',
        to: '2026-10-31',
        sales: sent('sales'),
        inventory: sent('inventory'),
        subject: 'Transmisión exitosa',
      });
      expect(partner.calls).toEqual(calls);
      expect(erp.requests.size).toBe(0);
      expect(await workflows.gateway.query('tx-1', partnerTransmissionProgressQuery)).toMatchObject({ state: 'done', sales: { records: 1200 } });
    },
  );

  it('version 2: both ERP requests are written while the partner logs in', async () => {
    partner.holdLogin = true;
    await workflows.gateway.start(PARTNER_TRANSMISSION_WORKFLOW, input, { workflowId: 'tx-6' });
    await vi.waitFor(() => expect(partner.releaseLogin).not.toBeNull());
    await vi.waitFor(() => expect(erp.calls).toEqual(['createErpRequest', 'createErpRequest']));
    expect(partner.calls).toEqual(['openTransmission', 'partnerLogin']);
    erp.answer([]);
    erp.answer([]);
    partner.releaseLogin!();
    expect(await clock.runUntil(workflows.gateway.result('tx-6'))).toMatchObject({ status: 'sent', sales: sent('sales'), inventory: sent('inventory') });
  });

  it("version 2: the sales answer's closing steps run while inventory sends", async () => {
    partner.holdInventoryAt = 0;
    const result = transmit('tx-7');
    await vi.waitFor(() => expect(partner.release).not.toBeNull());
    await vi.waitFor(() => expect(partner.calls).toContain('recordKindTotals sales 1200/3'));
    expect(partner.calls.at(-2)).toBe('sendPartnerBatchRun inventory 0+2');
    partner.release!();
    expect(await result).toMatchObject({ status: 'sent', sales: sent('sales'), inventory: sent('inventory') });
  });

  it("version 2: the partner logs out while the inventory answer's end is awaited; the summary waits for its count", async () => {
    partner.holdLogin = true;
    await workflows.gateway.start(PARTNER_TRANSMISSION_WORKFLOW, input, { workflowId: 'tx-8' });
    await vi.waitFor(() => expect(partner.releaseLogin).not.toBeNull());
    await vi.waitFor(() => expect(erp.requests.size).toBe(2));
    erp.answer([]);
    partner.releaseLogin!();
    const result = workflows.gateway.result<PartnerTransmissionResult>('tx-8');
    await vi.waitFor(() => expect(partner.calls).toContain('partnerLogout'));
    expect(partner.calls).not.toContain('recordKindTotals inventory 700/2');
    await clock.advance(5_000);
    expect(partner.calls).not.toContain('sendTransmissionSummary');
    erp.answer([]);
    expect(await clock.runUntil(result)).toMatchObject({ status: 'sent', inventory: sent('inventory') });
    expect(partner.calls.slice(-2)).toEqual(['recordKindTotals inventory 700/2', 'sendTransmissionSummary']);
    expect(erp.requests.size).toBe(0);
  });

  it('version 2: an answer that cannot be deleted is left to its retention; the transmission still went', async () => {
    await workflows.close();
    const failingDelete = async (): Promise<never> => {
      throw new Error('Base de datos no disponible');
    };
    workflows = await startEmbeddedWorkflows({
      clock,
      store: createMemoryWorkflowStore(),
      activities: { ...erp.activities, ...partner.activities, deleteErpRequest: failingDelete },
    });
    expect(await transmit('tx-10')).toMatchObject({ status: 'sent', sales: sent('sales'), inventory: sent('inventory') });
    expect(partner.calls.at(-1)).toBe('sendTransmissionSummary');
    expect(erp.requests.size).toBe(2);
  });

  it('version 2: cancelled while logging in, the ERP requests written meanwhile are deleted', async () => {
    partner.holdLogin = true;
    await workflows.gateway.start(PARTNER_TRANSMISSION_WORKFLOW, input, { workflowId: 'tx-9' });
    await vi.waitFor(() => expect(partner.releaseLogin).not.toBeNull());
    await vi.waitFor(() => expect(erp.requests.size).toBe(2));
    await workflows.gateway.cancel('tx-9');
    partner.releaseLogin!();
    await expect(clock.runUntil(workflows.gateway.result('tx-9'))).rejects.toThrow();
    expect(erp.requests.size).toBe(0);
    expect(partner.calls).not.toContain('sendPartnerBatchRun sales 0+2');
  });

  it.each([
    { case: 'succeeds on its retry', retriesFailing: 0, status: 'sent', sales: sent('sales'), after: ['sendPartnerBatch sales 1'] },
    {
      case: 'keeps failing: collected as failed',
      retriesFailing: 3,
      status: 'error',
      sales: sent('sales', { batchesSent: 2, validated: 700, inserted: 700, failedBatches: 1 }),
      after: ['sendPartnerBatch sales 1', 'sendPartnerBatch sales 1', 'sendPartnerBatch sales 1', 'recordFailedBatch sales 1'],
    },
  ])('a batch that stops its run is retried alone and the run goes on after it; when it $case', async ({ retriesFailing, status, sales, after }) => {
    partner.failing = { kind: 'sales', batchIndex: 1, retriesFailing };
    const result = await transmit('tx-2');
    expect(result).toMatchObject({ status, sales, inventory: sent('inventory') });
    const stop = partner.calls.indexOf('sendPartnerBatchRun sales 0+2');
    expect(partner.calls.slice(stop + 1, stop + 2 + after.length)).toEqual([...after, 'sendPartnerBatchRun sales 2+1']);
  });

  it("a run hands its last batch's completion to the next run of its kind; a kind's last run writes its own", async () => {
    await transmit('tx-4');
    expect(partner.handOvers).toEqual([
      'sales 0: hands over, given none',
      'sales 2: writes its last, given sales-1',
      'inventory 0: writes its last, given none',
    ]);
    expect(partner.completions).toEqual([]);
  });

  it('cancelled while the next run sends, the completion handed to it is written before the session closes', async () => {
    partner.holdAt = 2;
    await workflows.gateway.start(PARTNER_TRANSMISSION_WORKFLOW, input, { workflowId: 'tx-5' });
    // The runs go without the clock (the stubbed ERP head answers at once): the second run of sales holds.
    await vi.waitFor(() => expect(partner.release).not.toBeNull());
    await workflows.gateway.cancel('tx-5');
    partner.release!();
    await expect(clock.runUntil(workflows.gateway.result('tx-5'))).rejects.toThrow();
    expect(partner.completions).toEqual(['sales-1']);
    expect(partner.calls.slice(-2)).toEqual(['partnerLogout', 'closeTransmission cancelled']);
  });

  it.each([
    { version: 'before the version', started: versionOne, erpCalls: [] },
    {
      version: 'of version 2 (the requests written meanwhile are deleted)',
      started: input,
      erpCalls: ['createErpRequest', 'createErpRequest', 'deleteErpRequest', 'deleteErpRequest'],
    },
  ])('a refused login e-mails the internal list and sends nothing, $version', async ({ started, erpCalls }) => {
    partner.loginRefused = true;
    const result = await transmit('tx-3', started);
    expect(result).toMatchObject({ status: 'loginFailed', subject: null });
    expect(partner.calls).toEqual(['openTransmission', 'partnerLogin', 'sendLoginFailure']);
    expect(erp.calls).toEqual(erpCalls);
    expect(erp.requests.size).toBe(0);
  });
});
