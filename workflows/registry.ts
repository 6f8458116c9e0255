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

/** Every process the runtimes know, by workflow type name. */
export const processDefinitions: Record<string, ProcessDefinition<never, unknown>> = {
  [erpQueryProcess.name]: erpQueryProcess as ProcessDefinition<never, unknown>,
  [customerAuditProcess.name]: customerAuditProcess as ProcessDefinition<never, unknown>,
  [customerMassUpdateProcess.name]: customerMassUpdateProcess as ProcessDefinition<never, unknown>,
  [commissionCalculationProcess.name]: commissionCalculationProcess as ProcessDefinition<never, unknown>,
  [commissionStatementsProcess.name]: commissionStatementsProcess as ProcessDefinition<never, unknown>,
  [purchaseOrderProcess.name]: purchaseOrderProcess as ProcessDefinition<never, unknown>,
  [forecastRunProcess.name]: forecastRunProcess as ProcessDefinition<never, unknown>,
  [partnerTransmissionProcess.name]: partnerTransmissionProcess as ProcessDefinition<never, unknown>,
  [emptyContainerDayProcess.name]: emptyContainerDayProcess as ProcessDefinition<never, unknown>,
  [dailyHeadcountProcess.name]: dailyHeadcountProcess as ProcessDefinition<never, unknown>,
};
