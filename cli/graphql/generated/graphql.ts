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

export type CreateUserInput = {
  fullName?: string | null | undefined;
  phone?: string | null | undefined;
  positionId?: string | null | undefined;
  /** At least 6 characters; the user must replace it at first sign-in. */
  temporaryPassword: string;
  userName: string;
};

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

export type PostalCodeInput = {
  c_cp: string;
  d_asenta: string;
  d_estado: string;
  d_mnpio: string;
};

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

export type CustomerListQueryVariables = Exact<{
  filter?: CustomerFilterInput | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type CustomerListQuery = { customerCounters: { active: number, inactive: number, incomplete: number, registered: number, auditable: number, authorization: number, total: number }, customers: { total: number, page: number, pageSize: number, rows: Array<{ id: string, customerName: string, customerTypeName: string, preregistrationCode: string | null, sellBanned: boolean | null, blacklisted: boolean, zoneName: string | null, lastUpdate: string, classes: Array<string> }> } };

export type CustomerCountQueryVariables = Exact<{
  filter?: CustomerFilterInput | null | undefined;
}>;


export type CustomerCountQuery = { customers: { total: number } };

export type CustomerMassUpdateRunFieldsFragment = { workflowId: string, status: string, state: string | null, total: number, processed: number, updated: number, skipped: number, notified: number };

export type StartCustomerMassUpdateMutationVariables = Exact<{
  input: CustomerMassUpdateInput;
}>;


export type StartCustomerMassUpdateMutation = { startCustomerMassUpdate: { workflowId: string, status: string, state: string | null, total: number, processed: number, updated: number, skipped: number, notified: number } };

export type CustomerMassUpdateQueryVariables = Exact<{
  workflowId: string;
}>;


export type CustomerMassUpdateQuery = { customerMassUpdate: { workflowId: string, status: string, state: string | null, total: number, processed: number, updated: number, skipped: number, notified: number } };

export type StartErpQueryMutationVariables = Exact<{
  operation: unknown;
}>;


export type StartErpQueryMutation = { startErpQuery: { workflowId: string } };

export type ErpQueryStatusQueryVariables = Exact<{
  workflowId: string;
}>;


export type ErpQueryStatusQuery = { erpQuery: { workflowId: string, status: string, state: string | null, polls: number | null, rows: unknown, rowCount: number | null, error: string | null } };

export type ExportMenusQueryVariables = Exact<{ [key: string]: never; }>;


export type ExportMenusQuery = { exportMenus: unknown };

export type MenuImportCountsFieldsFragment = { inserted: number, updated: number, unchanged: number };

export type ImportMenusMutationVariables = Exact<{
  document: unknown;
}>;


export type ImportMenusMutation = { importMenus: { systemMenus: { inserted: number, updated: number, unchanged: number }, permissionProfiles: { inserted: number, updated: number, unchanged: number } } };

export type SeedDemoDataMutationVariables = Exact<{
  reset?: boolean | null | undefined;
}>;


export type SeedDemoDataMutation = { seedDemoData: { seedVersion: number, reset: boolean, durationMs: number, collections: unknown } };

export type StatusQueryVariables = Exact<{ [key: string]: never; }>;


export type StatusQuery = { systemStatus: { ok: boolean, version: string, startedAt: string, backends: Array<{ modeCode: string, modeParams: unknown, detailCode: string | null, detailParams: unknown, name: string, mode: string, ok: boolean, detail: string | null }> }, workflowsOverview: { backend: string, workers: number, running: number, completed: number, failed: number, schedules: number } };

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

export type ErpQueryStatusFragment = { workflowId: string, status: string, state: string | null, polls: number | null, rows: unknown, rowCount: number | null, error: string | null };

export type WorkflowRunDetailsFragment = { workflowId: string, runId: string, workflowType: string, status: string, startTime: string, closeTime: string | null, input: unknown, result: unknown, failure: unknown, pendingActivities: unknown, pendingTimers: unknown, history: Array<{ eventId: number, time: string, type: string, attributes: unknown }> };

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


export type WorkflowRunQuery = { workflowRun: { workflowId: string, runId: string, workflowType: string, status: string, startTime: string, closeTime: string | null, input: unknown, result: unknown, failure: unknown, pendingActivities: unknown, pendingTimers: unknown, history: Array<{ eventId: number, time: string, type: string, attributes: unknown }> } | null };

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
export const CustomerMassUpdateRunFieldsFragmentDoc = new TypedDocumentString(`
    fragment CustomerMassUpdateRunFields on CustomerMassUpdateRun {
  workflowId
  status
  state
  total
  processed
  updated
  skipped
  notified
}
    `, {"fragmentName":"CustomerMassUpdateRunFields"}) as unknown as TypedDocumentString<CustomerMassUpdateRunFieldsFragment, unknown>;
export const MenuImportCountsFieldsFragmentDoc = new TypedDocumentString(`
    fragment MenuImportCountsFields on ImportCounts {
  inserted
  updated
  unchanged
}
    `, {"fragmentName":"MenuImportCountsFields"}) as unknown as TypedDocumentString<MenuImportCountsFieldsFragment, unknown>;
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
  pendingActivities
  pendingTimers
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
export const CustomerListDocument = new TypedDocumentString(`
    query CustomerList($filter: CustomerFilterInput, $page: Int, $pageSize: Int) {
  customerCounters(filter: $filter) {
    active
    inactive
    incomplete
    registered
    auditable
    authorization
    total
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
    `) as unknown as TypedDocumentString<CustomerListQuery, CustomerListQueryVariables>;
export const CustomerCountDocument = new TypedDocumentString(`
    query CustomerCount($filter: CustomerFilterInput) {
  customers(filter: $filter, pageSize: 5) {
    total
  }
}
    `) as unknown as TypedDocumentString<CustomerCountQuery, CustomerCountQueryVariables>;
export const StartCustomerMassUpdateDocument = new TypedDocumentString(`
    mutation StartCustomerMassUpdate($input: CustomerMassUpdateInput!) {
  startCustomerMassUpdate(input: $input) {
    ...CustomerMassUpdateRunFields
  }
}
    fragment CustomerMassUpdateRunFields on CustomerMassUpdateRun {
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
    ...CustomerMassUpdateRunFields
  }
}
    fragment CustomerMassUpdateRunFields on CustomerMassUpdateRun {
  workflowId
  status
  state
  total
  processed
  updated
  skipped
  notified
}`) as unknown as TypedDocumentString<CustomerMassUpdateQuery, CustomerMassUpdateQueryVariables>;
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
  pendingActivities
  pendingTimers
  history {
    eventId
    time
    type
    attributes
  }
}`) as unknown as TypedDocumentString<WorkflowRunQuery, WorkflowRunQueryVariables>;