import type { ProcessDefinition } from './context';
import { erpQueryProcess } from './erp/erpQuery';
import { commissionCalculationProcess } from './commissions/commissionCalculation';

/** Every process the runtimes know, by workflow type name. */
export const processDefinitions: Record<string, ProcessDefinition<never, unknown>> = {
  [erpQueryProcess.name]: erpQueryProcess as ProcessDefinition<never, unknown>,
  [commissionCalculationProcess.name]: commissionCalculationProcess as ProcessDefinition<never, unknown>,
};
