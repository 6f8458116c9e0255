import { describe, expect, it } from 'vitest';
import { WorkflowGatewayError } from '../embedded/errors';
import { applySchedule, removeSchedule, scheduleSpecKey, syncSchedules } from './schedules';
import type { ScheduleInput, ScheduleSummary, WorkflowGateway } from './types';

/** The schedule half of a gateway, in memory, answering as both runtimes do. */
function scheduleGateway() {
  const schedules = new Map<string, ScheduleInput>();
  const calls: string[] = [];
  const gateway = {
    async createSchedule(input: ScheduleInput) {
      if (schedules.has(input.scheduleId)) throw new WorkflowGatewayError('ScheduleExists', input.scheduleId);
      calls.push(`create ${input.scheduleId}`);
      schedules.set(input.scheduleId, input);
    },
    async deleteSchedule(scheduleId: string) {
      if (!schedules.delete(scheduleId)) throw new WorkflowGatewayError('ScheduleNotFound', scheduleId);
      calls.push(`delete ${scheduleId}`);
    },
    async listSchedules(): Promise<ScheduleSummary[]> {
      return [...schedules.values()].map((input) => ({
        scheduleId: input.scheduleId,
        workflowType: input.workflowType,
        spec: input.spec,
        overlap: input.overlap ?? 'skip',
        catchupWindowMs: 60_000,
        recentActions: [],
      }));
    },
  } as Partial<WorkflowGateway> as WorkflowGateway;
  return { gateway, schedules, calls };
}

const weekly = (scheduleId: string, offsetMs = 0): ScheduleInput => ({
  scheduleId,
  workflowType: 'commissionCalculation',
  spec: { intervals: [{ everyMs: 7 * 86_400_000, offsetMs }] },
});

describe('schedules kept through the gateway', () => {
  it('replaces a schedule, removes it with null, and tolerates one already gone', async () => {
    const { gateway, schedules, calls } = scheduleGateway();
    await applySchedule(gateway, 'a', weekly('a'));
    await applySchedule(gateway, 'a', weekly('a', 3_600_000));
    expect(schedules.get('a')?.spec.intervals).toEqual([{ everyMs: 7 * 86_400_000, offsetMs: 3_600_000 }]);
    await applySchedule(gateway, 'a', null);
    expect(schedules.size).toBe(0);
    await removeSchedule(gateway, 'a');
    expect(calls).toEqual(['create a', 'delete a', 'create a', 'delete a']);
  });

  it('lets other refusals through', async () => {
    const gateway = {
      deleteSchedule: async () => Promise.reject(new WorkflowGatewayError('TemporalUnavailable', 'down')),
    } as Partial<WorkflowGateway> as WorkflowGateway;
    await expect(removeSchedule(gateway, 'a')).rejects.toMatchObject({ code: 'TemporalUnavailable' });
  });

  it('creates the missing and the outdated schedules only', async () => {
    const { gateway, calls } = scheduleGateway();
    await applySchedule(gateway, 'same', weekly('same'));
    await applySchedule(gateway, 'old', { ...weekly('old'), spec: { cronExpressions: ['0 0 1 1,6,11 *'], timezone: 'America/Mexico_City' } });
    calls.length = 0;
    expect(await syncSchedules(gateway, [weekly('same'), weekly('old'), weekly('new')])).toBe(2);
    expect(calls).toEqual(['delete old', 'create old', 'create new']);
    expect(await syncSchedules(gateway, [weekly('same'), weekly('old'), weekly('new')])).toBe(0);
  });

  it('compares specs by what decides when they fire', () => {
    expect(scheduleSpecKey({ intervals: [{ everyMs: 1000 }] })).toBe(scheduleSpecKey({ intervals: [{ everyMs: 1000, offsetMs: 0 }] }));
    expect(scheduleSpecKey({ cronExpressions: ['0 0 * * *'] })).toBe(scheduleSpecKey({ cronExpressions: ['0 0 * * *'], timezone: 'UTC' }));
    expect(scheduleSpecKey({ cronExpressions: ['0 0 * * *'], timezone: 'America/Mexico_City' })).not.toBe(scheduleSpecKey({ cronExpressions: ['0 0 * * *'] }));
  });
});
