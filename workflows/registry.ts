import type { ProcessDefinition } from './context';
import { erpQueryProcess } from './erp/erpQuery';
import { customerAuditProcess } from './audits/customerAudit';
import { customerMassUpdateProcess } from './customers/massUpdate';
import { commissionCalculationProcess } from './commissions/commissionCalculation';

/** Every process the runtimes know, by workflow type name. */
export const processDefinitions: Record<string, ProcessDefinition<never, unknown>> = {
  [erpQueryProcess.name]: erpQueryProcess as ProcessDefinition<never, unknown>,
  [customerAuditProcess.name]: customerAuditProcess as ProcessDefinition<never, unknown>,
  [customerMassUpdateProcess.name]: customerMassUpdateProcess as ProcessDefinition<never, unknown>,
  [commissionCalculationProcess.name]: commissionCalculationProcess as ProcessDefinition<never, unknown>,
};
