import type { ProcessDefinition } from './context';
import { dailyHeadcountProcess } from './headcount/dailyHeadcount';
import { erpQueryProcess } from './erp/erpQuery';
import { customerAuditProcess } from './audits/customerAudit';
import { customerMassUpdateProcess } from './customers/massUpdate';
import { commissionCalculationProcess } from './commissions/commissionCalculation';
import { commissionStatementsProcess } from './commissions/commissionStatements';
import { purchaseOrderProcess } from './purchasing/purchaseOrder';
import { forecastRunProcess } from './purchasing/forecastRun';
import { partnerTransmissionProcess } from './xadis/partnerTransmission';
import { emptyContainerDayProcess } from './xadis/emptyContainerDay';

/**
 * Every process, the one list the runtimes read: the embedded runtime runs these definitions and
 * Temporal's workflow entry (workflows/temporal/index.ts) dispatches to them by workflow type. A new
 * process joins here; its activities and schedule join workers/processes.ts (README "Processes").
 */
export const processes: readonly ProcessDefinition<never, unknown>[] = [
  erpQueryProcess,
  customerAuditProcess,
  customerMassUpdateProcess,
  commissionCalculationProcess,
  commissionStatementsProcess,
  purchaseOrderProcess,
  forecastRunProcess,
  partnerTransmissionProcess,
  emptyContainerDayProcess,
  dailyHeadcountProcess,
];

/** Every process the runtimes know, by workflow type name. */
export const processDefinitions: Record<string, ProcessDefinition<never, unknown>> = Object.fromEntries(
  processes.map((definition) => [definition.name, definition]),
);
