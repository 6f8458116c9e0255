import type { ScheduleInput, ScheduleSpec, WorkflowGateway } from './types';

/**
 * Keeping schedules as the records they follow say, through the gateway: the same code for the
 * embedded runtime and for Temporal, as both implement WorkflowGateway. A schedule is replaced
 * rather than edited (neither runtime edits a spec the same way), so what runs is always built
 * from the record's current state.
 */

/** Removes a schedule; one already gone is fine. */
export async function removeSchedule(gateway: WorkflowGateway, scheduleId: string): Promise<void> {
  try {
    await gateway.deleteSchedule(scheduleId);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ScheduleNotFound') throw error;
  }
}

/** Makes the gateway hold exactly this schedule under this id, or none when `schedule` is null. */
export async function applySchedule(gateway: WorkflowGateway, scheduleId: string, schedule: ScheduleInput | null): Promise<void> {
  await removeSchedule(gateway, scheduleId);
  if (schedule) await gateway.createSchedule({ ...schedule, scheduleId });
}

/** The parts of a schedule spec that decide when it fires, comparable as text. */
export function scheduleSpecKey(spec: ScheduleSpec): string {
  return JSON.stringify([
    spec.cronExpressions ?? [],
    (spec.intervals ?? []).map((interval) => [interval.everyMs, interval.offsetMs ?? 0]),
    spec.cronExpressions?.length ? (spec.timezone ?? 'UTC') : '',
  ]);
}

/**
 * Each wanted schedule that is missing, or fires by another rule than wanted (built by an older
 * rule, restored from a backup...), is created again; the others are left alone. Answers how many
 * were created.
 */
export async function syncSchedules(gateway: WorkflowGateway, wanted: readonly ScheduleInput[]): Promise<number> {
  const existing = new Map((await gateway.listSchedules()).map((schedule) => [schedule.scheduleId, scheduleSpecKey(schedule.spec)]));
  let created = 0;
  for (const schedule of wanted) {
    if (existing.get(schedule.scheduleId) === scheduleSpecKey(schedule.spec)) continue;
    await applySchedule(gateway, schedule.scheduleId, schedule);
    created += 1;
  }
  return created;
}
