import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErpAnswerRepository } from '../../db/models/erp/erpAnswerRepository';
import { pollErpAnswer } from './xadisErpAnswer';

describe('polling an ERP answer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    { intervalMs: 50, waits: [10, 20, 40, 50, 50] },
    { intervalMs: 1000, waits: [10, 20, 40, 80, 160, 320, 640, 1000, 1000] },
    { intervalMs: 5, waits: [5, 5, 5] },
  ])('with ERP_POLL_INTERVAL_MS at $intervalMs the waits between polls are $waits', async ({ intervalMs, waits }) => {
    vi.useFakeTimers();
    const polls: number[] = [];
    const answers = { readStatus: async () => ({ status: 'running' }) } as unknown as ErpAnswerRepository;
    const done = pollErpAnswer(answers, 'request-1', Number.POSITIVE_INFINITY, intervalMs, Date.now, async () => {
      polls.push(Date.now());
      return polls.length > waits.length;
    });
    await vi.runAllTimersAsync();
    await done;
    expect(polls.slice(1).map((at, index) => at - polls[index])).toEqual(waits);
  });

  it('a failed request ends the polling with its error', async () => {
    const answers = { readStatus: async () => ({ status: 'failed', error: 'Sin conexión con el ERP' }) } as unknown as ErpAnswerRepository;
    await expect(pollErpAnswer(answers, 'request-1', Number.POSITIVE_INFINITY, 50, Date.now, async () => false)).rejects.toThrow('Sin conexión con el ERP');
  });
});
