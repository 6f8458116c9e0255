import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import { createMemoryWorkflowStore } from '../../workers/embedded/memoryStore';
import { createStubErp, type StubErp } from '../erp/testing';
import type { XadisActivities } from './activities';
import { EMPTY_CONTAINER_DAY_WORKFLOW, REMINDER_LEAD_MS, type EmptyContainerDayResult } from './emptyContainerDay';

// The process alone: the ERP's and the window's activities in memory, an in-memory run store and a
// time-skipping clock, no database (emptyContainerDay.test.ts runs it on the real activities).

type WindowActivities = Pick<XadisActivities, 'storeWindowStock' | 'remindUnsentReport'>;
type StoredStock = Parameters<XadisActivities['storeWindowStock']>[0];

/** 2026-11-20 09:00 in Mexico City (UTC-6): the window of the 20th opens; it closes at 09:00 of the 21st. */
const OPENS = Date.parse('2026-11-20T15:00:00Z');
const CLOSES = Date.parse('2026-11-21T15:00:00Z');
const DAY = 24 * 3_600_000;
const stockRows = [{ articleKey: 'E0101', articleName: 'ENVASE CERVEZA 355 ML', familyKey: 'ENVR', stock: 112_400 }];

let erp: StubErp;
let stored: StoredStock[];
let reminders: { at: number; day: string }[];
let reportSent: boolean;
let clock: TestClock;
let workflows: EmbeddedWorkflows;

beforeEach(async () => {
  erp = createStubErp();
  stored = [];
  reminders = [];
  reportSent = false;
  clock = new TestClock(OPENS);
  const window: WindowActivities = {
    async storeWindowStock(input) {
      stored.push(input);
    },
    async remindUnsentReport(input) {
      if (reportSent) return { reminded: false };
      reminders.push({ at: clock.now(), day: input.day });
      return { reminded: true };
    },
  };
  workflows = await startEmbeddedWorkflows({ clock, store: createMemoryWorkflowStore(), activities: { ...erp.activities, ...window } });
});
afterEach(async () => {
  await workflows.close();
});

async function startDay(workflowId: string) {
  await workflows.gateway.start(EMPTY_CONTAINER_DAY_WORKFLOW, { pollIntervalMs: 1000, deadlineMs: 5000 }, { workflowId });
  await clock.advance(0);
}

describe('empty-container day on stubbed activities', () => {
  it('stores the ERP stock read at the window opening and reminds 30 minutes before it closes', async () => {
    await startDay('day-1');
    erp.answer(stockRows);
    const result = await clock.runUntil(workflows.gateway.result<EmptyContainerDayResult>('day-1'), 2 * DAY);
    expect(result).toEqual({ day: '2026-11-20', stockRead: true, reminded: true });
    expect(stored).toEqual([{ windowStart: OPENS, windowEnd: CLOSES, day: '2026-11-20', rows: stockRows, error: null, readAt: OPENS + 1000 }]);
    expect(reminders).toEqual([{ at: CLOSES - REMINDER_LEAD_MS, day: '2026-11-20' }]);
    expect(erp.requests.size).toBe(0);
  });

  it.each([
    { case: 'the ERP fails', play: () => erp.fail('Timeout expired'), error: 'Timeout expired' },
    { case: 'the ERP does not answer in time', play: () => undefined, error: 'The ERP did not answer in time' },
  ])('when $case, stores the window without stock and its error, and still reminds', async ({ play, error }) => {
    await startDay('day-2');
    play();
    const result = await clock.runUntil(workflows.gateway.result<EmptyContainerDayResult>('day-2'), 2 * DAY);
    expect(result).toEqual({ day: '2026-11-20', stockRead: false, reminded: true });
    expect(stored).toEqual([expect.objectContaining({ day: '2026-11-20', rows: null, error: expect.stringContaining(error) })]);
    expect(reminders).toHaveLength(1);
    expect(erp.requests.size).toBe(0);
  });

  it('sends no reminder when the report went out during the window', async () => {
    await startDay('day-3');
    erp.answer(stockRows);
    reportSent = true;
    const result = await clock.runUntil(workflows.gateway.result<EmptyContainerDayResult>('day-3'), 2 * DAY);
    expect(result).toMatchObject({ stockRead: true, reminded: false });
    expect(reminders).toEqual([]);
  });
});
