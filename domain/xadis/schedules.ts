import { TRANSMISSION_BATCHES_PER_RUN, TRANSMISSION_ERP_WINDOW, TRANSMISSION_PROCESS_VERSION } from './transmissions';

/**
 * When the two xadis processes run by themselves (Mexico City): the empty-container day every day
 * at 09:00, when the window opens; the previous day's transmission at 06:00, only when an
 * administrator switched it on (off by default).
 */
export const EMPTY_CONTAINER_DAY_WORKFLOW = 'emptyContainerDay';
export const PARTNER_TRANSMISSION_WORKFLOW = 'partnerTransmission';
export const EMPTY_CONTAINER_SCHEDULE_ID = 'xadis-empty-container-day';
export const TRANSMISSION_SCHEDULE_ID = 'xadis-daily-transmission';

export const emptyContainerSchedule = {
  scheduleId: EMPTY_CONTAINER_SCHEDULE_ID,
  workflowType: EMPTY_CONTAINER_DAY_WORKFLOW,
  input: {},
  spec: { cronExpressions: ['0 9 * * *'], timezone: 'America/Mexico_City' },
};

export function transmissionSchedule(on: boolean) {
  return on
    ? {
        scheduleId: TRANSMISSION_SCHEDULE_ID,
        workflowType: PARTNER_TRANSMISSION_WORKFLOW,
        input: {
          from: '',
          to: '',
          requestedBy: 'schedule',
          scheduled: true,
          previousDay: true,
          batchesPerRun: TRANSMISSION_BATCHES_PER_RUN,
          erpWindow: TRANSMISSION_ERP_WINDOW,
          processVersion: TRANSMISSION_PROCESS_VERSION,
        },
        spec: { cronExpressions: ['0 6 * * *'], timezone: 'America/Mexico_City' },
      }
    : null;
}
