/**
 * The Temporal workflows entry: what `bundleWorkflowCode({ workflowsPath })` bundles and the
 * worker registers. One thin adapter per process; the process itself lives in its area folder.
 * Workflow code must not import fs, crypto or the activities module (types only).
 */
import { erpQueryProcess, type ErpQueryInput, type ErpQueryResult } from '../erp/erpQuery';
import { runOnTemporal } from './context';
import { partnerTransmissionProcess, type PartnerTransmissionInput, type PartnerTransmissionResult } from '../xadis/partnerTransmission';
import { emptyContainerDayProcess, type EmptyContainerDayInput, type EmptyContainerDayResult } from '../xadis/emptyContainerDay';
import { purchaseOrderProcess, type PurchaseOrderInput, type PurchaseOrderProgress } from '../purchasing/purchaseOrder';
import { forecastRunProcess, type ForecastRunInput, type ForecastRunProgress } from '../purchasing/forecastRun';
import { dailyHeadcountProcess, type DailyHeadcountInput, type DailyHeadcountResult } from '../headcount/dailyHeadcount';
import { customerAuditProcess, type CustomerAuditInput, type CustomerAuditResult } from '../audits/customerAudit';
import { customerMassUpdateProcess, type CustomerMassUpdateInput, type CustomerMassUpdateProgress } from '../customers/massUpdate';
import { commissionCalculationProcess, type CommissionCalculationInput, type CommissionCalculationResult } from '../commissions/commissionCalculation';
import { commissionStatementsProcess, type CommissionStatementsInput, type CommissionStatementsResult } from '../commissions/commissionStatements';

export async function erpQuery(input: ErpQueryInput): Promise<ErpQueryResult> {
  return runOnTemporal(erpQueryProcess, input);
}

export async function commissionCalculation(input: CommissionCalculationInput): Promise<CommissionCalculationResult> {
  return runOnTemporal(commissionCalculationProcess, input);
}

export async function customerAudit(input: CustomerAuditInput): Promise<CustomerAuditResult> {
  return runOnTemporal(customerAuditProcess, input);
}

export async function customerMassUpdate(input: CustomerMassUpdateInput): Promise<CustomerMassUpdateProgress> {
  return runOnTemporal(customerMassUpdateProcess, input);
}

export async function dailyHeadcount(input: DailyHeadcountInput): Promise<DailyHeadcountResult> {
  return runOnTemporal(dailyHeadcountProcess, input);
}

export async function purchaseOrder(input: PurchaseOrderInput): Promise<PurchaseOrderProgress> {
  return runOnTemporal(purchaseOrderProcess, input);
}

export async function forecastRun(input: ForecastRunInput): Promise<ForecastRunProgress> {
  return runOnTemporal(forecastRunProcess, input);
}

export async function partnerTransmission(input: PartnerTransmissionInput): Promise<PartnerTransmissionResult> {
  return runOnTemporal(partnerTransmissionProcess, input);
}

export async function emptyContainerDay(input: EmptyContainerDayInput): Promise<EmptyContainerDayResult> {
  return runOnTemporal(emptyContainerDayProcess, input);
}

export async function commissionStatements(input: CommissionStatementsInput): Promise<CommissionStatementsResult> {
  return runOnTemporal(commissionStatementsProcess, input);
}
