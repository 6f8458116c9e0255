import { loadXadisSettings } from '../../db/models/xadis';
import { emptyContainerSchedule, transmissionSchedule } from '../../domain/xadis/schedules';
import { syncSchedules } from '../gateway/schedules';
import type { WorkflowGateway } from '../gateway/types';

/** At start: the empty-container day at 09:00, and the daily transmission when an administrator switched it on. */
export async function syncXadisSchedules(gateway: WorkflowGateway): Promise<number> {
  const settings = await loadXadisSettings();
  const daily = transmissionSchedule(settings.dailyTransmission);
  return syncSchedules(gateway, [emptyContainerSchedule, ...(daily ? [daily] : [])]);
}
