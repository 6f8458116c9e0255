import type { Logger } from '../config/logger';
import type { ProcessDefinition } from '../workflows/context';
import { customerAuditProcess } from '../workflows/audits/customerAudit';
import { commissionCalculationProcess } from '../workflows/commissions/commissionCalculation';
import { commissionStatementsProcess } from '../workflows/commissions/commissionStatements';
import { customerMassUpdateProcess } from '../workflows/customers/massUpdate';
import { erpQueryProcess } from '../workflows/erp/erpQuery';
import { dailyHeadcountProcess } from '../workflows/headcount/dailyHeadcount';
import { forecastRunProcess } from '../workflows/purchasing/forecastRun';
import { purchaseOrderProcess } from '../workflows/purchasing/purchaseOrder';
import { emptyContainerDayProcess } from '../workflows/xadis/emptyContainerDay';
import { partnerTransmissionProcess } from '../workflows/xadis/partnerTransmission';
import { createAuditActivities } from './activities/audits';
import { createCommissionActivities } from './activities/commissions';
import { createCustomerActivities } from './activities/customers';
import { createErpActivities } from './activities/erp';
import { createHeadcountActivities } from './activities/headcount';
import { createPurchasingActivities } from './activities/purchasing';
import { createForecastActivities } from './activities/purchasingForecast';
import { createXadisActivities } from './activities/xadis';
import type { WorkflowGateway } from './gateway/types';
import { syncCommissionSchedules } from './schedules/commissions';
import { syncHeadcountSchedule } from './schedules/headcount';
import { syncXadisSchedules } from './schedules/xadis';

/**
 * The worker side of processes: for each area, the processes (of workflows/registry.ts) whose
 * activities it implements, the factory that builds those activities from injected dependencies
 * (database models, mailer, storage, ERP, partner client), and the schedules it keeps. The
 * activities of the runtimes (workers/activities/index.ts) and the schedules the product syncs at
 * start derive from this one list; a test checks that it covers workflows/registry.ts exactly.
 */
export interface ProcessWorker<Key extends string = string, Dependencies = never, Activities extends object = object> {
  /** Where this area's dependencies go in createActivities' argument. */
  key: Key;
  processes: readonly ProcessDefinition<never, unknown>[];
  activities: (dependencies?: Dependencies) => Activities;
  /** Creates the schedules that are missing at start (answers how many); `what` names them in the log when that fails. */
  schedules?: { what: string; sync: (gateway: WorkflowGateway) => Promise<number> };
}

function processWorker<Key extends string, Dependencies, Activities extends object>(worker: ProcessWorker<Key, Dependencies, Activities>) {
  return worker;
}

export const processWorkers = [
  processWorker({ key: 'erp', processes: [erpQueryProcess], activities: createErpActivities }),
  processWorker({ key: 'customers', processes: [customerMassUpdateProcess], activities: createCustomerActivities }),
  processWorker({ key: 'audits', processes: [customerAuditProcess], activities: createAuditActivities }),
  processWorker({
    key: 'commissions',
    processes: [commissionCalculationProcess, commissionStatementsProcess],
    activities: createCommissionActivities,
    // Active variable commissions run on their own schedules (the demo's included).
    schedules: { what: 'the variable commissions', sync: syncCommissionSchedules },
  }),
  processWorker({ key: 'purchasing', processes: [purchaseOrderProcess], activities: createPurchasingActivities }),
  // The purchasing area's second worker: its key is the activities' room (workers/activities/purchasingForecast.ts).
  processWorker({ key: 'purchasingForecast', processes: [forecastRunProcess], activities: createForecastActivities }),
  processWorker({
    key: 'xadis',
    processes: [partnerTransmissionProcess, emptyContainerDayProcess],
    activities: createXadisActivities,
    schedules: { what: 'the xadis processes', sync: syncXadisSchedules },
  }),
  processWorker({
    key: 'headcount',
    processes: [dailyHeadcountProcess],
    activities: createHeadcountActivities,
    // The headcount of every store is calculated each morning for the day that just closed.
    schedules: { what: 'the daily headcount', sync: syncHeadcountSchedule },
  }),
] as const;

/** At start: every area's schedules, one after the other; an area that cannot schedule is logged and the others go on. */
export async function syncProcessSchedules(gateway: WorkflowGateway, logger: Pick<Logger, 'error'>): Promise<void> {
  for (const worker of processWorkers) {
    const schedules: ProcessWorker['schedules'] = 'schedules' in worker ? worker.schedules : undefined;
    if (!schedules) continue;
    await schedules.sync(gateway).catch((error: unknown) => logger.error({ err: error }, `could not schedule ${schedules.what}`));
  }
}
