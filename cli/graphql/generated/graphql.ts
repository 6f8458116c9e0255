/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AuditMassDecisionInput = {
  /** up to 500 per call */
  auditIds: Array<string>;
  /** the type authorized customers get; the fixed default customer type (CC) when left out */
  customerTypeId?: string | null | undefined;
  decision: string;
};

/** Audit-log search: every part optional; from/to are yyyy-MM-dd days in the stores' calendar (inclusive). */
export type ChangeHistoryFilter = {
  area?: string | null | undefined;
  from?: string | null | undefined;
  operation?: string | null | undefined;
  recordId?: string | null | undefined;
  recordType?: string | null | undefined;
  to?: string | null | undefined;
  userName?: string | null | undefined;
};

export type CommissionStatementApprovalInput = {
  /** the statements to approve; left out: every statement of the period in review */
  ids?: Array<string> | null | undefined;
  organizationId: string;
  periodEnd: string;
  periodStart: string;
  reason?: string | null | undefined;
};

export type CommissionStatementPeriodInput = {
  organizationId: string;
  periodEnd: string;
  periodStart: string;
};

export type CreateUserInput = {
  fullName?: string | null | undefined;
  phone?: string | null | undefined;
  positionId?: string | null | undefined;
  /** At least 6 characters; the user must replace it at first sign-in. */
  temporaryPassword: string;
  userName: string;
};

/** What a customer is counted as in the list's counters (spec 001 section 4). */
export type CustomerClass =
  | 'active'
  | 'auditable'
  | 'authorization'
  | 'inactive'
  | 'incomplete'
  | 'registered';

export type CustomerFilterInput = {
  /** yyyy-mm-dd: changed on or after; no future day, at most 365 days back */
  changedSince?: string | null | undefined;
  /** active, inactive, incomplete, registered, auditable or authorization (a clicked counter) */
  class?: string | null | undefined;
  customerTypeId?: string | null | undefined;
  /** a pre-registration code, a phone, an e-mail or part of the name */
  search?: string | null | undefined;
};

export type CustomerMassUpdateInput = {
  /** inactivate ('Send customer inactive'), setType (one button per type) or release (stores, 'Guardar selección') */
  action: string;
  batchSize?: number | null | undefined;
  /** selected rows (up to 5000), or... */
  customerIds?: Array<string> | null | undefined;
  customerTypeId?: string | null | undefined;
  /** ...every customer of a filter */
  filter?: CustomerFilterInput | null | undefined;
  /** stores (type _10) for release */
  warehouseIds?: Array<string> | null | undefined;
};

export type ForecastRunInput = {
  companyId: string;
  /** Days, 1 to 31 (8 when absent). */
  horizonDays?: number | null | undefined;
  providerId: string;
  /** yyyy-mm-dd: the first forecast day */
  start: string;
  /** Empty: every store of the company. */
  storeIds?: Array<string> | null | undefined;
};

export type PostalCodeInput = {
  c_cp: string;
  d_asenta: string;
  d_estado: string;
  d_mnpio: string;
};

export type PriceLineInput = {
  claarti: string;
  clacte: string;
  claemp: number;
  pctdescto?: number | null | undefined;
  precioofe: string;
};

export type PriceListExportInput = {
  companyId: number;
  /** offer start and end, yyyy-mm-dd */
  from: string;
  /** the added lines; omitted: the company's current offers in the ERP */
  lines?: Array<PriceLineInput> | null | undefined;
  to: string;
};

export type PurchaseLineInput = {
  packages: number;
  sku: string;
  storeId: string;
};

export type PurchaseOrderInput = {
  consolidated: boolean;
  /** The packages the buyer changed (others keep the suggested ones). */
  lines: Array<PurchaseLineInput>;
  selection: PurchaseSelectionInput;
};

export type PurchaseSelectionInput = {
  companyId: string;
  distributionCentre?: boolean | null | undefined;
  /** yyyy-mm-dd */
  from: string;
  /** 0 Conservadora, 1 Mínima, 2 Media, 3 Máxima */
  projection?: number | null | undefined;
  providerId: string;
  /** empty: every store of the zone */
  storeIds?: Array<string> | null | undefined;
  /** yyyy-mm-dd; the screen defaults it to from + 7 days */
  to: string;
  /** null: Todas */
  zoneId?: string | null | undefined;
};

export type StaffUserFieldsFragment = { attendantId: string, userName: string, fullName: string, active: boolean, passwordChangeRequired: boolean, locked: boolean, position: { positionId: string, positionName: string } };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { createUser: { attendantId: string, userName: string, fullName: string, active: boolean, passwordChangeRequired: boolean, locked: boolean, position: { positionId: string, positionName: string } } };

export type DisableUserMutationVariables = Exact<{
  userName: string;
}>;


export type DisableUserMutation = { updateUser: { attendantId: string, userName: string, fullName: string, active: boolean, passwordChangeRequired: boolean, locked: boolean, position: { positionId: string, positionName: string } } };

export type ResetUserPasswordMutationVariables = Exact<{
  userName: string;
  password: string;
}>;


export type ResetUserPasswordMutation = { resetUserPassword: { attendantId: string, userName: string, fullName: string, active: boolean, passwordChangeRequired: boolean, locked: boolean, position: { positionId: string, positionName: string } } };

export type AuditableCustomersQueryVariables = Exact<{
  filter?: CustomerFilterInput | null | undefined;
  page?: number | null | undefined;
}>;


export type AuditableCustomersQuery = { customers: { total: number, rows: Array<{ id: string }> } };

export type PendingAuditsQueryVariables = Exact<{
  ids: Array<string> | string;
}>;


export type PendingAuditsQuery = { customerSelection: { pendingAuditIds: Array<string> } };

export type ImportPostalCodesMutationVariables = Exact<{
  rows: Array<PostalCodeInput> | PostalCodeInput;
  source?: string | null | undefined;
}>;


export type ImportPostalCodesMutation = { importPostalCodes: { inserted: number, updated: number, total: number } };

export type CliCommissionStatementsQueryVariables = Exact<{
  organizationId: string;
  periodStart: string;
  periodEnd: string;
  state?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type CliCommissionStatementsQuery = { commissionStatements: { total: number, page: number, pageSize: number, items: Array<{ id: string, employeeId: string, employeeName: string, state: string, total: string, reviewerName: string }>, summary: Array<{ state: string, count: number, total: string }> } };

export type CliApproveCommissionStatementsMutationVariables = Exact<{
  input: CommissionStatementApprovalInput;
}>;


export type CliApproveCommissionStatementsMutation = { approveCommissionStatements: { approved: number, skipped: number } };

export type CliExportCommissionStatementsMutationVariables = Exact<{
  input: CommissionStatementPeriodInput;
}>;


export type CliExportCommissionStatementsMutation = { exportCommissionStatements: { exportId: string, statements: number, csv: string } };

export type CliCommissionStatementExportPreviewQueryVariables = Exact<{
  organizationId: string;
  periodStart: string;
  periodEnd: string;
}>;


export type CliCommissionStatementExportPreviewQuery = { commissionStatementExportPreview: { statements: number, total: string, csv: string } };

export type CustomerListQueryVariables = Exact<{
  filter?: CustomerFilterInput | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type CustomerListQuery = { customerCounters: { active: number, inactive: number, incomplete: number, registered: number, auditable: number, authorization: number, total: number }, customers: { total: number, page: number, pageSize: number, rows: Array<{ id: string, customerName: string, customerTypeName: string, preregistrationCode: string | null, sellBanned: boolean | null, blacklisted: boolean, zoneName: string | null, lastUpdate: string, classes: Array<CustomerClass> }> } };

export type CustomerCountQueryVariables = Exact<{
  filter?: CustomerFilterInput | null | undefined;
}>;


export type CustomerCountQuery = { customers: { total: number } };

export type SeedDemoDataMutationVariables = Exact<{
  reset?: boolean | null | undefined;
}>;


export type SeedDemoDataMutation = { seedDemoData: { seedVersion: number, reset: boolean, durationMs: number, collections: unknown } };

export type StartErpQueryMutationVariables = Exact<{
  operation: unknown;
}>;


export type StartErpQueryMutation = { startErpQuery: { workflowId: string } };

export type ErpQueryStatusQueryVariables = Exact<{
  workflowId: string;
}>;


export type ErpQueryStatusQuery = { erpQuery: { workflowId: string, status: string, state: string | null, polls: number | null, rows: unknown, rowCount: number | null, error: string | null } };

export type CliForecastRunProgressQueryVariables = Exact<{
  runId: string;
}>;


export type CliForecastRunProgressQuery = { forecastRunProgress: { runId: string, status: string, state: string, storesDone: number, storesTotal: number, rows: number, failure: string | null } };

export type HeadcountRunCliQueryVariables = Exact<{
  workflowId: string;
}>;


export type HeadcountRunCliQuery = { headcountRun: { workflowId: string, status: string, calculationDate: string | null, total: number, processed: number, stores: Array<{ warehouseId: string, warehouseName: string, required: number, assigned: number, vacancies: number, extras: number, statusName: string }> } };

export type CliChangeHistoryQueryVariables = Exact<{
  filter?: ChangeHistoryFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type CliChangeHistoryQuery = { changeHistory: { page: number, pageSize: number, total: number, entries: Array<{ id: string, at: number, area: string, recordType: string, recordId: string, operation: string, actor: { kind: string, id: string, name: string, runId: string | null }, changes: Array<{ field: string, before: unknown, after: unknown }> }> } };

export type ExportMenusQueryVariables = Exact<{ [key: string]: never; }>;


export type ExportMenusQuery = { exportMenus: unknown };

export type MenuImportCountsFieldsFragment = { inserted: number, updated: number, unchanged: number };

export type ImportMenusMutationVariables = Exact<{
  document: unknown;
}>;


export type ImportMenusMutation = { importMenus: { systemMenus: { inserted: number, updated: number, unchanged: number }, permissionProfiles: { inserted: number, updated: number, unchanged: number } } };

export type CliExportPriceListMutationVariables = Exact<{
  input: PriceListExportInput;
}>;


export type CliExportPriceListMutation = { exportPriceList: { content: string | null, id: string, companyId: number, day: string, sessionId: number, offerFrom: string, offerTo: string, lineCount: number, customerCount: number, fileName: string, nextExportDay: string } };

export type CliPurchaseGridQueryVariables = Exact<{
  selection: PurchaseSelectionInput;
}>;


export type CliPurchaseGridQuery = { purchaseGrid: { stores: number, products: number, rows: Array<{ storeId: string, sku: string, description: string, piecesPerPackage: number, packages: number, p10: number, p50: number, p90: number, minProduct: number, stock: number, price: string, total: string }>, totals: { subtotal: string, ieps: string, iva: string, total: string } } };

export type CliVerifyPurchaseOrderMutationVariables = Exact<{
  order: PurchaseOrderInput;
}>;


export type CliVerifyPurchaseOrderMutation = { verifyPurchaseOrder: { folio: number, erpCompanyId: number, lines: Array<{ sku: string }>, totals: { total: string } } };

export type CliSendPurchaseOrderMutationVariables = Exact<{
  folio: number;
  order: PurchaseOrderInput;
}>;


export type CliSendPurchaseOrderMutation = { sendPurchaseOrder: { folio: number, workflowId: string } };

export type CliSendRemoteCommandMutationVariables = Exact<{
  storeId: string;
  commandName: string;
  customerId?: string | null | undefined;
  kitId?: string | null | undefined;
}>;


export type CliSendRemoteCommandMutation = { sendRemoteCommand: { id: string, remoteCommandName: string, warehouseId: string, params: string, state: string, sentAt: string } };

export type CliRemoteCommandHistoryQueryVariables = Exact<{
  storeId?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type CliRemoteCommandHistoryQuery = { remoteCommandHistory: Array<{ id: string, remoteCommandName: string, warehouseId: string, params: string, state: string, sentBy: string, sentAt: string, response: string | null, timeZone: string, statuses: Array<{ remoteControlStatusType: string, startDatetime: number, attendantId: string | null }> }> };

export type CliIssueStoreTokenMutationVariables = Exact<{
  storeId: string;
  label?: string | null | undefined;
}>;


export type CliIssueStoreTokenMutation = { issueStoreToken: { warehouseId: string, token: string } };

export type StatusQueryVariables = Exact<{ [key: string]: never; }>;


export type StatusQuery = { systemStatus: { ok: boolean, version: string, startedAt: string, backends: Array<{ modeCode: string, modeParams: unknown, detailCode: string | null, detailParams: unknown, name: string, mode: string, ok: boolean, detail: string | null }> }, workflowsOverview: { backend: string, workers: number, running: number, completed: number, failed: number, schedules: number } };

export type WorkflowRunsQueryVariables = Exact<{
  workflowType?: string | null | undefined;
  status?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type WorkflowRunsQuery = { workflowRuns: Array<{ workflowId: string, workflowType: string, status: string, startTime: string, closeTime: string | null }> };

export type CancelWorkflowRunMutationVariables = Exact<{
  workflowId: string;
}>;


export type CancelWorkflowRunMutation = { cancelWorkflowRun: boolean };

export type CliStartXadisTransmissionMutationVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type CliStartXadisTransmissionMutation = { startXadisTransmission: { id: string } };

export type CliXadisTransmissionQueryVariables = Exact<{
  id: string;
}>;


export type CliXadisTransmissionQuery = { xadisTransmission: { id: string, from: string, to: string, status: string, state: string | null, message: string | null, emailSubject: string | null, sales: { records: number, batches: number, batchesSent: number, validated: number, inserted: number, errors: number, failedBatches: number }, inventory: { records: number, batches: number, batchesSent: number, validated: number, inserted: number, errors: number, failedBatches: number }, errorItems: Array<{ kind: string, sku: string, msg: string }> } };

export type CliEmptyContainerScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type CliEmptyContainerScreenQuery = { emptyContainerScreen: { day: string, state: number, erpTotal: number | null, readError: string | null, report: { boxTotal: number, closed: boolean, shippingDate: string | null } | null } };

export type CliEmptyContainerDayQueryVariables = Exact<{
  day: string;
}>;


export type CliEmptyContainerDayQuery = { emptyContainerDay: { day: string, state: number, erpTotal: number | null, boxTotal: number, difference: number, status: string, shippingDate: string | null, emptyContainers: Array<{ sku: string, quantity: number }> } };

export type ErpQueryStatusFragment = { workflowId: string, status: string, state: string | null, polls: number | null, rows: unknown, rowCount: number | null, error: string | null };

export type WorkflowRunDetailsFragment = { workflowId: string, runId: string, workflowType: string, status: string, startTime: string, closeTime: string | null, input: unknown, result: unknown, failure: unknown, pendingActivities: Array<{ activityType: string, attempt: number }>, pendingTimers: Array<{ fireAt: number }>, history: Array<{ eventId: number, time: string, type: string, attributes: unknown }> };

export type AuditMassDecisionResultFragment = { decided: number, alreadyResolved: number, notFound: number, failed: number };

export type SystemStatusFragment = { ok: boolean, version: string, startedAt: string, backends: Array<{ name: string, mode: string, ok: boolean, detail: string | null }> };

export type WorkflowsOverviewFragment = { backend: string, workers: number, running: number, completed: number, failed: number, schedules: number };

export type CustomersCsvQueryVariables = Exact<{
  filter?: CustomerFilterInput | null | undefined;
}>;


export type CustomersCsvQuery = { customersCsv: string };

export type DecideAuditsMutationVariables = Exact<{
  input: AuditMassDecisionInput;
}>;


export type DecideAuditsMutation = { decideAudits: { decided: number, alreadyResolved: number, notFound: number, failed: number } };

export type WorkflowRunQueryVariables = Exact<{
  workflowId: string;
}>;


export type WorkflowRunQuery = { workflowRun: { workflowId: string, runId: string, workflowType: string, status: string, startTime: string, closeTime: string | null, input: unknown, result: unknown, failure: unknown, pendingActivities: Array<{ activityType: string, attempt: number }>, pendingTimers: Array<{ fireAt: number }>, history: Array<{ eventId: number, time: string, type: string, attributes: unknown }> } | null };

export type StartCustomerMassUpdateMutationVariables = Exact<{
  input: CustomerMassUpdateInput;
}>;


export type StartCustomerMassUpdateMutation = { startCustomerMassUpdate: { workflowId: string, status: string, state: string | null, total: number, processed: number, updated: number, skipped: number, notified: number } };

export type CustomerMassUpdateQueryVariables = Exact<{
  workflowId: string;
}>;


export type CustomerMassUpdateQuery = { customerMassUpdate: { workflowId: string, status: string, state: string | null, total: number, processed: number, updated: number, skipped: number, notified: number } };

export type StartForecastRunMutationVariables = Exact<{
  input: ForecastRunInput;
}>;


export type StartForecastRunMutation = { startForecastRun: { runId: string, status: string, providerName: string | null } };

export type PurchaseOrderProgressQueryVariables = Exact<{
  erpCompanyId: number;
  folio: number;
}>;


export type PurchaseOrderProgressQuery = { purchaseOrderProgress: { step: string, failure: string | null } };

export type ImportForecastFileMutationVariables = Exact<{
  csv: string;
  fileName?: string | null | undefined;
  importId?: string | null | undefined;
  part?: number | null | undefined;
  parts?: number | null | undefined;
  firstLine?: number | null | undefined;
}>;


export type ImportForecastFileMutation = { importForecasts: { runId: string, rows: number, pairs: number, part: number, parts: number, importedRows: number } };

export type StartHeadcountMutationVariables = Exact<{
  calculationDate?: string | null | undefined;
}>;


export type StartHeadcountMutation = { startHeadcount: { workflowId: string, status: string } };

export type CustomerMassUpdateRunFragment = { workflowId: string, status: string, state: string | null, total: number, processed: number, updated: number, skipped: number, notified: number };

export type XadisKindCountsFragment = { records: number, batches: number, batchesSent: number, validated: number, inserted: number, errors: number, failedBatches: number };

export type CustomerCountersFragment = { active: number, inactive: number, incomplete: number, registered: number, auditable: number, authorization: number, total: number };

export type RemoteControlFragment = { id: string, remoteCommandName: string, warehouseId: string, params: string, state: string, sentBy: string, sentAt: string, response: string | null, timeZone: string, statuses: Array<{ remoteControlStatusType: string, startDatetime: number, attendantId: string | null }> };

export type HeadcountRunFragment = { workflowId: string, status: string, calculationDate: string | null, total: number, processed: number };

export type PriceListExportFragment = { id: string, companyId: number, day: string, sessionId: number, offerFrom: string, offerTo: string, lineCount: number, customerCount: number, fileName: string, nextExportDay: string };

export type XadisTransmissionFragment = { id: string, from: string, to: string, status: string, state: string | null, message: string | null, emailSubject: string | null, sales: { records: number, batches: number, batchesSent: number, validated: number, inserted: number, errors: number, failedBatches: number }, inventory: { records: number, batches: number, batchesSent: number, validated: number, inserted: number, errors: number, failedBatches: number }, errorItems: Array<{ kind: string, sku: string, msg: string }> };

export type PurchaseMoneyFragment = { subtotal: string, ieps: string, iva: string, total: string };

export type ChangeHistoryEntryFieldsFragment = { id: string, at: number, area: string, recordType: string, recordId: string, operation: string, actor: { kind: string, id: string, name: string, runId: string | null }, changes: Array<{ field: string, before: unknown, after: unknown }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const StaffUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffUserFields on StaffUser {
  attendantId
  userName
  fullName
  active
  passwordChangeRequired
  locked
  position {
    positionId
    positionName
  }
}
    `, {"fragmentName":"StaffUserFields"}) as unknown as TypedDocumentString<StaffUserFieldsFragment, unknown>;
export const MenuImportCountsFieldsFragmentDoc = new TypedDocumentString(`
    fragment MenuImportCountsFields on ImportCounts {
  inserted
  updated
  unchanged
}
    `, {"fragmentName":"MenuImportCountsFields"}) as unknown as TypedDocumentString<MenuImportCountsFieldsFragment, unknown>;
export const ErpQueryStatusFragmentDoc = new TypedDocumentString(`
    fragment ErpQueryStatus on ErpQueryStatus {
  workflowId
  status
  state
  polls
  rows
  rowCount
  error
}
    `, {"fragmentName":"ErpQueryStatus"}) as unknown as TypedDocumentString<ErpQueryStatusFragment, unknown>;
export const WorkflowRunDetailsFragmentDoc = new TypedDocumentString(`
    fragment WorkflowRunDetails on WorkflowRunDetails {
  workflowId
  runId
  workflowType
  status
  startTime
  closeTime
  input
  result
  failure
  pendingActivities {
    activityType
    attempt
  }
  pendingTimers {
    fireAt
  }
  history {
    eventId
    time
    type
    attributes
  }
}
    `, {"fragmentName":"WorkflowRunDetails"}) as unknown as TypedDocumentString<WorkflowRunDetailsFragment, unknown>;
export const AuditMassDecisionResultFragmentDoc = new TypedDocumentString(`
    fragment AuditMassDecisionResult on AuditMassDecisionResult {
  decided
  alreadyResolved
  notFound
  failed
}
    `, {"fragmentName":"AuditMassDecisionResult"}) as unknown as TypedDocumentString<AuditMassDecisionResultFragment, unknown>;
export const SystemStatusFragmentDoc = new TypedDocumentString(`
    fragment SystemStatus on SystemStatus {
  ok
  version
  startedAt
  backends {
    name
    mode
    ok
    detail
  }
}
    `, {"fragmentName":"SystemStatus"}) as unknown as TypedDocumentString<SystemStatusFragment, unknown>;
export const WorkflowsOverviewFragmentDoc = new TypedDocumentString(`
    fragment WorkflowsOverview on WorkflowsOverview {
  backend
  workers
  running
  completed
  failed
  schedules
}
    `, {"fragmentName":"WorkflowsOverview"}) as unknown as TypedDocumentString<WorkflowsOverviewFragment, unknown>;
export const CustomerMassUpdateRunFragmentDoc = new TypedDocumentString(`
    fragment CustomerMassUpdateRun on CustomerMassUpdateRun {
  workflowId
  status
  state
  total
  processed
  updated
  skipped
  notified
}
    `, {"fragmentName":"CustomerMassUpdateRun"}) as unknown as TypedDocumentString<CustomerMassUpdateRunFragment, unknown>;
export const CustomerCountersFragmentDoc = new TypedDocumentString(`
    fragment CustomerCounters on CustomerCounters {
  active
  inactive
  incomplete
  registered
  auditable
  authorization
  total
}
    `, {"fragmentName":"CustomerCounters"}) as unknown as TypedDocumentString<CustomerCountersFragment, unknown>;
export const RemoteControlFragmentDoc = new TypedDocumentString(`
    fragment RemoteControl on RemoteControl {
  id
  remoteCommandName
  warehouseId
  params
  state
  statuses {
    remoteControlStatusType
    startDatetime
    attendantId
  }
  sentBy
  sentAt
  response
  timeZone
}
    `, {"fragmentName":"RemoteControl"}) as unknown as TypedDocumentString<RemoteControlFragment, unknown>;
export const HeadcountRunFragmentDoc = new TypedDocumentString(`
    fragment HeadcountRun on HeadcountRun {
  workflowId
  status
  calculationDate
  total
  processed
}
    `, {"fragmentName":"HeadcountRun"}) as unknown as TypedDocumentString<HeadcountRunFragment, unknown>;
export const PriceListExportFragmentDoc = new TypedDocumentString(`
    fragment PriceListExport on PriceListExport {
  id
  companyId
  day
  sessionId
  offerFrom
  offerTo
  lineCount
  customerCount
  fileName
  nextExportDay
}
    `, {"fragmentName":"PriceListExport"}) as unknown as TypedDocumentString<PriceListExportFragment, unknown>;
export const XadisKindCountsFragmentDoc = new TypedDocumentString(`
    fragment XadisKindCounts on XadisKindCounts {
  records
  batches
  batchesSent
  validated
  inserted
  errors
  failedBatches
}
    `, {"fragmentName":"XadisKindCounts"}) as unknown as TypedDocumentString<XadisKindCountsFragment, unknown>;
export const XadisTransmissionFragmentDoc = new TypedDocumentString(`
    fragment XadisTransmission on XadisTransmission {
  id
  from
  to
  status
  state
  message
  emailSubject
  sales {
    ...XadisKindCounts
  }
  inventory {
    ...XadisKindCounts
  }
  errorItems {
    kind
    sku
    msg
  }
}
    fragment XadisKindCounts on XadisKindCounts {
  records
  batches
  batchesSent
  validated
  inserted
  errors
  failedBatches
}`, {"fragmentName":"XadisTransmission"}) as unknown as TypedDocumentString<XadisTransmissionFragment, unknown>;
export const PurchaseMoneyFragmentDoc = new TypedDocumentString(`
    fragment PurchaseMoney on PurchaseMoney {
  subtotal
  ieps
  iva
  total
}
    `, {"fragmentName":"PurchaseMoney"}) as unknown as TypedDocumentString<PurchaseMoneyFragment, unknown>;
export const ChangeHistoryEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment ChangeHistoryEntryFields on ChangeHistoryEntry {
  id
  at
  actor {
    kind
    id
    name
    runId
  }
  area
  recordType
  recordId
  operation
  changes {
    field
    before
    after
  }
}
    `, {"fragmentName":"ChangeHistoryEntryFields"}) as unknown as TypedDocumentString<ChangeHistoryEntryFieldsFragment, unknown>;
export const CreateUserDocument = new TypedDocumentString(`
    mutation CreateUser($input: CreateUserInput!) {
  createUser(input: $input) {
    ...StaffUserFields
  }
}
    fragment StaffUserFields on StaffUser {
  attendantId
  userName
  fullName
  active
  passwordChangeRequired
  locked
  position {
    positionId
    positionName
  }
}`) as unknown as TypedDocumentString<CreateUserMutation, CreateUserMutationVariables>;
export const DisableUserDocument = new TypedDocumentString(`
    mutation DisableUser($userName: String!) {
  updateUser(userName: $userName, input: {active: false}) {
    ...StaffUserFields
  }
}
    fragment StaffUserFields on StaffUser {
  attendantId
  userName
  fullName
  active
  passwordChangeRequired
  locked
  position {
    positionId
    positionName
  }
}`) as unknown as TypedDocumentString<DisableUserMutation, DisableUserMutationVariables>;
export const ResetUserPasswordDocument = new TypedDocumentString(`
    mutation ResetUserPassword($userName: String!, $password: String!) {
  resetUserPassword(userName: $userName, temporaryPassword: $password) {
    ...StaffUserFields
  }
}
    fragment StaffUserFields on StaffUser {
  attendantId
  userName
  fullName
  active
  passwordChangeRequired
  locked
  position {
    positionId
    positionName
  }
}`) as unknown as TypedDocumentString<ResetUserPasswordMutation, ResetUserPasswordMutationVariables>;
export const AuditableCustomersDocument = new TypedDocumentString(`
    query AuditableCustomers($filter: CustomerFilterInput, $page: Int) {
  customers(filter: $filter, page: $page, pageSize: 0) {
    total
    rows {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<AuditableCustomersQuery, AuditableCustomersQueryVariables>;
export const PendingAuditsDocument = new TypedDocumentString(`
    query PendingAudits($ids: [ID!]!) {
  customerSelection(customerIds: $ids) {
    pendingAuditIds
  }
}
    `) as unknown as TypedDocumentString<PendingAuditsQuery, PendingAuditsQueryVariables>;
export const ImportPostalCodesDocument = new TypedDocumentString(`
    mutation ImportPostalCodes($rows: [PostalCodeInput!]!, $source: String) {
  importPostalCodes(rows: $rows, source: $source) {
    inserted
    updated
    total
  }
}
    `) as unknown as TypedDocumentString<ImportPostalCodesMutation, ImportPostalCodesMutationVariables>;
export const CliCommissionStatementsDocument = new TypedDocumentString(`
    query CliCommissionStatements($organizationId: String!, $periodStart: String!, $periodEnd: String!, $state: String, $page: Int, $pageSize: Int) {
  commissionStatements(
    organizationId: $organizationId
    periodStart: $periodStart
    periodEnd: $periodEnd
    state: $state
    page: $page
    pageSize: $pageSize
  ) {
    total
    page
    pageSize
    items {
      id
      employeeId
      employeeName
      state
      total
      reviewerName
    }
    summary {
      state
      count
      total
    }
  }
}
    `) as unknown as TypedDocumentString<CliCommissionStatementsQuery, CliCommissionStatementsQueryVariables>;
export const CliApproveCommissionStatementsDocument = new TypedDocumentString(`
    mutation CliApproveCommissionStatements($input: CommissionStatementApprovalInput!) {
  approveCommissionStatements(input: $input) {
    approved
    skipped
  }
}
    `) as unknown as TypedDocumentString<CliApproveCommissionStatementsMutation, CliApproveCommissionStatementsMutationVariables>;
export const CliExportCommissionStatementsDocument = new TypedDocumentString(`
    mutation CliExportCommissionStatements($input: CommissionStatementPeriodInput!) {
  exportCommissionStatements(input: $input) {
    exportId
    statements
    csv
  }
}
    `) as unknown as TypedDocumentString<CliExportCommissionStatementsMutation, CliExportCommissionStatementsMutationVariables>;
export const CliCommissionStatementExportPreviewDocument = new TypedDocumentString(`
    query CliCommissionStatementExportPreview($organizationId: String!, $periodStart: String!, $periodEnd: String!) {
  commissionStatementExportPreview(
    organizationId: $organizationId
    periodStart: $periodStart
    periodEnd: $periodEnd
  ) {
    statements
    total
    csv
  }
}
    `) as unknown as TypedDocumentString<CliCommissionStatementExportPreviewQuery, CliCommissionStatementExportPreviewQueryVariables>;
export const CustomerListDocument = new TypedDocumentString(`
    query CustomerList($filter: CustomerFilterInput, $page: Int, $pageSize: Int) {
  customerCounters(filter: $filter) {
    ...CustomerCounters
  }
  customers(filter: $filter, page: $page, pageSize: $pageSize) {
    total
    page
    pageSize
    rows {
      id
      customerName
      customerTypeName
      preregistrationCode
      sellBanned
      blacklisted
      zoneName
      lastUpdate
      classes
    }
  }
}
    fragment CustomerCounters on CustomerCounters {
  active
  inactive
  incomplete
  registered
  auditable
  authorization
  total
}`) as unknown as TypedDocumentString<CustomerListQuery, CustomerListQueryVariables>;
export const CustomerCountDocument = new TypedDocumentString(`
    query CustomerCount($filter: CustomerFilterInput) {
  customers(filter: $filter, pageSize: 5) {
    total
  }
}
    `) as unknown as TypedDocumentString<CustomerCountQuery, CustomerCountQueryVariables>;
export const SeedDemoDataDocument = new TypedDocumentString(`
    mutation SeedDemoData($reset: Boolean) {
  seedDemoData(reset: $reset) {
    seedVersion
    reset
    durationMs
    collections
  }
}
    `) as unknown as TypedDocumentString<SeedDemoDataMutation, SeedDemoDataMutationVariables>;
export const StartErpQueryDocument = new TypedDocumentString(`
    mutation StartErpQuery($operation: JSON!) {
  startErpQuery(operation: $operation) {
    workflowId
  }
}
    `) as unknown as TypedDocumentString<StartErpQueryMutation, StartErpQueryMutationVariables>;
export const ErpQueryStatusDocument = new TypedDocumentString(`
    query ErpQueryStatus($workflowId: ID!) {
  erpQuery(workflowId: $workflowId) {
    ...ErpQueryStatus
  }
}
    fragment ErpQueryStatus on ErpQueryStatus {
  workflowId
  status
  state
  polls
  rows
  rowCount
  error
}`) as unknown as TypedDocumentString<ErpQueryStatusQuery, ErpQueryStatusQueryVariables>;
export const CliForecastRunProgressDocument = new TypedDocumentString(`
    query CliForecastRunProgress($runId: String!) {
  forecastRunProgress(runId: $runId) {
    runId
    status
    state
    storesDone
    storesTotal
    rows
    failure
  }
}
    `) as unknown as TypedDocumentString<CliForecastRunProgressQuery, CliForecastRunProgressQueryVariables>;
export const HeadcountRunCliDocument = new TypedDocumentString(`
    query HeadcountRunCli($workflowId: ID!) {
  headcountRun(workflowId: $workflowId) {
    ...HeadcountRun
    stores {
      warehouseId
      warehouseName
      required
      assigned
      vacancies
      extras
      statusName
    }
  }
}
    fragment HeadcountRun on HeadcountRun {
  workflowId
  status
  calculationDate
  total
  processed
}`) as unknown as TypedDocumentString<HeadcountRunCliQuery, HeadcountRunCliQueryVariables>;
export const CliChangeHistoryDocument = new TypedDocumentString(`
    query CliChangeHistory($filter: ChangeHistoryFilter, $page: Int, $pageSize: Int) {
  changeHistory(filter: $filter, page: $page, pageSize: $pageSize) {
    page
    pageSize
    total
    entries {
      ...ChangeHistoryEntryFields
    }
  }
}
    fragment ChangeHistoryEntryFields on ChangeHistoryEntry {
  id
  at
  actor {
    kind
    id
    name
    runId
  }
  area
  recordType
  recordId
  operation
  changes {
    field
    before
    after
  }
}`) as unknown as TypedDocumentString<CliChangeHistoryQuery, CliChangeHistoryQueryVariables>;
export const ExportMenusDocument = new TypedDocumentString(`
    query ExportMenus {
  exportMenus
}
    `) as unknown as TypedDocumentString<ExportMenusQuery, ExportMenusQueryVariables>;
export const ImportMenusDocument = new TypedDocumentString(`
    mutation ImportMenus($document: JSON!) {
  importMenus(document: $document) {
    systemMenus {
      ...MenuImportCountsFields
    }
    permissionProfiles {
      ...MenuImportCountsFields
    }
  }
}
    fragment MenuImportCountsFields on ImportCounts {
  inserted
  updated
  unchanged
}`) as unknown as TypedDocumentString<ImportMenusMutation, ImportMenusMutationVariables>;
export const CliExportPriceListDocument = new TypedDocumentString(`
    mutation CliExportPriceList($input: PriceListExportInput!) {
  exportPriceList(input: $input) {
    ...PriceListExport
    content
  }
}
    fragment PriceListExport on PriceListExport {
  id
  companyId
  day
  sessionId
  offerFrom
  offerTo
  lineCount
  customerCount
  fileName
  nextExportDay
}`) as unknown as TypedDocumentString<CliExportPriceListMutation, CliExportPriceListMutationVariables>;
export const CliPurchaseGridDocument = new TypedDocumentString(`
    query CliPurchaseGrid($selection: PurchaseSelectionInput!) {
  purchaseGrid(selection: $selection) {
    stores
    products
    rows {
      storeId
      sku
      description
      piecesPerPackage
      packages
      p10
      p50
      p90
      minProduct
      stock
      price
      total
    }
    totals {
      ...PurchaseMoney
    }
  }
}
    fragment PurchaseMoney on PurchaseMoney {
  subtotal
  ieps
  iva
  total
}`) as unknown as TypedDocumentString<CliPurchaseGridQuery, CliPurchaseGridQueryVariables>;
export const CliVerifyPurchaseOrderDocument = new TypedDocumentString(`
    mutation CliVerifyPurchaseOrder($order: PurchaseOrderInput!) {
  verifyPurchaseOrder(order: $order) {
    folio
    erpCompanyId
    lines {
      sku
    }
    totals {
      total
    }
  }
}
    `) as unknown as TypedDocumentString<CliVerifyPurchaseOrderMutation, CliVerifyPurchaseOrderMutationVariables>;
export const CliSendPurchaseOrderDocument = new TypedDocumentString(`
    mutation CliSendPurchaseOrder($folio: Int!, $order: PurchaseOrderInput!) {
  sendPurchaseOrder(folio: $folio, order: $order) {
    folio
    workflowId
  }
}
    `) as unknown as TypedDocumentString<CliSendPurchaseOrderMutation, CliSendPurchaseOrderMutationVariables>;
export const CliSendRemoteCommandDocument = new TypedDocumentString(`
    mutation CliSendRemoteCommand($storeId: String!, $commandName: String!, $customerId: String, $kitId: String) {
  sendRemoteCommand(
    storeId: $storeId
    commandName: $commandName
    customerId: $customerId
    kitId: $kitId
  ) {
    id
    remoteCommandName
    warehouseId
    params
    state
    sentAt
  }
}
    `) as unknown as TypedDocumentString<CliSendRemoteCommandMutation, CliSendRemoteCommandMutationVariables>;
export const CliRemoteCommandHistoryDocument = new TypedDocumentString(`
    query CliRemoteCommandHistory($storeId: String, $limit: Int) {
  remoteCommandHistory(storeId: $storeId, limit: $limit) {
    ...RemoteControl
  }
}
    fragment RemoteControl on RemoteControl {
  id
  remoteCommandName
  warehouseId
  params
  state
  statuses {
    remoteControlStatusType
    startDatetime
    attendantId
  }
  sentBy
  sentAt
  response
  timeZone
}`) as unknown as TypedDocumentString<CliRemoteCommandHistoryQuery, CliRemoteCommandHistoryQueryVariables>;
export const CliIssueStoreTokenDocument = new TypedDocumentString(`
    mutation CliIssueStoreToken($storeId: String!, $label: String) {
  issueStoreToken(storeId: $storeId, label: $label) {
    warehouseId
    token
  }
}
    `) as unknown as TypedDocumentString<CliIssueStoreTokenMutation, CliIssueStoreTokenMutationVariables>;
export const StatusDocument = new TypedDocumentString(`
    query Status {
  systemStatus {
    ...SystemStatus
    backends {
      modeCode
      modeParams
      detailCode
      detailParams
    }
  }
  workflowsOverview {
    ...WorkflowsOverview
  }
}
    fragment SystemStatus on SystemStatus {
  ok
  version
  startedAt
  backends {
    name
    mode
    ok
    detail
  }
}
fragment WorkflowsOverview on WorkflowsOverview {
  backend
  workers
  running
  completed
  failed
  schedules
}`) as unknown as TypedDocumentString<StatusQuery, StatusQueryVariables>;
export const WorkflowRunsDocument = new TypedDocumentString(`
    query WorkflowRuns($workflowType: String, $status: String, $limit: Int) {
  workflowRuns(workflowType: $workflowType, status: $status, limit: $limit) {
    workflowId
    workflowType
    status
    startTime
    closeTime
  }
}
    `) as unknown as TypedDocumentString<WorkflowRunsQuery, WorkflowRunsQueryVariables>;
export const CancelWorkflowRunDocument = new TypedDocumentString(`
    mutation CancelWorkflowRun($workflowId: ID!) {
  cancelWorkflowRun(workflowId: $workflowId)
}
    `) as unknown as TypedDocumentString<CancelWorkflowRunMutation, CancelWorkflowRunMutationVariables>;
export const CliStartXadisTransmissionDocument = new TypedDocumentString(`
    mutation CliStartXadisTransmission($from: String, $to: String) {
  startXadisTransmission(from: $from, to: $to) {
    id
  }
}
    `) as unknown as TypedDocumentString<CliStartXadisTransmissionMutation, CliStartXadisTransmissionMutationVariables>;
export const CliXadisTransmissionDocument = new TypedDocumentString(`
    query CliXadisTransmission($id: ID!) {
  xadisTransmission(id: $id) {
    ...XadisTransmission
  }
}
    fragment XadisKindCounts on XadisKindCounts {
  records
  batches
  batchesSent
  validated
  inserted
  errors
  failedBatches
}
fragment XadisTransmission on XadisTransmission {
  id
  from
  to
  status
  state
  message
  emailSubject
  sales {
    ...XadisKindCounts
  }
  inventory {
    ...XadisKindCounts
  }
  errorItems {
    kind
    sku
    msg
  }
}`) as unknown as TypedDocumentString<CliXadisTransmissionQuery, CliXadisTransmissionQueryVariables>;
export const CliEmptyContainerScreenDocument = new TypedDocumentString(`
    query CliEmptyContainerScreen {
  emptyContainerScreen {
    day
    state
    erpTotal
    readError
    report {
      boxTotal
      closed
      shippingDate
    }
  }
}
    `) as unknown as TypedDocumentString<CliEmptyContainerScreenQuery, CliEmptyContainerScreenQueryVariables>;
export const CliEmptyContainerDayDocument = new TypedDocumentString(`
    query CliEmptyContainerDay($day: String!) {
  emptyContainerDay(day: $day) {
    day
    state
    erpTotal
    boxTotal
    difference
    status
    shippingDate
    emptyContainers {
      sku
      quantity
    }
  }
}
    `) as unknown as TypedDocumentString<CliEmptyContainerDayQuery, CliEmptyContainerDayQueryVariables>;
export const CustomersCsvDocument = new TypedDocumentString(`
    query CustomersCsv($filter: CustomerFilterInput) {
  customersCsv(filter: $filter)
}
    `) as unknown as TypedDocumentString<CustomersCsvQuery, CustomersCsvQueryVariables>;
export const DecideAuditsDocument = new TypedDocumentString(`
    mutation DecideAudits($input: AuditMassDecisionInput!) {
  decideAudits(input: $input) {
    ...AuditMassDecisionResult
  }
}
    fragment AuditMassDecisionResult on AuditMassDecisionResult {
  decided
  alreadyResolved
  notFound
  failed
}`) as unknown as TypedDocumentString<DecideAuditsMutation, DecideAuditsMutationVariables>;
export const WorkflowRunDocument = new TypedDocumentString(`
    query WorkflowRun($workflowId: ID!) {
  workflowRun(workflowId: $workflowId) {
    ...WorkflowRunDetails
  }
}
    fragment WorkflowRunDetails on WorkflowRunDetails {
  workflowId
  runId
  workflowType
  status
  startTime
  closeTime
  input
  result
  failure
  pendingActivities {
    activityType
    attempt
  }
  pendingTimers {
    fireAt
  }
  history {
    eventId
    time
    type
    attributes
  }
}`) as unknown as TypedDocumentString<WorkflowRunQuery, WorkflowRunQueryVariables>;
export const StartCustomerMassUpdateDocument = new TypedDocumentString(`
    mutation StartCustomerMassUpdate($input: CustomerMassUpdateInput!) {
  startCustomerMassUpdate(input: $input) {
    ...CustomerMassUpdateRun
  }
}
    fragment CustomerMassUpdateRun on CustomerMassUpdateRun {
  workflowId
  status
  state
  total
  processed
  updated
  skipped
  notified
}`) as unknown as TypedDocumentString<StartCustomerMassUpdateMutation, StartCustomerMassUpdateMutationVariables>;
export const CustomerMassUpdateDocument = new TypedDocumentString(`
    query CustomerMassUpdate($workflowId: ID!) {
  customerMassUpdate(workflowId: $workflowId) {
    ...CustomerMassUpdateRun
  }
}
    fragment CustomerMassUpdateRun on CustomerMassUpdateRun {
  workflowId
  status
  state
  total
  processed
  updated
  skipped
  notified
}`) as unknown as TypedDocumentString<CustomerMassUpdateQuery, CustomerMassUpdateQueryVariables>;
export const StartForecastRunDocument = new TypedDocumentString(`
    mutation StartForecastRun($input: ForecastRunInput!) {
  startForecastRun(input: $input) {
    runId
    status
    providerName
  }
}
    `) as unknown as TypedDocumentString<StartForecastRunMutation, StartForecastRunMutationVariables>;
export const PurchaseOrderProgressDocument = new TypedDocumentString(`
    query PurchaseOrderProgress($erpCompanyId: Int!, $folio: Int!) {
  purchaseOrderProgress(erpCompanyId: $erpCompanyId, folio: $folio) {
    step
    failure
  }
}
    `) as unknown as TypedDocumentString<PurchaseOrderProgressQuery, PurchaseOrderProgressQueryVariables>;
export const ImportForecastFileDocument = new TypedDocumentString(`
    mutation ImportForecastFile($csv: String!, $fileName: String, $importId: String, $part: Int, $parts: Int, $firstLine: Int) {
  importForecasts(
    csv: $csv
    fileName: $fileName
    importId: $importId
    part: $part
    parts: $parts
    firstLine: $firstLine
  ) {
    runId
    rows
    pairs
    part
    parts
    importedRows
  }
}
    `) as unknown as TypedDocumentString<ImportForecastFileMutation, ImportForecastFileMutationVariables>;
export const StartHeadcountDocument = new TypedDocumentString(`
    mutation StartHeadcount($calculationDate: String) {
  startHeadcount(calculationDate: $calculationDate) {
    workflowId
    status
  }
}
    `) as unknown as TypedDocumentString<StartHeadcountMutation, StartHeadcountMutationVariables>;