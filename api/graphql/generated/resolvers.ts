import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RoleView } from '../../admin/roles/service';
import type { Position } from '../../../db/models/access/position';
import type { PermissionProfile as PermissionProfileRecord } from '../../../db/models/access/permissionProfile';
import type { CustomerDetailView } from '../../customers/service';
import type { RequestContext } from '../../context';
import type { ResolverValue } from '../resolverValues';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number | { toString(): string }; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * An amount of money, exact: a decimal string. Results carry exactly 4 decimals ("645.6548"),
   * rounded half-up (half away from zero) from the stored exact value; arguments take a decimal string
   * ("18.3333") or a number. Never a binary float (docs/money.md).
   */
  Decimal: { input: string; output: unknown; }
  JSON: { input: unknown; output: unknown; }
};

export type AuditCoincidence = {
  __typename?: 'AuditCoincidence';
  /** the matched customer's id */
  id: Scalars['String']['output'];
  item: Scalars['String']['output'];
  /** value x 100 */
  percent: Scalars['Float']['output'];
  /** phone, email, name, taxpayer, address or existingCustomer */
  type: Scalars['String']['output'];
  /** 0 to 1 */
  value: Scalars['Float']['output'];
};

export type AuditDecisionInput = {
  auditId: Scalars['ID']['input'];
  /** mass dialog: the type an authorized customer gets */
  customerTypeId?: InputMaybe<Scalars['String']['input']>;
  /** authorize ('Authorize Registry') or blacklist ('Send to Blacklist') */
  decision: Scalars['String']['input'];
  /** single audit dialog: blacklisting also sets customerId 'blacklist' */
  single?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AuditDetail = {
  __typename?: 'AuditDetail';
  auditor?: Maybe<Scalars['String']['output']>;
  auditorName?: Maybe<Scalars['String']['output']>;
  blacklist?: Maybe<Scalars['Boolean']['output']>;
  coincidences: Array<AuditCoincidence>;
  customerRef: Scalars['ID']['output'];
  /** authorize or blacklist, once decided */
  decision?: Maybe<Scalars['String']['output']>;
  endAudit?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  lastUpdate: Scalars['String']['output'];
  promoter: Scalars['String']['output'];
  /** 0 to 10 */
  ranking: Scalars['Float']['output'];
  /** the stored JSON: per coincidence type a list of {item, value, id}, plus ranking */
  result: Scalars['String']['output'];
  /** ranking x 10 with two decimals, 0 to 100 */
  riskFactor: Scalars['String']['output'];
  /** epoch seconds */
  startAudit: Scalars['Int']['output'];
};

export type AuditMassDecisionInput = {
  /** up to 500 per call */
  auditIds: Array<Scalars['ID']['input']>;
  /** the type authorized customers get; the fixed default customer type (CC) when left out */
  customerTypeId?: InputMaybe<Scalars['String']['input']>;
  decision: Scalars['String']['input'];
};

export type AuditMassDecisionResult = {
  __typename?: 'AuditMassDecisionResult';
  /** already resolved by someone else (each audit is resolved once) */
  alreadyResolved: Scalars['Int']['output'];
  decided: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  notFound: Scalars['Int']['output'];
};

export type AuditReopening = {
  __typename?: 'AuditReopening';
  customerRef: Scalars['ID']['output'];
  /** the new audit process (its audit is recorded a moment later) */
  workflowId: Scalars['ID']['output'];
};

export type BackendHealth = {
  __typename?: 'BackendHealth';
  /** The last check, in the caller's language. */
  detail?: Maybe<Scalars['String']['output']>;
  /** detail as a language-neutral code (detail.pingOk...); its values in detailParams. */
  detailCode?: Maybe<Scalars['String']['output']>;
  detailParams?: Maybe<Scalars['JSON']['output']>;
  /** How the backend runs, in the caller's language. */
  mode: Scalars['String']['output'];
  /** mode as a language-neutral code (mode.embeddedDb...) for programs; its values in modeParams. */
  modeCode: Scalars['String']['output'];
  modeParams?: Maybe<Scalars['JSON']['output']>;
  name: Scalars['String']['output'];
  ok: Scalars['Boolean']['output'];
};

export type BackendState = {
  __typename?: 'BackendState';
  name: Scalars['String']['output'];
  ok: Scalars['Boolean']['output'];
};

export type CashierAttendant = {
  __typename?: 'CashierAttendant';
  active: Scalars['Boolean']['output'];
  attendantId: Scalars['ID']['output'];
  fullName: Scalars['String']['output'];
  organizationId: Scalars['String']['output'];
  positionName: Scalars['String']['output'];
  userName: Scalars['String']['output'];
};

/** The cashier tool's answer: complete false with a message when nothing was found */
export type CashierInfo = {
  __typename?: 'CashierInfo';
  attendant?: Maybe<CashierAttendant>;
  complete: Scalars['Boolean']['output'];
  links: Array<CashierStoreLink>;
  /** in the caller's language */
  message?: Maybe<Scalars['String']['output']>;
  warehouse?: Maybe<CashierWarehouse>;
};

export type CashierLinkInput = {
  /** 01 BAMA, 02 TCO */
  company: Scalars['String']['input'];
  /** letters, digits and underscore, upper case */
  storeCode: Scalars['String']['input'];
  /** forced to upper case */
  userName: Scalars['String']['input'];
};

export type CashierStoreLink = {
  __typename?: 'CashierStoreLink';
  linkedAt: Scalars['String']['output'];
  linkedBy: Scalars['String']['output'];
  previousWarehouseId?: Maybe<Scalars['String']['output']>;
  warehouseId: Scalars['String']['output'];
};

export type CashierWarehouse = {
  __typename?: 'CashierWarehouse';
  warehouseId: Scalars['String']['output'];
  warehouseName: Scalars['String']['output'];
};

export type CatalogueProduct = {
  __typename?: 'CatalogueProduct';
  _version: Scalars['Int']['output'];
  barcodes: Array<Scalars['String']['output']>;
  brandName: Scalars['String']['output'];
  categoryName: Scalars['String']['output'];
  currentSellPrice: Scalars['Decimal']['output'];
  id: Scalars['ID']['output'];
  /** signed for 15 minutes; null without an image */
  imageUrl?: Maybe<Scalars['String']['output']>;
  organizationId: Scalars['String']['output'];
  organizationName: Scalars['String']['output'];
  productId: Scalars['String']['output'];
  productName: Scalars['String']['output'];
  purchable: Scalars['Boolean']['output'];
  quantityPerBox: Scalars['Int']['output'];
  saleUnitName: Scalars['String']['output'];
  sellable: Scalars['Boolean']['output'];
  sku: Scalars['String']['output'];
  taxes: Array<CatalogueTax>;
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
};

export type CatalogueProductPage = {
  __typename?: 'CatalogueProductPage';
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  rows: Array<CatalogueProduct>;
  total: Scalars['Int']['output'];
};

export type CatalogueTax = {
  __typename?: 'CatalogueTax';
  name: Scalars['String']['output'];
  /** percentage */
  rate: Scalars['Float']['output'];
};

export type ChallengeName =
  /** The position requires an authenticator and the account has none: set it up, then answerMfaSetupChallenge. */
  | 'MFA_SETUP'
  | 'NEW_PASSWORD_REQUIRED'
  | 'SOFTWARE_TOKEN_MFA';

/** Who made a change: a staff member, the operator token (CLI, batch jobs), a workflow run, or the system. */
export type ChangeActor = {
  __typename?: 'ChangeActor';
  id: Scalars['String']['output'];
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
  runId?: Maybe<Scalars['String']['output']>;
};

export type ChangeHistoryEntry = {
  __typename?: 'ChangeHistoryEntry';
  actor: ChangeActor;
  area: Scalars['String']['output'];
  at: Scalars['Float']['output'];
  changes: Array<FieldChange>;
  id: Scalars['ID']['output'];
  operation: Scalars['String']['output'];
  recordId: Scalars['String']['output'];
  recordType: Scalars['String']['output'];
};

/** Audit-log search: every part optional; from/to are yyyy-MM-dd days in the stores' calendar (inclusive). */
export type ChangeHistoryFilter = {
  area?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  operation?: InputMaybe<Scalars['String']['input']>;
  recordId?: InputMaybe<Scalars['String']['input']>;
  recordType?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  userName?: InputMaybe<Scalars['String']['input']>;
};

export type ChangeHistoryPage = {
  __typename?: 'ChangeHistoryPage';
  entries: Array<ChangeHistoryEntry>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** The audit log's sortable columns (each with an index); inside each value, newest first. */
export type ChangeHistorySort =
  | 'actorName'
  | 'area'
  | 'at'
  | 'operation'
  | 'record';

export type CodeDelivery = {
  __typename?: 'CodeDelivery';
  deliveryMedium: Scalars['String']['output'];
  /** Masked phone the SMS went to, e.g. +52*******567. */
  destination: Scalars['String']['output'];
};

export type CommissionStatement = {
  __typename?: 'CommissionStatement';
  /** what the caller may do now: approve, dispute, adjust, recalculate, rejectDispute, export */
  actions: Array<Scalars['String']['output']>;
  adjustments: Array<CommissionStatementAdjustment>;
  adjustmentsTotal: Scalars['Decimal']['output'];
  areaName: Scalars['String']['output'];
  commissionsTotal: Scalars['Decimal']['output'];
  disputes: Array<CommissionStatementDispute>;
  employeeId: Scalars['String']['output'];
  employeeName: Scalars['String']['output'];
  events: Array<CommissionStatementEvent>;
  exportId?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lines: Array<CommissionStatementLine>;
  organizationId: Scalars['String']['output'];
  periodEnd: Scalars['String']['output'];
  periodStart: Scalars['String']['output'];
  reviewLevel: Scalars['Int']['output'];
  reviewer: CommissionStatementReviewer;
  state: Scalars['String']['output'];
  total: Scalars['Decimal']['output'];
};

export type CommissionStatementAdjustment = {
  __typename?: 'CommissionStatementAdjustment';
  amount: Scalars['Decimal']['output'];
  at: Scalars['String']['output'];
  by: Scalars['String']['output'];
  clawback: Scalars['Boolean']['output'];
  correctsPeriod?: Maybe<Scalars['String']['output']>;
  /** a correction of an exported statement carried to this one */
  correctsStatementId?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
};

export type CommissionStatementAdjustmentInput = {
  /** exact decimal text, negative to take money back */
  amount: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};

export type CommissionStatementAdjustmentResult = {
  __typename?: 'CommissionStatementAdjustmentResult';
  carried: Scalars['Boolean']['output'];
  /** the statement holding the adjustment: this one, or the employee's next open period's; null while a correction waits */
  statementId?: Maybe<Scalars['ID']['output']>;
};

export type CommissionStatementApproval = {
  __typename?: 'CommissionStatementApproval';
  approved: Scalars['Int']['output'];
  /** asked for but not in review (already approved, disputed, exported...) */
  skipped: Scalars['Int']['output'];
};

export type CommissionStatementApprovalInput = {
  /** the statements to approve; left out: every statement of the period in review */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  organizationId: Scalars['String']['input'];
  periodEnd: Scalars['String']['input'];
  periodStart: Scalars['String']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type CommissionStatementDispute = {
  __typename?: 'CommissionStatementDispute';
  at: Scalars['String']['output'];
  comment: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  onBehalfOfEmployee: Scalars['Boolean']['output'];
  raisedBy: Scalars['String']['output'];
  /** recalculate, adjust or reject; null while open */
  resolution?: Maybe<Scalars['String']['output']>;
  resolutionReason?: Maybe<Scalars['String']['output']>;
  resolvedAt?: Maybe<Scalars['String']['output']>;
  resolvedBy?: Maybe<Scalars['String']['output']>;
};

export type CommissionStatementDisputeInput = {
  comment: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  /** recorded for the employee */
  onBehalfOfEmployee?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CommissionStatementEmail = {
  __typename?: 'CommissionStatementEmail';
  to: Scalars['String']['output'];
};

export type CommissionStatementEmailInput = {
  id: Scalars['ID']['input'];
  /** left out: the employee's address */
  to?: InputMaybe<Scalars['String']['input']>;
};

export type CommissionStatementEvent = {
  __typename?: 'CommissionStatementEvent';
  action: Scalars['String']['output'];
  at: Scalars['String']['output'];
  by: Scalars['String']['output'];
  from: Scalars['String']['output'];
  reason: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type CommissionStatementExport = {
  __typename?: 'CommissionStatementExport';
  /** the payroll CSV (docs/commissionStatements.md#payroll-csv) */
  csv: Scalars['String']['output'];
  exportId: Scalars['ID']['output'];
  statements: Scalars['Int']['output'];
};

export type CommissionStatementExportPreview = {
  __typename?: 'CommissionStatementExportPreview';
  csv: Scalars['String']['output'];
  rows: Array<CommissionStatementRow>;
  statements: Scalars['Int']['output'];
  total: Scalars['Decimal']['output'];
};

export type CommissionStatementLine = {
  __typename?: 'CommissionStatementLine';
  /** a negative result: money taken back (a return, a correction) */
  clawback: Scalars['Boolean']['output'];
  endDate: Scalars['String']['output'];
  exceptionDetails?: Maybe<Scalars['String']['output']>;
  exceptionName?: Maybe<Scalars['String']['output']>;
  reportId: Scalars['ID']['output'];
  /** null when the calculation ended in an exception */
  result?: Maybe<Scalars['Decimal']['output']>;
  startDate: Scalars['String']['output'];
  steps: Array<CommissionStatementStep>;
  variableCommissionId: Scalars['String']['output'];
  variableCommissionName: Scalars['String']['output'];
};

export type CommissionStatementPage = {
  __typename?: 'CommissionStatementPage';
  items: Array<CommissionStatementRow>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  summary: Array<CommissionStatementStateSummary>;
  total: Scalars['Int']['output'];
};

export type CommissionStatementPdf = {
  __typename?: 'CommissionStatementPdf';
  /** the PDF's bytes, base64 */
  content: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
};

export type CommissionStatementPeriod = {
  __typename?: 'CommissionStatementPeriod';
  organizationId: Scalars['String']['output'];
  periodEnd: Scalars['String']['output'];
  periodStart: Scalars['String']['output'];
  statements: Scalars['Int']['output'];
  workflowId: Scalars['String']['output'];
};

export type CommissionStatementPeriodInput = {
  organizationId: Scalars['String']['input'];
  periodEnd: Scalars['String']['input'];
  periodStart: Scalars['String']['input'];
};

export type CommissionStatementResolutionInput = {
  /** recalculate or reject (adjust is adjustCommissionStatement) */
  choice: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};

export type CommissionStatementReviewer = {
  __typename?: 'CommissionStatementReviewer';
  id: Scalars['String']['output'];
  /** manager, position or none */
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type CommissionStatementRow = {
  __typename?: 'CommissionStatementRow';
  adjustmentCount: Scalars['Int']['output'];
  areaName: Scalars['String']['output'];
  employeeId: Scalars['String']['output'];
  employeeName: Scalars['String']['output'];
  exportId?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  reviewLevel: Scalars['Int']['output'];
  reviewerName: Scalars['String']['output'];
  state: Scalars['String']['output'];
  total: Scalars['Decimal']['output'];
};

export type CommissionStatementSettings = {
  __typename?: 'CommissionStatementSettings';
  escalationDays: Scalars['Int']['output'];
  organizationId: Scalars['String']['output'];
  reminderDays: Scalars['Int']['output'];
  reviewerAreaId?: Maybe<Scalars['String']['output']>;
  reviewerEmail: Scalars['String']['output'];
};

export type CommissionStatementSettingsInput = {
  escalationDays: Scalars['Int']['input'];
  organizationId: Scalars['String']['input'];
  reminderDays: Scalars['Int']['input'];
  reviewerAreaId?: InputMaybe<Scalars['String']['input']>;
  reviewerEmail?: InputMaybe<Scalars['String']['input']>;
};

/** The statements list's sortable columns, each read along an index; none: by payroll number. */
export type CommissionStatementSort =
  | 'area'
  | 'employee'
  | 'name'
  | 'state'
  | 'total';

/** calculated, inReview, disputed, recalculating, approved or exported: the count and exact total of a period's statements in that state */
export type CommissionStatementStateSummary = {
  __typename?: 'CommissionStatementStateSummary';
  count: Scalars['Int']['output'];
  state: Scalars['String']['output'];
  total: Scalars['Decimal']['output'];
};

/** One value of the engine's evaluation log: an input, an indicator or a step's result (the number as the engine computed it, as text) */
export type CommissionStatementStep = {
  __typename?: 'CommissionStatementStep';
  arguments?: Maybe<Scalars['JSON']['output']>;
  name: Scalars['String']['output'];
  value?: Maybe<Scalars['String']['output']>;
};

export type CommissionStatementWhatIf = {
  __typename?: 'CommissionStatementWhatIf';
  after?: Maybe<Scalars['String']['output']>;
  before?: Maybe<Scalars['String']['output']>;
  exceptionDetails?: Maybe<Scalars['String']['output']>;
  exceptionName?: Maybe<Scalars['String']['output']>;
  steps: Array<CommissionStatementWhatIfStep>;
};

export type CommissionStatementWhatIfChange = {
  id: Scalars['ID']['input'];
  inputId: Scalars['String']['input'];
  kind: Scalars['String']['input'];
  reportId: Scalars['ID']['input'];
  tag?: InputMaybe<Scalars['String']['input']>;
  /** a number such as 125000.50 */
  value: Scalars['String']['input'];
};

export type CommissionStatementWhatIfInput = {
  __typename?: 'CommissionStatementWhatIfInput';
  id: Scalars['String']['output'];
  /** variable or parameter */
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
  tag: Scalars['String']['output'];
  /** the value the calculation used (a number as text); null: none in the period */
  value?: Maybe<Scalars['String']['output']>;
};

export type CommissionStatementWhatIfStep = {
  __typename?: 'CommissionStatementWhatIfStep';
  /** the step's value as calculated */
  before?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  value?: Maybe<Scalars['String']['output']>;
};

export type CompleteNewPasswordInput = {
  /** The password just used to sign in (the temporary one). */
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  /** Only when challenge.phoneRequired: 10 digits, sent as +521XXXXXXXXXX. */
  phone?: InputMaybe<Scalars['String']['input']>;
  userName: Scalars['String']['input'];
};

export type ConfirmSignUpInput = {
  code: Scalars['String']['input'];
  userName: Scalars['String']['input'];
};

export type CreateCustomerTypeInput = {
  /** 2 to 10 capital letters or digits (upper-cased) */
  customerTypeId: Scalars['String']['input'];
  /** up to 60 characters, unique regardless of case and spacing */
  customerTypeName: Scalars['String']['input'];
  /** true: it becomes the main type and the previous one INACTIVO */
  defaultType?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CreateEmailSuscriptionInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  email: Scalars['String']['input'];
  /** landingPage, customerRegistration or other */
  origin?: InputMaybe<Scalars['String']['input']>;
};

export type CreateSystemMenuInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  component: Scalars['String']['input'];
  /** Default: leer, editar, ejecutar. */
  defaultScopes?: InputMaybe<Array<MenuScopeInput>>;
  icon?: InputMaybe<Scalars['String']['input']>;
  labels?: InputMaybe<MenuLabelsInput>;
  menuType: Scalars['String']['input'];
  order?: InputMaybe<Scalars['Int']['input']>;
  parentSystemMenuId?: InputMaybe<Scalars['ID']['input']>;
  path: Scalars['String']['input'];
  platformType: Scalars['String']['input'];
  systemMenuId: Scalars['ID']['input'];
  systemMenuName: Scalars['String']['input'];
  systemMenuRoleId?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateSystemRoleInput = {
  parentSystemRoleId?: InputMaybe<Scalars['ID']['input']>;
  systemRoleName: Scalars['String']['input'];
};

export type CreateUserInput = {
  fullName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  positionId?: InputMaybe<Scalars['ID']['input']>;
  /** At least 6 characters; the user must replace it at first sign-in. */
  temporaryPassword: Scalars['String']['input'];
  userName: Scalars['String']['input'];
};

export type CreateWorkplanActivityInput = {
  activityName: Scalars['String']['input'];
  description?: InputMaybe<Scalars['JSON']['input']>;
  marketFinalDate: Scalars['String']['input'];
  marketReleaseDate: Scalars['String']['input'];
  score: Scalars['Int']['input'];
  temporality: WorkplanTemporalityInput;
  workplanSectionId: Scalars['ID']['input'];
};

export type CreateWorkplanInput = {
  /** a TipTap document (object or its JSON text) */
  description?: InputMaybe<Scalars['JSON']['input']>;
  workplanName: Scalars['String']['input'];
};

export type CreateWorkplanSectionInput = {
  description?: InputMaybe<Scalars['JSON']['input']>;
  sectionName: Scalars['String']['input'];
  workplanSectionWorkplanId: Scalars['ID']['input'];
};

/** One day of the stores' calendar: customers registered, audits started and how those audits ended so far. */
export type CustomerActivityDay = {
  __typename?: 'CustomerActivityDay';
  /** audits started that day (authorized + blacklisted + open) */
  audits: Scalars['Int']['output'];
  authorized: Scalars['Int']['output'];
  blacklisted: Scalars['Int']['output'];
  /** yyyy-mm-dd (America/Mexico_City) */
  day: Scalars['String']['output'];
  /** still waiting for an auditor's decision */
  open: Scalars['Int']['output'];
  /** customers created that day */
  registrations: Scalars['Int']['output'];
};

/** What a customer is counted as in the list's counters (spec 001 section 4). */
export type CustomerClass =
  | 'active'
  | 'auditable'
  | 'authorization'
  | 'inactive'
  | 'incomplete'
  | 'registered';

/** Counters of spec 001 section 4 (a customer may count in several); total = rows of the filter. */
export type CustomerCounters = {
  __typename?: 'CustomerCounters';
  active: Scalars['Int']['output'];
  auditable: Scalars['Int']['output'];
  authorization: Scalars['Int']['output'];
  inactive: Scalars['Int']['output'];
  incomplete: Scalars['Int']['output'];
  registered: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type CustomerDetail = CustomerSummary & {
  __typename?: 'CustomerDetail';
  address: Scalars['String']['output'];
  audits: Array<AuditDetail>;
  birthdate?: Maybe<Scalars['String']['output']>;
  blacklistAudit: Scalars['Boolean']['output'];
  blacklisted: Scalars['Boolean']['output'];
  classes: Array<CustomerClass>;
  customerId?: Maybe<Scalars['String']['output']>;
  customerName: Scalars['String']['output'];
  customerTypeId: Scalars['String']['output'];
  customerTypeName: Scalars['String']['output'];
  emails: Array<Scalars['String']['output']>;
  enrollmentWarehouseId?: Maybe<Scalars['String']['output']>;
  /** the customer's files (the INE photo: fileType identification), each with a link signed for 5 minutes */
  files: Array<CustomerFile>;
  fingerCount: Scalars['Int']['output'];
  /** enrolled fingers (LEFT_THUMB...); templates are never sent */
  fingerTypes: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastUpdate: Scalars['String']['output'];
  legals: Array<CustomerLegal>;
  marketReleases: Array<MarketReleaseRow>;
  openAuditCount: Scalars['Int']['output'];
  phones: Array<CustomerPhone>;
  preregistrationCode?: Maybe<Scalars['String']['output']>;
  registrationWarehouseId?: Maybe<Scalars['String']['output']>;
  sellBanned?: Maybe<Scalars['Boolean']['output']>;
  taxpayer?: Maybe<CustomerTaxpayer>;
  zoneName?: Maybe<Scalars['String']['output']>;
};

export type CustomerFile = {
  __typename?: 'CustomerFile';
  fileType: Scalars['String']['output'];
  /** a signed link to the 160 px square thumbnail made at upload (photos); null when there is none */
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
  /** a signed link for 5 minutes through /files; null when no file storage is configured */
  url?: Maybe<Scalars['String']['output']>;
};

export type CustomerFilterInput = {
  /** yyyy-mm-dd: changed on or after; no future day, at most 365 days back */
  changedSince?: InputMaybe<Scalars['String']['input']>;
  /** active, inactive, incomplete, registered, auditable or authorization (a clicked counter) */
  class?: InputMaybe<Scalars['String']['input']>;
  customerTypeId?: InputMaybe<Scalars['String']['input']>;
  /** a pre-registration code, a phone, an e-mail or part of the name */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type CustomerLegal = {
  __typename?: 'CustomerLegal';
  datetime: Scalars['Int']['output'];
  legalType: Scalars['String']['output'];
};

export type CustomerMassUpdateInput = {
  /** inactivate ('Send customer inactive'), setType (one button per type) or release (stores, 'Guardar selección') */
  action: Scalars['String']['input'];
  batchSize?: InputMaybe<Scalars['Int']['input']>;
  /** selected rows (up to 5000), or... */
  customerIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  customerTypeId?: InputMaybe<Scalars['String']['input']>;
  /** ...every customer of a filter */
  filter?: InputMaybe<CustomerFilterInput>;
  /** stores (type _10) for release */
  warehouseIds?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type CustomerMassUpdateRun = {
  __typename?: 'CustomerMassUpdateRun';
  notified: Scalars['Int']['output'];
  processed: Scalars['Int']['output'];
  /** blocked customers an operation may not release, or ids that no longer exist */
  skipped: Scalars['Int']['output'];
  /** counting, updating or done */
  state?: Maybe<Scalars['String']['output']>;
  /** running, completed, failed... */
  status: Scalars['String']['output'];
  total: Scalars['Int']['output'];
  updated: Scalars['Int']['output'];
  workflowId: Scalars['ID']['output'];
};

export type CustomerPage = {
  __typename?: 'CustomerPage';
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  rows: Array<CustomerRow>;
  /** rows of the filter ('N Rows Loaded' / 'View N Rows') */
  total: Scalars['Int']['output'];
};

export type CustomerPhone = {
  __typename?: 'CustomerPhone';
  phone: Scalars['String']['output'];
  phoneType: Scalars['String']['output'];
};

export type CustomerRegistration = {
  __typename?: 'CustomerRegistration';
  /** the same barcode (the same bars) as an SVG data: URL, shown and printed at once */
  barcodeDataUrl: Scalars['String']['output'];
  /** public link to the Code 128 barcode (PNG) */
  barcodeUrl: Scalars['String']['output'];
  customerName: Scalars['String']['output'];
  /** the addresses the e-mail goes to (sent by the audit process) */
  emails: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** the mobile numbers the SMS goes to */
  mobilePhones: Array<Scalars['String']['output']>;
  /** 15 upper-case characters */
  preregistrationCode: Scalars['String']['output'];
  storeName: Scalars['String']['output'];
};

export type CustomerRegistrationInput = {
  address?: InputMaybe<RegistrationAddressInput>;
  /** yyyy-mm-dd */
  customerBirthday?: InputMaybe<Scalars['String']['input']>;
  customerLastName?: InputMaybe<Scalars['String']['input']>;
  customerName: Scalars['String']['input'];
  customerSecondName: Scalars['String']['input'];
  /** 0 to 2 */
  emails?: InputMaybe<Array<Scalars['String']['input']>>;
  /** optional: the token POST /api/registration/ine-photo answered (valid 1 h) */
  inePhotoToken?: InputMaybe<Scalars['String']['input']>;
  /** exactly the two legals, both accepted */
  legals: Array<RegistrationLegalInput>;
  /** 1 or 2 */
  phones: Array<RegistrationPhoneInput>;
  taxpayer?: InputMaybe<RegistrationTaxpayerInput>;
  /** the chosen store */
  warehouseId: Scalars['String']['input'];
};

export type CustomerRow = CustomerSummary & {
  __typename?: 'CustomerRow';
  address: Scalars['String']['output'];
  birthdate?: Maybe<Scalars['String']['output']>;
  /** show the row grey */
  blacklistAudit: Scalars['Boolean']['output'];
  /** blocked: customerId blacklist or a blacklist audit (the Blacklist label) */
  blacklisted: Scalars['Boolean']['output'];
  classes: Array<CustomerClass>;
  /** the customer number; 'blacklist' marks a blacklisted customer */
  customerId?: Maybe<Scalars['String']['output']>;
  customerName: Scalars['String']['output'];
  customerTypeId: Scalars['String']['output'];
  customerTypeName: Scalars['String']['output'];
  emails: Array<Scalars['String']['output']>;
  enrollmentWarehouseId?: Maybe<Scalars['String']['output']>;
  fingerCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** ISO time of the last change */
  lastUpdate: Scalars['String']['output'];
  legals: Array<CustomerLegal>;
  openAuditCount: Scalars['Int']['output'];
  phones: Array<CustomerPhone>;
  preregistrationCode?: Maybe<Scalars['String']['output']>;
  registrationWarehouseId?: Maybe<Scalars['String']['output']>;
  sellBanned?: Maybe<Scalars['Boolean']['output']>;
  taxpayer?: Maybe<CustomerTaxpayer>;
  zoneName?: Maybe<Scalars['String']['output']>;
};

export type CustomerSelectionSummary = {
  __typename?: 'CustomerSelectionSummary';
  /** their ids, at most 5000 (decide them, then ask again for the rest) */
  pendingAuditIds: Array<Scalars['ID']['output']>;
  /** audits without endAudit among the selected customers */
  pendingAudits: Scalars['Int']['output'];
  selected: Scalars['Int']['output'];
};

/** The customer list's sortable columns, each read along an index; none: last change first. */
export type CustomerSort =
  | 'customerName'
  | 'customerType'
  | 'lastUpdate';

/** What every customer answer carries: a list row, the detail (clients share one fragment over it). */
export type CustomerSummary = {
  address: Scalars['String']['output'];
  birthdate?: Maybe<Scalars['String']['output']>;
  blacklistAudit: Scalars['Boolean']['output'];
  blacklisted: Scalars['Boolean']['output'];
  classes: Array<CustomerClass>;
  customerId?: Maybe<Scalars['String']['output']>;
  customerName: Scalars['String']['output'];
  customerTypeId: Scalars['String']['output'];
  customerTypeName: Scalars['String']['output'];
  emails: Array<Scalars['String']['output']>;
  enrollmentWarehouseId?: Maybe<Scalars['String']['output']>;
  fingerCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  lastUpdate: Scalars['String']['output'];
  legals: Array<CustomerLegal>;
  openAuditCount: Scalars['Int']['output'];
  phones: Array<CustomerPhone>;
  preregistrationCode?: Maybe<Scalars['String']['output']>;
  registrationWarehouseId?: Maybe<Scalars['String']['output']>;
  sellBanned?: Maybe<Scalars['Boolean']['output']>;
  taxpayer?: Maybe<CustomerTaxpayer>;
  zoneName?: Maybe<Scalars['String']['output']>;
};

export type CustomerTaxpayer = {
  __typename?: 'CustomerTaxpayer';
  identification: Scalars['String']['output'];
  taxpayerName: Scalars['String']['output'];
};

export type CustomerTypeRow = {
  __typename?: 'CustomerTypeRow';
  _version: Scalars['Int']['output'];
  customerTypeId: Scalars['String']['output'];
  customerTypeName: Scalars['String']['output'];
  /** true PRINCIPAL (exactly one type), false INACTIVO */
  defaultType: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
};

export type DemoSeedResult = {
  __typename?: 'DemoSeedResult';
  collections: Scalars['JSON']['output'];
  durationMs: Scalars['Int']['output'];
  reset: Scalars['Boolean']['output'];
  seedVersion: Scalars['Int']['output'];
};

export type EmailSuscription = {
  __typename?: 'EmailSuscription';
  active: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  origin: Scalars['String']['output'];
};

/** One window's report summary (a past day's too): state, ERP total and box total as the report saved them, or the window's stock when no report was made. */
export type EmptyContainerDaySummary = {
  __typename?: 'EmptyContainerDaySummary';
  boxTotal: Scalars['Int']['output'];
  /** the window's day (its key) */
  day: Scalars['String']['output'];
  /** box total minus ERP total */
  difference: Scalars['Int']['output'];
  emptyContainers: Array<EmptyContainerLine>;
  /** boxes of 12; null in state 0 */
  erpTotal?: Maybe<Scalars['Int']['output']>;
  shippingDate?: Maybe<Scalars['String']['output']>;
  state: Scalars['Int']['output'];
  /** sent, draft (saved, not sent) or missing (no report) */
  status: Scalars['String']['output'];
};

export type EmptyContainerHistoryRow = {
  __typename?: 'EmptyContainerHistoryRow';
  day: Scalars['String']['output'];
  /** the ERP total (boxes of 12) the day's report was sent against; null in state 0 */
  erpTotal?: Maybe<Scalars['Int']['output']>;
  quantity: Scalars['Int']['output'];
  sap: Scalars['String']['output'];
  shippingDate?: Maybe<Scalars['String']['output']>;
  sku: Scalars['String']['output'];
  stockType: Scalars['String']['output'];
};

export type EmptyContainerLine = {
  __typename?: 'EmptyContainerLine';
  quantity: Scalars['Int']['output'];
  sap: Scalars['String']['output'];
  sku: Scalars['String']['output'];
  stockType: Scalars['String']['output'];
};

export type EmptyContainerLineInput = {
  quantity?: InputMaybe<Scalars['Int']['input']>;
  sap: Scalars['String']['input'];
  sku: Scalars['String']['input'];
  stockType: Scalars['String']['input'];
};

export type EmptyContainerProduct = {
  __typename?: 'EmptyContainerProduct';
  description: Scalars['String']['output'];
  sap: Scalars['String']['output'];
  sku: Scalars['String']['output'];
  /** SELECTABLE (grouper items) or FREETOUSE */
  stockType: Scalars['String']['output'];
};

export type EmptyContainerReport = {
  __typename?: 'EmptyContainerReport';
  boxTotal: Scalars['Int']['output'];
  closed: Scalars['Boolean']['output'];
  emptyContainers: Array<EmptyContainerLine>;
  endDate?: Maybe<Scalars['Float']['output']>;
  erpTotal?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  shippingDate?: Maybe<Scalars['String']['output']>;
  /** epoch ms */
  startDate: Scalars['Float']['output'];
  state: Scalars['Int']['output'];
  version: Scalars['Int']['output'];
};

export type EmptyContainerReportInput = {
  emptyContainers: Array<EmptyContainerLineInput>;
  /** true: 'Enviar datos' (closes the report with the shipping date) */
  send?: InputMaybe<Scalars['Boolean']['input']>;
  shippingDate?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** The daily window's screen: the ERP stock with the state rule applied, the products, the report. */
export type EmptyContainerScreen = {
  __typename?: 'EmptyContainerScreen';
  /** today (yyyy-mm-dd, stores' zone): the capture date */
  captureDate: Scalars['String']['output'];
  day: Scalars['String']['output'];
  erpRows: Array<EmptyContainerStockRow>;
  /** boxes of 12; null in state 0 (hidden) */
  erpTotal?: Maybe<Scalars['Int']['output']>;
  products: Array<EmptyContainerProduct>;
  readError?: Maybe<Scalars['String']['output']>;
  report?: Maybe<EmptyContainerReport>;
  /** 0 stage off, 1 E0101 above 110000, 2 E0201 + E0101 above it, 3 nothing to report */
  state: Scalars['Int']['output'];
  windowEnd: Scalars['Float']['output'];
  windowStart: Scalars['Float']['output'];
};

export type EmptyContainerStockRow = {
  __typename?: 'EmptyContainerStockRow';
  articleKey: Scalars['String']['output'];
  articleName: Scalars['String']['output'];
  familyKey: Scalars['String']['output'];
  stock: Scalars['Int']['output'];
};

export type ErpQueryStart = {
  __typename?: 'ErpQueryStart';
  workflowId: Scalars['ID']['output'];
};

export type ErpQueryStatus = {
  __typename?: 'ErpQueryStatus';
  error?: Maybe<Scalars['String']['output']>;
  polls?: Maybe<Scalars['Int']['output']>;
  rowCount?: Maybe<Scalars['Int']['output']>;
  rows?: Maybe<Scalars['JSON']['output']>;
  /** creating, waiting, reading, done or failed */
  state?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  workflowId: Scalars['ID']['output'];
};

/** One field of a record as it was before and after a change (values as stored, secrets never present). */
export type FieldChange = {
  __typename?: 'FieldChange';
  after?: Maybe<Scalars['JSON']['output']>;
  before?: Maybe<Scalars['JSON']['output']>;
  field: Scalars['String']['output'];
};

export type FingerprintEnrollmentInput = {
  customerId: Scalars['ID']['input'];
  /** at least 2 different fingers */
  fingers: Array<FingerprintInput>;
  /** the closest store picked on the screen */
  warehouseId: Scalars['String']['input'];
};

export type FingerprintInput = {
  /** the reader's template, base64 */
  fingerTemplate: Scalars['String']['input'];
  /** LEFT_THUMB ... RIGHT_PINKY */
  fingerType: Scalars['String']['input'];
};

export type ForecastAccuracy = {
  __typename?: 'ForecastAccuracy';
  from: Scalars['String']['output'];
  items: Array<ForecastAccuracyItem>;
  overall: ForecastAccuracyFigures;
  stores: Scalars['Int']['output'];
  to: Scalars['String']['output'];
  weeks: Array<ForecastAccuracyWeek>;
};

export type ForecastAccuracyFigures = {
  __typename?: 'ForecastAccuracyFigures';
  above?: Maybe<Scalars['Float']['output']>;
  below?: Maybe<Scalars['Float']['output']>;
  /** calibrated (70-90 %), narrow or wide */
  calibration?: Maybe<Scalars['String']['output']>;
  /** Share (0-1) of product-store-weeks whose sales fell inside the P10-P90 band. */
  coverage?: Maybe<Scalars['Float']['output']>;
  meanActual?: Maybe<Scalars['Float']['output']>;
  observations: Scalars['Int']['output'];
  /** Mean pinball loss of P10, P50 and P90, in pieces. */
  pinballLoss?: Maybe<Scalars['Float']['output']>;
};

export type ForecastAccuracyInput = {
  companyId: Scalars['String']['input'];
  /** yyyy-mm-dd */
  from: Scalars['String']['input'];
  providerId: Scalars['String']['input'];
  storeIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** yyyy-mm-dd, inclusive */
  to: Scalars['String']['input'];
};

export type ForecastAccuracyItem = {
  __typename?: 'ForecastAccuracyItem';
  above?: Maybe<Scalars['Float']['output']>;
  below?: Maybe<Scalars['Float']['output']>;
  calibration?: Maybe<Scalars['String']['output']>;
  coverage?: Maybe<Scalars['Float']['output']>;
  description: Scalars['String']['output'];
  meanActual?: Maybe<Scalars['Float']['output']>;
  observations: Scalars['Int']['output'];
  pinballLoss?: Maybe<Scalars['Float']['output']>;
  sku: Scalars['String']['output'];
};

export type ForecastAccuracyWeek = {
  __typename?: 'ForecastAccuracyWeek';
  actual: Scalars['Float']['output'];
  coverage?: Maybe<Scalars['Float']['output']>;
  from: Scalars['String']['output'];
  observations: Scalars['Int']['output'];
  p10: Scalars['Float']['output'];
  p50: Scalars['Float']['output'];
  p90: Scalars['Float']['output'];
};

export type ForecastChartPoint = {
  __typename?: 'ForecastChartPoint';
  date: Scalars['String']['output'];
  p10?: Maybe<Scalars['Float']['output']>;
  p50?: Maybe<Scalars['Float']['output']>;
  p90?: Maybe<Scalars['Float']['output']>;
  sales?: Maybe<Scalars['Float']['output']>;
  salesYearBefore?: Maybe<Scalars['Float']['output']>;
};

export type ForecastImport = {
  __typename?: 'ForecastImport';
  /** Rows of the import so far (every part received). */
  importedRows: Scalars['Int']['output'];
  pairs: Scalars['Int']['output'];
  /** This part and how many the file has (1 and 1 for a whole file). */
  part: Scalars['Int']['output'];
  parts: Scalars['Int']['output'];
  /** Rows and store x article pairs of this request (the part sent). */
  rows: Scalars['Int']['output'];
  runId: Scalars['String']['output'];
};

/** A forecast computation or import, as the Forecast screen lists it. */
export type ForecastRun = {
  __typename?: 'ForecastRun';
  createdAt: Scalars['String']['output'];
  createdBy: Scalars['String']['output'];
  /** Stores done and to do (computed), store x product pairs (imported). */
  done: Scalars['Int']['output'];
  failure?: Maybe<Scalars['String']['output']>;
  fileName?: Maybe<Scalars['String']['output']>;
  finishedAt?: Maybe<Scalars['String']['output']>;
  horizonDays?: Maybe<Scalars['Int']['output']>;
  /** computed or imported */
  kind: Scalars['String']['output'];
  organizationId?: Maybe<Scalars['String']['output']>;
  providerId?: Maybe<Scalars['String']['output']>;
  providerName?: Maybe<Scalars['String']['output']>;
  /** Date-item-store rows written. */
  rows: Scalars['Int']['output'];
  runId: Scalars['String']['output'];
  /** First forecast day (computed) or first day of the file (imported). */
  start?: Maybe<Scalars['String']['output']>;
  /** running, done, failed or cancelled */
  status: Scalars['String']['output'];
  /** Empty: every store of the company. */
  storeIds: Array<Scalars['String']['output']>;
  total: Scalars['Int']['output'];
};

export type ForecastRunInput = {
  companyId: Scalars['String']['input'];
  /** Days, 1 to 31 (8 when absent). */
  horizonDays?: InputMaybe<Scalars['Int']['input']>;
  providerId: Scalars['String']['input'];
  /** yyyy-mm-dd: the first forecast day */
  start: Scalars['String']['input'];
  /** Empty: every store of the company. */
  storeIds?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type ForecastRunPage = {
  __typename?: 'ForecastRunPage';
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  rows: Array<ForecastRun>;
  total: Scalars['Int']['output'];
};

export type ForecastRunProgress = {
  __typename?: 'ForecastRunProgress';
  failure?: Maybe<Scalars['String']['output']>;
  rows: Scalars['Int']['output'];
  runId: Scalars['String']['output'];
  /** planning, computing, done, failed or cancelled */
  state: Scalars['String']['output'];
  status: Scalars['String']['output'];
  storesDone: Scalars['Int']['output'];
  storesTotal: Scalars['Int']['output'];
};

/** The runs list's sortable columns, each with an index; who sorts by the full name shown. */
export type ForecastRunSort =
  | 'createdAt'
  | 'createdBy'
  | 'kind'
  | 'rows'
  | 'status';

export type ForgotPasswordSubmitInput = {
  code: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  userName: Scalars['String']['input'];
};

/** A node of the observation or plan-action tree (parentId null for a root). */
export type HeadcountChoice = {
  __typename?: 'HeadcountChoice';
  _version: Scalars['Int']['output'];
  /** deactivated options leave the selectors; evaluations that chose one keep it */
  active: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  parentId?: Maybe<Scalars['String']['output']>;
};

export type HeadcountChoiceInput = {
  name: Scalars['String']['input'];
  /** a root of the same tree, or null for a root */
  parentId?: InputMaybe<Scalars['String']['input']>;
};

export type HeadcountIncident = {
  __typename?: 'HeadcountIncident';
  attendantId: Scalars['String']['output'];
  /** epoch seconds */
  datetime: Scalars['Int']['output'];
  day: Scalars['String']['output'];
  description: Scalars['String']['output'];
  incidentId: Scalars['String']['output'];
};

export type HeadcountOrganizationCard = {
  __typename?: 'HeadcountOrganizationCard';
  high: Scalars['Int']['output'];
  low: Scalars['Int']['output'];
  medium: Scalars['Int']['output'];
  notReady: Scalars['Int']['output'];
  organizationId: Scalars['String']['output'];
  organizationName: Scalars['String']['output'];
  /** error, warning, success or info (headcountVacantSemaphore) */
  severity: Scalars['String']['output'];
  /** stores with vacancies */
  storeIds: Array<Scalars['String']['output']>;
  templatePositions: Scalars['Int']['output'];
  vacantPositions: Array<HeadcountVacantCount>;
  vacants: Scalars['Int']['output'];
};

export type HeadcountPosition = {
  __typename?: 'HeadcountPosition';
  label: Scalars['String']['output'];
  positionId: Scalars['String']['output'];
  positionName: Scalars['String']['output'];
};

export type HeadcountReportPage = {
  __typename?: 'HeadcountReportPage';
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  rows: Array<HeadcountReportRow>;
  total: Scalars['Int']['output'];
};

export type HeadcountReportRow = {
  __typename?: 'HeadcountReportRow';
  calculationDate?: Maybe<Scalars['String']['output']>;
  detail: Array<HeadcountVacancy>;
  extras?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  organizationId: Scalars['String']['output'];
  organizationName: Scalars['String']['output'];
  sinceDate?: Maybe<Scalars['String']['output']>;
  statusName?: Maybe<Scalars['String']['output']>;
  teamAssignedCount?: Maybe<Scalars['Int']['output']>;
  /** null until the store is computed ('Status not ready yet') */
  teamPositionsCount?: Maybe<Scalars['Int']['output']>;
  vacants?: Maybe<Scalars['Int']['output']>;
  warehouseId: Scalars['String']['output'];
  warehouseName: Scalars['String']['output'];
  workTeamTemplateName?: Maybe<Scalars['String']['output']>;
  zoneName: Scalars['String']['output'];
};

/** The headcount reports' sortable columns (sorted by the server over the joined rows); none: company, then store code. */
export type HeadcountReportSort =
  | 'assigned'
  | 'company'
  | 'extras'
  | 'positions'
  | 'status'
  | 'store'
  | 'storeCode'
  | 'type'
  | 'vacants'
  | 'zone';

export type HeadcountRun = {
  __typename?: 'HeadcountRun';
  calculationDate?: Maybe<Scalars['String']['output']>;
  processed: Scalars['Int']['output'];
  status: Scalars['String']['output'];
  /** per store once completed */
  stores: Array<HeadcountStoreLine>;
  total: Scalars['Int']['output'];
  workflowId: Scalars['ID']['output'];
};

export type HeadcountStatusRule = {
  __typename?: 'HeadcountStatusRule';
  assignedDays: Scalars['Int']['output'];
  /** high, medium or low */
  statusName: Scalars['String']['output'];
  vacantNumber: Scalars['Int']['output'];
};

export type HeadcountStatusRuleInput = {
  assignedDays: Scalars['Int']['input'];
  statusName: Scalars['String']['input'];
  vacantNumber: Scalars['Int']['input'];
};

export type HeadcountStoreLine = {
  __typename?: 'HeadcountStoreLine';
  assigned: Scalars['Int']['output'];
  extras: Scalars['Int']['output'];
  organizationId: Scalars['String']['output'];
  required: Scalars['Int']['output'];
  statusName: Scalars['String']['output'];
  vacancies: Scalars['Int']['output'];
  warehouseId: Scalars['String']['output'];
  warehouseName: Scalars['String']['output'];
};

export type HeadcountVacancy = {
  __typename?: 'HeadcountVacancy';
  count: Scalars['Int']['output'];
  date: Scalars['String']['output'];
  positionId: Scalars['String']['output'];
  positionName: Scalars['String']['output'];
};

export type HeadcountVacantCount = {
  __typename?: 'HeadcountVacantCount';
  count: Scalars['Int']['output'];
  positionName: Scalars['String']['output'];
};

export type HeadcountVacantLog = {
  __typename?: 'HeadcountVacantLog';
  assigned: Scalars['Int']['output'];
  calculationDate: Scalars['String']['output'];
  detail: Array<HeadcountVacancy>;
  id: Scalars['ID']['output'];
  incidentObservationId?: Maybe<Scalars['String']['output']>;
  incidentPlanActionId?: Maybe<Scalars['String']['output']>;
  incidents: Array<HeadcountIncident>;
  reportId: Scalars['String']['output'];
  required: Scalars['Int']['output'];
  sinceDate: Scalars['String']['output'];
  statusName: Scalars['String']['output'];
  vacantCounter: Scalars['Int']['output'];
};

export type Health = {
  __typename?: 'Health';
  backends: Array<BackendState>;
  ok: Scalars['Boolean']['output'];
};

export type HeapUsage = {
  __typename?: 'HeapUsage';
  /** ok; warning past 80 % of the limit; critical past 90 %. */
  level: Scalars['String']['output'];
  limitBytes: Scalars['Float']['output'];
  /** Used as a percentage of the limit, one decimal. */
  percent: Scalars['Float']['output'];
  usedBytes: Scalars['Float']['output'];
};

export type ImportCounts = {
  __typename?: 'ImportCounts';
  inserted: Scalars['Int']['output'];
  unchanged: Scalars['Int']['output'];
  updated: Scalars['Int']['output'];
};

/** What the public landing page shows besides its texts. */
export type LandingPage = {
  __typename?: 'LandingPage';
  /** The instant the countdown reaches zero (ISO 8601): LANDING_COUNTDOWN_TARGET, or the next 1 August in central Mexico. */
  countdownTarget: Scalars['String']['output'];
};

export type MailAttachmentInfo = {
  __typename?: 'MailAttachmentInfo';
  contentType: Scalars['String']['output'];
  filename?: Maybe<Scalars['String']['output']>;
  index: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
};

export type MailMessage = {
  __typename?: 'MailMessage';
  attachments: Array<MailAttachmentInfo>;
  cc: Array<Scalars['String']['output']>;
  from: Scalars['String']['output'];
  html?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  receivedAt: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  text?: Maybe<Scalars['String']['output']>;
  to: Array<Scalars['String']['output']>;
};

export type MailMessagePage = {
  __typename?: 'MailMessagePage';
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  rows: Array<MailMessageSummary>;
  total: Scalars['Int']['output'];
};

export type MailMessageSummary = {
  __typename?: 'MailMessageSummary';
  attachmentCount: Scalars['Int']['output'];
  from: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  receivedAt: Scalars['String']['output'];
  size: Scalars['Int']['output'];
  subject: Scalars['String']['output'];
  to: Array<Scalars['String']['output']>;
};

/** The mail list's sortable columns (each with an index); none: newest first. */
export type MailSort =
  | 'receivedAt'
  | 'subject';

export type MarketReleaseRow = {
  __typename?: 'MarketReleaseRow';
  /** 0 means open */
  marketFinalDate: Scalars['Int']['output'];
  marketReleaseDate: Scalars['Int']['output'];
  warehouseId: Scalars['String']['output'];
};

export type MarketStore = {
  __typename?: 'MarketStore';
  warehouseId: Scalars['String']['output'];
  warehouseName: Scalars['String']['output'];
  zoneName?: Maybe<Scalars['String']['output']>;
};

/** all: every active top-level entry; listed: only permittedMenuIds */
export type MenuAccess =
  | 'all'
  | 'listed';

export type MenuEntry = {
  __typename?: 'MenuEntry';
  /** Shown when the parent expands. */
  children: Array<MenuEntry>;
  component: Scalars['String']['output'];
  /** Blueprint icon name. */
  icon: Scalars['String']['output'];
  labels: MenuLabels;
  /** profile, system or navigation */
  menuType: Scalars['String']['output'];
  /** Relative to /prometheus/ (a leading / is outside the shell), :id already replaced by the user's id. */
  path: Scalars['String']['output'];
  /** What the user may do there: leer, editar, ejecutar. */
  scopes: Array<Scalars['String']['output']>;
  systemMenuId: Scalars['ID']['output'];
  systemMenuName: Scalars['String']['output'];
};

export type MenuImportResult = {
  __typename?: 'MenuImportResult';
  permissionProfiles: ImportCounts;
  systemMenus: ImportCounts;
};

export type MenuLabels = {
  __typename?: 'MenuLabels';
  en: Scalars['String']['output'];
  es: Scalars['String']['output'];
};

export type MenuLabelsInput = {
  en: Scalars['String']['input'];
  es: Scalars['String']['input'];
};

export type MenuScope = {
  __typename?: 'MenuScope';
  active: Scalars['Boolean']['output'];
  scopeName: Scalars['String']['output'];
};

export type MenuScopeGrant = {
  __typename?: 'MenuScopeGrant';
  scopes: Array<Scalars['String']['output']>;
  systemMenuId: Scalars['ID']['output'];
};

export type MenuScopeGrantInput = {
  scopes: Array<Scalars['String']['input']>;
  systemMenuId: Scalars['ID']['input'];
};

export type MenuScopeInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  scopeName: Scalars['String']['input'];
};

export type MfaChallengeInput = {
  /** The 6 digits of the authenticator app. */
  code: Scalars['String']['input'];
  /** The challenge.session of the sign-in answer. */
  session: Scalars['String']['input'];
  userName: Scalars['String']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Statements write. On an exported statement the correction lands in the next open period */
  adjustCommissionStatement: CommissionStatementAdjustmentResult;
  answerMfaChallenge: SignInResult;
  /** Answers an MFA_SETUP challenge with the new authenticator's first code: turns it on and opens the session. */
  answerMfaSetupChallenge: SignInResult;
  /** StatementApprovals write. Approves many at once */
  approveCommissionStatements: CommissionStatementApproval;
  /** workTeamTemplates.write: the stores of this type become exactly these; answers how many changed */
  assignWorkTeamTemplate: Scalars['Int']['output'];
  /** Cancels a running computation (through the workflow gateway); the run is listed as cancelled. */
  cancelForecastRun: ForecastRun;
  cancelWorkflowRun: Scalars['Boolean']['output'];
  cancelXadisTransmission: XadisTransmission;
  completeNewPassword: SignInResult;
  confirmSignUp: Scalars['Boolean']['output'];
  /**
   * Public pre-registration. Errors (extensions.errorCode): CUSTOMER_NAME_REQUIRED,
   * CUSTOMER_SECOND_NAME_REQUIRED, CUSTOMER_EMAIL_FORMAT, CUSTOMER_PHONE_REQUIRED,
   * CUSTOMER_PHONE_LENGTH, CUSTOMER_TAXPAYER_REQUIRED, CUSTOMER_LEGALS_REQUIRED,
   * CUSTOMER_PHONE_UNPARSEABLE (params.phone), CUSTOMER_ALREADY_EXISTS, STORE_NOT_FOUND,
   * CUSTOMER_REGISTRATION_FAILED (Generic Error Create Customer), CUSTOMER_INE_TOKEN_INVALID
   * (forged, expired or its photo gone: nothing is created), RATE_LIMITED.
   */
  createCustomer: CustomerRegistration;
  /** customerTypes.write. Errors CUSTOMER_TYPE_ID_INVALID, CUSTOMER_TYPE_NAME_REQUIRED, CUSTOMER_TYPE_ID_TAKEN, CUSTOMER_TYPE_NAME_TAKEN */
  createCustomerType: CustomerTypeRow;
  /** Public. Errors: SUBSCRIPTION_EMAIL_REQUIRED, SUBSCRIPTION_EMAIL_INVALID, RATE_LIMITED. */
  createEmailSuscription: EmailSuscription;
  createRemoteCommand: RemoteCommand;
  createSystemMenu: SystemMenu;
  createSystemRole: SystemRole;
  createUser: StaffUser;
  /** workTeamTemplates.write */
  createWorkTeamTemplate: WorkTeamTemplate;
  /** workplans.write. Errors WORKPLAN_NAME_REQUIRED, WORKPLAN_NAME_TAKEN, WORKPLAN_DESCRIPTION_INVALID */
  createWorkplan: Workplan;
  /** workplans.write. Errors WORKPLAN_ACTIVITY_NAME_REQUIRED, WORKPLAN_CRON_INVALID, WORKPLAN_DATES_ORDER, WORKPLAN_SCORE_INVALID... */
  createWorkplanActivity: WorkplanActivity;
  /** workplans.write. Errors WORKPLAN_SECTION_NAME_REQUIRED, WORKPLAN_NOT_FOUND */
  createWorkplanSection: WorkplanSection;
  /** audits.decide. Errors AUDIT_NOT_FOUND, AUDIT_ALREADY_RESOLVED */
  decideAudit: AuditDetail;
  /** audits.decide. The mass dialog and the CLI's audits resolve */
  decideAudits: AuditMassDecisionResult;
  /** workTeamTemplates.write */
  deleteTeamPosition: WorkTeamTemplate;
  /** workTeamTemplates.write: refused while stores have it */
  deleteWorkTeamTemplate: WorkTeamTemplate;
  /** workplans.write. Soft delete of the version read */
  deleteWorkplanActivity: WorkplanActivity;
  disableTotp: Scalars['Boolean']['output'];
  /** Statements write */
  disputeCommissionStatement: CommissionStatement;
  /** Statements read. E-mails the statement's PDF to an address (by default the employee's own, when the module has one) */
  emailCommissionStatement: CommissionStatementEmail;
  /** customers.write. Errors FINGERPRINTS_TOO_FEW, FINGERPRINTS_ALREADY_ENROLLED, CUSTOMER_BLOCKED, STORE_NOT_FOUND */
  enrollFingerprints: CustomerDetail;
  /** headcount.evaluate: observation and plan action of a cut-off with vacancies */
  evaluateHeadcountLog: HeadcountVacantLog;
  /** StatementApprovals write. Locks the approved statements and answers the payroll CSV */
  exportCommissionStatements: CommissionStatementExport;
  /** Exports ListadePrecios.csv once per company and day. */
  exportPriceList: PriceListExport;
  forgotPassword: CodeDelivery;
  forgotPasswordSubmit: Scalars['Boolean']['output'];
  /**
   * Imports a forecast CSV (date,item,store,p10,p50,p90): validated first (rows, stores, articles of the
   * store's company), idempotent per date, item and store. A file above the 2 MB body limit goes in parts
   * of whole rows, each with the header, under one importId (import-<uuid>) with part (1-based), parts and
   * the file line of its first row.
   */
  importForecasts: ForecastImport;
  /** Applies a menus file (menus import): idempotent. */
  importMenus: MenuImportResult;
  /** catalog.write. Up to 5000 rows per call; a repeated row changes nothing */
  importPostalCodes: PostalCodeImport;
  issueStoreToken: StoreTokenIssued;
  /** collaborators.link. postCreateWarehouseAttendant: sets the cashier's store and records the link. Errors COLLABORATOR_INACTIVE, COLLABORATOR_STORE_CODE_INVALID, COLLABORATOR_STORE_NOT_FOUND, COLLABORATOR_NOT_FOUND, COLLABORATOR_STALE */
  linkCashierToStore: CashierInfo;
  /** Reads the window's ERP stock again. */
  refreshEmptyContainerStock: EmptyContainerScreen;
  /** customerTypes.write. Errors CUSTOMER_TYPE_NAME_REQUIRED, CUSTOMER_TYPE_NAME_TAKEN, CUSTOMER_TYPE_STALE (changed meanwhile: reload) */
  renameCustomerType: CustomerTypeRow;
  /** licenses.write. Extends from the current expiry (or from now once expired). Errors LICENSE_STALE, LICENSE_REVOKED, LICENSE_RENEWAL_MONTHS_INVALID */
  renewPosLicense: PosLicense;
  /** audits.decide. A new audit for an existing customer (e.g. blacklisted), no registration notices. Errors CUSTOMER_NOT_FOUND, AUDIT_ALREADY_OPEN */
  reopenCustomerAudit: AuditReopening;
  resendSignUpCode: CodeDelivery;
  /** Sets a temporary password, clears the lockout and ends the user's sessions. */
  resetUserPassword: StaffUser;
  /** Statements write */
  resolveCommissionStatementDispute: CommissionStatement;
  /** licenses.write. Errors LICENSE_STALE, LICENSE_REASON_REQUIRED */
  revokePosLicense: PosLicense;
  /** StatementApprovals write */
  saveCommissionStatementSettings: CommissionStatementSettings;
  saveEmptyContainerReport: EmptyContainerScreen;
  /** workTeamTemplates.write: add (no id) or rename/move a node of a tree; kind observation or planAction */
  saveHeadcountChoice: HeadcountChoice;
  /** workTeamTemplates.write: the three status rules at once */
  saveHeadcountRules: WorkTeamTemplate;
  /** stores.erpConfig: the whole ERP form; 'Verifica campos requeridos.' when a field is wrong */
  saveStoreSettings: StoreSettingsView;
  /** workTeamTemplates.write: add (no teamPositionId) or change a team position */
  saveTeamPosition: WorkTeamTemplate;
  saveXadisSettings: XadisSettings;
  seedDemoData: DemoSeedResult;
  /** Sends a verified order: PDF, e-mail and ERP rows, by the purchase-order process. */
  sendPurchaseOrder: PurchaseOrder;
  sendRemoteCommand: RemoteControl;
  /** customerTypes.write. true makes it the one PRINCIPAL type (the others become INACTIVO); false on the PRINCIPAL type is refused (CUSTOMER_TYPE_DEFAULT_REQUIRED). _version guards against a stale screen (CUSTOMER_TYPE_STALE) */
  setCustomerTypeDefault: CustomerTypeRow;
  /** workTeamTemplates.write: deactivate or reactivate a node of a tree */
  setHeadcountChoiceActive: HeadcountChoice;
  /** Starts authenticator setup for the signed-in user. */
  setUpTotp: TotpSetup;
  /** workTeamTemplates.write: Activado / Desactivado */
  setWorkTeamTemplateActive: WorkTeamTemplate;
  signIn: SignInResult;
  /** Ends the browser session. */
  signOut: Scalars['Boolean']['output'];
  signUp: CodeDelivery;
  /** StatementApprovals write. Starts the period's statements process (closed periods with reports only) */
  startCommissionStatements: CommissionStatementPeriod;
  /** customers.write. Starts the mass update process; poll customerMassUpdate for progress */
  startCustomerMassUpdate: CustomerMassUpdateRun;
  /** Starts an ERP query run. operation is one of the typed operations (never SQL). */
  startErpQuery: ErpQueryStart;
  /** Starts a forecast computation over a company, its stores (all or chosen) and a provider's products. */
  startForecastRun: ForecastRun;
  /** headcount.compute: runs the daily calculation now (yesterday by default) */
  startHeadcount: HeadcountRun;
  /** Starts reading a price-list table (customers, offers or articles) from the ERP; never SQL. */
  startPriceListQuery: PriceListQueryStart;
  /** Starts a transmission of the range (yyyy-mm-dd). */
  startXadisTransmission: XadisTransmission;
  updateMyProfile: Profile;
  updatePermissionProfile: PermissionProfile;
  updatePositionRole: StaffPosition;
  /** Only the caller's own id is allowed (PROFILE_NOT_OWN otherwise). */
  updateProfile: Profile;
  updateRemoteCommand: RemoteCommand;
  /** stores.write: zone or store type, with the _version read */
  updateStoreConfig: StoreConfigRow;
  updateSystemMenu: SystemMenu;
  updateUser: StaffUser;
  /** workTeamTemplates.write */
  updateWorkTeamTemplate: WorkTeamTemplate;
  /** workplans.write. Sends the _version read; WORKPLAN_STALE when it changed meanwhile */
  updateWorkplan: Workplan;
  /** workplans.write. WORKPLAN_ACTIVITY_STALE when it changed meanwhile */
  updateWorkplanActivity: WorkplanActivity;
  /** workplans.write. WORKPLAN_SECTION_STALE when it changed meanwhile */
  updateWorkplanSection: WorkplanSection;
  /** 'Verificar orden de compra': the consolidated folio from the ERP and the order as it will be sent (rows with 0 packages dropped). */
  verifyPurchaseOrder: PurchaseOrder;
  /** Confirms the setup with a first code; from then on sign-in asks for a code. */
  verifyTotpSetup: Scalars['Boolean']['output'];
};


export type MutationAdjustCommissionStatementArgs = {
  input: CommissionStatementAdjustmentInput;
};


export type MutationAnswerMfaChallengeArgs = {
  input: MfaChallengeInput;
};


export type MutationAnswerMfaSetupChallengeArgs = {
  input: MfaChallengeInput;
};


export type MutationApproveCommissionStatementsArgs = {
  input: CommissionStatementApprovalInput;
};


export type MutationAssignWorkTeamTemplateArgs = {
  id: Scalars['ID']['input'];
  warehouseIds: Array<Scalars['String']['input']>;
};


export type MutationCancelForecastRunArgs = {
  runId: Scalars['String']['input'];
};


export type MutationCancelWorkflowRunArgs = {
  workflowId: Scalars['ID']['input'];
};


export type MutationCancelXadisTransmissionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCompleteNewPasswordArgs = {
  input: CompleteNewPasswordInput;
};


export type MutationConfirmSignUpArgs = {
  input: ConfirmSignUpInput;
};


export type MutationCreateCustomerArgs = {
  input: CustomerRegistrationInput;
};


export type MutationCreateCustomerTypeArgs = {
  input: CreateCustomerTypeInput;
};


export type MutationCreateEmailSuscriptionArgs = {
  input: CreateEmailSuscriptionInput;
};


export type MutationCreateRemoteCommandArgs = {
  input: RemoteCommandInput;
};


export type MutationCreateSystemMenuArgs = {
  input: CreateSystemMenuInput;
};


export type MutationCreateSystemRoleArgs = {
  input: CreateSystemRoleInput;
};


export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


export type MutationCreateWorkTeamTemplateArgs = {
  input: WorkTeamTemplateInput;
};


export type MutationCreateWorkplanArgs = {
  input: CreateWorkplanInput;
};


export type MutationCreateWorkplanActivityArgs = {
  input: CreateWorkplanActivityInput;
};


export type MutationCreateWorkplanSectionArgs = {
  input: CreateWorkplanSectionInput;
};


export type MutationDecideAuditArgs = {
  input: AuditDecisionInput;
};


export type MutationDecideAuditsArgs = {
  input: AuditMassDecisionInput;
};


export type MutationDeleteTeamPositionArgs = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  teamPositionId: Scalars['ID']['input'];
};


export type MutationDeleteWorkTeamTemplateArgs = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


export type MutationDeleteWorkplanActivityArgs = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


export type MutationDisableTotpArgs = {
  code: Scalars['String']['input'];
};


export type MutationDisputeCommissionStatementArgs = {
  input: CommissionStatementDisputeInput;
};


export type MutationEmailCommissionStatementArgs = {
  input: CommissionStatementEmailInput;
};


export type MutationEnrollFingerprintsArgs = {
  input: FingerprintEnrollmentInput;
};


export type MutationEvaluateHeadcountLogArgs = {
  id: Scalars['ID']['input'];
  incidentObservationId?: InputMaybe<Scalars['String']['input']>;
  incidentPlanActionId?: InputMaybe<Scalars['String']['input']>;
};


export type MutationExportCommissionStatementsArgs = {
  input: CommissionStatementPeriodInput;
};


export type MutationExportPriceListArgs = {
  input: PriceListExportInput;
};


export type MutationForgotPasswordArgs = {
  userName: Scalars['String']['input'];
};


export type MutationForgotPasswordSubmitArgs = {
  input: ForgotPasswordSubmitInput;
};


export type MutationImportForecastsArgs = {
  csv: Scalars['String']['input'];
  fileName?: InputMaybe<Scalars['String']['input']>;
  firstLine?: InputMaybe<Scalars['Int']['input']>;
  importId?: InputMaybe<Scalars['String']['input']>;
  part?: InputMaybe<Scalars['Int']['input']>;
  parts?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationImportMenusArgs = {
  document: Scalars['JSON']['input'];
};


export type MutationImportPostalCodesArgs = {
  rows: Array<PostalCodeInput>;
  source?: InputMaybe<Scalars['String']['input']>;
};


export type MutationIssueStoreTokenArgs = {
  label?: InputMaybe<Scalars['String']['input']>;
  storeId: Scalars['String']['input'];
};


export type MutationLinkCashierToStoreArgs = {
  input: CashierLinkInput;
};


export type MutationRenameCustomerTypeArgs = {
  _version?: InputMaybe<Scalars['Int']['input']>;
  customerTypeId: Scalars['String']['input'];
  customerTypeName: Scalars['String']['input'];
};


export type MutationRenewPosLicenseArgs = {
  input: RenewPosLicenseInput;
};


export type MutationReopenCustomerAuditArgs = {
  customerId: Scalars['ID']['input'];
};


export type MutationResendSignUpCodeArgs = {
  userName: Scalars['String']['input'];
};


export type MutationResetUserPasswordArgs = {
  temporaryPassword: Scalars['String']['input'];
  userName: Scalars['String']['input'];
};


export type MutationResolveCommissionStatementDisputeArgs = {
  input: CommissionStatementResolutionInput;
};


export type MutationRevokePosLicenseArgs = {
  input: RevokePosLicenseInput;
};


export type MutationSaveCommissionStatementSettingsArgs = {
  input: CommissionStatementSettingsInput;
};


export type MutationSaveEmptyContainerReportArgs = {
  input: EmptyContainerReportInput;
};


export type MutationSaveHeadcountChoiceArgs = {
  _version?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  input: HeadcountChoiceInput;
  kind: Scalars['String']['input'];
};


export type MutationSaveHeadcountRulesArgs = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  rules: Array<HeadcountStatusRuleInput>;
};


export type MutationSaveStoreSettingsArgs = {
  _version: Scalars['Int']['input'];
  form: Scalars['JSON']['input'];
  warehouseId: Scalars['String']['input'];
};


export type MutationSaveTeamPositionArgs = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: TeamPositionInput;
  teamPositionId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSaveXadisSettingsArgs = {
  input: XadisSettingsInput;
};


export type MutationSeedDemoDataArgs = {
  reset?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationSendPurchaseOrderArgs = {
  folio: Scalars['Int']['input'];
  order: PurchaseOrderInput;
};


export type MutationSendRemoteCommandArgs = {
  commandName: Scalars['String']['input'];
  customerId?: InputMaybe<Scalars['String']['input']>;
  kitId?: InputMaybe<Scalars['String']['input']>;
  storeId: Scalars['String']['input'];
};


export type MutationSetCustomerTypeDefaultArgs = {
  _version?: InputMaybe<Scalars['Int']['input']>;
  customerTypeId: Scalars['String']['input'];
  defaultType: Scalars['Boolean']['input'];
};


export type MutationSetHeadcountChoiceActiveArgs = {
  _version: Scalars['Int']['input'];
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
  kind: Scalars['String']['input'];
};


export type MutationSetWorkTeamTemplateActiveArgs = {
  _version: Scalars['Int']['input'];
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSignInArgs = {
  input: SignInInput;
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationStartCommissionStatementsArgs = {
  input: CommissionStatementPeriodInput;
};


export type MutationStartCustomerMassUpdateArgs = {
  input: CustomerMassUpdateInput;
};


export type MutationStartErpQueryArgs = {
  operation: Scalars['JSON']['input'];
};


export type MutationStartForecastRunArgs = {
  input: ForecastRunInput;
};


export type MutationStartHeadcountArgs = {
  calculationDate?: InputMaybe<Scalars['String']['input']>;
};


export type MutationStartPriceListQueryArgs = {
  companyId: Scalars['Int']['input'];
  customerKeys?: InputMaybe<Array<Scalars['String']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
  table: Scalars['String']['input'];
};


export type MutationStartXadisTransmissionArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateMyProfileArgs = {
  input: ProfileUpdateInput;
};


export type MutationUpdatePermissionProfileArgs = {
  input: PermissionProfileInput;
};


export type MutationUpdatePositionRoleArgs = {
  positionId: Scalars['ID']['input'];
  systemRoleId: Scalars['ID']['input'];
};


export type MutationUpdateProfileArgs = {
  attendantId: Scalars['ID']['input'];
  input: ProfileUpdateInput;
};


export type MutationUpdateRemoteCommandArgs = {
  input: RemoteCommandUpdateInput;
};


export type MutationUpdateStoreConfigArgs = {
  _version: Scalars['Int']['input'];
  clearTemplate?: InputMaybe<Scalars['Boolean']['input']>;
  warehouseId: Scalars['String']['input'];
  workTeamTemplateId?: InputMaybe<Scalars['String']['input']>;
  zoneId?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateSystemMenuArgs = {
  input: UpdateSystemMenuInput;
  systemMenuId: Scalars['ID']['input'];
};


export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
  userName: Scalars['String']['input'];
};


export type MutationUpdateWorkTeamTemplateArgs = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: WorkTeamTemplateInput;
};


export type MutationUpdateWorkplanArgs = {
  input: UpdateWorkplanInput;
};


export type MutationUpdateWorkplanActivityArgs = {
  input: UpdateWorkplanActivityInput;
};


export type MutationUpdateWorkplanSectionArgs = {
  input: UpdateWorkplanSectionInput;
};


export type MutationVerifyPurchaseOrderArgs = {
  order: PurchaseOrderInput;
};


export type MutationVerifyTotpSetupArgs = {
  code: Scalars['String']['input'];
};

export type MyPermissions = {
  __typename?: 'MyPermissions';
  /** Company ids the position may pick in selectors. */
  organizations: Array<Scalars['String']['output']>;
  /** Read/write per variable-commissions module (spec 003 section 6). */
  pathPermissions: Array<PathPermission>;
  /** Platform permissions (system.status, mail.read...), as in me.permissions. */
  permissions: Array<Scalars['String']['output']>;
  positionId?: Maybe<Scalars['ID']['output']>;
};

/** A store (warehouse type _10) offered at registration, nearest first. */
export type NearbyStore = {
  __typename?: 'NearbyStore';
  address: Scalars['String']['output'];
  /** [lat, lng] */
  coordinates: Array<Scalars['Float']['output']>;
  distanceKm: Scalars['Float']['output'];
  warehouseId: Scalars['String']['output'];
  warehouseName: Scalars['String']['output'];
};

export type PasswordChangeInput = {
  confirmation: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type PathPermission = {
  __typename?: 'PathPermission';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  read: Scalars['Boolean']['output'];
  write: Scalars['Boolean']['output'];
};

/** An activity a running process waits for, and its attempt (1 for the first). */
export type PendingActivity = {
  __typename?: 'PendingActivity';
  activityType: Scalars['String']['output'];
  attempt: Scalars['Int']['output'];
};

/** A timer a running process waits for: when it fires (epoch milliseconds). */
export type PendingTimer = {
  __typename?: 'PendingTimer';
  fireAt: Scalars['Float']['output'];
};

export type PermissionProfile = {
  __typename?: 'PermissionProfile';
  _version: Scalars['Int']['output'];
  /** Sign-in asks the position's users without an authenticator to set one up (MFA_SETUP challenge). */
  authenticatorRequired: Scalars['Boolean']['output'];
  hiddenMenuIds: Array<Scalars['ID']['output']>;
  menuAccess: MenuAccess;
  menuScopes: Array<MenuScopeGrant>;
  permittedMenuIds: Array<Scalars['ID']['output']>;
  positionId: Scalars['ID']['output'];
  visibilityGroup?: Maybe<Scalars['String']['output']>;
};

export type PermissionProfileInput = {
  /** Absent: unchanged (false for a new profile). */
  authenticatorRequired?: InputMaybe<Scalars['Boolean']['input']>;
  hiddenMenuIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  menuAccess: Scalars['String']['input'];
  menuScopes?: InputMaybe<Array<MenuScopeGrantInput>>;
  permittedMenuIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  positionId: Scalars['ID']['input'];
};

/** A register's license. The key is only ever sent masked (its last group readable). */
export type PosLicense = {
  __typename?: 'PosLicense';
  _version: Scalars['Int']['output'];
  daysLeft: Scalars['Int']['output'];
  expiresAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  issuedAt: Scalars['String']['output'];
  licenseId: Scalars['String']['output'];
  maskedKey: Scalars['String']['output'];
  organizationId: Scalars['String']['output'];
  registerNumber: Scalars['Int']['output'];
  /** newest first */
  renewals: Array<PosLicenseRenewal>;
  revokeReason?: Maybe<Scalars['String']['output']>;
  revokedAt?: Maybe<Scalars['String']['output']>;
  revokedBy?: Maybe<Scalars['String']['output']>;
  /** active, expiring (30 days or less), expired or revoked */
  status: Scalars['String']['output'];
  warehouseId: Scalars['String']['output'];
  warehouseName: Scalars['String']['output'];
};

/** The licenses by status, of the company and store search asked (whatever status is chosen). */
export type PosLicenseCounts = {
  __typename?: 'PosLicenseCounts';
  active: Scalars['Int']['output'];
  expired: Scalars['Int']['output'];
  expiring: Scalars['Int']['output'];
  revoked: Scalars['Int']['output'];
};

export type PosLicenseFilter = {
  /** 01 BAMA, 02 TCO */
  organizationId?: InputMaybe<Scalars['String']['input']>;
  /** active, expiring, expired or revoked */
  status?: InputMaybe<Scalars['String']['input']>;
  warehouseId?: InputMaybe<Scalars['String']['input']>;
};

export type PosLicensePage = {
  __typename?: 'PosLicensePage';
  counts: PosLicenseCounts;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  rows: Array<PosLicense>;
  total: Scalars['Int']['output'];
};

export type PosLicenseRenewal = {
  __typename?: 'PosLicenseRenewal';
  months: Scalars['Int']['output'];
  newExpiresAt: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  previousExpiresAt: Scalars['String']['output'];
  renewedAt: Scalars['String']['output'];
  renewedBy: Scalars['String']['output'];
};

/** The licenses list's sortable columns, each with an index: store (code), register, expiry (days left follow it). */
export type PosLicenseSort =
  | 'expires'
  | 'register'
  | 'store';

export type PostalCodeImport = {
  __typename?: 'PostalCodeImport';
  inserted: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  updated: Scalars['Int']['output'];
};

export type PostalCodeInput = {
  c_cp: Scalars['String']['input'];
  d_asenta: Scalars['String']['input'];
  d_estado: Scalars['String']['input'];
  d_mnpio: Scalars['String']['input'];
};

/** One row of the postal-code catalogue (c_cp, d_asenta, d_estado, d_mnpio). */
export type PostalCodeRow = {
  __typename?: 'PostalCodeRow';
  c_cp: Scalars['String']['output'];
  d_asenta: Scalars['String']['output'];
  d_estado: Scalars['String']['output'];
  d_mnpio: Scalars['String']['output'];
};

export type PriceLineInput = {
  claarti: Scalars['String']['input'];
  clacte: Scalars['String']['input'];
  claemp: Scalars['Int']['input'];
  pctdescto?: InputMaybe<Scalars['Float']['input']>;
  precioofe: Scalars['Decimal']['input'];
};

/** A company whose price list can be exported, and whether today's export is done. */
export type PriceListCompany = {
  __typename?: 'PriceListCompany';
  erpCompanyId: Scalars['Int']['output'];
  exportedToday: Scalars['Boolean']['output'];
  /** yyyy-mm-dd: the first day (stores' calendar) a new export is possible */
  nextExportDay: Scalars['String']['output'];
  organizationId: Scalars['String']['output'];
  organizationName: Scalars['String']['output'];
};

export type PriceListExport = {
  __typename?: 'PriceListExport';
  companyId: Scalars['Int']['output'];
  /** the file's text (for the CLI) */
  content?: Maybe<Scalars['String']['output']>;
  customerCount: Scalars['Int']['output'];
  /** the stores' day it counts for (yyyy-mm-dd) */
  day: Scalars['String']['output'];
  /** a signed link valid 15 minutes */
  downloadUrl?: Maybe<Scalars['String']['output']>;
  exportedAt: Scalars['String']['output'];
  exportedBy: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lineCount: Scalars['Int']['output'];
  nextExportDay: Scalars['String']['output'];
  offerFrom: Scalars['String']['output'];
  offerTo: Scalars['String']['output'];
  sessionId: Scalars['Int']['output'];
  status: Scalars['String']['output'];
};

export type PriceListExportInput = {
  companyId: Scalars['Int']['input'];
  /** offer start and end, yyyy-mm-dd */
  from: Scalars['String']['input'];
  /** the added lines; omitted: the company's current offers in the ERP */
  lines?: InputMaybe<Array<PriceLineInput>>;
  to: Scalars['String']['input'];
};

export type PriceListQueryStart = {
  __typename?: 'PriceListQueryStart';
  workflowId: Scalars['ID']['output'];
};

/** A price-list reading: running while the ERP answers, then its rows (customers, offers or articles). */
export type PriceListQueryStatus = {
  __typename?: 'PriceListQueryStatus';
  error?: Maybe<Scalars['String']['output']>;
  rowCount?: Maybe<Scalars['Int']['output']>;
  rows?: Maybe<Scalars['JSON']['output']>;
  /** creating, waiting, reading, done or failed */
  state?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  workflowId: Scalars['ID']['output'];
};

export type Principal = {
  __typename?: 'Principal';
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  permissions: Array<Scalars['String']['output']>;
  positionId?: Maybe<Scalars['String']['output']>;
  userName: Scalars['String']['output'];
};

/** The catalogue's sortable columns (each with an index); none: by name. */
export type ProductSort =
  | 'productName'
  | 'sku';

export type Profile = {
  __typename?: 'Profile';
  attendantId: Scalars['ID']['output'];
  color: Scalars['String']['output'];
  emails: Array<StaffEmail>;
  fullName: Scalars['String']['output'];
  hasPin: Scalars['Boolean']['output'];
  nickname?: Maybe<Scalars['String']['output']>;
  organizationId: Scalars['String']['output'];
  phones: Array<ProfilePhone>;
  position: StaffRef;
  /** Storage key of the photo. */
  profilePhoto?: Maybe<Scalars['String']['output']>;
  /** Signed link to the photo's 160 px square thumbnail (for lists), valid one hour. */
  profilePhotoThumbnailUrl?: Maybe<Scalars['String']['output']>;
  /** Signed link to the photo, valid one hour. */
  profilePhotoUrl?: Maybe<Scalars['String']['output']>;
  role?: Maybe<StaffRoleRef>;
  totpEnabled: Scalars['Boolean']['output'];
  userName: Scalars['String']['output'];
  warehouse?: Maybe<StaffWarehouseRef>;
};

export type ProfilePhone = {
  __typename?: 'ProfilePhone';
  /** The 2-3-3-4 form of the profile dialog: 52 921 123 4567 */
  display: Scalars['String']['output'];
  /** +52 and 10 digits */
  phone: Scalars['String']['output'];
  phoneType: Scalars['String']['output'];
};

export type ProfilePhoneInput = {
  /** 2-3-3-4 digits: 52 921 123 4567 */
  phone: Scalars['String']['input'];
  phoneType: Scalars['String']['input'];
};

/** Send only what changed; at least one field. */
export type ProfileUpdateInput = {
  newPassword?: InputMaybe<PasswordChangeInput>;
  nickname?: InputMaybe<Scalars['String']['input']>;
  phones?: InputMaybe<Array<ProfilePhoneInput>>;
  pin?: InputMaybe<Scalars['String']['input']>;
  /** A key returned by POST /api/profile/photo. */
  profilePhoto?: InputMaybe<Scalars['String']['input']>;
};

/** The grid, whole or one page of it (rows store by store, products by SKU). */
export type PurchaseGrid = {
  __typename?: 'PurchaseGrid';
  forecastFrom: Scalars['String']['output'];
  forecastToExclusive: Scalars['String']['output'];
  offset: Scalars['Int']['output'];
  products: Scalars['Int']['output'];
  /** Rows of the whole selection, and the first row of this answer. */
  rowCount: Scalars['Int']['output'];
  rows: Array<PurchaseRow>;
  stores: Scalars['Int']['output'];
  /** Money of the whole selection with its projection (computed on the server even when only a page is answered). */
  totals: PurchaseMoney;
};

export type PurchaseLineInput = {
  packages: Scalars['Int']['input'];
  sku: Scalars['String']['input'];
  storeId: Scalars['String']['input'];
};

export type PurchaseMoney = {
  __typename?: 'PurchaseMoney';
  ieps: Scalars['Decimal']['output'];
  iva: Scalars['Decimal']['output'];
  subtotal: Scalars['Decimal']['output'];
  total: Scalars['Decimal']['output'];
};

export type PurchaseOrder = {
  __typename?: 'PurchaseOrder';
  buyerName: Scalars['String']['output'];
  consolidated: Scalars['Boolean']['output'];
  createdAt: Scalars['String']['output'];
  distributionCentre: Scalars['Boolean']['output'];
  emailRecipients: Array<Scalars['String']['output']>;
  emailedAt?: Maybe<Scalars['String']['output']>;
  erpCompanyId: Scalars['Int']['output'];
  erpInsertedAt?: Maybe<Scalars['String']['output']>;
  erpLines: Scalars['Int']['output'];
  erpOrders: Scalars['Int']['output'];
  failure?: Maybe<Scalars['String']['output']>;
  folio: Scalars['Int']['output'];
  from: Scalars['String']['output'];
  lineCount: Scalars['Int']['output'];
  /** Lines of the order: ask for them for one order (purchaseOrder, verify), not in the history. */
  lines: Array<PurchaseOrderLine>;
  organizationName: Scalars['String']['output'];
  pdfs: Array<PurchaseOrderPdf>;
  providerEmail: Scalars['String']['output'];
  providerId: Scalars['String']['output'];
  providerName: Scalars['String']['output'];
  /** draft, sending, sent or failed */
  status: Scalars['String']['output'];
  stores: Array<PurchaseOrderStore>;
  to: Scalars['String']['output'];
  totals: PurchaseMoney;
  workflowId: Scalars['String']['output'];
};

export type PurchaseOrderInput = {
  consolidated: Scalars['Boolean']['input'];
  /** The packages the buyer changed (others keep the suggested ones). */
  lines: Array<PurchaseLineInput>;
  selection: PurchaseSelectionInput;
};

export type PurchaseOrderLine = {
  __typename?: 'PurchaseOrderLine';
  description: Scalars['String']['output'];
  ieps: Scalars['Decimal']['output'];
  iva: Scalars['Decimal']['output'];
  packages: Scalars['Int']['output'];
  piecesPerPackage: Scalars['Int']['output'];
  price: Scalars['Decimal']['output'];
  /** The product's sale unit when it has one: its price shows 2 decimals. */
  saleUnit?: Maybe<Scalars['String']['output']>;
  sku: Scalars['String']['output'];
  storeId: Scalars['String']['output'];
  subtotal: Scalars['Decimal']['output'];
  total: Scalars['Decimal']['output'];
};

/** A verified or sent purchase order and how far its process got. */
export type PurchaseOrderPage = {
  __typename?: 'PurchaseOrderPage';
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  rows: Array<PurchaseOrder>;
  total: Scalars['Int']['output'];
};

export type PurchaseOrderPdf = {
  __typename?: 'PurchaseOrderPdf';
  fileName: Scalars['String']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

export type PurchaseOrderProgress = {
  __typename?: 'PurchaseOrderProgress';
  failure?: Maybe<Scalars['String']['output']>;
  /** pdf, email, erp, done or failed */
  step: Scalars['String']['output'];
};

/** The purchase orders list's sortable columns, each with an index. */
export type PurchaseOrderSort =
  | 'createdAt'
  | 'folio'
  | 'providerName'
  | 'status';

export type PurchaseOrderStore = {
  __typename?: 'PurchaseOrderStore';
  ieps: Scalars['Decimal']['output'];
  iva: Scalars['Decimal']['output'];
  storeId: Scalars['String']['output'];
  storeName: Scalars['String']['output'];
  subtotal: Scalars['Decimal']['output'];
  total: Scalars['Decimal']['output'];
};

/** One row of the grid: one store and one product of the provider (spec 002 section 3). */
export type PurchaseRow = {
  __typename?: 'PurchaseRow';
  description: Scalars['String']['output'];
  ieps: Scalars['Decimal']['output'];
  iepsRate: Scalars['Float']['output'];
  iva: Scalars['Decimal']['output'];
  ivaDev: Scalars['Boolean']['output'];
  ivaRate: Scalars['Float']['output'];
  maxProduct: Scalars['Float']['output'];
  minProduct: Scalars['Float']['output'];
  p10: Scalars['Float']['output'];
  p50: Scalars['Float']['output'];
  p90: Scalars['Float']['output'];
  /** Packages to order (Piezas). */
  packages: Scalars['Int']['output'];
  piecesPerPackage: Scalars['Int']['output'];
  price: Scalars['Decimal']['output'];
  /** The product's sale unit (saleUnitName), null when it has none; a product with one shows its price with 2 decimals (spec 002 section 9). */
  saleUnit?: Maybe<Scalars['String']['output']>;
  sales: Array<PurchaseSales>;
  sku: Scalars['String']['output'];
  stock: Scalars['Float']['output'];
  storeId: Scalars['String']['output'];
  storeName: Scalars['String']['output'];
  subtotal: Scalars['Decimal']['output'];
  total: Scalars['Decimal']['output'];
  warehouseRelatedId: Scalars['String']['output'];
  zoneId: Scalars['String']['output'];
};

export type PurchaseSales = {
  __typename?: 'PurchaseSales';
  quantity: Scalars['Float']['output'];
  year: Scalars['Int']['output'];
};

export type PurchaseSelectionInput = {
  companyId: Scalars['String']['input'];
  distributionCentre?: InputMaybe<Scalars['Boolean']['input']>;
  /** yyyy-mm-dd */
  from: Scalars['String']['input'];
  /** 0 Conservadora, 1 Mínima, 2 Media, 3 Máxima */
  projection?: InputMaybe<Scalars['Int']['input']>;
  providerId: Scalars['String']['input'];
  /** empty: every store of the zone */
  storeIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** yyyy-mm-dd; the screen defaults it to from + 7 days */
  to: Scalars['String']['input'];
  /** null: Todas */
  zoneId?: InputMaybe<Scalars['String']['input']>;
};

export type PurchasingCompany = {
  __typename?: 'PurchasingCompany';
  erpCompanyId: Scalars['Int']['output'];
  organizationId: Scalars['String']['output'];
  organizationName: Scalars['String']['output'];
};

/** The selection cascade: companies; with a company, its zones, stores (exclusions applied) and providers. */
export type PurchasingOptions = {
  __typename?: 'PurchasingOptions';
  companies: Array<PurchasingCompany>;
  /** The distribution centre (CO129) the switch orders to. */
  distributionCentreId?: Maybe<Scalars['String']['output']>;
  providers: Array<PurchasingProvider>;
  stores: Array<PurchasingStore>;
  zones: Array<PurchasingZone>;
};

export type PurchasingProvider = {
  __typename?: 'PurchasingProvider';
  email: Scalars['String']['output'];
  providerId: Scalars['String']['output'];
  providerName: Scalars['String']['output'];
};

export type PurchasingStore = {
  __typename?: 'PurchasingStore';
  warehouseId: Scalars['String']['output'];
  warehouseName: Scalars['String']['output'];
  warehouseRelatedId: Scalars['String']['output'];
  zoneId: Scalars['String']['output'];
};

export type PurchasingZone = {
  __typename?: 'PurchasingZone';
  zoneId: Scalars['String']['output'];
  zoneName: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** audits.read */
  audit: AuditDetail;
  /** collaborators.read. getInfoWarehouseAttendant. Errors COLLABORATOR_USERNAME_REQUIRED, COLLABORATOR_COMPANY_INVALID */
  cashierInfo: CashierInfo;
  /** products.read. search: part of the name, the start of the SKU or a whole barcode; pageSize 10, 25, 50 or 100 */
  catalogueProducts: CatalogueProductPage;
  /** The audit log: every entry matching the filter, in the asked sort, newest first without one (permission history:read). */
  changeHistory: ChangeHistoryPage;
  /** The areas and record types the audit log knows, for its filters. */
  changeHistoryAreas: Array<Scalars['String']['output']>;
  /** Statements read */
  commissionStatement: CommissionStatement;
  /** StatementApprovals write. What the export would hand over now */
  commissionStatementExportPreview: CommissionStatementExportPreview;
  /** Statements read. The statement as a PDF (the detail screen's layout), base64, in the caller's language */
  commissionStatementPdf: CommissionStatementPdf;
  /** Statements read */
  commissionStatementPeriods: Array<CommissionStatementPeriod>;
  /** Statements read */
  commissionStatementSettings: CommissionStatementSettings;
  /** Statements read. One input changed and the line evaluated again, each step's value with it; nothing is saved */
  commissionStatementWhatIf: CommissionStatementWhatIf;
  /** Statements read. The inputs of one commission line a what-if may change (variables with their tag, parameters) with the values used */
  commissionStatementWhatIfInputs: Array<CommissionStatementWhatIfInput>;
  /** Statements read. A company's period, page by page, with counts and totals per state */
  commissionStatements: CommissionStatementPage;
  /** customers.read */
  customer: CustomerDetail;
  /** customers.read. One row per day from 'from' to 'to' (yyyy-mm-dd, both included, within the last 365 days, no future): CUSTOMER_ACTIVITY_RANGE_INVALID, CUSTOMER_ACTIVITY_RANGE_ORDER */
  customerActivity: Array<CustomerActivityDay>;
  /** customers.read. Enrollment search (trimmed, upper-cased). Error PREREGISTRATION_CODE_NOT_FOUND */
  customerByPreregistrationCode: CustomerDetail;
  /** Public. True when a customer already has this phone (10 digits) or e-mail; reveals nothing else. */
  customerContactTaken: Scalars['Boolean']['output'];
  /** customers.read */
  customerCounters: CustomerCounters;
  /** customers.read */
  customerMassUpdate: CustomerMassUpdateRun;
  /** customers.read. Mass dialog: selected and pending-audit counts of the selected rows (up to 5000) or of every customer of a filter */
  customerSelection: CustomerSelectionSummary;
  /** customers.read */
  customerTypes: Array<CustomerTypeRow>;
  /** customers.read. pageSize 5, 10, 20 or 0 (all, up to 1000); page from 0; newest change first unless sorted by a column */
  customers: CustomerPage;
  /** customers.read. CSV of every customer of the filter (cells never start a formula) */
  customersCsv: Scalars['String']['output'];
  /** a window's report summary by its day (yyyy-mm-dd, today back to 365 days) */
  emptyContainerDay: EmptyContainerDaySummary;
  emptyContainerHistory: Array<EmptyContainerHistoryRow>;
  emptyContainerScreen: EmptyContainerScreen;
  erpQuery: ErpQueryStatus;
  /** The menus file of the CLI (menus export). */
  exportMenus: Scalars['JSON']['output'];
  forecastAccuracy: ForecastAccuracy;
  forecastChart: Array<ForecastChartPoint>;
  /** The New Forecast dialog's sources: companies; with a company, its stores and providers. */
  forecastOptions: PurchasingOptions;
  forecastRun: ForecastRun;
  /** The runs and imports table: filtered by kind (computed, imported) and status, sorted and paged on the server. */
  forecastRunPage: ForecastRunPage;
  forecastRunProgress: ForecastRunProgress;
  forecastRuns: Array<ForecastRun>;
  /** headcount.read: a store's evaluations, newest cut-off first */
  headcountHistory: Array<HeadcountVacantLog>;
  /** workTeamTemplates.read: positions for the Edit Position dialog */
  headcountPositions: Array<HeadcountPosition>;
  /** headcount.read. pageSize 10, 25 or 100; statusName high, medium, low or none */
  headcountReports: HeadcountReportPage;
  /** headcount.compute */
  headcountRun: HeadcountRun;
  /** headcount.read: one card per organization with its status counts */
  headcountSummary: Array<HeadcountOrganizationCard>;
  /** Public liveness: overall state and each backend's state, without details. */
  health: Health;
  /** headcount.read or workTeamTemplates.read */
  incidentObservations: Array<HeadcountChoice>;
  /** headcount.read or workTeamTemplates.read */
  incidentPlanActions: Array<HeadcountChoice>;
  /** Public. The landing page's settings from the server's configuration. */
  landingPage: LandingPage;
  mailMessage?: Maybe<MailMessage>;
  /** mail.read. The outbox's mail list: search (subject, sender or recipient, accents aside), pageSize 25, 50 or 100, newest first unless sorted. */
  mailMessagePage: MailMessagePage;
  /** Messages received by the embedded SMTP sink, newest first. */
  mailMessages: Array<MailMessageSummary>;
  /** customers.read. Stores (type _10) for the transfer list and the enrollment picker */
  marketStores: Array<MarketStore>;
  /** The signed-in caller, or null. */
  me?: Maybe<Principal>;
  /** The signed-in user's menus: active cloud entries their position may see. */
  myMenus: UserMenus;
  /** The rest of the signed-in user's permission profile. */
  myPermissions: MyPermissions;
  myProfile: Profile;
  /** Public. Stores nearest to the map position (default centre lat 18.11, lng -94.45). */
  nearestStores: Array<NearbyStore>;
  permissionProfiles: Array<PermissionProfile>;
  /** licenses.read. The screen's table: company (01, 02), status and a store search (code or name), sorted and paged on the server. */
  posLicensePage: PosLicensePage;
  /** licenses.read */
  posLicenses: Array<PosLicense>;
  positions: Array<StaffPosition>;
  /** Public. The catalogue rows of a 5-digit postal code (neighbourhoods, municipality, state). */
  postalCodes: Array<PostalCodeRow>;
  priceListCompanies: Array<PriceListCompany>;
  priceListExports: Array<PriceListExport>;
  priceListQuery: PriceListQueryStatus;
  /** Only the caller's own id is allowed (PROFILE_NOT_OWN otherwise). */
  profile: Profile;
  /** The grid; with offset and limit one page of it (the screen shows the first page at once and fetches the rest). */
  purchaseGrid: PurchaseGrid;
  /** One order, to open it with its lines. */
  purchaseOrder: PurchaseOrder;
  /** The orders list: filtered by status, provider (part of the name) and store, sorted and paged on the server. */
  purchaseOrderPage: PurchaseOrderPage;
  purchaseOrderProgress: PurchaseOrderProgress;
  /** The order history (sent, sending or failed; drafts are not listed), newest first. */
  purchaseOrders: Array<PurchaseOrder>;
  purchasingOptions: PurchasingOptions;
  /** A record's change history, newest first: readable by whoever may read the record's area. */
  recordHistory: ChangeHistoryPage;
  remoteCommandCompanies: Array<RemoteCommandCompany>;
  remoteCommandCustomers: RemoteCommandCustomerPage;
  remoteCommandHistory: Array<RemoteControl>;
  /** The history's table: filtered by store, state (send, received, executed, failed, expired) and command, sorted and paged on the server. */
  remoteCommandHistoryPage: RemoteControlPage;
  remoteCommandKits: Array<RemoteCommandKit>;
  remoteCommands: Array<RemoteCommand>;
  /** sms.read. The SMS outbox list: search (phone or text), status (sending, sent, failed), pageSize 25, 50 or 100, newest first unless sorted. */
  smsMessagePage: SmsMessagePage;
  /** The SMS outbox, newest first. */
  smsMessages: Array<SmsMessage>;
  /** stores.read. search: part of the code, name, company or zone (accents aside); zoneId: one zone; pageSize 10, 25 or 50; by company and code unless sorted */
  storeConfigPage: StoreConfigPage;
  /** stores.read (limit 300; the PINPAD tab) */
  storeConfigs: Array<StoreConfigRow>;
  /** stores.read */
  storeSettings: StoreSettingsView;
  /** stores.read */
  storeZones: Array<StoreZone>;
  systemMenus: Array<SystemMenu>;
  systemRoles: Array<SystemRole>;
  /** Backends with their mode and details (permission system.status). */
  systemStatus: SystemStatus;
  /** workTeamTemplates.read: active stores with their template (the assignment dialog) */
  templateStores: Array<TemplateStore>;
  /** Active stores and distribution centres a user can be assigned to (the user dialog's picker). */
  userWarehouses: Array<StaffWarehouseOption>;
  /** Staff accounts; search matches user name or full name. limit at most 300; sorted by user name unless sort names a column. */
  users: StaffUserPage;
  /** workTeamTemplates.read or stores.read (limit 300) */
  workTeamTemplates: Array<WorkTeamTemplate>;
  workflowRun?: Maybe<WorkflowRunDetails>;
  /** One page of the runs, filtered by process type and state, sorted (newest started first without a sort). */
  workflowRunPage: WorkflowRunPage;
  workflowRuns: Array<WorkflowRun>;
  workflowSchedules: Array<WorkflowSchedule>;
  workflowsOverview: WorkflowsOverview;
  /** workplans.read. listWorkplanActivitys of a section. Errors WORKPLAN_SECTION_NOT_FOUND */
  workplanActivities: Array<WorkplanActivity>;
  /** workplans.read. A plan's sections. Errors WORKPLAN_NOT_FOUND */
  workplanSections: Array<WorkplanSection>;
  /** workplans.read. listWorkplans: up to 300, newest first */
  workplans: Array<Workplan>;
  xadisSettings: XadisSettings;
  xadisTransmission: XadisTransmission;
  /** The history's table: filtered by status and who asked (a part of the name), sorted and paged on the server. */
  xadisTransmissionPage: XadisTransmissionPage;
  xadisTransmissions: Array<XadisTransmission>;
};


export type QueryAuditArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCashierInfoArgs = {
  company: Scalars['String']['input'];
  userName: Scalars['String']['input'];
};


export type QueryCatalogueProductsArgs = {
  direction?: InputMaybe<SortDirection>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductSort>;
};


export type QueryChangeHistoryArgs = {
  direction?: InputMaybe<SortDirection>;
  filter?: InputMaybe<ChangeHistoryFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ChangeHistorySort>;
};


export type QueryCommissionStatementArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCommissionStatementExportPreviewArgs = {
  organizationId: Scalars['String']['input'];
  periodEnd: Scalars['String']['input'];
  periodStart: Scalars['String']['input'];
};


export type QueryCommissionStatementPdfArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCommissionStatementPeriodsArgs = {
  organizationId: Scalars['String']['input'];
};


export type QueryCommissionStatementSettingsArgs = {
  organizationId: Scalars['String']['input'];
};


export type QueryCommissionStatementWhatIfArgs = {
  input: CommissionStatementWhatIfChange;
};


export type QueryCommissionStatementWhatIfInputsArgs = {
  id: Scalars['ID']['input'];
  reportId: Scalars['ID']['input'];
};


export type QueryCommissionStatementsArgs = {
  direction?: InputMaybe<SortDirection>;
  organizationId: Scalars['String']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  periodEnd: Scalars['String']['input'];
  periodStart: Scalars['String']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<CommissionStatementSort>;
  state?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCustomerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCustomerActivityArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryCustomerByPreregistrationCodeArgs = {
  code: Scalars['String']['input'];
};


export type QueryCustomerContactTakenArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCustomerCountersArgs = {
  filter?: InputMaybe<CustomerFilterInput>;
};


export type QueryCustomerMassUpdateArgs = {
  workflowId: Scalars['ID']['input'];
};


export type QueryCustomerSelectionArgs = {
  customerIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  filter?: InputMaybe<CustomerFilterInput>;
};


export type QueryCustomersArgs = {
  direction?: InputMaybe<SortDirection>;
  filter?: InputMaybe<CustomerFilterInput>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<CustomerSort>;
};


export type QueryCustomersCsvArgs = {
  filter?: InputMaybe<CustomerFilterInput>;
};


export type QueryEmptyContainerDayArgs = {
  day: Scalars['String']['input'];
};


export type QueryEmptyContainerHistoryArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryErpQueryArgs = {
  workflowId: Scalars['ID']['input'];
};


export type QueryForecastAccuracyArgs = {
  input: ForecastAccuracyInput;
};


export type QueryForecastChartArgs = {
  from: Scalars['String']['input'];
  sku: Scalars['String']['input'];
  storeId: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryForecastOptionsArgs = {
  companyId?: InputMaybe<Scalars['String']['input']>;
};


export type QueryForecastRunArgs = {
  runId: Scalars['String']['input'];
};


export type QueryForecastRunPageArgs = {
  direction?: InputMaybe<SortDirection>;
  kind?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ForecastRunSort>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryForecastRunProgressArgs = {
  runId: Scalars['String']['input'];
};


export type QueryForecastRunsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryHeadcountHistoryArgs = {
  reportId: Scalars['ID']['input'];
};


export type QueryHeadcountReportsArgs = {
  direction?: InputMaybe<SortDirection>;
  organizationId?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<HeadcountReportSort>;
  statusName?: InputMaybe<Scalars['String']['input']>;
};


export type QueryHeadcountRunArgs = {
  workflowId: Scalars['ID']['input'];
};


export type QueryMailMessageArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMailMessagePageArgs = {
  direction?: InputMaybe<SortDirection>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<MailSort>;
};


export type QueryMailMessagesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  recipient?: InputMaybe<Scalars['String']['input']>;
};


export type QueryNearestStoresArgs = {
  lat?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  lng?: InputMaybe<Scalars['Float']['input']>;
};


export type QueryPosLicensePageArgs = {
  direction?: InputMaybe<SortDirection>;
  organizationId?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<PosLicenseSort>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPosLicensesArgs = {
  filter?: InputMaybe<PosLicenseFilter>;
};


export type QueryPostalCodesArgs = {
  postalCode: Scalars['String']['input'];
};


export type QueryPriceListExportsArgs = {
  companyId?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPriceListQueryArgs = {
  workflowId: Scalars['ID']['input'];
};


export type QueryProfileArgs = {
  attendantId: Scalars['ID']['input'];
};


export type QueryPurchaseGridArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  selection: PurchaseSelectionInput;
};


export type QueryPurchaseOrderArgs = {
  erpCompanyId: Scalars['Int']['input'];
  folio: Scalars['Int']['input'];
};


export type QueryPurchaseOrderPageArgs = {
  direction?: InputMaybe<SortDirection>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  provider?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<PurchaseOrderSort>;
  status?: InputMaybe<Scalars['String']['input']>;
  storeId?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPurchaseOrderProgressArgs = {
  erpCompanyId: Scalars['Int']['input'];
  folio: Scalars['Int']['input'];
};


export type QueryPurchaseOrdersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPurchasingOptionsArgs = {
  companyId?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRecordHistoryArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  recordId: Scalars['String']['input'];
  recordType: Scalars['String']['input'];
};


export type QueryRemoteCommandCustomersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  storeId: Scalars['String']['input'];
};


export type QueryRemoteCommandHistoryArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  storeId?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRemoteCommandHistoryPageArgs = {
  commandName?: InputMaybe<Scalars['String']['input']>;
  direction?: InputMaybe<SortDirection>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<RemoteControlSort>;
  state?: InputMaybe<Scalars['String']['input']>;
  storeId?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRemoteCommandKitsArgs = {
  storeId: Scalars['String']['input'];
};


export type QuerySmsMessagePageArgs = {
  direction?: InputMaybe<SortDirection>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<SmsSort>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySmsMessagesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};


export type QueryStoreConfigPageArgs = {
  direction?: InputMaybe<SortDirection>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<StoreSort>;
  zoneId?: InputMaybe<Scalars['String']['input']>;
};


export type QueryStoreSettingsArgs = {
  warehouseId: Scalars['String']['input'];
};


export type QuerySystemMenusArgs = {
  menuType?: InputMaybe<Scalars['String']['input']>;
  platformType?: InputMaybe<Scalars['String']['input']>;
};


export type QueryUsersArgs = {
  direction?: InputMaybe<SortDirection>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<UserSort>;
};


export type QueryWorkflowRunArgs = {
  workflowId: Scalars['ID']['input'];
};


export type QueryWorkflowRunPageArgs = {
  direction?: InputMaybe<SortDirection>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<WorkflowRunSort>;
  status?: InputMaybe<Scalars['String']['input']>;
  workflowType?: InputMaybe<Scalars['String']['input']>;
};


export type QueryWorkflowRunsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  workflowType?: InputMaybe<Scalars['String']['input']>;
};


export type QueryWorkplanActivitiesArgs = {
  sectionId: Scalars['ID']['input'];
};


export type QueryWorkplanSectionsArgs = {
  workplanId: Scalars['ID']['input'];
};


export type QueryXadisTransmissionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryXadisTransmissionPageArgs = {
  direction?: InputMaybe<SortDirection>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  requestedBy?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<XadisTransmissionSort>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryXadisTransmissionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type RegistrationAddressInput = {
  id_locality?: InputMaybe<Scalars['String']['input']>;
  locality?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<RegistrationLocationInput>;
  political?: InputMaybe<Scalars['String']['input']>;
  postal_code: Scalars['String']['input'];
  references?: InputMaybe<Scalars['String']['input']>;
  route_street_number?: InputMaybe<Scalars['String']['input']>;
  sublocality?: InputMaybe<Scalars['String']['input']>;
};

export type RegistrationLegalInput = {
  /** epoch seconds when checked, 0 when not */
  datetime: Scalars['Int']['input'];
  /** termsAndConditions or noticePrivacy */
  legalType: Scalars['String']['input'];
};

export type RegistrationLocationInput = {
  /** [lat, lng] from the map */
  coordinates: Array<Scalars['Float']['input']>;
};

export type RegistrationPhoneInput = {
  /** 10 digits, without +52 (the server adds it) */
  phone: Scalars['String']['input'];
  /** home, work, office, mobile or other */
  phoneType: Scalars['String']['input'];
};

export type RegistrationTaxpayerInput = {
  identification: Scalars['String']['input'];
  taxpayerName: Scalars['String']['input'];
};

export type RemoteCommand = {
  __typename?: 'RemoteCommand';
  _version: Scalars['Int']['output'];
  /** JSON text with oper and data */
  command: Scalars['String']['output'];
  enable: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  remoteCommandDescription: Scalars['String']['output'];
  remoteCommandName: Scalars['String']['output'];
  /** none, customer or kit: what the sender picks with the command */
  target: Scalars['String']['output'];
};

export type RemoteCommandCompany = {
  __typename?: 'RemoteCommandCompany';
  organizationId: Scalars['String']['output'];
  organizationName: Scalars['String']['output'];
  stores: Array<RemoteCommandStore>;
};

export type RemoteCommandCustomer = {
  __typename?: 'RemoteCommandCustomer';
  customerId: Scalars['String']['output'];
  customerName: Scalars['String']['output'];
  customerTypeId: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type RemoteCommandCustomerPage = {
  __typename?: 'RemoteCommandCustomerPage';
  items: Array<RemoteCommandCustomer>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type RemoteCommandInput = {
  command: Scalars['String']['input'];
  enable?: InputMaybe<Scalars['Boolean']['input']>;
  remoteCommandDescription?: InputMaybe<Scalars['String']['input']>;
  remoteCommandName: Scalars['String']['input'];
  target?: InputMaybe<Scalars['String']['input']>;
};

export type RemoteCommandKit = {
  __typename?: 'RemoteCommandKit';
  currentSellPrice: Scalars['Decimal']['output'];
  expired: Scalars['Boolean']['output'];
  items: Array<RemoteCommandKitItem>;
  limitPerDay: Scalars['Int']['output'];
  limitPerPos: Scalars['Int']['output'];
  limitPerSale: Scalars['Int']['output'];
  /** epoch seconds, 0 = open-ended */
  marketFinalDate: Scalars['Int']['output'];
  /** epoch seconds */
  marketReleaseDate: Scalars['Int']['output'];
  productKitId: Scalars['String']['output'];
  productKitName: Scalars['String']['output'];
  productKitType: Scalars['String']['output'];
  shortName: Scalars['String']['output'];
};

export type RemoteCommandKitItem = {
  __typename?: 'RemoteCommandKitItem';
  currentSellPrice: Scalars['Decimal']['output'];
  percentDiscount: Scalars['Float']['output'];
  productOptions: Array<Scalars['String']['output']>;
  quantity: Scalars['Int']['output'];
};

export type RemoteCommandStore = {
  __typename?: 'RemoteCommandStore';
  timeZone: Scalars['String']['output'];
  warehouseId: Scalars['String']['output'];
  warehouseName: Scalars['String']['output'];
};

export type RemoteCommandUpdateInput = {
  _version: Scalars['Int']['input'];
  command: Scalars['String']['input'];
  enable?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  remoteCommandDescription?: InputMaybe<Scalars['String']['input']>;
  target?: InputMaybe<Scalars['String']['input']>;
};

export type RemoteControl = {
  __typename?: 'RemoteControl';
  command: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  params: Scalars['String']['output'];
  remoteCommandName: Scalars['String']['output'];
  response?: Maybe<Scalars['String']['output']>;
  sentAt: Scalars['String']['output'];
  sentBy: Scalars['String']['output'];
  /** send, received, executed, failed or expired */
  state: Scalars['String']['output'];
  statuses: Array<RemoteControlStatus>;
  takenBy?: Maybe<Scalars['String']['output']>;
  /** the store's time zone, for showing the times */
  timeZone: Scalars['String']['output'];
  warehouseId: Scalars['String']['output'];
};

export type RemoteControlPage = {
  __typename?: 'RemoteControlPage';
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  rows: Array<RemoteControl>;
  total: Scalars['Int']['output'];
};

/** The command history's sortable columns, each with an index. */
export type RemoteControlSort =
  | 'remoteCommandName'
  | 'sentAt'
  | 'sentBy'
  | 'state'
  | 'warehouseId';

export type RemoteControlStatus = {
  __typename?: 'RemoteControlStatus';
  attendantId?: Maybe<Scalars['String']['output']>;
  endDatetime?: Maybe<Scalars['Int']['output']>;
  /** send, received, executed or failed */
  remoteControlStatusType: Scalars['String']['output'];
  /** epoch seconds */
  startDatetime: Scalars['Int']['output'];
};

export type RenewPosLicenseInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  /** 1 to 36 */
  months: Scalars['Int']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};

export type RetainedCollection = {
  __typename?: 'RetainedCollection';
  /** The collection in the database. */
  collection: Scalars['String']['output'];
  /** Documents, from the collection's metadata (no scan). */
  documents: Scalars['Float']['output'];
  /** What is kept, as a key the screens name (workflowRuns, mailOutbox, erpRequests...). */
  name: Scalars['String']['output'];
  /** How long a finished record is kept, in seconds (the TTL index's expireAfterSeconds). */
  retentionSeconds: Scalars['Float']['output'];
  /** The setting that says how long a finished record is kept (RETENTION_...). */
  setting: Scalars['String']['output'];
  /** Bytes of its documents (collStats size). */
  sizeBytes: Scalars['Float']['output'];
};

export type RevokePosLicenseInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};

/** Failed sign-in attempts of the account (max 3; reset offered at 2; locked at 3). */
export type SignInAttempts = {
  __typename?: 'SignInAttempts';
  attemptsRemaining: Scalars['Int']['output'];
  attemptsUsed: Scalars['Int']['output'];
  locked: Scalars['Boolean']['output'];
  lockedUntil?: Maybe<Scalars['String']['output']>;
  maxAttempts: Scalars['Int']['output'];
  resetOffered: Scalars['Boolean']['output'];
};

export type SignInChallenge = {
  __typename?: 'SignInChallenge';
  name: ChallengeName;
  /** NEW_PASSWORD_REQUIRED: the account has no mobile phone, so completeNewPassword needs one. */
  phoneRequired: Scalars['Boolean']['output'];
  /** Opaque, for answerMfaChallenge (SOFTWARE_TOKEN_MFA) or answerMfaSetupChallenge (MFA_SETUP); valid 5 minutes, single use. */
  session?: Maybe<Scalars['String']['output']>;
  /** MFA_SETUP only: the new authenticator to add to the app (QR code and secret). */
  totpSetup?: Maybe<TotpSetup>;
  userName: Scalars['String']['output'];
};

export type SignInInput = {
  password: Scalars['String']['input'];
  userName: Scalars['String']['input'];
};

export type SignInResult = {
  __typename?: 'SignInResult';
  attempts: SignInAttempts;
  challenge?: Maybe<SignInChallenge>;
  status: SignInStatus;
  /** Set when status is SIGNED_IN (the session cookie is set too). */
  user?: Maybe<Principal>;
};

export type SignInStatus =
  | 'CHALLENGE'
  | 'SIGNED_IN';

export type SignUpInput = {
  password: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  userName: Scalars['String']['input'];
};

export type SmsMessage = {
  __typename?: 'SmsMessage';
  attempts: Scalars['Int']['output'];
  createdAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastError?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  provider: Scalars['String']['output'];
  sentAt?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

export type SmsMessagePage = {
  __typename?: 'SmsMessagePage';
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  rows: Array<SmsMessage>;
  total: Scalars['Int']['output'];
};

/** The SMS outbox's sortable columns (each with an index); none: newest first. */
export type SmsSort =
  | 'createdAt'
  | 'phone'
  | 'status';

/** A list's sort direction (every list query with a sort takes it beside its own enum of sortable columns). */
export type SortDirection =
  | 'asc'
  | 'desc';

export type StaffEmail = {
  __typename?: 'StaffEmail';
  email: Scalars['String']['output'];
  emailType: Scalars['String']['output'];
};

export type StaffPhone = {
  __typename?: 'StaffPhone';
  phone: Scalars['String']['output'];
  phoneType: Scalars['String']['output'];
};

export type StaffPosition = {
  __typename?: 'StaffPosition';
  labels: MenuLabels;
  organizationId?: Maybe<Scalars['String']['output']>;
  parentPositionId?: Maybe<Scalars['ID']['output']>;
  permissionProfile?: Maybe<PermissionProfile>;
  positionId: Scalars['ID']['output'];
  positionName: Scalars['String']['output'];
  systemRole?: Maybe<SystemRole>;
  systemRoleId: Scalars['ID']['output'];
};

export type StaffRef = {
  __typename?: 'StaffRef';
  positionId: Scalars['ID']['output'];
  positionName: Scalars['String']['output'];
};

export type StaffRoleRef = {
  __typename?: 'StaffRoleRef';
  systemRoleId: Scalars['ID']['output'];
  systemRoleName: Scalars['String']['output'];
};

export type StaffUser = {
  __typename?: 'StaffUser';
  _lastChangedAt?: Maybe<Scalars['Float']['output']>;
  active: Scalars['Boolean']['output'];
  attendantId: Scalars['ID']['output'];
  confirmed: Scalars['Boolean']['output'];
  emails: Array<StaffEmail>;
  fullName: Scalars['String']['output'];
  /** Locked after 3 failed sign-ins. */
  locked: Scalars['Boolean']['output'];
  organizationId: Scalars['String']['output'];
  /** Set by createUser and resetUserPassword: the next sign-in answers NEW_PASSWORD_REQUIRED. */
  passwordChangeRequired: Scalars['Boolean']['output'];
  phones: Array<StaffPhone>;
  position: StaffRef;
  /** A signed link (one hour) to the 160 px thumbnail of the user's profile photo, for lists; null without one. */
  profilePhotoThumbnailUrl?: Maybe<Scalars['String']['output']>;
  role?: Maybe<StaffRoleRef>;
  totpEnabled: Scalars['Boolean']['output'];
  userName: Scalars['String']['output'];
  warehouse?: Maybe<StaffWarehouseRef>;
};

export type StaffUserPage = {
  __typename?: 'StaffUserPage';
  items: Array<StaffUser>;
  total: Scalars['Int']['output'];
};

export type StaffWarehouseOption = {
  __typename?: 'StaffWarehouseOption';
  warehouseId: Scalars['ID']['output'];
  warehouseName: Scalars['String']['output'];
  /** _10 store, _20 distribution centre */
  warehouseType: Scalars['String']['output'];
};

export type StaffWarehouseRef = {
  __typename?: 'StaffWarehouseRef';
  warehouseId: Scalars['ID']['output'];
  warehouseName: Scalars['String']['output'];
};

export type StoreConfigPage = {
  __typename?: 'StoreConfigPage';
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  rows: Array<StoreConfigRow>;
  total: Scalars['Int']['output'];
};

export type StoreConfigRow = {
  __typename?: 'StoreConfigRow';
  _version: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  hasErpConfig: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  organizationId: Scalars['String']['output'];
  organizationName: Scalars['String']['output'];
  pinpads: Array<StorePinpad>;
  warehouseId: Scalars['String']['output'];
  warehouseName: Scalars['String']['output'];
  /** _10 store, _20 distribution centre */
  warehouseType: Scalars['String']['output'];
  /** the store type (work-team template) */
  workTeamTemplateId?: Maybe<Scalars['String']['output']>;
  zoneId?: Maybe<Scalars['String']['output']>;
  zoneName?: Maybe<Scalars['String']['output']>;
};

export type StorePinpad = {
  __typename?: 'StorePinpad';
  affiliation: Scalars['String']['output'];
  amex: Scalars['Boolean']['output'];
  contactless: Scalars['Boolean']['output'];
  currency: Scalars['String']['output'];
  /** the secret itself never leaves the server */
  hasSecretKey: Scalars['Boolean']['output'];
  hostnameId: Scalars['String']['output'];
  port: Scalars['String']['output'];
  socketUrl: Scalars['String']['output'];
  terminal: Scalars['String']['output'];
};

export type StoreSettingsView = {
  __typename?: 'StoreSettingsView';
  _version: Scalars['Int']['output'];
  /** fortia_erp (secretKey replaced by hasSecretKey), cluster, syncMinutes, cash */
  form: Scalars['JSON']['output'];
  warehouseId: Scalars['String']['output'];
  warehouseName: Scalars['String']['output'];
};

/** The stores table's sortable columns (each with an index); none: by company, then code. */
export type StoreSort =
  | 'organizationName'
  | 'warehouseId'
  | 'warehouseName'
  | 'zoneName';

export type StoreTokenIssued = {
  __typename?: 'StoreTokenIssued';
  /** shown once: the point of sale sends it as X-Store-Token */
  token: Scalars['String']['output'];
  warehouseId: Scalars['String']['output'];
};

export type StoreZone = {
  __typename?: 'StoreZone';
  zoneId: Scalars['String']['output'];
  zoneName: Scalars['String']['output'];
};

export type SystemMenu = {
  __typename?: 'SystemMenu';
  _version: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  component: Scalars['String']['output'];
  defaultScopes: Array<MenuScope>;
  icon: Scalars['String']['output'];
  labels: MenuLabels;
  menuType: Scalars['String']['output'];
  order: Scalars['Int']['output'];
  parentSystemMenuId?: Maybe<Scalars['ID']['output']>;
  path: Scalars['String']['output'];
  platformType: Scalars['String']['output'];
  systemMenuId: Scalars['ID']['output'];
  systemMenuName: Scalars['String']['output'];
  systemMenuRoleId?: Maybe<Scalars['ID']['output']>;
};

export type SystemRole = {
  __typename?: 'SystemRole';
  _version: Scalars['Int']['output'];
  /** 1 for a root role; the tree has at most 4 levels. */
  level: Scalars['Int']['output'];
  /** Menus this role owns (systemMenuRoleId). */
  menus: Array<SystemMenu>;
  parentSystemRoleId?: Maybe<Scalars['ID']['output']>;
  /** Positions that carry this role. */
  positions: Array<StaffPosition>;
  systemRoleId: Scalars['ID']['output'];
  systemRoleName: Scalars['String']['output'];
};

export type SystemStatus = {
  __typename?: 'SystemStatus';
  backends: Array<BackendHealth>;
  /** The collections that only grow: documents, size and how long a finished record is kept. */
  collections: Array<RetainedCollection>;
  /** This process's JavaScript heap against the limit it stops at. */
  heap: HeapUsage;
  ok: Scalars['Boolean']['output'];
  startedAt: Scalars['String']['output'];
  version: Scalars['String']['output'];
};

export type TeamPosition = {
  __typename?: 'TeamPosition';
  observation: Scalars['String']['output'];
  positionId: Scalars['String']['output'];
  positionName: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  required: Scalars['Boolean']['output'];
  teamPositionId: Scalars['ID']['output'];
};

export type TeamPositionInput = {
  observation?: InputMaybe<Scalars['String']['input']>;
  positionId: Scalars['String']['input'];
  quantity: Scalars['Int']['input'];
  required: Scalars['Boolean']['input'];
};

/** A store a template can be given, with the template it has now. */
export type TemplateStore = {
  __typename?: 'TemplateStore';
  organizationId: Scalars['String']['output'];
  organizationName: Scalars['String']['output'];
  warehouseId: Scalars['ID']['output'];
  warehouseName: Scalars['String']['output'];
  workTeamTemplateId?: Maybe<Scalars['String']['output']>;
  zoneName: Scalars['String']['output'];
};

export type TotpSetup = {
  __typename?: 'TotpSetup';
  otpauthUri: Scalars['String']['output'];
  /** PNG data URL of the otpauth URI, for <img src>. */
  qrCodeDataUrl: Scalars['String']['output'];
  secret: Scalars['String']['output'];
};

export type UpdateSystemMenuInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  component?: InputMaybe<Scalars['String']['input']>;
  defaultScopes?: InputMaybe<Array<MenuScopeInput>>;
  icon?: InputMaybe<Scalars['String']['input']>;
  labels?: InputMaybe<MenuLabelsInput>;
  menuType?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<Scalars['Int']['input']>;
  parentSystemMenuId?: InputMaybe<Scalars['ID']['input']>;
  path?: InputMaybe<Scalars['String']['input']>;
  platformType?: InputMaybe<Scalars['String']['input']>;
  systemMenuName?: InputMaybe<Scalars['String']['input']>;
  systemMenuRoleId?: InputMaybe<Scalars['ID']['input']>;
};

export type UpdateUserInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
  positionId?: InputMaybe<Scalars['ID']['input']>;
  systemRoleId?: InputMaybe<Scalars['ID']['input']>;
  warehouseId?: InputMaybe<Scalars['ID']['input']>;
};

export type UpdateWorkplanActivityInput = {
  _version: Scalars['Int']['input'];
  activityName: Scalars['String']['input'];
  description?: InputMaybe<Scalars['JSON']['input']>;
  id: Scalars['ID']['input'];
  marketFinalDate: Scalars['String']['input'];
  marketReleaseDate: Scalars['String']['input'];
  score: Scalars['Int']['input'];
  temporality: WorkplanTemporalityInput;
};

export type UpdateWorkplanInput = {
  _version: Scalars['Int']['input'];
  description?: InputMaybe<Scalars['JSON']['input']>;
  id: Scalars['ID']['input'];
  workplanName: Scalars['String']['input'];
};

export type UpdateWorkplanSectionInput = {
  _version: Scalars['Int']['input'];
  description?: InputMaybe<Scalars['JSON']['input']>;
  id: Scalars['ID']['input'];
  sectionName: Scalars['String']['input'];
};

export type UserMenus = {
  __typename?: 'UserMenus';
  navigation: Array<MenuEntry>;
  profile: Array<MenuEntry>;
  system: Array<MenuEntry>;
};

/** The users list's sortable columns (each with an index); none: by user name. */
export type UserSort =
  | 'fullName'
  | 'userName';

export type WorkTeamTemplate = {
  __typename?: 'WorkTeamTemplate';
  _version: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  deleted: Scalars['Boolean']['output'];
  /** diario, semana, quincenal or mensual */
  frecuencySales: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  maxSalesAmount: Scalars['Decimal']['output'];
  minSalesAmount: Scalars['Decimal']['output'];
  periodSales: Scalars['Int']['output'];
  positions: Array<TeamPosition>;
  statuses: Array<HeadcountStatusRule>;
  /** stores of this type */
  stores?: Maybe<Scalars['Int']['output']>;
  workTeamTemplate: Scalars['String']['output'];
};

export type WorkTeamTemplateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  frecuencySales: Scalars['String']['input'];
  maxSalesAmount: Scalars['Decimal']['input'];
  minSalesAmount: Scalars['Decimal']['input'];
  periodSales: Scalars['Int']['input'];
  workTeamTemplate: Scalars['String']['input'];
};

export type WorkflowHistoryEvent = {
  __typename?: 'WorkflowHistoryEvent';
  attributes?: Maybe<Scalars['JSON']['output']>;
  eventId: Scalars['Int']['output'];
  time: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type WorkflowRun = {
  __typename?: 'WorkflowRun';
  closeTime?: Maybe<Scalars['String']['output']>;
  runId: Scalars['String']['output'];
  startTime: Scalars['String']['output'];
  status: Scalars['String']['output'];
  workflowId: Scalars['ID']['output'];
  workflowType: Scalars['String']['output'];
};

export type WorkflowRunDetails = {
  __typename?: 'WorkflowRunDetails';
  closeTime?: Maybe<Scalars['String']['output']>;
  failure?: Maybe<Scalars['JSON']['output']>;
  history: Array<WorkflowHistoryEvent>;
  input?: Maybe<Scalars['JSON']['output']>;
  pendingActivities: Array<PendingActivity>;
  pendingTimers: Array<PendingTimer>;
  result?: Maybe<Scalars['JSON']['output']>;
  runId: Scalars['String']['output'];
  startTime: Scalars['String']['output'];
  status: Scalars['String']['output'];
  workflowId: Scalars['ID']['output'];
  workflowType: Scalars['String']['output'];
};

export type WorkflowRunPage = {
  __typename?: 'WorkflowRunPage';
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  rows: Array<WorkflowRun>;
  total: Scalars['Int']['output'];
};

/** The runs list's sortable columns, each with an index of the embedded runtime's runs. */
export type WorkflowRunSort =
  | 'closed'
  | 'id'
  | 'started'
  | 'status'
  | 'type';

export type WorkflowSchedule = {
  __typename?: 'WorkflowSchedule';
  nextActionAt?: Maybe<Scalars['String']['output']>;
  overlap: Scalars['String']['output'];
  recentActions: Scalars['JSON']['output'];
  scheduleId: Scalars['ID']['output'];
  spec: Scalars['JSON']['output'];
  workflowType: Scalars['String']['output'];
};

export type WorkflowsOverview = {
  __typename?: 'WorkflowsOverview';
  backend: Scalars['String']['output'];
  completed: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  running: Scalars['Int']['output'];
  schedules: Scalars['Int']['output'];
  /** worker processes taking workflow tasks (embedded: 1, in the API process; Temporal: the task queue's pollers) */
  workers: Scalars['Int']['output'];
};

/** A work plan. description is the rich-text document (TipTap/ProseMirror JSON), never HTML. */
export type Workplan = {
  __typename?: 'Workplan';
  _version: Scalars['Int']['output'];
  createdAt?: Maybe<Scalars['String']['output']>;
  description: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
  sectionCount: Scalars['Int']['output'];
  updatedAt?: Maybe<Scalars['String']['output']>;
  updatedBy: Scalars['String']['output'];
  workplanName: Scalars['String']['output'];
};

export type WorkplanActivity = {
  __typename?: 'WorkplanActivity';
  _version: Scalars['Int']['output'];
  activityName: Scalars['String']['output'];
  createdAt?: Maybe<Scalars['String']['output']>;
  description: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
  /** yyyy-MM-dd, not before marketReleaseDate */
  marketFinalDate: Scalars['String']['output'];
  /** yyyy-MM-dd */
  marketReleaseDate: Scalars['String']['output'];
  /** 0 to 100 */
  score: Scalars['Int']['output'];
  temporality: WorkplanTemporality;
  updatedAt?: Maybe<Scalars['String']['output']>;
  updatedBy: Scalars['String']['output'];
  workplanSectionId: Scalars['ID']['output'];
};

export type WorkplanSection = {
  __typename?: 'WorkplanSection';
  _version: Scalars['Int']['output'];
  activityCount: Scalars['Int']['output'];
  createdAt?: Maybe<Scalars['String']['output']>;
  description: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
  sectionName: Scalars['String']['output'];
  updatedAt?: Maybe<Scalars['String']['output']>;
  workplanSectionWorkplanId: Scalars['ID']['output'];
};

/** cron: 5 or 6 fields (croner); frecuencyType once, daily, weekly, monthly or yearly */
export type WorkplanTemporality = {
  __typename?: 'WorkplanTemporality';
  cron: Scalars['String']['output'];
  frecuency: Scalars['Int']['output'];
  frecuencyType: Scalars['String']['output'];
};

export type WorkplanTemporalityInput = {
  cron: Scalars['String']['input'];
  frecuency: Scalars['Int']['input'];
  frecuencyType: Scalars['String']['input'];
};

export type XadisErrorItem = {
  __typename?: 'XadisErrorItem';
  kind: Scalars['String']['output'];
  msg: Scalars['String']['output'];
  sku: Scalars['String']['output'];
};

export type XadisKindCounts = {
  __typename?: 'XadisKindCounts';
  batches: Scalars['Int']['output'];
  batchesSent: Scalars['Int']['output'];
  errors: Scalars['Int']['output'];
  failedBatches: Scalars['Int']['output'];
  inserted: Scalars['Int']['output'];
  records: Scalars['Int']['output'];
  validated: Scalars['Int']['output'];
};

export type XadisSettings = {
  __typename?: 'XadisSettings';
  dailyTransmission: Scalars['Boolean']['output'];
  internalRecipients: Array<Scalars['String']['output']>;
  reminderRecipients: Array<Scalars['String']['output']>;
  summaryRecipients: Array<Scalars['String']['output']>;
  /** The partner warehouse code from the configuration (read-only; the credentials are never sent). */
  warehouseCode: Scalars['String']['output'];
};

export type XadisSettingsInput = {
  dailyTransmission: Scalars['Boolean']['input'];
  internalRecipients: Array<Scalars['String']['input']>;
  reminderRecipients: Array<Scalars['String']['input']>;
  summaryRecipients: Array<Scalars['String']['input']>;
};

export type XadisTransmission = {
  __typename?: 'XadisTransmission';
  emailRecipients: Array<Scalars['String']['output']>;
  emailSentAt?: Maybe<Scalars['Float']['output']>;
  emailSubject?: Maybe<Scalars['String']['output']>;
  endedAt?: Maybe<Scalars['Float']['output']>;
  errorItems: Array<XadisErrorItem>;
  from: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  inventory: XadisKindCounts;
  message?: Maybe<Scalars['String']['output']>;
  requestedBy: Scalars['String']['output'];
  sales: XadisKindCounts;
  scheduled: Scalars['Boolean']['output'];
  startedAt: Scalars['Float']['output'];
  /** while running: login, reading, sending, logout, mailing */
  state?: Maybe<Scalars['String']['output']>;
  /** running, sent, error, loginFailed, cancelled or failed */
  status: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type XadisTransmissionPage = {
  __typename?: 'XadisTransmissionPage';
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  rows: Array<XadisTransmission>;
  /** the transmission running now, wherever it sits in the list (its progress shows above the list) */
  running?: Maybe<XadisTransmission>;
  total: Scalars['Int']['output'];
};

/** The transmission history's sortable columns, each with an index; range sorts by its first day. */
export type XadisTransmissionSort =
  | 'range'
  | 'requestedBy'
  | 'startedAt'
  | 'status';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  CustomerSummary:
    | ( CustomerDetailView )
    | ( ResolverValue<CustomerRow> )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AuditCoincidence: ResolverTypeWrapper<ResolverValue<AuditCoincidence>>;
  AuditDecisionInput: ResolverTypeWrapper<ResolverValue<AuditDecisionInput>>;
  AuditDetail: ResolverTypeWrapper<ResolverValue<AuditDetail>>;
  AuditMassDecisionInput: ResolverTypeWrapper<ResolverValue<AuditMassDecisionInput>>;
  AuditMassDecisionResult: ResolverTypeWrapper<ResolverValue<AuditMassDecisionResult>>;
  AuditReopening: ResolverTypeWrapper<ResolverValue<AuditReopening>>;
  BackendHealth: ResolverTypeWrapper<ResolverValue<BackendHealth>>;
  BackendState: ResolverTypeWrapper<ResolverValue<BackendState>>;
  Boolean: ResolverTypeWrapper<ResolverValue<Scalars['Boolean']['output']>>;
  CashierAttendant: ResolverTypeWrapper<ResolverValue<CashierAttendant>>;
  CashierInfo: ResolverTypeWrapper<ResolverValue<CashierInfo>>;
  CashierLinkInput: ResolverTypeWrapper<ResolverValue<CashierLinkInput>>;
  CashierStoreLink: ResolverTypeWrapper<ResolverValue<CashierStoreLink>>;
  CashierWarehouse: ResolverTypeWrapper<ResolverValue<CashierWarehouse>>;
  CatalogueProduct: ResolverTypeWrapper<ResolverValue<CatalogueProduct>>;
  CatalogueProductPage: ResolverTypeWrapper<ResolverValue<CatalogueProductPage>>;
  CatalogueTax: ResolverTypeWrapper<ResolverValue<CatalogueTax>>;
  ChallengeName: ResolverTypeWrapper<ResolverValue<ChallengeName>>;
  ChangeActor: ResolverTypeWrapper<ResolverValue<ChangeActor>>;
  ChangeHistoryEntry: ResolverTypeWrapper<ResolverValue<ChangeHistoryEntry>>;
  ChangeHistoryFilter: ResolverTypeWrapper<ResolverValue<ChangeHistoryFilter>>;
  ChangeHistoryPage: ResolverTypeWrapper<ResolverValue<ChangeHistoryPage>>;
  ChangeHistorySort: ResolverTypeWrapper<ResolverValue<ChangeHistorySort>>;
  CodeDelivery: ResolverTypeWrapper<ResolverValue<CodeDelivery>>;
  CommissionStatement: ResolverTypeWrapper<ResolverValue<CommissionStatement>>;
  CommissionStatementAdjustment: ResolverTypeWrapper<ResolverValue<CommissionStatementAdjustment>>;
  CommissionStatementAdjustmentInput: ResolverTypeWrapper<ResolverValue<CommissionStatementAdjustmentInput>>;
  CommissionStatementAdjustmentResult: ResolverTypeWrapper<ResolverValue<CommissionStatementAdjustmentResult>>;
  CommissionStatementApproval: ResolverTypeWrapper<ResolverValue<CommissionStatementApproval>>;
  CommissionStatementApprovalInput: ResolverTypeWrapper<ResolverValue<CommissionStatementApprovalInput>>;
  CommissionStatementDispute: ResolverTypeWrapper<ResolverValue<CommissionStatementDispute>>;
  CommissionStatementDisputeInput: ResolverTypeWrapper<ResolverValue<CommissionStatementDisputeInput>>;
  CommissionStatementEmail: ResolverTypeWrapper<ResolverValue<CommissionStatementEmail>>;
  CommissionStatementEmailInput: ResolverTypeWrapper<ResolverValue<CommissionStatementEmailInput>>;
  CommissionStatementEvent: ResolverTypeWrapper<ResolverValue<CommissionStatementEvent>>;
  CommissionStatementExport: ResolverTypeWrapper<ResolverValue<CommissionStatementExport>>;
  CommissionStatementExportPreview: ResolverTypeWrapper<ResolverValue<CommissionStatementExportPreview>>;
  CommissionStatementLine: ResolverTypeWrapper<ResolverValue<CommissionStatementLine>>;
  CommissionStatementPage: ResolverTypeWrapper<ResolverValue<CommissionStatementPage>>;
  CommissionStatementPdf: ResolverTypeWrapper<ResolverValue<CommissionStatementPdf>>;
  CommissionStatementPeriod: ResolverTypeWrapper<ResolverValue<CommissionStatementPeriod>>;
  CommissionStatementPeriodInput: ResolverTypeWrapper<ResolverValue<CommissionStatementPeriodInput>>;
  CommissionStatementResolutionInput: ResolverTypeWrapper<ResolverValue<CommissionStatementResolutionInput>>;
  CommissionStatementReviewer: ResolverTypeWrapper<ResolverValue<CommissionStatementReviewer>>;
  CommissionStatementRow: ResolverTypeWrapper<ResolverValue<CommissionStatementRow>>;
  CommissionStatementSettings: ResolverTypeWrapper<ResolverValue<CommissionStatementSettings>>;
  CommissionStatementSettingsInput: ResolverTypeWrapper<ResolverValue<CommissionStatementSettingsInput>>;
  CommissionStatementSort: ResolverTypeWrapper<ResolverValue<CommissionStatementSort>>;
  CommissionStatementStateSummary: ResolverTypeWrapper<ResolverValue<CommissionStatementStateSummary>>;
  CommissionStatementStep: ResolverTypeWrapper<ResolverValue<CommissionStatementStep>>;
  CommissionStatementWhatIf: ResolverTypeWrapper<ResolverValue<CommissionStatementWhatIf>>;
  CommissionStatementWhatIfChange: ResolverTypeWrapper<ResolverValue<CommissionStatementWhatIfChange>>;
  CommissionStatementWhatIfInput: ResolverTypeWrapper<ResolverValue<CommissionStatementWhatIfInput>>;
  CommissionStatementWhatIfStep: ResolverTypeWrapper<ResolverValue<CommissionStatementWhatIfStep>>;
  CompleteNewPasswordInput: ResolverTypeWrapper<ResolverValue<CompleteNewPasswordInput>>;
  ConfirmSignUpInput: ResolverTypeWrapper<ResolverValue<ConfirmSignUpInput>>;
  CreateCustomerTypeInput: ResolverTypeWrapper<ResolverValue<CreateCustomerTypeInput>>;
  CreateEmailSuscriptionInput: ResolverTypeWrapper<ResolverValue<CreateEmailSuscriptionInput>>;
  CreateSystemMenuInput: ResolverTypeWrapper<ResolverValue<CreateSystemMenuInput>>;
  CreateSystemRoleInput: ResolverTypeWrapper<ResolverValue<CreateSystemRoleInput>>;
  CreateUserInput: ResolverTypeWrapper<ResolverValue<CreateUserInput>>;
  CreateWorkplanActivityInput: ResolverTypeWrapper<ResolverValue<CreateWorkplanActivityInput>>;
  CreateWorkplanInput: ResolverTypeWrapper<ResolverValue<CreateWorkplanInput>>;
  CreateWorkplanSectionInput: ResolverTypeWrapper<ResolverValue<CreateWorkplanSectionInput>>;
  CustomerActivityDay: ResolverTypeWrapper<ResolverValue<CustomerActivityDay>>;
  CustomerClass: ResolverTypeWrapper<ResolverValue<CustomerClass>>;
  CustomerCounters: ResolverTypeWrapper<ResolverValue<CustomerCounters>>;
  CustomerDetail: ResolverTypeWrapper<CustomerDetailView>;
  CustomerFile: ResolverTypeWrapper<ResolverValue<CustomerFile>>;
  CustomerFilterInput: ResolverTypeWrapper<ResolverValue<CustomerFilterInput>>;
  CustomerLegal: ResolverTypeWrapper<ResolverValue<CustomerLegal>>;
  CustomerMassUpdateInput: ResolverTypeWrapper<ResolverValue<CustomerMassUpdateInput>>;
  CustomerMassUpdateRun: ResolverTypeWrapper<ResolverValue<CustomerMassUpdateRun>>;
  CustomerPage: ResolverTypeWrapper<ResolverValue<CustomerPage>>;
  CustomerPhone: ResolverTypeWrapper<ResolverValue<CustomerPhone>>;
  CustomerRegistration: ResolverTypeWrapper<ResolverValue<CustomerRegistration>>;
  CustomerRegistrationInput: ResolverTypeWrapper<ResolverValue<CustomerRegistrationInput>>;
  CustomerRow: ResolverTypeWrapper<ResolverValue<CustomerRow>>;
  CustomerSelectionSummary: ResolverTypeWrapper<ResolverValue<CustomerSelectionSummary>>;
  CustomerSort: ResolverTypeWrapper<ResolverValue<CustomerSort>>;
  CustomerSummary: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['CustomerSummary']>;
  CustomerTaxpayer: ResolverTypeWrapper<ResolverValue<CustomerTaxpayer>>;
  CustomerTypeRow: ResolverTypeWrapper<ResolverValue<CustomerTypeRow>>;
  Decimal: ResolverTypeWrapper<ResolverValue<Scalars['Decimal']['output']>>;
  DemoSeedResult: ResolverTypeWrapper<ResolverValue<DemoSeedResult>>;
  EmailSuscription: ResolverTypeWrapper<ResolverValue<EmailSuscription>>;
  EmptyContainerDaySummary: ResolverTypeWrapper<ResolverValue<EmptyContainerDaySummary>>;
  EmptyContainerHistoryRow: ResolverTypeWrapper<ResolverValue<EmptyContainerHistoryRow>>;
  EmptyContainerLine: ResolverTypeWrapper<ResolverValue<EmptyContainerLine>>;
  EmptyContainerLineInput: ResolverTypeWrapper<ResolverValue<EmptyContainerLineInput>>;
  EmptyContainerProduct: ResolverTypeWrapper<ResolverValue<EmptyContainerProduct>>;
  EmptyContainerReport: ResolverTypeWrapper<ResolverValue<EmptyContainerReport>>;
  EmptyContainerReportInput: ResolverTypeWrapper<ResolverValue<EmptyContainerReportInput>>;
  EmptyContainerScreen: ResolverTypeWrapper<ResolverValue<EmptyContainerScreen>>;
  EmptyContainerStockRow: ResolverTypeWrapper<ResolverValue<EmptyContainerStockRow>>;
  ErpQueryStart: ResolverTypeWrapper<ResolverValue<ErpQueryStart>>;
  ErpQueryStatus: ResolverTypeWrapper<ResolverValue<ErpQueryStatus>>;
  FieldChange: ResolverTypeWrapper<ResolverValue<FieldChange>>;
  FingerprintEnrollmentInput: ResolverTypeWrapper<ResolverValue<FingerprintEnrollmentInput>>;
  FingerprintInput: ResolverTypeWrapper<ResolverValue<FingerprintInput>>;
  Float: ResolverTypeWrapper<ResolverValue<Scalars['Float']['output']>>;
  ForecastAccuracy: ResolverTypeWrapper<ResolverValue<ForecastAccuracy>>;
  ForecastAccuracyFigures: ResolverTypeWrapper<ResolverValue<ForecastAccuracyFigures>>;
  ForecastAccuracyInput: ResolverTypeWrapper<ResolverValue<ForecastAccuracyInput>>;
  ForecastAccuracyItem: ResolverTypeWrapper<ResolverValue<ForecastAccuracyItem>>;
  ForecastAccuracyWeek: ResolverTypeWrapper<ResolverValue<ForecastAccuracyWeek>>;
  ForecastChartPoint: ResolverTypeWrapper<ResolverValue<ForecastChartPoint>>;
  ForecastImport: ResolverTypeWrapper<ResolverValue<ForecastImport>>;
  ForecastRun: ResolverTypeWrapper<ResolverValue<ForecastRun>>;
  ForecastRunInput: ResolverTypeWrapper<ResolverValue<ForecastRunInput>>;
  ForecastRunPage: ResolverTypeWrapper<ResolverValue<ForecastRunPage>>;
  ForecastRunProgress: ResolverTypeWrapper<ResolverValue<ForecastRunProgress>>;
  ForecastRunSort: ResolverTypeWrapper<ResolverValue<ForecastRunSort>>;
  ForgotPasswordSubmitInput: ResolverTypeWrapper<ResolverValue<ForgotPasswordSubmitInput>>;
  HeadcountChoice: ResolverTypeWrapper<ResolverValue<HeadcountChoice>>;
  HeadcountChoiceInput: ResolverTypeWrapper<ResolverValue<HeadcountChoiceInput>>;
  HeadcountIncident: ResolverTypeWrapper<ResolverValue<HeadcountIncident>>;
  HeadcountOrganizationCard: ResolverTypeWrapper<ResolverValue<HeadcountOrganizationCard>>;
  HeadcountPosition: ResolverTypeWrapper<ResolverValue<HeadcountPosition>>;
  HeadcountReportPage: ResolverTypeWrapper<ResolverValue<HeadcountReportPage>>;
  HeadcountReportRow: ResolverTypeWrapper<ResolverValue<HeadcountReportRow>>;
  HeadcountReportSort: ResolverTypeWrapper<ResolverValue<HeadcountReportSort>>;
  HeadcountRun: ResolverTypeWrapper<ResolverValue<HeadcountRun>>;
  HeadcountStatusRule: ResolverTypeWrapper<ResolverValue<HeadcountStatusRule>>;
  HeadcountStatusRuleInput: ResolverTypeWrapper<ResolverValue<HeadcountStatusRuleInput>>;
  HeadcountStoreLine: ResolverTypeWrapper<ResolverValue<HeadcountStoreLine>>;
  HeadcountVacancy: ResolverTypeWrapper<ResolverValue<HeadcountVacancy>>;
  HeadcountVacantCount: ResolverTypeWrapper<ResolverValue<HeadcountVacantCount>>;
  HeadcountVacantLog: ResolverTypeWrapper<ResolverValue<HeadcountVacantLog>>;
  Health: ResolverTypeWrapper<ResolverValue<Health>>;
  HeapUsage: ResolverTypeWrapper<ResolverValue<HeapUsage>>;
  ID: ResolverTypeWrapper<ResolverValue<Scalars['ID']['output']>>;
  ImportCounts: ResolverTypeWrapper<ResolverValue<ImportCounts>>;
  Int: ResolverTypeWrapper<ResolverValue<Scalars['Int']['output']>>;
  JSON: ResolverTypeWrapper<ResolverValue<Scalars['JSON']['output']>>;
  LandingPage: ResolverTypeWrapper<ResolverValue<LandingPage>>;
  MailAttachmentInfo: ResolverTypeWrapper<ResolverValue<MailAttachmentInfo>>;
  MailMessage: ResolverTypeWrapper<ResolverValue<MailMessage>>;
  MailMessagePage: ResolverTypeWrapper<ResolverValue<MailMessagePage>>;
  MailMessageSummary: ResolverTypeWrapper<ResolverValue<MailMessageSummary>>;
  MailSort: ResolverTypeWrapper<ResolverValue<MailSort>>;
  MarketReleaseRow: ResolverTypeWrapper<ResolverValue<MarketReleaseRow>>;
  MarketStore: ResolverTypeWrapper<ResolverValue<MarketStore>>;
  MenuAccess: ResolverTypeWrapper<ResolverValue<MenuAccess>>;
  MenuEntry: ResolverTypeWrapper<ResolverValue<MenuEntry>>;
  MenuImportResult: ResolverTypeWrapper<ResolverValue<MenuImportResult>>;
  MenuLabels: ResolverTypeWrapper<ResolverValue<MenuLabels>>;
  MenuLabelsInput: ResolverTypeWrapper<ResolverValue<MenuLabelsInput>>;
  MenuScope: ResolverTypeWrapper<ResolverValue<MenuScope>>;
  MenuScopeGrant: ResolverTypeWrapper<ResolverValue<MenuScopeGrant>>;
  MenuScopeGrantInput: ResolverTypeWrapper<ResolverValue<MenuScopeGrantInput>>;
  MenuScopeInput: ResolverTypeWrapper<ResolverValue<MenuScopeInput>>;
  MfaChallengeInput: ResolverTypeWrapper<ResolverValue<MfaChallengeInput>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyPermissions: ResolverTypeWrapper<ResolverValue<MyPermissions>>;
  NearbyStore: ResolverTypeWrapper<ResolverValue<NearbyStore>>;
  PasswordChangeInput: ResolverTypeWrapper<ResolverValue<PasswordChangeInput>>;
  PathPermission: ResolverTypeWrapper<ResolverValue<PathPermission>>;
  PendingActivity: ResolverTypeWrapper<ResolverValue<PendingActivity>>;
  PendingTimer: ResolverTypeWrapper<ResolverValue<PendingTimer>>;
  PermissionProfile: ResolverTypeWrapper<PermissionProfileRecord>;
  PermissionProfileInput: ResolverTypeWrapper<ResolverValue<PermissionProfileInput>>;
  PosLicense: ResolverTypeWrapper<ResolverValue<PosLicense>>;
  PosLicenseCounts: ResolverTypeWrapper<ResolverValue<PosLicenseCounts>>;
  PosLicenseFilter: ResolverTypeWrapper<ResolverValue<PosLicenseFilter>>;
  PosLicensePage: ResolverTypeWrapper<ResolverValue<PosLicensePage>>;
  PosLicenseRenewal: ResolverTypeWrapper<ResolverValue<PosLicenseRenewal>>;
  PosLicenseSort: ResolverTypeWrapper<ResolverValue<PosLicenseSort>>;
  PostalCodeImport: ResolverTypeWrapper<ResolverValue<PostalCodeImport>>;
  PostalCodeInput: ResolverTypeWrapper<ResolverValue<PostalCodeInput>>;
  PostalCodeRow: ResolverTypeWrapper<ResolverValue<PostalCodeRow>>;
  PriceLineInput: ResolverTypeWrapper<ResolverValue<PriceLineInput>>;
  PriceListCompany: ResolverTypeWrapper<ResolverValue<PriceListCompany>>;
  PriceListExport: ResolverTypeWrapper<ResolverValue<PriceListExport>>;
  PriceListExportInput: ResolverTypeWrapper<ResolverValue<PriceListExportInput>>;
  PriceListQueryStart: ResolverTypeWrapper<ResolverValue<PriceListQueryStart>>;
  PriceListQueryStatus: ResolverTypeWrapper<ResolverValue<PriceListQueryStatus>>;
  Principal: ResolverTypeWrapper<ResolverValue<Principal>>;
  ProductSort: ResolverTypeWrapper<ResolverValue<ProductSort>>;
  Profile: ResolverTypeWrapper<ResolverValue<Profile>>;
  ProfilePhone: ResolverTypeWrapper<ResolverValue<ProfilePhone>>;
  ProfilePhoneInput: ResolverTypeWrapper<ResolverValue<ProfilePhoneInput>>;
  ProfileUpdateInput: ResolverTypeWrapper<ResolverValue<ProfileUpdateInput>>;
  PurchaseGrid: ResolverTypeWrapper<ResolverValue<PurchaseGrid>>;
  PurchaseLineInput: ResolverTypeWrapper<ResolverValue<PurchaseLineInput>>;
  PurchaseMoney: ResolverTypeWrapper<ResolverValue<PurchaseMoney>>;
  PurchaseOrder: ResolverTypeWrapper<ResolverValue<PurchaseOrder>>;
  PurchaseOrderInput: ResolverTypeWrapper<ResolverValue<PurchaseOrderInput>>;
  PurchaseOrderLine: ResolverTypeWrapper<ResolverValue<PurchaseOrderLine>>;
  PurchaseOrderPage: ResolverTypeWrapper<ResolverValue<PurchaseOrderPage>>;
  PurchaseOrderPdf: ResolverTypeWrapper<ResolverValue<PurchaseOrderPdf>>;
  PurchaseOrderProgress: ResolverTypeWrapper<ResolverValue<PurchaseOrderProgress>>;
  PurchaseOrderSort: ResolverTypeWrapper<ResolverValue<PurchaseOrderSort>>;
  PurchaseOrderStore: ResolverTypeWrapper<ResolverValue<PurchaseOrderStore>>;
  PurchaseRow: ResolverTypeWrapper<ResolverValue<PurchaseRow>>;
  PurchaseSales: ResolverTypeWrapper<ResolverValue<PurchaseSales>>;
  PurchaseSelectionInput: ResolverTypeWrapper<ResolverValue<PurchaseSelectionInput>>;
  PurchasingCompany: ResolverTypeWrapper<ResolverValue<PurchasingCompany>>;
  PurchasingOptions: ResolverTypeWrapper<ResolverValue<PurchasingOptions>>;
  PurchasingProvider: ResolverTypeWrapper<ResolverValue<PurchasingProvider>>;
  PurchasingStore: ResolverTypeWrapper<ResolverValue<PurchasingStore>>;
  PurchasingZone: ResolverTypeWrapper<ResolverValue<PurchasingZone>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegistrationAddressInput: ResolverTypeWrapper<ResolverValue<RegistrationAddressInput>>;
  RegistrationLegalInput: ResolverTypeWrapper<ResolverValue<RegistrationLegalInput>>;
  RegistrationLocationInput: ResolverTypeWrapper<ResolverValue<RegistrationLocationInput>>;
  RegistrationPhoneInput: ResolverTypeWrapper<ResolverValue<RegistrationPhoneInput>>;
  RegistrationTaxpayerInput: ResolverTypeWrapper<ResolverValue<RegistrationTaxpayerInput>>;
  RemoteCommand: ResolverTypeWrapper<ResolverValue<RemoteCommand>>;
  RemoteCommandCompany: ResolverTypeWrapper<ResolverValue<RemoteCommandCompany>>;
  RemoteCommandCustomer: ResolverTypeWrapper<ResolverValue<RemoteCommandCustomer>>;
  RemoteCommandCustomerPage: ResolverTypeWrapper<ResolverValue<RemoteCommandCustomerPage>>;
  RemoteCommandInput: ResolverTypeWrapper<ResolverValue<RemoteCommandInput>>;
  RemoteCommandKit: ResolverTypeWrapper<ResolverValue<RemoteCommandKit>>;
  RemoteCommandKitItem: ResolverTypeWrapper<ResolverValue<RemoteCommandKitItem>>;
  RemoteCommandStore: ResolverTypeWrapper<ResolverValue<RemoteCommandStore>>;
  RemoteCommandUpdateInput: ResolverTypeWrapper<ResolverValue<RemoteCommandUpdateInput>>;
  RemoteControl: ResolverTypeWrapper<ResolverValue<RemoteControl>>;
  RemoteControlPage: ResolverTypeWrapper<ResolverValue<RemoteControlPage>>;
  RemoteControlSort: ResolverTypeWrapper<ResolverValue<RemoteControlSort>>;
  RemoteControlStatus: ResolverTypeWrapper<ResolverValue<RemoteControlStatus>>;
  RenewPosLicenseInput: ResolverTypeWrapper<ResolverValue<RenewPosLicenseInput>>;
  RetainedCollection: ResolverTypeWrapper<ResolverValue<RetainedCollection>>;
  RevokePosLicenseInput: ResolverTypeWrapper<ResolverValue<RevokePosLicenseInput>>;
  SignInAttempts: ResolverTypeWrapper<ResolverValue<SignInAttempts>>;
  SignInChallenge: ResolverTypeWrapper<ResolverValue<SignInChallenge>>;
  SignInInput: ResolverTypeWrapper<ResolverValue<SignInInput>>;
  SignInResult: ResolverTypeWrapper<ResolverValue<SignInResult>>;
  SignInStatus: ResolverTypeWrapper<ResolverValue<SignInStatus>>;
  SignUpInput: ResolverTypeWrapper<ResolverValue<SignUpInput>>;
  SmsMessage: ResolverTypeWrapper<ResolverValue<SmsMessage>>;
  SmsMessagePage: ResolverTypeWrapper<ResolverValue<SmsMessagePage>>;
  SmsSort: ResolverTypeWrapper<ResolverValue<SmsSort>>;
  SortDirection: ResolverTypeWrapper<ResolverValue<SortDirection>>;
  StaffEmail: ResolverTypeWrapper<ResolverValue<StaffEmail>>;
  StaffPhone: ResolverTypeWrapper<ResolverValue<StaffPhone>>;
  StaffPosition: ResolverTypeWrapper<Position>;
  StaffRef: ResolverTypeWrapper<ResolverValue<StaffRef>>;
  StaffRoleRef: ResolverTypeWrapper<ResolverValue<StaffRoleRef>>;
  StaffUser: ResolverTypeWrapper<ResolverValue<StaffUser>>;
  StaffUserPage: ResolverTypeWrapper<ResolverValue<StaffUserPage>>;
  StaffWarehouseOption: ResolverTypeWrapper<ResolverValue<StaffWarehouseOption>>;
  StaffWarehouseRef: ResolverTypeWrapper<ResolverValue<StaffWarehouseRef>>;
  StoreConfigPage: ResolverTypeWrapper<ResolverValue<StoreConfigPage>>;
  StoreConfigRow: ResolverTypeWrapper<ResolverValue<StoreConfigRow>>;
  StorePinpad: ResolverTypeWrapper<ResolverValue<StorePinpad>>;
  StoreSettingsView: ResolverTypeWrapper<ResolverValue<StoreSettingsView>>;
  StoreSort: ResolverTypeWrapper<ResolverValue<StoreSort>>;
  StoreTokenIssued: ResolverTypeWrapper<ResolverValue<StoreTokenIssued>>;
  StoreZone: ResolverTypeWrapper<ResolverValue<StoreZone>>;
  String: ResolverTypeWrapper<ResolverValue<Scalars['String']['output']>>;
  SystemMenu: ResolverTypeWrapper<ResolverValue<SystemMenu>>;
  SystemRole: ResolverTypeWrapper<RoleView>;
  SystemStatus: ResolverTypeWrapper<ResolverValue<SystemStatus>>;
  TeamPosition: ResolverTypeWrapper<ResolverValue<TeamPosition>>;
  TeamPositionInput: ResolverTypeWrapper<ResolverValue<TeamPositionInput>>;
  TemplateStore: ResolverTypeWrapper<ResolverValue<TemplateStore>>;
  TotpSetup: ResolverTypeWrapper<ResolverValue<TotpSetup>>;
  UpdateSystemMenuInput: ResolverTypeWrapper<ResolverValue<UpdateSystemMenuInput>>;
  UpdateUserInput: ResolverTypeWrapper<ResolverValue<UpdateUserInput>>;
  UpdateWorkplanActivityInput: ResolverTypeWrapper<ResolverValue<UpdateWorkplanActivityInput>>;
  UpdateWorkplanInput: ResolverTypeWrapper<ResolverValue<UpdateWorkplanInput>>;
  UpdateWorkplanSectionInput: ResolverTypeWrapper<ResolverValue<UpdateWorkplanSectionInput>>;
  UserMenus: ResolverTypeWrapper<ResolverValue<UserMenus>>;
  UserSort: ResolverTypeWrapper<ResolverValue<UserSort>>;
  WorkTeamTemplate: ResolverTypeWrapper<ResolverValue<WorkTeamTemplate>>;
  WorkTeamTemplateInput: ResolverTypeWrapper<ResolverValue<WorkTeamTemplateInput>>;
  WorkflowHistoryEvent: ResolverTypeWrapper<ResolverValue<WorkflowHistoryEvent>>;
  WorkflowRun: ResolverTypeWrapper<ResolverValue<WorkflowRun>>;
  WorkflowRunDetails: ResolverTypeWrapper<ResolverValue<WorkflowRunDetails>>;
  WorkflowRunPage: ResolverTypeWrapper<ResolverValue<WorkflowRunPage>>;
  WorkflowRunSort: ResolverTypeWrapper<ResolverValue<WorkflowRunSort>>;
  WorkflowSchedule: ResolverTypeWrapper<ResolverValue<WorkflowSchedule>>;
  WorkflowsOverview: ResolverTypeWrapper<ResolverValue<WorkflowsOverview>>;
  Workplan: ResolverTypeWrapper<ResolverValue<Workplan>>;
  WorkplanActivity: ResolverTypeWrapper<ResolverValue<WorkplanActivity>>;
  WorkplanSection: ResolverTypeWrapper<ResolverValue<WorkplanSection>>;
  WorkplanTemporality: ResolverTypeWrapper<ResolverValue<WorkplanTemporality>>;
  WorkplanTemporalityInput: ResolverTypeWrapper<ResolverValue<WorkplanTemporalityInput>>;
  XadisErrorItem: ResolverTypeWrapper<ResolverValue<XadisErrorItem>>;
  XadisKindCounts: ResolverTypeWrapper<ResolverValue<XadisKindCounts>>;
  XadisSettings: ResolverTypeWrapper<ResolverValue<XadisSettings>>;
  XadisSettingsInput: ResolverTypeWrapper<ResolverValue<XadisSettingsInput>>;
  XadisTransmission: ResolverTypeWrapper<ResolverValue<XadisTransmission>>;
  XadisTransmissionPage: ResolverTypeWrapper<ResolverValue<XadisTransmissionPage>>;
  XadisTransmissionSort: ResolverTypeWrapper<ResolverValue<XadisTransmissionSort>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AuditCoincidence: ResolverValue<AuditCoincidence>;
  AuditDecisionInput: ResolverValue<AuditDecisionInput>;
  AuditDetail: ResolverValue<AuditDetail>;
  AuditMassDecisionInput: ResolverValue<AuditMassDecisionInput>;
  AuditMassDecisionResult: ResolverValue<AuditMassDecisionResult>;
  AuditReopening: ResolverValue<AuditReopening>;
  BackendHealth: ResolverValue<BackendHealth>;
  BackendState: ResolverValue<BackendState>;
  Boolean: ResolverValue<Scalars['Boolean']['output']>;
  CashierAttendant: ResolverValue<CashierAttendant>;
  CashierInfo: ResolverValue<CashierInfo>;
  CashierLinkInput: ResolverValue<CashierLinkInput>;
  CashierStoreLink: ResolverValue<CashierStoreLink>;
  CashierWarehouse: ResolverValue<CashierWarehouse>;
  CatalogueProduct: ResolverValue<CatalogueProduct>;
  CatalogueProductPage: ResolverValue<CatalogueProductPage>;
  CatalogueTax: ResolverValue<CatalogueTax>;
  ChangeActor: ResolverValue<ChangeActor>;
  ChangeHistoryEntry: ResolverValue<ChangeHistoryEntry>;
  ChangeHistoryFilter: ResolverValue<ChangeHistoryFilter>;
  ChangeHistoryPage: ResolverValue<ChangeHistoryPage>;
  CodeDelivery: ResolverValue<CodeDelivery>;
  CommissionStatement: ResolverValue<CommissionStatement>;
  CommissionStatementAdjustment: ResolverValue<CommissionStatementAdjustment>;
  CommissionStatementAdjustmentInput: ResolverValue<CommissionStatementAdjustmentInput>;
  CommissionStatementAdjustmentResult: ResolverValue<CommissionStatementAdjustmentResult>;
  CommissionStatementApproval: ResolverValue<CommissionStatementApproval>;
  CommissionStatementApprovalInput: ResolverValue<CommissionStatementApprovalInput>;
  CommissionStatementDispute: ResolverValue<CommissionStatementDispute>;
  CommissionStatementDisputeInput: ResolverValue<CommissionStatementDisputeInput>;
  CommissionStatementEmail: ResolverValue<CommissionStatementEmail>;
  CommissionStatementEmailInput: ResolverValue<CommissionStatementEmailInput>;
  CommissionStatementEvent: ResolverValue<CommissionStatementEvent>;
  CommissionStatementExport: ResolverValue<CommissionStatementExport>;
  CommissionStatementExportPreview: ResolverValue<CommissionStatementExportPreview>;
  CommissionStatementLine: ResolverValue<CommissionStatementLine>;
  CommissionStatementPage: ResolverValue<CommissionStatementPage>;
  CommissionStatementPdf: ResolverValue<CommissionStatementPdf>;
  CommissionStatementPeriod: ResolverValue<CommissionStatementPeriod>;
  CommissionStatementPeriodInput: ResolverValue<CommissionStatementPeriodInput>;
  CommissionStatementResolutionInput: ResolverValue<CommissionStatementResolutionInput>;
  CommissionStatementReviewer: ResolverValue<CommissionStatementReviewer>;
  CommissionStatementRow: ResolverValue<CommissionStatementRow>;
  CommissionStatementSettings: ResolverValue<CommissionStatementSettings>;
  CommissionStatementSettingsInput: ResolverValue<CommissionStatementSettingsInput>;
  CommissionStatementStateSummary: ResolverValue<CommissionStatementStateSummary>;
  CommissionStatementStep: ResolverValue<CommissionStatementStep>;
  CommissionStatementWhatIf: ResolverValue<CommissionStatementWhatIf>;
  CommissionStatementWhatIfChange: ResolverValue<CommissionStatementWhatIfChange>;
  CommissionStatementWhatIfInput: ResolverValue<CommissionStatementWhatIfInput>;
  CommissionStatementWhatIfStep: ResolverValue<CommissionStatementWhatIfStep>;
  CompleteNewPasswordInput: ResolverValue<CompleteNewPasswordInput>;
  ConfirmSignUpInput: ResolverValue<ConfirmSignUpInput>;
  CreateCustomerTypeInput: ResolverValue<CreateCustomerTypeInput>;
  CreateEmailSuscriptionInput: ResolverValue<CreateEmailSuscriptionInput>;
  CreateSystemMenuInput: ResolverValue<CreateSystemMenuInput>;
  CreateSystemRoleInput: ResolverValue<CreateSystemRoleInput>;
  CreateUserInput: ResolverValue<CreateUserInput>;
  CreateWorkplanActivityInput: ResolverValue<CreateWorkplanActivityInput>;
  CreateWorkplanInput: ResolverValue<CreateWorkplanInput>;
  CreateWorkplanSectionInput: ResolverValue<CreateWorkplanSectionInput>;
  CustomerActivityDay: ResolverValue<CustomerActivityDay>;
  CustomerCounters: ResolverValue<CustomerCounters>;
  CustomerDetail: CustomerDetailView;
  CustomerFile: ResolverValue<CustomerFile>;
  CustomerFilterInput: ResolverValue<CustomerFilterInput>;
  CustomerLegal: ResolverValue<CustomerLegal>;
  CustomerMassUpdateInput: ResolverValue<CustomerMassUpdateInput>;
  CustomerMassUpdateRun: ResolverValue<CustomerMassUpdateRun>;
  CustomerPage: ResolverValue<CustomerPage>;
  CustomerPhone: ResolverValue<CustomerPhone>;
  CustomerRegistration: ResolverValue<CustomerRegistration>;
  CustomerRegistrationInput: ResolverValue<CustomerRegistrationInput>;
  CustomerRow: ResolverValue<CustomerRow>;
  CustomerSelectionSummary: ResolverValue<CustomerSelectionSummary>;
  CustomerSummary: ResolversInterfaceTypes<ResolversParentTypes>['CustomerSummary'];
  CustomerTaxpayer: ResolverValue<CustomerTaxpayer>;
  CustomerTypeRow: ResolverValue<CustomerTypeRow>;
  Decimal: ResolverValue<Scalars['Decimal']['output']>;
  DemoSeedResult: ResolverValue<DemoSeedResult>;
  EmailSuscription: ResolverValue<EmailSuscription>;
  EmptyContainerDaySummary: ResolverValue<EmptyContainerDaySummary>;
  EmptyContainerHistoryRow: ResolverValue<EmptyContainerHistoryRow>;
  EmptyContainerLine: ResolverValue<EmptyContainerLine>;
  EmptyContainerLineInput: ResolverValue<EmptyContainerLineInput>;
  EmptyContainerProduct: ResolverValue<EmptyContainerProduct>;
  EmptyContainerReport: ResolverValue<EmptyContainerReport>;
  EmptyContainerReportInput: ResolverValue<EmptyContainerReportInput>;
  EmptyContainerScreen: ResolverValue<EmptyContainerScreen>;
  EmptyContainerStockRow: ResolverValue<EmptyContainerStockRow>;
  ErpQueryStart: ResolverValue<ErpQueryStart>;
  ErpQueryStatus: ResolverValue<ErpQueryStatus>;
  FieldChange: ResolverValue<FieldChange>;
  FingerprintEnrollmentInput: ResolverValue<FingerprintEnrollmentInput>;
  FingerprintInput: ResolverValue<FingerprintInput>;
  Float: ResolverValue<Scalars['Float']['output']>;
  ForecastAccuracy: ResolverValue<ForecastAccuracy>;
  ForecastAccuracyFigures: ResolverValue<ForecastAccuracyFigures>;
  ForecastAccuracyInput: ResolverValue<ForecastAccuracyInput>;
  ForecastAccuracyItem: ResolverValue<ForecastAccuracyItem>;
  ForecastAccuracyWeek: ResolverValue<ForecastAccuracyWeek>;
  ForecastChartPoint: ResolverValue<ForecastChartPoint>;
  ForecastImport: ResolverValue<ForecastImport>;
  ForecastRun: ResolverValue<ForecastRun>;
  ForecastRunInput: ResolverValue<ForecastRunInput>;
  ForecastRunPage: ResolverValue<ForecastRunPage>;
  ForecastRunProgress: ResolverValue<ForecastRunProgress>;
  ForgotPasswordSubmitInput: ResolverValue<ForgotPasswordSubmitInput>;
  HeadcountChoice: ResolverValue<HeadcountChoice>;
  HeadcountChoiceInput: ResolverValue<HeadcountChoiceInput>;
  HeadcountIncident: ResolverValue<HeadcountIncident>;
  HeadcountOrganizationCard: ResolverValue<HeadcountOrganizationCard>;
  HeadcountPosition: ResolverValue<HeadcountPosition>;
  HeadcountReportPage: ResolverValue<HeadcountReportPage>;
  HeadcountReportRow: ResolverValue<HeadcountReportRow>;
  HeadcountRun: ResolverValue<HeadcountRun>;
  HeadcountStatusRule: ResolverValue<HeadcountStatusRule>;
  HeadcountStatusRuleInput: ResolverValue<HeadcountStatusRuleInput>;
  HeadcountStoreLine: ResolverValue<HeadcountStoreLine>;
  HeadcountVacancy: ResolverValue<HeadcountVacancy>;
  HeadcountVacantCount: ResolverValue<HeadcountVacantCount>;
  HeadcountVacantLog: ResolverValue<HeadcountVacantLog>;
  Health: ResolverValue<Health>;
  HeapUsage: ResolverValue<HeapUsage>;
  ID: ResolverValue<Scalars['ID']['output']>;
  ImportCounts: ResolverValue<ImportCounts>;
  Int: ResolverValue<Scalars['Int']['output']>;
  JSON: ResolverValue<Scalars['JSON']['output']>;
  LandingPage: ResolverValue<LandingPage>;
  MailAttachmentInfo: ResolverValue<MailAttachmentInfo>;
  MailMessage: ResolverValue<MailMessage>;
  MailMessagePage: ResolverValue<MailMessagePage>;
  MailMessageSummary: ResolverValue<MailMessageSummary>;
  MarketReleaseRow: ResolverValue<MarketReleaseRow>;
  MarketStore: ResolverValue<MarketStore>;
  MenuEntry: ResolverValue<MenuEntry>;
  MenuImportResult: ResolverValue<MenuImportResult>;
  MenuLabels: ResolverValue<MenuLabels>;
  MenuLabelsInput: ResolverValue<MenuLabelsInput>;
  MenuScope: ResolverValue<MenuScope>;
  MenuScopeGrant: ResolverValue<MenuScopeGrant>;
  MenuScopeGrantInput: ResolverValue<MenuScopeGrantInput>;
  MenuScopeInput: ResolverValue<MenuScopeInput>;
  MfaChallengeInput: ResolverValue<MfaChallengeInput>;
  Mutation: Record<PropertyKey, never>;
  MyPermissions: ResolverValue<MyPermissions>;
  NearbyStore: ResolverValue<NearbyStore>;
  PasswordChangeInput: ResolverValue<PasswordChangeInput>;
  PathPermission: ResolverValue<PathPermission>;
  PendingActivity: ResolverValue<PendingActivity>;
  PendingTimer: ResolverValue<PendingTimer>;
  PermissionProfile: PermissionProfileRecord;
  PermissionProfileInput: ResolverValue<PermissionProfileInput>;
  PosLicense: ResolverValue<PosLicense>;
  PosLicenseCounts: ResolverValue<PosLicenseCounts>;
  PosLicenseFilter: ResolverValue<PosLicenseFilter>;
  PosLicensePage: ResolverValue<PosLicensePage>;
  PosLicenseRenewal: ResolverValue<PosLicenseRenewal>;
  PostalCodeImport: ResolverValue<PostalCodeImport>;
  PostalCodeInput: ResolverValue<PostalCodeInput>;
  PostalCodeRow: ResolverValue<PostalCodeRow>;
  PriceLineInput: ResolverValue<PriceLineInput>;
  PriceListCompany: ResolverValue<PriceListCompany>;
  PriceListExport: ResolverValue<PriceListExport>;
  PriceListExportInput: ResolverValue<PriceListExportInput>;
  PriceListQueryStart: ResolverValue<PriceListQueryStart>;
  PriceListQueryStatus: ResolverValue<PriceListQueryStatus>;
  Principal: ResolverValue<Principal>;
  Profile: ResolverValue<Profile>;
  ProfilePhone: ResolverValue<ProfilePhone>;
  ProfilePhoneInput: ResolverValue<ProfilePhoneInput>;
  ProfileUpdateInput: ResolverValue<ProfileUpdateInput>;
  PurchaseGrid: ResolverValue<PurchaseGrid>;
  PurchaseLineInput: ResolverValue<PurchaseLineInput>;
  PurchaseMoney: ResolverValue<PurchaseMoney>;
  PurchaseOrder: ResolverValue<PurchaseOrder>;
  PurchaseOrderInput: ResolverValue<PurchaseOrderInput>;
  PurchaseOrderLine: ResolverValue<PurchaseOrderLine>;
  PurchaseOrderPage: ResolverValue<PurchaseOrderPage>;
  PurchaseOrderPdf: ResolverValue<PurchaseOrderPdf>;
  PurchaseOrderProgress: ResolverValue<PurchaseOrderProgress>;
  PurchaseOrderStore: ResolverValue<PurchaseOrderStore>;
  PurchaseRow: ResolverValue<PurchaseRow>;
  PurchaseSales: ResolverValue<PurchaseSales>;
  PurchaseSelectionInput: ResolverValue<PurchaseSelectionInput>;
  PurchasingCompany: ResolverValue<PurchasingCompany>;
  PurchasingOptions: ResolverValue<PurchasingOptions>;
  PurchasingProvider: ResolverValue<PurchasingProvider>;
  PurchasingStore: ResolverValue<PurchasingStore>;
  PurchasingZone: ResolverValue<PurchasingZone>;
  Query: Record<PropertyKey, never>;
  RegistrationAddressInput: ResolverValue<RegistrationAddressInput>;
  RegistrationLegalInput: ResolverValue<RegistrationLegalInput>;
  RegistrationLocationInput: ResolverValue<RegistrationLocationInput>;
  RegistrationPhoneInput: ResolverValue<RegistrationPhoneInput>;
  RegistrationTaxpayerInput: ResolverValue<RegistrationTaxpayerInput>;
  RemoteCommand: ResolverValue<RemoteCommand>;
  RemoteCommandCompany: ResolverValue<RemoteCommandCompany>;
  RemoteCommandCustomer: ResolverValue<RemoteCommandCustomer>;
  RemoteCommandCustomerPage: ResolverValue<RemoteCommandCustomerPage>;
  RemoteCommandInput: ResolverValue<RemoteCommandInput>;
  RemoteCommandKit: ResolverValue<RemoteCommandKit>;
  RemoteCommandKitItem: ResolverValue<RemoteCommandKitItem>;
  RemoteCommandStore: ResolverValue<RemoteCommandStore>;
  RemoteCommandUpdateInput: ResolverValue<RemoteCommandUpdateInput>;
  RemoteControl: ResolverValue<RemoteControl>;
  RemoteControlPage: ResolverValue<RemoteControlPage>;
  RemoteControlStatus: ResolverValue<RemoteControlStatus>;
  RenewPosLicenseInput: ResolverValue<RenewPosLicenseInput>;
  RetainedCollection: ResolverValue<RetainedCollection>;
  RevokePosLicenseInput: ResolverValue<RevokePosLicenseInput>;
  SignInAttempts: ResolverValue<SignInAttempts>;
  SignInChallenge: ResolverValue<SignInChallenge>;
  SignInInput: ResolverValue<SignInInput>;
  SignInResult: ResolverValue<SignInResult>;
  SignUpInput: ResolverValue<SignUpInput>;
  SmsMessage: ResolverValue<SmsMessage>;
  SmsMessagePage: ResolverValue<SmsMessagePage>;
  StaffEmail: ResolverValue<StaffEmail>;
  StaffPhone: ResolverValue<StaffPhone>;
  StaffPosition: Position;
  StaffRef: ResolverValue<StaffRef>;
  StaffRoleRef: ResolverValue<StaffRoleRef>;
  StaffUser: ResolverValue<StaffUser>;
  StaffUserPage: ResolverValue<StaffUserPage>;
  StaffWarehouseOption: ResolverValue<StaffWarehouseOption>;
  StaffWarehouseRef: ResolverValue<StaffWarehouseRef>;
  StoreConfigPage: ResolverValue<StoreConfigPage>;
  StoreConfigRow: ResolverValue<StoreConfigRow>;
  StorePinpad: ResolverValue<StorePinpad>;
  StoreSettingsView: ResolverValue<StoreSettingsView>;
  StoreTokenIssued: ResolverValue<StoreTokenIssued>;
  StoreZone: ResolverValue<StoreZone>;
  String: ResolverValue<Scalars['String']['output']>;
  SystemMenu: ResolverValue<SystemMenu>;
  SystemRole: RoleView;
  SystemStatus: ResolverValue<SystemStatus>;
  TeamPosition: ResolverValue<TeamPosition>;
  TeamPositionInput: ResolverValue<TeamPositionInput>;
  TemplateStore: ResolverValue<TemplateStore>;
  TotpSetup: ResolverValue<TotpSetup>;
  UpdateSystemMenuInput: ResolverValue<UpdateSystemMenuInput>;
  UpdateUserInput: ResolverValue<UpdateUserInput>;
  UpdateWorkplanActivityInput: ResolverValue<UpdateWorkplanActivityInput>;
  UpdateWorkplanInput: ResolverValue<UpdateWorkplanInput>;
  UpdateWorkplanSectionInput: ResolverValue<UpdateWorkplanSectionInput>;
  UserMenus: ResolverValue<UserMenus>;
  WorkTeamTemplate: ResolverValue<WorkTeamTemplate>;
  WorkTeamTemplateInput: ResolverValue<WorkTeamTemplateInput>;
  WorkflowHistoryEvent: ResolverValue<WorkflowHistoryEvent>;
  WorkflowRun: ResolverValue<WorkflowRun>;
  WorkflowRunDetails: ResolverValue<WorkflowRunDetails>;
  WorkflowRunPage: ResolverValue<WorkflowRunPage>;
  WorkflowSchedule: ResolverValue<WorkflowSchedule>;
  WorkflowsOverview: ResolverValue<WorkflowsOverview>;
  Workplan: ResolverValue<Workplan>;
  WorkplanActivity: ResolverValue<WorkplanActivity>;
  WorkplanSection: ResolverValue<WorkplanSection>;
  WorkplanTemporality: ResolverValue<WorkplanTemporality>;
  WorkplanTemporalityInput: ResolverValue<WorkplanTemporalityInput>;
  XadisErrorItem: ResolverValue<XadisErrorItem>;
  XadisKindCounts: ResolverValue<XadisKindCounts>;
  XadisSettings: ResolverValue<XadisSettings>;
  XadisSettingsInput: ResolverValue<XadisSettingsInput>;
  XadisTransmission: ResolverValue<XadisTransmission>;
  XadisTransmissionPage: ResolverValue<XadisTransmissionPage>;
};

export type AuditCoincidenceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AuditCoincidence'] = ResolversParentTypes['AuditCoincidence']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AuditDetailResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AuditDetail'] = ResolversParentTypes['AuditDetail']> = {
  auditor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  auditorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  blacklist?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  coincidences?: Resolver<Array<ResolversTypes['AuditCoincidence']>, ParentType, ContextType>;
  customerRef?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  decision?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endAudit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  promoter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ranking?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  result?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  riskFactor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startAudit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuditMassDecisionResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AuditMassDecisionResult'] = ResolversParentTypes['AuditMassDecisionResult']> = {
  alreadyResolved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  decided?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notFound?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuditReopeningResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AuditReopening'] = ResolversParentTypes['AuditReopening']> = {
  customerRef?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  workflowId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BackendHealthResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BackendHealth'] = ResolversParentTypes['BackendHealth']> = {
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  detailCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  detailParams?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modeParams?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BackendStateResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BackendState'] = ResolversParentTypes['BackendState']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CashierAttendantResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CashierAttendant'] = ResolversParentTypes['CashierAttendant']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  attendantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  positionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CashierInfoResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CashierInfo'] = ResolversParentTypes['CashierInfo']> = {
  attendant?: Resolver<Maybe<ResolversTypes['CashierAttendant']>, ParentType, ContextType>;
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['CashierStoreLink']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  warehouse?: Resolver<Maybe<ResolversTypes['CashierWarehouse']>, ParentType, ContextType>;
};

export type CashierStoreLinkResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CashierStoreLink'] = ResolversParentTypes['CashierStoreLink']> = {
  linkedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  linkedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previousWarehouseId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  warehouseId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CashierWarehouseResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CashierWarehouse'] = ResolversParentTypes['CashierWarehouse']> = {
  warehouseId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warehouseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CatalogueProductResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CatalogueProduct'] = ResolversParentTypes['CatalogueProduct']> = {
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  barcodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  brandName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  categoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentSellPrice?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purchable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  quantityPerBox?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  saleUnitName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sellable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxes?: Resolver<Array<ResolversTypes['CatalogueTax']>, ParentType, ContextType>;
  thumbnailUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CatalogueProductPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CatalogueProductPage'] = ResolversParentTypes['CatalogueProductPage']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['CatalogueProduct']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CatalogueTaxResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CatalogueTax'] = ResolversParentTypes['CatalogueTax']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ChangeActorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ChangeActor'] = ResolversParentTypes['ChangeActor']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  runId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ChangeHistoryEntryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ChangeHistoryEntry'] = ResolversParentTypes['ChangeHistoryEntry']> = {
  actor?: Resolver<ResolversTypes['ChangeActor'], ParentType, ContextType>;
  area?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['FieldChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChangeHistoryPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ChangeHistoryPage'] = ResolversParentTypes['ChangeHistoryPage']> = {
  entries?: Resolver<Array<ResolversTypes['ChangeHistoryEntry']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CodeDeliveryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CodeDelivery'] = ResolversParentTypes['CodeDelivery']> = {
  deliveryMedium?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CommissionStatementResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CommissionStatement'] = ResolversParentTypes['CommissionStatement']> = {
  actions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  adjustments?: Resolver<Array<ResolversTypes['CommissionStatementAdjustment']>, ParentType, ContextType>;
  adjustmentsTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  areaName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commissionsTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  disputes?: Resolver<Array<ResolversTypes['CommissionStatementDispute']>, ParentType, ContextType>;
  employeeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  employeeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['CommissionStatementEvent']>, ParentType, ContextType>;
  exportId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CommissionStatementLine']>, ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periodEnd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periodStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reviewLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviewer?: Resolver<ResolversTypes['CommissionStatementReviewer'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type CommissionStatementAdjustmentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CommissionStatementAdjustment'] = ResolversParentTypes['CommissionStatementAdjustment']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clawback?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  correctsPeriod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  correctsStatementId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CommissionStatementAdjustmentResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CommissionStatementAdjustmentResult'] = ResolversParentTypes['CommissionStatementAdjustmentResult']> = {
  carried?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  statementId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type CommissionStatementApprovalResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CommissionStatementApproval'] = ResolversParentTypes['CommissionStatementApproval']> = {
  approved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CommissionStatementDisputeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CommissionStatementDispute'] = ResolversParentTypes['CommissionStatementDispute']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  onBehalfOfEmployee?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  raisedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resolution?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resolutionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resolvedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resolvedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CommissionStatementEmailResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CommissionStatementEmail'] = ResolversParentTypes['CommissionStatementEmail']> = {
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CommissionStatementEventResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CommissionStatementEvent'] = ResolversParentTypes['CommissionStatementEvent']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CommissionStatementExportResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CommissionStatementExport'] = ResolversParentTypes['CommissionStatementExport']> = {
  csv?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exportId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  statements?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CommissionStatementExportPreviewResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CommissionStatementExportPreview'] = ResolversParentTypes['CommissionStatementExportPreview']> = {
  csv?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['CommissionStatementRow']>, ParentType, ContextType>;
  statements?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type CommissionStatementLineResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CommissionStatementLine'] = ResolversParentTypes['CommissionStatementLine']> = {
  clawback?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exceptionDetails?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exceptionName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reportId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['CommissionStatementStep']>, ParentType, ContextType>;
  variableCommissionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variableCommissionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CommissionStatementPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CommissionStatementPage'] = ResolversParentTypes['CommissionStatementPage']> = {
  items?: Resolver<Array<ResolversTypes['CommissionStatementRow']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  summary?: Resolver<Array<ResolversTypes['CommissionStatementStateSummary']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CommissionStatementPdfResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CommissionStatementPdf'] = ResolversParentTypes['CommissionStatementPdf']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CommissionStatementPeriodResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CommissionStatementPeriod'] = ResolversParentTypes['CommissionStatementPeriod']> = {
  organizationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periodEnd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periodStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statements?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workflowId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CommissionStatementReviewerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CommissionStatementReviewer'] = ResolversParentTypes['CommissionStatementReviewer']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CommissionStatementRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CommissionStatementRow'] = ResolversParentTypes['CommissionStatementRow']> = {
  adjustmentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  areaName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  employeeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  employeeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exportId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reviewLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviewerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type CommissionStatementSettingsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CommissionStatementSettings'] = ResolversParentTypes['CommissionStatementSettings']> = {
  escalationDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reminderDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviewerAreaId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CommissionStatementStateSummaryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CommissionStatementStateSummary'] = ResolversParentTypes['CommissionStatementStateSummary']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type CommissionStatementStepResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CommissionStatementStep'] = ResolversParentTypes['CommissionStatementStep']> = {
  arguments?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CommissionStatementWhatIfResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CommissionStatementWhatIf'] = ResolversParentTypes['CommissionStatementWhatIf']> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exceptionDetails?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exceptionName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['CommissionStatementWhatIfStep']>, ParentType, ContextType>;
};

export type CommissionStatementWhatIfInputResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CommissionStatementWhatIfInput'] = ResolversParentTypes['CommissionStatementWhatIfInput']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CommissionStatementWhatIfStepResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CommissionStatementWhatIfStep'] = ResolversParentTypes['CommissionStatementWhatIfStep']> = {
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerActivityDayResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CustomerActivityDay'] = ResolversParentTypes['CustomerActivityDay']> = {
  audits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  authorized?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  blacklisted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  registrations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerCountersResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CustomerCounters'] = ResolversParentTypes['CustomerCounters']> = {
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  auditable?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  authorization?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inactive?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  incomplete?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  registered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerDetailResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CustomerDetail'] = ResolversParentTypes['CustomerDetail']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  audits?: Resolver<Array<ResolversTypes['AuditDetail']>, ParentType, ContextType>;
  birthdate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  blacklistAudit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  blacklisted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  classes?: Resolver<Array<ResolversTypes['CustomerClass']>, ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerTypeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emails?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  enrollmentWarehouseId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['CustomerFile']>, ParentType, ContextType>;
  fingerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fingerTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  legals?: Resolver<Array<ResolversTypes['CustomerLegal']>, ParentType, ContextType>;
  marketReleases?: Resolver<Array<ResolversTypes['MarketReleaseRow']>, ParentType, ContextType>;
  openAuditCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['CustomerPhone']>, ParentType, ContextType>;
  preregistrationCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registrationWarehouseId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sellBanned?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  taxpayer?: Resolver<Maybe<ResolversTypes['CustomerTaxpayer']>, ParentType, ContextType>;
  zoneName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerFileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CustomerFile'] = ResolversParentTypes['CustomerFile']> = {
  fileType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerLegalResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CustomerLegal'] = ResolversParentTypes['CustomerLegal']> = {
  datetime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  legalType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerMassUpdateRunResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CustomerMassUpdateRun'] = ResolversParentTypes['CustomerMassUpdateRun']> = {
  notified?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  processed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workflowId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CustomerPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CustomerPage'] = ResolversParentTypes['CustomerPage']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['CustomerRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerPhoneResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CustomerPhone'] = ResolversParentTypes['CustomerPhone']> = {
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerRegistrationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CustomerRegistration'] = ResolversParentTypes['CustomerRegistration']> = {
  barcodeDataUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  barcodeUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emails?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mobilePhones?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  preregistrationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CustomerRow'] = ResolversParentTypes['CustomerRow']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  birthdate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  blacklistAudit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  blacklisted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  classes?: Resolver<Array<ResolversTypes['CustomerClass']>, ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerTypeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emails?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  enrollmentWarehouseId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fingerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  legals?: Resolver<Array<ResolversTypes['CustomerLegal']>, ParentType, ContextType>;
  openAuditCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['CustomerPhone']>, ParentType, ContextType>;
  preregistrationCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registrationWarehouseId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sellBanned?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  taxpayer?: Resolver<Maybe<ResolversTypes['CustomerTaxpayer']>, ParentType, ContextType>;
  zoneName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerSelectionSummaryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CustomerSelectionSummary'] = ResolversParentTypes['CustomerSelectionSummary']> = {
  pendingAuditIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  pendingAudits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerSummaryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CustomerSummary'] = ResolversParentTypes['CustomerSummary']> = {
  __resolveType: TypeResolveFn<'CustomerDetail' | 'CustomerRow', ParentType, ContextType>;
};

export type CustomerTaxpayerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CustomerTaxpayer'] = ResolversParentTypes['CustomerTaxpayer']> = {
  identification?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxpayerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerTypeRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CustomerTypeRow'] = ResolversParentTypes['CustomerTypeRow']> = {
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customerTypeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultType?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type DemoSeedResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DemoSeedResult'] = ResolversParentTypes['DemoSeedResult']> = {
  collections?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  durationMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  seedVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EmailSuscriptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EmailSuscription'] = ResolversParentTypes['EmailSuscription']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmptyContainerDaySummaryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EmptyContainerDaySummary'] = ResolversParentTypes['EmptyContainerDaySummary']> = {
  boxTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  difference?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  emptyContainers?: Resolver<Array<ResolversTypes['EmptyContainerLine']>, ParentType, ContextType>;
  erpTotal?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  shippingDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmptyContainerHistoryRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EmptyContainerHistoryRow'] = ResolversParentTypes['EmptyContainerHistoryRow']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  erpTotal?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sap?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stockType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmptyContainerLineResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EmptyContainerLine'] = ResolversParentTypes['EmptyContainerLine']> = {
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sap?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stockType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmptyContainerProductResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EmptyContainerProduct'] = ResolversParentTypes['EmptyContainerProduct']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sap?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stockType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmptyContainerReportResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EmptyContainerReport'] = ResolversParentTypes['EmptyContainerReport']> = {
  boxTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  closed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  emptyContainers?: Resolver<Array<ResolversTypes['EmptyContainerLine']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  erpTotal?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shippingDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EmptyContainerScreenResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EmptyContainerScreen'] = ResolversParentTypes['EmptyContainerScreen']> = {
  captureDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  erpRows?: Resolver<Array<ResolversTypes['EmptyContainerStockRow']>, ParentType, ContextType>;
  erpTotal?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['EmptyContainerProduct']>, ParentType, ContextType>;
  readError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  report?: Resolver<Maybe<ResolversTypes['EmptyContainerReport']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  windowEnd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  windowStart?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type EmptyContainerStockRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EmptyContainerStockRow'] = ResolversParentTypes['EmptyContainerStockRow']> = {
  articleKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  articleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  familyKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ErpQueryStartResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ErpQueryStart'] = ResolversParentTypes['ErpQueryStart']> = {
  workflowId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ErpQueryStatusResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ErpQueryStatus'] = ResolversParentTypes['ErpQueryStatus']> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  polls?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rowCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rows?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workflowId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type FieldChangeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FieldChange'] = ResolversParentTypes['FieldChange']> = {
  after?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ForecastAccuracyResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ForecastAccuracy'] = ResolversParentTypes['ForecastAccuracy']> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ForecastAccuracyItem']>, ParentType, ContextType>;
  overall?: Resolver<ResolversTypes['ForecastAccuracyFigures'], ParentType, ContextType>;
  stores?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weeks?: Resolver<Array<ResolversTypes['ForecastAccuracyWeek']>, ParentType, ContextType>;
};

export type ForecastAccuracyFiguresResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ForecastAccuracyFigures'] = ResolversParentTypes['ForecastAccuracyFigures']> = {
  above?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  below?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  calibration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coverage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  meanActual?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  observations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pinballLoss?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ForecastAccuracyItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ForecastAccuracyItem'] = ResolversParentTypes['ForecastAccuracyItem']> = {
  above?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  below?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  calibration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coverage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  meanActual?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  observations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pinballLoss?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ForecastAccuracyWeekResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ForecastAccuracyWeek'] = ResolversParentTypes['ForecastAccuracyWeek']> = {
  actual?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  coverage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  observations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  p10?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  p50?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  p90?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ForecastChartPointResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ForecastChartPoint'] = ResolversParentTypes['ForecastChartPoint']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  p10?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p50?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p90?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sales?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  salesYearBefore?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ForecastImportResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ForecastImport'] = ResolversParentTypes['ForecastImport']> = {
  importedRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pairs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  part?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  runId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ForecastRunResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ForecastRun'] = ResolversParentTypes['ForecastRun']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  horizonDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  providerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  providerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  runId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ForecastRunPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ForecastRunPage'] = ResolversParentTypes['ForecastRunPage']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ForecastRun']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ForecastRunProgressResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ForecastRunProgress'] = ResolversParentTypes['ForecastRunProgress']> = {
  failure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  runId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storesDone?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  storesTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HeadcountChoiceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HeadcountChoice'] = ResolversParentTypes['HeadcountChoice']> = {
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HeadcountIncidentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HeadcountIncident'] = ResolversParentTypes['HeadcountIncident']> = {
  attendantId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  datetime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  incidentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HeadcountOrganizationCardResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HeadcountOrganizationCard'] = ResolversParentTypes['HeadcountOrganizationCard']> = {
  high?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  low?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  medium?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notReady?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  templatePositions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vacantPositions?: Resolver<Array<ResolversTypes['HeadcountVacantCount']>, ParentType, ContextType>;
  vacants?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HeadcountPositionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HeadcountPosition'] = ResolversParentTypes['HeadcountPosition']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  positionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  positionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HeadcountReportPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HeadcountReportPage'] = ResolversParentTypes['HeadcountReportPage']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['HeadcountReportRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HeadcountReportRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HeadcountReportRow'] = ResolversParentTypes['HeadcountReportRow']> = {
  calculationDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  detail?: Resolver<Array<ResolversTypes['HeadcountVacancy']>, ParentType, ContextType>;
  extras?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sinceDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  teamAssignedCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  teamPositionsCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  vacants?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  warehouseId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warehouseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workTeamTemplateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zoneName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HeadcountRunResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HeadcountRun'] = ResolversParentTypes['HeadcountRun']> = {
  calculationDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  processed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stores?: Resolver<Array<ResolversTypes['HeadcountStoreLine']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workflowId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type HeadcountStatusRuleResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HeadcountStatusRule'] = ResolversParentTypes['HeadcountStatusRule']> = {
  assignedDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vacantNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HeadcountStoreLineResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HeadcountStoreLine'] = ResolversParentTypes['HeadcountStoreLine']> = {
  assigned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  extras?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vacancies?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  warehouseId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warehouseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HeadcountVacancyResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HeadcountVacancy'] = ResolversParentTypes['HeadcountVacancy']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  positionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  positionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HeadcountVacantCountResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HeadcountVacantCount'] = ResolversParentTypes['HeadcountVacantCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  positionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HeadcountVacantLogResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HeadcountVacantLog'] = ResolversParentTypes['HeadcountVacantLog']> = {
  assigned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  calculationDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  detail?: Resolver<Array<ResolversTypes['HeadcountVacancy']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  incidentObservationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  incidentPlanActionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  incidents?: Resolver<Array<ResolversTypes['HeadcountIncident']>, ParentType, ContextType>;
  reportId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sinceDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vacantCounter?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HealthResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Health'] = ResolversParentTypes['Health']> = {
  backends?: Resolver<Array<ResolversTypes['BackendState']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type HeapUsageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HeapUsage'] = ResolversParentTypes['HeapUsage']> = {
  level?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  limitBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  usedBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ImportCountsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ImportCounts'] = ResolversParentTypes['ImportCounts']> = {
  inserted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LandingPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LandingPage'] = ResolversParentTypes['LandingPage']> = {
  countdownTarget?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MailAttachmentInfoResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MailAttachmentInfo'] = ResolversParentTypes['MailAttachmentInfo']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MailMessageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MailMessage'] = ResolversParentTypes['MailMessage']> = {
  attachments?: Resolver<Array<ResolversTypes['MailAttachmentInfo']>, ParentType, ContextType>;
  cc?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  html?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MailMessagePageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MailMessagePage'] = ResolversParentTypes['MailMessagePage']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['MailMessageSummary']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MailMessageSummaryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MailMessageSummary'] = ResolversParentTypes['MailMessageSummary']> = {
  attachmentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MarketReleaseRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MarketReleaseRow'] = ResolversParentTypes['MarketReleaseRow']> = {
  marketFinalDate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  marketReleaseDate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  warehouseId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MarketStoreResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MarketStore'] = ResolversParentTypes['MarketStore']> = {
  warehouseId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warehouseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zoneName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MenuEntryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MenuEntry'] = ResolversParentTypes['MenuEntry']> = {
  children?: Resolver<Array<ResolversTypes['MenuEntry']>, ParentType, ContextType>;
  component?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  labels?: Resolver<ResolversTypes['MenuLabels'], ParentType, ContextType>;
  menuType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  systemMenuId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  systemMenuName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MenuImportResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MenuImportResult'] = ResolversParentTypes['MenuImportResult']> = {
  permissionProfiles?: Resolver<ResolversTypes['ImportCounts'], ParentType, ContextType>;
  systemMenus?: Resolver<ResolversTypes['ImportCounts'], ParentType, ContextType>;
};

export type MenuLabelsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MenuLabels'] = ResolversParentTypes['MenuLabels']> = {
  en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  es?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MenuScopeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MenuScope'] = ResolversParentTypes['MenuScope']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  scopeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MenuScopeGrantResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MenuScopeGrant'] = ResolversParentTypes['MenuScopeGrant']> = {
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  systemMenuId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  adjustCommissionStatement?: Resolver<ResolversTypes['CommissionStatementAdjustmentResult'], ParentType, ContextType, RequireFields<MutationAdjustCommissionStatementArgs, 'input'>>;
  answerMfaChallenge?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationAnswerMfaChallengeArgs, 'input'>>;
  answerMfaSetupChallenge?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationAnswerMfaSetupChallengeArgs, 'input'>>;
  approveCommissionStatements?: Resolver<ResolversTypes['CommissionStatementApproval'], ParentType, ContextType, RequireFields<MutationApproveCommissionStatementsArgs, 'input'>>;
  assignWorkTeamTemplate?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationAssignWorkTeamTemplateArgs, 'id' | 'warehouseIds'>>;
  cancelForecastRun?: Resolver<ResolversTypes['ForecastRun'], ParentType, ContextType, RequireFields<MutationCancelForecastRunArgs, 'runId'>>;
  cancelWorkflowRun?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationCancelWorkflowRunArgs, 'workflowId'>>;
  cancelXadisTransmission?: Resolver<ResolversTypes['XadisTransmission'], ParentType, ContextType, RequireFields<MutationCancelXadisTransmissionArgs, 'id'>>;
  completeNewPassword?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationCompleteNewPasswordArgs, 'input'>>;
  confirmSignUp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationConfirmSignUpArgs, 'input'>>;
  createCustomer?: Resolver<ResolversTypes['CustomerRegistration'], ParentType, ContextType, RequireFields<MutationCreateCustomerArgs, 'input'>>;
  createCustomerType?: Resolver<ResolversTypes['CustomerTypeRow'], ParentType, ContextType, RequireFields<MutationCreateCustomerTypeArgs, 'input'>>;
  createEmailSuscription?: Resolver<ResolversTypes['EmailSuscription'], ParentType, ContextType, RequireFields<MutationCreateEmailSuscriptionArgs, 'input'>>;
  createRemoteCommand?: Resolver<ResolversTypes['RemoteCommand'], ParentType, ContextType, RequireFields<MutationCreateRemoteCommandArgs, 'input'>>;
  createSystemMenu?: Resolver<ResolversTypes['SystemMenu'], ParentType, ContextType, RequireFields<MutationCreateSystemMenuArgs, 'input'>>;
  createSystemRole?: Resolver<ResolversTypes['SystemRole'], ParentType, ContextType, RequireFields<MutationCreateSystemRoleArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['StaffUser'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  createWorkTeamTemplate?: Resolver<ResolversTypes['WorkTeamTemplate'], ParentType, ContextType, RequireFields<MutationCreateWorkTeamTemplateArgs, 'input'>>;
  createWorkplan?: Resolver<ResolversTypes['Workplan'], ParentType, ContextType, RequireFields<MutationCreateWorkplanArgs, 'input'>>;
  createWorkplanActivity?: Resolver<ResolversTypes['WorkplanActivity'], ParentType, ContextType, RequireFields<MutationCreateWorkplanActivityArgs, 'input'>>;
  createWorkplanSection?: Resolver<ResolversTypes['WorkplanSection'], ParentType, ContextType, RequireFields<MutationCreateWorkplanSectionArgs, 'input'>>;
  decideAudit?: Resolver<ResolversTypes['AuditDetail'], ParentType, ContextType, RequireFields<MutationDecideAuditArgs, 'input'>>;
  decideAudits?: Resolver<ResolversTypes['AuditMassDecisionResult'], ParentType, ContextType, RequireFields<MutationDecideAuditsArgs, 'input'>>;
  deleteTeamPosition?: Resolver<ResolversTypes['WorkTeamTemplate'], ParentType, ContextType, RequireFields<MutationDeleteTeamPositionArgs, '_version' | 'id' | 'teamPositionId'>>;
  deleteWorkTeamTemplate?: Resolver<ResolversTypes['WorkTeamTemplate'], ParentType, ContextType, RequireFields<MutationDeleteWorkTeamTemplateArgs, '_version' | 'id'>>;
  deleteWorkplanActivity?: Resolver<ResolversTypes['WorkplanActivity'], ParentType, ContextType, RequireFields<MutationDeleteWorkplanActivityArgs, '_version' | 'id'>>;
  disableTotp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDisableTotpArgs, 'code'>>;
  disputeCommissionStatement?: Resolver<ResolversTypes['CommissionStatement'], ParentType, ContextType, RequireFields<MutationDisputeCommissionStatementArgs, 'input'>>;
  emailCommissionStatement?: Resolver<ResolversTypes['CommissionStatementEmail'], ParentType, ContextType, RequireFields<MutationEmailCommissionStatementArgs, 'input'>>;
  enrollFingerprints?: Resolver<ResolversTypes['CustomerDetail'], ParentType, ContextType, RequireFields<MutationEnrollFingerprintsArgs, 'input'>>;
  evaluateHeadcountLog?: Resolver<ResolversTypes['HeadcountVacantLog'], ParentType, ContextType, RequireFields<MutationEvaluateHeadcountLogArgs, 'id'>>;
  exportCommissionStatements?: Resolver<ResolversTypes['CommissionStatementExport'], ParentType, ContextType, RequireFields<MutationExportCommissionStatementsArgs, 'input'>>;
  exportPriceList?: Resolver<ResolversTypes['PriceListExport'], ParentType, ContextType, RequireFields<MutationExportPriceListArgs, 'input'>>;
  forgotPassword?: Resolver<ResolversTypes['CodeDelivery'], ParentType, ContextType, RequireFields<MutationForgotPasswordArgs, 'userName'>>;
  forgotPasswordSubmit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationForgotPasswordSubmitArgs, 'input'>>;
  importForecasts?: Resolver<ResolversTypes['ForecastImport'], ParentType, ContextType, RequireFields<MutationImportForecastsArgs, 'csv'>>;
  importMenus?: Resolver<ResolversTypes['MenuImportResult'], ParentType, ContextType, RequireFields<MutationImportMenusArgs, 'document'>>;
  importPostalCodes?: Resolver<ResolversTypes['PostalCodeImport'], ParentType, ContextType, RequireFields<MutationImportPostalCodesArgs, 'rows'>>;
  issueStoreToken?: Resolver<ResolversTypes['StoreTokenIssued'], ParentType, ContextType, RequireFields<MutationIssueStoreTokenArgs, 'storeId'>>;
  linkCashierToStore?: Resolver<ResolversTypes['CashierInfo'], ParentType, ContextType, RequireFields<MutationLinkCashierToStoreArgs, 'input'>>;
  refreshEmptyContainerStock?: Resolver<ResolversTypes['EmptyContainerScreen'], ParentType, ContextType>;
  renameCustomerType?: Resolver<ResolversTypes['CustomerTypeRow'], ParentType, ContextType, RequireFields<MutationRenameCustomerTypeArgs, 'customerTypeId' | 'customerTypeName'>>;
  renewPosLicense?: Resolver<ResolversTypes['PosLicense'], ParentType, ContextType, RequireFields<MutationRenewPosLicenseArgs, 'input'>>;
  reopenCustomerAudit?: Resolver<ResolversTypes['AuditReopening'], ParentType, ContextType, RequireFields<MutationReopenCustomerAuditArgs, 'customerId'>>;
  resendSignUpCode?: Resolver<ResolversTypes['CodeDelivery'], ParentType, ContextType, RequireFields<MutationResendSignUpCodeArgs, 'userName'>>;
  resetUserPassword?: Resolver<ResolversTypes['StaffUser'], ParentType, ContextType, RequireFields<MutationResetUserPasswordArgs, 'temporaryPassword' | 'userName'>>;
  resolveCommissionStatementDispute?: Resolver<ResolversTypes['CommissionStatement'], ParentType, ContextType, RequireFields<MutationResolveCommissionStatementDisputeArgs, 'input'>>;
  revokePosLicense?: Resolver<ResolversTypes['PosLicense'], ParentType, ContextType, RequireFields<MutationRevokePosLicenseArgs, 'input'>>;
  saveCommissionStatementSettings?: Resolver<ResolversTypes['CommissionStatementSettings'], ParentType, ContextType, RequireFields<MutationSaveCommissionStatementSettingsArgs, 'input'>>;
  saveEmptyContainerReport?: Resolver<ResolversTypes['EmptyContainerScreen'], ParentType, ContextType, RequireFields<MutationSaveEmptyContainerReportArgs, 'input'>>;
  saveHeadcountChoice?: Resolver<ResolversTypes['HeadcountChoice'], ParentType, ContextType, RequireFields<MutationSaveHeadcountChoiceArgs, 'input' | 'kind'>>;
  saveHeadcountRules?: Resolver<ResolversTypes['WorkTeamTemplate'], ParentType, ContextType, RequireFields<MutationSaveHeadcountRulesArgs, '_version' | 'id' | 'rules'>>;
  saveStoreSettings?: Resolver<ResolversTypes['StoreSettingsView'], ParentType, ContextType, RequireFields<MutationSaveStoreSettingsArgs, '_version' | 'form' | 'warehouseId'>>;
  saveTeamPosition?: Resolver<ResolversTypes['WorkTeamTemplate'], ParentType, ContextType, RequireFields<MutationSaveTeamPositionArgs, '_version' | 'id' | 'input'>>;
  saveXadisSettings?: Resolver<ResolversTypes['XadisSettings'], ParentType, ContextType, RequireFields<MutationSaveXadisSettingsArgs, 'input'>>;
  seedDemoData?: Resolver<ResolversTypes['DemoSeedResult'], ParentType, ContextType, Partial<MutationSeedDemoDataArgs>>;
  sendPurchaseOrder?: Resolver<ResolversTypes['PurchaseOrder'], ParentType, ContextType, RequireFields<MutationSendPurchaseOrderArgs, 'folio' | 'order'>>;
  sendRemoteCommand?: Resolver<ResolversTypes['RemoteControl'], ParentType, ContextType, RequireFields<MutationSendRemoteCommandArgs, 'commandName' | 'storeId'>>;
  setCustomerTypeDefault?: Resolver<ResolversTypes['CustomerTypeRow'], ParentType, ContextType, RequireFields<MutationSetCustomerTypeDefaultArgs, 'customerTypeId' | 'defaultType'>>;
  setHeadcountChoiceActive?: Resolver<ResolversTypes['HeadcountChoice'], ParentType, ContextType, RequireFields<MutationSetHeadcountChoiceActiveArgs, '_version' | 'active' | 'id' | 'kind'>>;
  setUpTotp?: Resolver<ResolversTypes['TotpSetup'], ParentType, ContextType>;
  setWorkTeamTemplateActive?: Resolver<ResolversTypes['WorkTeamTemplate'], ParentType, ContextType, RequireFields<MutationSetWorkTeamTemplateActiveArgs, '_version' | 'active' | 'id'>>;
  signIn?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signUp?: Resolver<ResolversTypes['CodeDelivery'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  startCommissionStatements?: Resolver<ResolversTypes['CommissionStatementPeriod'], ParentType, ContextType, RequireFields<MutationStartCommissionStatementsArgs, 'input'>>;
  startCustomerMassUpdate?: Resolver<ResolversTypes['CustomerMassUpdateRun'], ParentType, ContextType, RequireFields<MutationStartCustomerMassUpdateArgs, 'input'>>;
  startErpQuery?: Resolver<ResolversTypes['ErpQueryStart'], ParentType, ContextType, RequireFields<MutationStartErpQueryArgs, 'operation'>>;
  startForecastRun?: Resolver<ResolversTypes['ForecastRun'], ParentType, ContextType, RequireFields<MutationStartForecastRunArgs, 'input'>>;
  startHeadcount?: Resolver<ResolversTypes['HeadcountRun'], ParentType, ContextType, Partial<MutationStartHeadcountArgs>>;
  startPriceListQuery?: Resolver<ResolversTypes['PriceListQueryStart'], ParentType, ContextType, RequireFields<MutationStartPriceListQueryArgs, 'companyId' | 'table'>>;
  startXadisTransmission?: Resolver<ResolversTypes['XadisTransmission'], ParentType, ContextType, Partial<MutationStartXadisTransmissionArgs>>;
  updateMyProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationUpdateMyProfileArgs, 'input'>>;
  updatePermissionProfile?: Resolver<ResolversTypes['PermissionProfile'], ParentType, ContextType, RequireFields<MutationUpdatePermissionProfileArgs, 'input'>>;
  updatePositionRole?: Resolver<ResolversTypes['StaffPosition'], ParentType, ContextType, RequireFields<MutationUpdatePositionRoleArgs, 'positionId' | 'systemRoleId'>>;
  updateProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'attendantId' | 'input'>>;
  updateRemoteCommand?: Resolver<ResolversTypes['RemoteCommand'], ParentType, ContextType, RequireFields<MutationUpdateRemoteCommandArgs, 'input'>>;
  updateStoreConfig?: Resolver<ResolversTypes['StoreConfigRow'], ParentType, ContextType, RequireFields<MutationUpdateStoreConfigArgs, '_version' | 'warehouseId'>>;
  updateSystemMenu?: Resolver<ResolversTypes['SystemMenu'], ParentType, ContextType, RequireFields<MutationUpdateSystemMenuArgs, 'input' | 'systemMenuId'>>;
  updateUser?: Resolver<ResolversTypes['StaffUser'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'input' | 'userName'>>;
  updateWorkTeamTemplate?: Resolver<ResolversTypes['WorkTeamTemplate'], ParentType, ContextType, RequireFields<MutationUpdateWorkTeamTemplateArgs, '_version' | 'id' | 'input'>>;
  updateWorkplan?: Resolver<ResolversTypes['Workplan'], ParentType, ContextType, RequireFields<MutationUpdateWorkplanArgs, 'input'>>;
  updateWorkplanActivity?: Resolver<ResolversTypes['WorkplanActivity'], ParentType, ContextType, RequireFields<MutationUpdateWorkplanActivityArgs, 'input'>>;
  updateWorkplanSection?: Resolver<ResolversTypes['WorkplanSection'], ParentType, ContextType, RequireFields<MutationUpdateWorkplanSectionArgs, 'input'>>;
  verifyPurchaseOrder?: Resolver<ResolversTypes['PurchaseOrder'], ParentType, ContextType, RequireFields<MutationVerifyPurchaseOrderArgs, 'order'>>;
  verifyTotpSetup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationVerifyTotpSetupArgs, 'code'>>;
};

export type MyPermissionsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MyPermissions'] = ResolversParentTypes['MyPermissions']> = {
  organizations?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  pathPermissions?: Resolver<Array<ResolversTypes['PathPermission']>, ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  positionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type NearbyStoreResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NearbyStore'] = ResolversParentTypes['NearbyStore']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coordinates?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  distanceKm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  warehouseId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warehouseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PathPermissionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PathPermission'] = ResolversParentTypes['PathPermission']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  write?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PendingActivityResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PendingActivity'] = ResolversParentTypes['PendingActivity']> = {
  activityType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attempt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PendingTimerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PendingTimer'] = ResolversParentTypes['PendingTimer']> = {
  fireAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PermissionProfileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PermissionProfile'] = ResolversParentTypes['PermissionProfile']> = {
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  authenticatorRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hiddenMenuIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  menuAccess?: Resolver<ResolversTypes['MenuAccess'], ParentType, ContextType>;
  menuScopes?: Resolver<Array<ResolversTypes['MenuScopeGrant']>, ParentType, ContextType>;
  permittedMenuIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  positionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  visibilityGroup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PosLicenseResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PosLicense'] = ResolversParentTypes['PosLicense']> = {
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  daysLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  licenseId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maskedKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registerNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  renewals?: Resolver<Array<ResolversTypes['PosLicenseRenewal']>, ParentType, ContextType>;
  revokeReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  revokedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warehouseId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warehouseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PosLicenseCountsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PosLicenseCounts'] = ResolversParentTypes['PosLicenseCounts']> = {
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiring?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revoked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PosLicensePageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PosLicensePage'] = ResolversParentTypes['PosLicensePage']> = {
  counts?: Resolver<ResolversTypes['PosLicenseCounts'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['PosLicense']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PosLicenseRenewalResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PosLicenseRenewal'] = ResolversParentTypes['PosLicenseRenewal']> = {
  months?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newExpiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previousExpiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  renewedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  renewedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PostalCodeImportResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PostalCodeImport'] = ResolversParentTypes['PostalCodeImport']> = {
  inserted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PostalCodeRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PostalCodeRow'] = ResolversParentTypes['PostalCodeRow']> = {
  c_cp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  d_asenta?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  d_estado?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  d_mnpio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PriceListCompanyResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PriceListCompany'] = ResolversParentTypes['PriceListCompany']> = {
  erpCompanyId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exportedToday?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nextExportDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PriceListExportResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PriceListExport'] = ResolversParentTypes['PriceListExport']> = {
  companyId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exportedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exportedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextExportDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offerFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offerTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PriceListQueryStartResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PriceListQueryStart'] = ResolversParentTypes['PriceListQueryStart']> = {
  workflowId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PriceListQueryStatusResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PriceListQueryStatus'] = ResolversParentTypes['PriceListQueryStatus']> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rowCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rows?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workflowId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PrincipalResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Principal'] = ResolversParentTypes['Principal']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  positionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProfileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = {
  attendantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emails?: Resolver<Array<ResolversTypes['StaffEmail']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasPin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nickname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['ProfilePhone']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['StaffRef'], ParentType, ContextType>;
  profilePhoto?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profilePhotoThumbnailUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profilePhotoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['StaffRoleRef']>, ParentType, ContextType>;
  totpEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warehouse?: Resolver<Maybe<ResolversTypes['StaffWarehouseRef']>, ParentType, ContextType>;
};

export type ProfilePhoneResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProfilePhone'] = ResolversParentTypes['ProfilePhone']> = {
  display?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PurchaseGridResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PurchaseGrid'] = ResolversParentTypes['PurchaseGrid']> = {
  forecastFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  forecastToExclusive?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['PurchaseRow']>, ParentType, ContextType>;
  stores?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['PurchaseMoney'], ParentType, ContextType>;
};

export type PurchaseMoneyResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PurchaseMoney'] = ResolversParentTypes['PurchaseMoney']> = {
  ieps?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  iva?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type PurchaseOrderResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PurchaseOrder'] = ResolversParentTypes['PurchaseOrder']> = {
  buyerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  consolidated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distributionCentre?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  emailRecipients?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  emailedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  erpCompanyId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  erpInsertedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  erpLines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  erpOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  folio?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['PurchaseOrderLine']>, ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pdfs?: Resolver<Array<ResolversTypes['PurchaseOrderPdf']>, ParentType, ContextType>;
  providerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stores?: Resolver<Array<ResolversTypes['PurchaseOrderStore']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['PurchaseMoney'], ParentType, ContextType>;
  workflowId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PurchaseOrderLineResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PurchaseOrderLine'] = ResolversParentTypes['PurchaseOrderLine']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ieps?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  iva?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  packages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  piecesPerPackage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  saleUnit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type PurchaseOrderPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PurchaseOrderPage'] = ResolversParentTypes['PurchaseOrderPage']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['PurchaseOrder']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PurchaseOrderPdfResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PurchaseOrderPdf'] = ResolversParentTypes['PurchaseOrderPdf']> = {
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PurchaseOrderProgressResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PurchaseOrderProgress'] = ResolversParentTypes['PurchaseOrderProgress']> = {
  failure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  step?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PurchaseOrderStoreResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PurchaseOrderStore'] = ResolversParentTypes['PurchaseOrderStore']> = {
  ieps?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  iva?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type PurchaseRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PurchaseRow'] = ResolversParentTypes['PurchaseRow']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ieps?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  iepsRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  iva?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  ivaDev?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ivaRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  maxProduct?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minProduct?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  p10?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  p50?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  p90?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  packages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  piecesPerPackage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  saleUnit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sales?: Resolver<Array<ResolversTypes['PurchaseSales']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  warehouseRelatedId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zoneId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PurchaseSalesResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PurchaseSales'] = ResolversParentTypes['PurchaseSales']> = {
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PurchasingCompanyResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PurchasingCompany'] = ResolversParentTypes['PurchasingCompany']> = {
  erpCompanyId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PurchasingOptionsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PurchasingOptions'] = ResolversParentTypes['PurchasingOptions']> = {
  companies?: Resolver<Array<ResolversTypes['PurchasingCompany']>, ParentType, ContextType>;
  distributionCentreId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  providers?: Resolver<Array<ResolversTypes['PurchasingProvider']>, ParentType, ContextType>;
  stores?: Resolver<Array<ResolversTypes['PurchasingStore']>, ParentType, ContextType>;
  zones?: Resolver<Array<ResolversTypes['PurchasingZone']>, ParentType, ContextType>;
};

export type PurchasingProviderResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PurchasingProvider'] = ResolversParentTypes['PurchasingProvider']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PurchasingStoreResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PurchasingStore'] = ResolversParentTypes['PurchasingStore']> = {
  warehouseId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warehouseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warehouseRelatedId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zoneId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PurchasingZoneResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PurchasingZone'] = ResolversParentTypes['PurchasingZone']> = {
  zoneId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zoneName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  audit?: Resolver<ResolversTypes['AuditDetail'], ParentType, ContextType, RequireFields<QueryAuditArgs, 'id'>>;
  cashierInfo?: Resolver<ResolversTypes['CashierInfo'], ParentType, ContextType, RequireFields<QueryCashierInfoArgs, 'company' | 'userName'>>;
  catalogueProducts?: Resolver<ResolversTypes['CatalogueProductPage'], ParentType, ContextType, Partial<QueryCatalogueProductsArgs>>;
  changeHistory?: Resolver<ResolversTypes['ChangeHistoryPage'], ParentType, ContextType, Partial<QueryChangeHistoryArgs>>;
  changeHistoryAreas?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  commissionStatement?: Resolver<ResolversTypes['CommissionStatement'], ParentType, ContextType, RequireFields<QueryCommissionStatementArgs, 'id'>>;
  commissionStatementExportPreview?: Resolver<ResolversTypes['CommissionStatementExportPreview'], ParentType, ContextType, RequireFields<QueryCommissionStatementExportPreviewArgs, 'organizationId' | 'periodEnd' | 'periodStart'>>;
  commissionStatementPdf?: Resolver<ResolversTypes['CommissionStatementPdf'], ParentType, ContextType, RequireFields<QueryCommissionStatementPdfArgs, 'id'>>;
  commissionStatementPeriods?: Resolver<Array<ResolversTypes['CommissionStatementPeriod']>, ParentType, ContextType, RequireFields<QueryCommissionStatementPeriodsArgs, 'organizationId'>>;
  commissionStatementSettings?: Resolver<ResolversTypes['CommissionStatementSettings'], ParentType, ContextType, RequireFields<QueryCommissionStatementSettingsArgs, 'organizationId'>>;
  commissionStatementWhatIf?: Resolver<ResolversTypes['CommissionStatementWhatIf'], ParentType, ContextType, RequireFields<QueryCommissionStatementWhatIfArgs, 'input'>>;
  commissionStatementWhatIfInputs?: Resolver<Array<ResolversTypes['CommissionStatementWhatIfInput']>, ParentType, ContextType, RequireFields<QueryCommissionStatementWhatIfInputsArgs, 'id' | 'reportId'>>;
  commissionStatements?: Resolver<ResolversTypes['CommissionStatementPage'], ParentType, ContextType, RequireFields<QueryCommissionStatementsArgs, 'organizationId' | 'periodEnd' | 'periodStart'>>;
  customer?: Resolver<ResolversTypes['CustomerDetail'], ParentType, ContextType, RequireFields<QueryCustomerArgs, 'id'>>;
  customerActivity?: Resolver<Array<ResolversTypes['CustomerActivityDay']>, ParentType, ContextType, RequireFields<QueryCustomerActivityArgs, 'from' | 'to'>>;
  customerByPreregistrationCode?: Resolver<ResolversTypes['CustomerDetail'], ParentType, ContextType, RequireFields<QueryCustomerByPreregistrationCodeArgs, 'code'>>;
  customerContactTaken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<QueryCustomerContactTakenArgs>>;
  customerCounters?: Resolver<ResolversTypes['CustomerCounters'], ParentType, ContextType, Partial<QueryCustomerCountersArgs>>;
  customerMassUpdate?: Resolver<ResolversTypes['CustomerMassUpdateRun'], ParentType, ContextType, RequireFields<QueryCustomerMassUpdateArgs, 'workflowId'>>;
  customerSelection?: Resolver<ResolversTypes['CustomerSelectionSummary'], ParentType, ContextType, Partial<QueryCustomerSelectionArgs>>;
  customerTypes?: Resolver<Array<ResolversTypes['CustomerTypeRow']>, ParentType, ContextType>;
  customers?: Resolver<ResolversTypes['CustomerPage'], ParentType, ContextType, Partial<QueryCustomersArgs>>;
  customersCsv?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<QueryCustomersCsvArgs>>;
  emptyContainerDay?: Resolver<ResolversTypes['EmptyContainerDaySummary'], ParentType, ContextType, RequireFields<QueryEmptyContainerDayArgs, 'day'>>;
  emptyContainerHistory?: Resolver<Array<ResolversTypes['EmptyContainerHistoryRow']>, ParentType, ContextType, RequireFields<QueryEmptyContainerHistoryArgs, 'from' | 'to'>>;
  emptyContainerScreen?: Resolver<ResolversTypes['EmptyContainerScreen'], ParentType, ContextType>;
  erpQuery?: Resolver<ResolversTypes['ErpQueryStatus'], ParentType, ContextType, RequireFields<QueryErpQueryArgs, 'workflowId'>>;
  exportMenus?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  forecastAccuracy?: Resolver<ResolversTypes['ForecastAccuracy'], ParentType, ContextType, RequireFields<QueryForecastAccuracyArgs, 'input'>>;
  forecastChart?: Resolver<Array<ResolversTypes['ForecastChartPoint']>, ParentType, ContextType, RequireFields<QueryForecastChartArgs, 'from' | 'sku' | 'storeId' | 'to'>>;
  forecastOptions?: Resolver<ResolversTypes['PurchasingOptions'], ParentType, ContextType, Partial<QueryForecastOptionsArgs>>;
  forecastRun?: Resolver<ResolversTypes['ForecastRun'], ParentType, ContextType, RequireFields<QueryForecastRunArgs, 'runId'>>;
  forecastRunPage?: Resolver<ResolversTypes['ForecastRunPage'], ParentType, ContextType, Partial<QueryForecastRunPageArgs>>;
  forecastRunProgress?: Resolver<ResolversTypes['ForecastRunProgress'], ParentType, ContextType, RequireFields<QueryForecastRunProgressArgs, 'runId'>>;
  forecastRuns?: Resolver<Array<ResolversTypes['ForecastRun']>, ParentType, ContextType, Partial<QueryForecastRunsArgs>>;
  headcountHistory?: Resolver<Array<ResolversTypes['HeadcountVacantLog']>, ParentType, ContextType, RequireFields<QueryHeadcountHistoryArgs, 'reportId'>>;
  headcountPositions?: Resolver<Array<ResolversTypes['HeadcountPosition']>, ParentType, ContextType>;
  headcountReports?: Resolver<ResolversTypes['HeadcountReportPage'], ParentType, ContextType, Partial<QueryHeadcountReportsArgs>>;
  headcountRun?: Resolver<ResolversTypes['HeadcountRun'], ParentType, ContextType, RequireFields<QueryHeadcountRunArgs, 'workflowId'>>;
  headcountSummary?: Resolver<Array<ResolversTypes['HeadcountOrganizationCard']>, ParentType, ContextType>;
  health?: Resolver<ResolversTypes['Health'], ParentType, ContextType>;
  incidentObservations?: Resolver<Array<ResolversTypes['HeadcountChoice']>, ParentType, ContextType>;
  incidentPlanActions?: Resolver<Array<ResolversTypes['HeadcountChoice']>, ParentType, ContextType>;
  landingPage?: Resolver<ResolversTypes['LandingPage'], ParentType, ContextType>;
  mailMessage?: Resolver<Maybe<ResolversTypes['MailMessage']>, ParentType, ContextType, RequireFields<QueryMailMessageArgs, 'id'>>;
  mailMessagePage?: Resolver<ResolversTypes['MailMessagePage'], ParentType, ContextType, Partial<QueryMailMessagePageArgs>>;
  mailMessages?: Resolver<Array<ResolversTypes['MailMessageSummary']>, ParentType, ContextType, Partial<QueryMailMessagesArgs>>;
  marketStores?: Resolver<Array<ResolversTypes['MarketStore']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Principal']>, ParentType, ContextType>;
  myMenus?: Resolver<ResolversTypes['UserMenus'], ParentType, ContextType>;
  myPermissions?: Resolver<ResolversTypes['MyPermissions'], ParentType, ContextType>;
  myProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  nearestStores?: Resolver<Array<ResolversTypes['NearbyStore']>, ParentType, ContextType, Partial<QueryNearestStoresArgs>>;
  permissionProfiles?: Resolver<Array<ResolversTypes['PermissionProfile']>, ParentType, ContextType>;
  posLicensePage?: Resolver<ResolversTypes['PosLicensePage'], ParentType, ContextType, Partial<QueryPosLicensePageArgs>>;
  posLicenses?: Resolver<Array<ResolversTypes['PosLicense']>, ParentType, ContextType, Partial<QueryPosLicensesArgs>>;
  positions?: Resolver<Array<ResolversTypes['StaffPosition']>, ParentType, ContextType>;
  postalCodes?: Resolver<Array<ResolversTypes['PostalCodeRow']>, ParentType, ContextType, RequireFields<QueryPostalCodesArgs, 'postalCode'>>;
  priceListCompanies?: Resolver<Array<ResolversTypes['PriceListCompany']>, ParentType, ContextType>;
  priceListExports?: Resolver<Array<ResolversTypes['PriceListExport']>, ParentType, ContextType, Partial<QueryPriceListExportsArgs>>;
  priceListQuery?: Resolver<ResolversTypes['PriceListQueryStatus'], ParentType, ContextType, RequireFields<QueryPriceListQueryArgs, 'workflowId'>>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<QueryProfileArgs, 'attendantId'>>;
  purchaseGrid?: Resolver<ResolversTypes['PurchaseGrid'], ParentType, ContextType, RequireFields<QueryPurchaseGridArgs, 'selection'>>;
  purchaseOrder?: Resolver<ResolversTypes['PurchaseOrder'], ParentType, ContextType, RequireFields<QueryPurchaseOrderArgs, 'erpCompanyId' | 'folio'>>;
  purchaseOrderPage?: Resolver<ResolversTypes['PurchaseOrderPage'], ParentType, ContextType, Partial<QueryPurchaseOrderPageArgs>>;
  purchaseOrderProgress?: Resolver<ResolversTypes['PurchaseOrderProgress'], ParentType, ContextType, RequireFields<QueryPurchaseOrderProgressArgs, 'erpCompanyId' | 'folio'>>;
  purchaseOrders?: Resolver<Array<ResolversTypes['PurchaseOrder']>, ParentType, ContextType, Partial<QueryPurchaseOrdersArgs>>;
  purchasingOptions?: Resolver<ResolversTypes['PurchasingOptions'], ParentType, ContextType, Partial<QueryPurchasingOptionsArgs>>;
  recordHistory?: Resolver<ResolversTypes['ChangeHistoryPage'], ParentType, ContextType, RequireFields<QueryRecordHistoryArgs, 'recordId' | 'recordType'>>;
  remoteCommandCompanies?: Resolver<Array<ResolversTypes['RemoteCommandCompany']>, ParentType, ContextType>;
  remoteCommandCustomers?: Resolver<ResolversTypes['RemoteCommandCustomerPage'], ParentType, ContextType, RequireFields<QueryRemoteCommandCustomersArgs, 'storeId'>>;
  remoteCommandHistory?: Resolver<Array<ResolversTypes['RemoteControl']>, ParentType, ContextType, Partial<QueryRemoteCommandHistoryArgs>>;
  remoteCommandHistoryPage?: Resolver<ResolversTypes['RemoteControlPage'], ParentType, ContextType, Partial<QueryRemoteCommandHistoryPageArgs>>;
  remoteCommandKits?: Resolver<Array<ResolversTypes['RemoteCommandKit']>, ParentType, ContextType, RequireFields<QueryRemoteCommandKitsArgs, 'storeId'>>;
  remoteCommands?: Resolver<Array<ResolversTypes['RemoteCommand']>, ParentType, ContextType>;
  smsMessagePage?: Resolver<ResolversTypes['SmsMessagePage'], ParentType, ContextType, Partial<QuerySmsMessagePageArgs>>;
  smsMessages?: Resolver<Array<ResolversTypes['SmsMessage']>, ParentType, ContextType, Partial<QuerySmsMessagesArgs>>;
  storeConfigPage?: Resolver<ResolversTypes['StoreConfigPage'], ParentType, ContextType, Partial<QueryStoreConfigPageArgs>>;
  storeConfigs?: Resolver<Array<ResolversTypes['StoreConfigRow']>, ParentType, ContextType>;
  storeSettings?: Resolver<ResolversTypes['StoreSettingsView'], ParentType, ContextType, RequireFields<QueryStoreSettingsArgs, 'warehouseId'>>;
  storeZones?: Resolver<Array<ResolversTypes['StoreZone']>, ParentType, ContextType>;
  systemMenus?: Resolver<Array<ResolversTypes['SystemMenu']>, ParentType, ContextType, Partial<QuerySystemMenusArgs>>;
  systemRoles?: Resolver<Array<ResolversTypes['SystemRole']>, ParentType, ContextType>;
  systemStatus?: Resolver<ResolversTypes['SystemStatus'], ParentType, ContextType>;
  templateStores?: Resolver<Array<ResolversTypes['TemplateStore']>, ParentType, ContextType>;
  userWarehouses?: Resolver<Array<ResolversTypes['StaffWarehouseOption']>, ParentType, ContextType>;
  users?: Resolver<ResolversTypes['StaffUserPage'], ParentType, ContextType, Partial<QueryUsersArgs>>;
  workTeamTemplates?: Resolver<Array<ResolversTypes['WorkTeamTemplate']>, ParentType, ContextType>;
  workflowRun?: Resolver<Maybe<ResolversTypes['WorkflowRunDetails']>, ParentType, ContextType, RequireFields<QueryWorkflowRunArgs, 'workflowId'>>;
  workflowRunPage?: Resolver<ResolversTypes['WorkflowRunPage'], ParentType, ContextType, Partial<QueryWorkflowRunPageArgs>>;
  workflowRuns?: Resolver<Array<ResolversTypes['WorkflowRun']>, ParentType, ContextType, Partial<QueryWorkflowRunsArgs>>;
  workflowSchedules?: Resolver<Array<ResolversTypes['WorkflowSchedule']>, ParentType, ContextType>;
  workflowsOverview?: Resolver<ResolversTypes['WorkflowsOverview'], ParentType, ContextType>;
  workplanActivities?: Resolver<Array<ResolversTypes['WorkplanActivity']>, ParentType, ContextType, RequireFields<QueryWorkplanActivitiesArgs, 'sectionId'>>;
  workplanSections?: Resolver<Array<ResolversTypes['WorkplanSection']>, ParentType, ContextType, RequireFields<QueryWorkplanSectionsArgs, 'workplanId'>>;
  workplans?: Resolver<Array<ResolversTypes['Workplan']>, ParentType, ContextType>;
  xadisSettings?: Resolver<ResolversTypes['XadisSettings'], ParentType, ContextType>;
  xadisTransmission?: Resolver<ResolversTypes['XadisTransmission'], ParentType, ContextType, RequireFields<QueryXadisTransmissionArgs, 'id'>>;
  xadisTransmissionPage?: Resolver<ResolversTypes['XadisTransmissionPage'], ParentType, ContextType, Partial<QueryXadisTransmissionPageArgs>>;
  xadisTransmissions?: Resolver<Array<ResolversTypes['XadisTransmission']>, ParentType, ContextType, Partial<QueryXadisTransmissionsArgs>>;
};

export type RemoteCommandResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RemoteCommand'] = ResolversParentTypes['RemoteCommand']> = {
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  command?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  remoteCommandDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remoteCommandName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RemoteCommandCompanyResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RemoteCommandCompany'] = ResolversParentTypes['RemoteCommandCompany']> = {
  organizationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stores?: Resolver<Array<ResolversTypes['RemoteCommandStore']>, ParentType, ContextType>;
};

export type RemoteCommandCustomerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RemoteCommandCustomer'] = ResolversParentTypes['RemoteCommandCustomer']> = {
  customerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerTypeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RemoteCommandCustomerPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RemoteCommandCustomerPage'] = ResolversParentTypes['RemoteCommandCustomerPage']> = {
  items?: Resolver<Array<ResolversTypes['RemoteCommandCustomer']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RemoteCommandKitResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RemoteCommandKit'] = ResolversParentTypes['RemoteCommandKit']> = {
  currentSellPrice?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['RemoteCommandKitItem']>, ParentType, ContextType>;
  limitPerDay?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  limitPerPos?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  limitPerSale?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  marketFinalDate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  marketReleaseDate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productKitId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productKitName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productKitType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RemoteCommandKitItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RemoteCommandKitItem'] = ResolversParentTypes['RemoteCommandKitItem']> = {
  currentSellPrice?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  percentDiscount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  productOptions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RemoteCommandStoreResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RemoteCommandStore'] = ResolversParentTypes['RemoteCommandStore']> = {
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warehouseId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warehouseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RemoteControlResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RemoteControl'] = ResolversParentTypes['RemoteControl']> = {
  command?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  params?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remoteCommandName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  response?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statuses?: Resolver<Array<ResolversTypes['RemoteControlStatus']>, ParentType, ContextType>;
  takenBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warehouseId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RemoteControlPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RemoteControlPage'] = ResolversParentTypes['RemoteControlPage']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['RemoteControl']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RemoteControlStatusResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RemoteControlStatus'] = ResolversParentTypes['RemoteControlStatus']> = {
  attendantId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDatetime?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  remoteControlStatusType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDatetime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RetainedCollectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RetainedCollection'] = ResolversParentTypes['RetainedCollection']> = {
  collection?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retentionSeconds?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  setting?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SignInAttemptsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SignInAttempts'] = ResolversParentTypes['SignInAttempts']> = {
  attemptsRemaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  attemptsUsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lockedUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxAttempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resetOffered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SignInChallengeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SignInChallenge'] = ResolversParentTypes['SignInChallenge']> = {
  name?: Resolver<ResolversTypes['ChallengeName'], ParentType, ContextType>;
  phoneRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totpSetup?: Resolver<Maybe<ResolversTypes['TotpSetup']>, ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SignInResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SignInResult'] = ResolversParentTypes['SignInResult']> = {
  attempts?: Resolver<ResolversTypes['SignInAttempts'], ParentType, ContextType>;
  challenge?: Resolver<Maybe<ResolversTypes['SignInChallenge']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SignInStatus'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['Principal']>, ParentType, ContextType>;
};

export type SmsMessageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SmsMessage'] = ResolversParentTypes['SmsMessage']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SmsMessagePageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SmsMessagePage'] = ResolversParentTypes['SmsMessagePage']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['SmsMessage']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffEmailResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StaffEmail'] = ResolversParentTypes['StaffEmail']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffPhoneResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StaffPhone'] = ResolversParentTypes['StaffPhone']> = {
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffPositionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StaffPosition'] = ResolversParentTypes['StaffPosition']> = {
  labels?: Resolver<ResolversTypes['MenuLabels'], ParentType, ContextType>;
  organizationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parentPositionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  permissionProfile?: Resolver<Maybe<ResolversTypes['PermissionProfile']>, ParentType, ContextType>;
  positionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  positionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  systemRole?: Resolver<Maybe<ResolversTypes['SystemRole']>, ParentType, ContextType>;
  systemRoleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type StaffRefResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StaffRef'] = ResolversParentTypes['StaffRef']> = {
  positionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  positionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffRoleRefResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StaffRoleRef'] = ResolversParentTypes['StaffRoleRef']> = {
  systemRoleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  systemRoleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffUserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StaffUser'] = ResolversParentTypes['StaffUser']> = {
  _lastChangedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  attendantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  emails?: Resolver<Array<ResolversTypes['StaffEmail']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passwordChangeRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['StaffPhone']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['StaffRef'], ParentType, ContextType>;
  profilePhotoThumbnailUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['StaffRoleRef']>, ParentType, ContextType>;
  totpEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warehouse?: Resolver<Maybe<ResolversTypes['StaffWarehouseRef']>, ParentType, ContextType>;
};

export type StaffUserPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StaffUserPage'] = ResolversParentTypes['StaffUserPage']> = {
  items?: Resolver<Array<ResolversTypes['StaffUser']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffWarehouseOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StaffWarehouseOption'] = ResolversParentTypes['StaffWarehouseOption']> = {
  warehouseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  warehouseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warehouseType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffWarehouseRefResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StaffWarehouseRef'] = ResolversParentTypes['StaffWarehouseRef']> = {
  warehouseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  warehouseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StoreConfigPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StoreConfigPage'] = ResolversParentTypes['StoreConfigPage']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['StoreConfigRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StoreConfigRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StoreConfigRow'] = ResolversParentTypes['StoreConfigRow']> = {
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasErpConfig?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pinpads?: Resolver<Array<ResolversTypes['StorePinpad']>, ParentType, ContextType>;
  warehouseId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warehouseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warehouseType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workTeamTemplateId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zoneId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zoneName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StorePinpadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StorePinpad'] = ResolversParentTypes['StorePinpad']> = {
  affiliation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amex?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contactless?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasSecretKey?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hostnameId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  port?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  socketUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  terminal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StoreSettingsViewResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StoreSettingsView'] = ResolversParentTypes['StoreSettingsView']> = {
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  form?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  warehouseId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warehouseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StoreTokenIssuedResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StoreTokenIssued'] = ResolversParentTypes['StoreTokenIssued']> = {
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warehouseId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StoreZoneResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StoreZone'] = ResolversParentTypes['StoreZone']> = {
  zoneId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zoneName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemMenuResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SystemMenu'] = ResolversParentTypes['SystemMenu']> = {
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  component?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultScopes?: Resolver<Array<ResolversTypes['MenuScope']>, ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  labels?: Resolver<ResolversTypes['MenuLabels'], ParentType, ContextType>;
  menuType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parentSystemMenuId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platformType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  systemMenuId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  systemMenuName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  systemMenuRoleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type SystemRoleResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SystemRole'] = ResolversParentTypes['SystemRole']> = {
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  menus?: Resolver<Array<ResolversTypes['SystemMenu']>, ParentType, ContextType>;
  parentSystemRoleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  positions?: Resolver<Array<ResolversTypes['StaffPosition']>, ParentType, ContextType>;
  systemRoleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  systemRoleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemStatusResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SystemStatus'] = ResolversParentTypes['SystemStatus']> = {
  backends?: Resolver<Array<ResolversTypes['BackendHealth']>, ParentType, ContextType>;
  collections?: Resolver<Array<ResolversTypes['RetainedCollection']>, ParentType, ContextType>;
  heap?: Resolver<ResolversTypes['HeapUsage'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TeamPositionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TeamPosition'] = ResolversParentTypes['TeamPosition']> = {
  observation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  positionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  positionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  teamPositionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TemplateStoreResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TemplateStore'] = ResolversParentTypes['TemplateStore']> = {
  organizationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warehouseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  warehouseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workTeamTemplateId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zoneName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TotpSetupResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TotpSetup'] = ResolversParentTypes['TotpSetup']> = {
  otpauthUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qrCodeDataUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserMenusResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UserMenus'] = ResolversParentTypes['UserMenus']> = {
  navigation?: Resolver<Array<ResolversTypes['MenuEntry']>, ParentType, ContextType>;
  profile?: Resolver<Array<ResolversTypes['MenuEntry']>, ParentType, ContextType>;
  system?: Resolver<Array<ResolversTypes['MenuEntry']>, ParentType, ContextType>;
};

export type WorkTeamTemplateResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WorkTeamTemplate'] = ResolversParentTypes['WorkTeamTemplate']> = {
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  frecuencySales?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxSalesAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  minSalesAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  periodSales?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  positions?: Resolver<Array<ResolversTypes['TeamPosition']>, ParentType, ContextType>;
  statuses?: Resolver<Array<ResolversTypes['HeadcountStatusRule']>, ParentType, ContextType>;
  stores?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  workTeamTemplate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WorkflowHistoryEventResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WorkflowHistoryEvent'] = ResolversParentTypes['WorkflowHistoryEvent']> = {
  attributes?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WorkflowRunResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WorkflowRun'] = ResolversParentTypes['WorkflowRun']> = {
  closeTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  runId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workflowId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  workflowType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WorkflowRunDetailsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WorkflowRunDetails'] = ResolversParentTypes['WorkflowRunDetails']> = {
  closeTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failure?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['WorkflowHistoryEvent']>, ParentType, ContextType>;
  input?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  pendingActivities?: Resolver<Array<ResolversTypes['PendingActivity']>, ParentType, ContextType>;
  pendingTimers?: Resolver<Array<ResolversTypes['PendingTimer']>, ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  runId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workflowId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  workflowType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WorkflowRunPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WorkflowRunPage'] = ResolversParentTypes['WorkflowRunPage']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['WorkflowRun']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WorkflowScheduleResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WorkflowSchedule'] = ResolversParentTypes['WorkflowSchedule']> = {
  nextActionAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  overlap?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recentActions?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  scheduleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  spec?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  workflowType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WorkflowsOverviewResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WorkflowsOverview'] = ResolversParentTypes['WorkflowsOverview']> = {
  backend?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  completed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  running?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  schedules?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WorkplanResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Workplan'] = ResolversParentTypes['Workplan']> = {
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sectionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workplanName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WorkplanActivityResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WorkplanActivity'] = ResolversParentTypes['WorkplanActivity']> = {
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  activityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  marketFinalDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  marketReleaseDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  temporality?: Resolver<ResolversTypes['WorkplanTemporality'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workplanSectionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type WorkplanSectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WorkplanSection'] = ResolversParentTypes['WorkplanSection']> = {
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  activityCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sectionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workplanSectionWorkplanId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type WorkplanTemporalityResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WorkplanTemporality'] = ResolversParentTypes['WorkplanTemporality']> = {
  cron?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  frecuency?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  frecuencyType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type XadisErrorItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['XadisErrorItem'] = ResolversParentTypes['XadisErrorItem']> = {
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  msg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type XadisKindCountsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['XadisKindCounts'] = ResolversParentTypes['XadisKindCounts']> = {
  batches?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  batchesSent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failedBatches?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inserted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  records?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type XadisSettingsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['XadisSettings'] = ResolversParentTypes['XadisSettings']> = {
  dailyTransmission?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  internalRecipients?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  reminderRecipients?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  summaryRecipients?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  warehouseCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type XadisTransmissionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['XadisTransmission'] = ResolversParentTypes['XadisTransmission']> = {
  emailRecipients?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  emailSentAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  emailSubject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  errorItems?: Resolver<Array<ResolversTypes['XadisErrorItem']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inventory?: Resolver<ResolversTypes['XadisKindCounts'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['XadisKindCounts'], ParentType, ContextType>;
  scheduled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type XadisTransmissionPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['XadisTransmissionPage'] = ResolversParentTypes['XadisTransmissionPage']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['XadisTransmission']>, ParentType, ContextType>;
  running?: Resolver<Maybe<ResolversTypes['XadisTransmission']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  AuditCoincidence?: AuditCoincidenceResolvers<ContextType>;
  AuditDetail?: AuditDetailResolvers<ContextType>;
  AuditMassDecisionResult?: AuditMassDecisionResultResolvers<ContextType>;
  AuditReopening?: AuditReopeningResolvers<ContextType>;
  BackendHealth?: BackendHealthResolvers<ContextType>;
  BackendState?: BackendStateResolvers<ContextType>;
  CashierAttendant?: CashierAttendantResolvers<ContextType>;
  CashierInfo?: CashierInfoResolvers<ContextType>;
  CashierStoreLink?: CashierStoreLinkResolvers<ContextType>;
  CashierWarehouse?: CashierWarehouseResolvers<ContextType>;
  CatalogueProduct?: CatalogueProductResolvers<ContextType>;
  CatalogueProductPage?: CatalogueProductPageResolvers<ContextType>;
  CatalogueTax?: CatalogueTaxResolvers<ContextType>;
  ChangeActor?: ChangeActorResolvers<ContextType>;
  ChangeHistoryEntry?: ChangeHistoryEntryResolvers<ContextType>;
  ChangeHistoryPage?: ChangeHistoryPageResolvers<ContextType>;
  CodeDelivery?: CodeDeliveryResolvers<ContextType>;
  CommissionStatement?: CommissionStatementResolvers<ContextType>;
  CommissionStatementAdjustment?: CommissionStatementAdjustmentResolvers<ContextType>;
  CommissionStatementAdjustmentResult?: CommissionStatementAdjustmentResultResolvers<ContextType>;
  CommissionStatementApproval?: CommissionStatementApprovalResolvers<ContextType>;
  CommissionStatementDispute?: CommissionStatementDisputeResolvers<ContextType>;
  CommissionStatementEmail?: CommissionStatementEmailResolvers<ContextType>;
  CommissionStatementEvent?: CommissionStatementEventResolvers<ContextType>;
  CommissionStatementExport?: CommissionStatementExportResolvers<ContextType>;
  CommissionStatementExportPreview?: CommissionStatementExportPreviewResolvers<ContextType>;
  CommissionStatementLine?: CommissionStatementLineResolvers<ContextType>;
  CommissionStatementPage?: CommissionStatementPageResolvers<ContextType>;
  CommissionStatementPdf?: CommissionStatementPdfResolvers<ContextType>;
  CommissionStatementPeriod?: CommissionStatementPeriodResolvers<ContextType>;
  CommissionStatementReviewer?: CommissionStatementReviewerResolvers<ContextType>;
  CommissionStatementRow?: CommissionStatementRowResolvers<ContextType>;
  CommissionStatementSettings?: CommissionStatementSettingsResolvers<ContextType>;
  CommissionStatementStateSummary?: CommissionStatementStateSummaryResolvers<ContextType>;
  CommissionStatementStep?: CommissionStatementStepResolvers<ContextType>;
  CommissionStatementWhatIf?: CommissionStatementWhatIfResolvers<ContextType>;
  CommissionStatementWhatIfInput?: CommissionStatementWhatIfInputResolvers<ContextType>;
  CommissionStatementWhatIfStep?: CommissionStatementWhatIfStepResolvers<ContextType>;
  CustomerActivityDay?: CustomerActivityDayResolvers<ContextType>;
  CustomerCounters?: CustomerCountersResolvers<ContextType>;
  CustomerDetail?: CustomerDetailResolvers<ContextType>;
  CustomerFile?: CustomerFileResolvers<ContextType>;
  CustomerLegal?: CustomerLegalResolvers<ContextType>;
  CustomerMassUpdateRun?: CustomerMassUpdateRunResolvers<ContextType>;
  CustomerPage?: CustomerPageResolvers<ContextType>;
  CustomerPhone?: CustomerPhoneResolvers<ContextType>;
  CustomerRegistration?: CustomerRegistrationResolvers<ContextType>;
  CustomerRow?: CustomerRowResolvers<ContextType>;
  CustomerSelectionSummary?: CustomerSelectionSummaryResolvers<ContextType>;
  CustomerSummary?: CustomerSummaryResolvers<ContextType>;
  CustomerTaxpayer?: CustomerTaxpayerResolvers<ContextType>;
  CustomerTypeRow?: CustomerTypeRowResolvers<ContextType>;
  Decimal?: GraphQLScalarType;
  DemoSeedResult?: DemoSeedResultResolvers<ContextType>;
  EmailSuscription?: EmailSuscriptionResolvers<ContextType>;
  EmptyContainerDaySummary?: EmptyContainerDaySummaryResolvers<ContextType>;
  EmptyContainerHistoryRow?: EmptyContainerHistoryRowResolvers<ContextType>;
  EmptyContainerLine?: EmptyContainerLineResolvers<ContextType>;
  EmptyContainerProduct?: EmptyContainerProductResolvers<ContextType>;
  EmptyContainerReport?: EmptyContainerReportResolvers<ContextType>;
  EmptyContainerScreen?: EmptyContainerScreenResolvers<ContextType>;
  EmptyContainerStockRow?: EmptyContainerStockRowResolvers<ContextType>;
  ErpQueryStart?: ErpQueryStartResolvers<ContextType>;
  ErpQueryStatus?: ErpQueryStatusResolvers<ContextType>;
  FieldChange?: FieldChangeResolvers<ContextType>;
  ForecastAccuracy?: ForecastAccuracyResolvers<ContextType>;
  ForecastAccuracyFigures?: ForecastAccuracyFiguresResolvers<ContextType>;
  ForecastAccuracyItem?: ForecastAccuracyItemResolvers<ContextType>;
  ForecastAccuracyWeek?: ForecastAccuracyWeekResolvers<ContextType>;
  ForecastChartPoint?: ForecastChartPointResolvers<ContextType>;
  ForecastImport?: ForecastImportResolvers<ContextType>;
  ForecastRun?: ForecastRunResolvers<ContextType>;
  ForecastRunPage?: ForecastRunPageResolvers<ContextType>;
  ForecastRunProgress?: ForecastRunProgressResolvers<ContextType>;
  HeadcountChoice?: HeadcountChoiceResolvers<ContextType>;
  HeadcountIncident?: HeadcountIncidentResolvers<ContextType>;
  HeadcountOrganizationCard?: HeadcountOrganizationCardResolvers<ContextType>;
  HeadcountPosition?: HeadcountPositionResolvers<ContextType>;
  HeadcountReportPage?: HeadcountReportPageResolvers<ContextType>;
  HeadcountReportRow?: HeadcountReportRowResolvers<ContextType>;
  HeadcountRun?: HeadcountRunResolvers<ContextType>;
  HeadcountStatusRule?: HeadcountStatusRuleResolvers<ContextType>;
  HeadcountStoreLine?: HeadcountStoreLineResolvers<ContextType>;
  HeadcountVacancy?: HeadcountVacancyResolvers<ContextType>;
  HeadcountVacantCount?: HeadcountVacantCountResolvers<ContextType>;
  HeadcountVacantLog?: HeadcountVacantLogResolvers<ContextType>;
  Health?: HealthResolvers<ContextType>;
  HeapUsage?: HeapUsageResolvers<ContextType>;
  ImportCounts?: ImportCountsResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LandingPage?: LandingPageResolvers<ContextType>;
  MailAttachmentInfo?: MailAttachmentInfoResolvers<ContextType>;
  MailMessage?: MailMessageResolvers<ContextType>;
  MailMessagePage?: MailMessagePageResolvers<ContextType>;
  MailMessageSummary?: MailMessageSummaryResolvers<ContextType>;
  MarketReleaseRow?: MarketReleaseRowResolvers<ContextType>;
  MarketStore?: MarketStoreResolvers<ContextType>;
  MenuEntry?: MenuEntryResolvers<ContextType>;
  MenuImportResult?: MenuImportResultResolvers<ContextType>;
  MenuLabels?: MenuLabelsResolvers<ContextType>;
  MenuScope?: MenuScopeResolvers<ContextType>;
  MenuScopeGrant?: MenuScopeGrantResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyPermissions?: MyPermissionsResolvers<ContextType>;
  NearbyStore?: NearbyStoreResolvers<ContextType>;
  PathPermission?: PathPermissionResolvers<ContextType>;
  PendingActivity?: PendingActivityResolvers<ContextType>;
  PendingTimer?: PendingTimerResolvers<ContextType>;
  PermissionProfile?: PermissionProfileResolvers<ContextType>;
  PosLicense?: PosLicenseResolvers<ContextType>;
  PosLicenseCounts?: PosLicenseCountsResolvers<ContextType>;
  PosLicensePage?: PosLicensePageResolvers<ContextType>;
  PosLicenseRenewal?: PosLicenseRenewalResolvers<ContextType>;
  PostalCodeImport?: PostalCodeImportResolvers<ContextType>;
  PostalCodeRow?: PostalCodeRowResolvers<ContextType>;
  PriceListCompany?: PriceListCompanyResolvers<ContextType>;
  PriceListExport?: PriceListExportResolvers<ContextType>;
  PriceListQueryStart?: PriceListQueryStartResolvers<ContextType>;
  PriceListQueryStatus?: PriceListQueryStatusResolvers<ContextType>;
  Principal?: PrincipalResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  ProfilePhone?: ProfilePhoneResolvers<ContextType>;
  PurchaseGrid?: PurchaseGridResolvers<ContextType>;
  PurchaseMoney?: PurchaseMoneyResolvers<ContextType>;
  PurchaseOrder?: PurchaseOrderResolvers<ContextType>;
  PurchaseOrderLine?: PurchaseOrderLineResolvers<ContextType>;
  PurchaseOrderPage?: PurchaseOrderPageResolvers<ContextType>;
  PurchaseOrderPdf?: PurchaseOrderPdfResolvers<ContextType>;
  PurchaseOrderProgress?: PurchaseOrderProgressResolvers<ContextType>;
  PurchaseOrderStore?: PurchaseOrderStoreResolvers<ContextType>;
  PurchaseRow?: PurchaseRowResolvers<ContextType>;
  PurchaseSales?: PurchaseSalesResolvers<ContextType>;
  PurchasingCompany?: PurchasingCompanyResolvers<ContextType>;
  PurchasingOptions?: PurchasingOptionsResolvers<ContextType>;
  PurchasingProvider?: PurchasingProviderResolvers<ContextType>;
  PurchasingStore?: PurchasingStoreResolvers<ContextType>;
  PurchasingZone?: PurchasingZoneResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RemoteCommand?: RemoteCommandResolvers<ContextType>;
  RemoteCommandCompany?: RemoteCommandCompanyResolvers<ContextType>;
  RemoteCommandCustomer?: RemoteCommandCustomerResolvers<ContextType>;
  RemoteCommandCustomerPage?: RemoteCommandCustomerPageResolvers<ContextType>;
  RemoteCommandKit?: RemoteCommandKitResolvers<ContextType>;
  RemoteCommandKitItem?: RemoteCommandKitItemResolvers<ContextType>;
  RemoteCommandStore?: RemoteCommandStoreResolvers<ContextType>;
  RemoteControl?: RemoteControlResolvers<ContextType>;
  RemoteControlPage?: RemoteControlPageResolvers<ContextType>;
  RemoteControlStatus?: RemoteControlStatusResolvers<ContextType>;
  RetainedCollection?: RetainedCollectionResolvers<ContextType>;
  SignInAttempts?: SignInAttemptsResolvers<ContextType>;
  SignInChallenge?: SignInChallengeResolvers<ContextType>;
  SignInResult?: SignInResultResolvers<ContextType>;
  SmsMessage?: SmsMessageResolvers<ContextType>;
  SmsMessagePage?: SmsMessagePageResolvers<ContextType>;
  StaffEmail?: StaffEmailResolvers<ContextType>;
  StaffPhone?: StaffPhoneResolvers<ContextType>;
  StaffPosition?: StaffPositionResolvers<ContextType>;
  StaffRef?: StaffRefResolvers<ContextType>;
  StaffRoleRef?: StaffRoleRefResolvers<ContextType>;
  StaffUser?: StaffUserResolvers<ContextType>;
  StaffUserPage?: StaffUserPageResolvers<ContextType>;
  StaffWarehouseOption?: StaffWarehouseOptionResolvers<ContextType>;
  StaffWarehouseRef?: StaffWarehouseRefResolvers<ContextType>;
  StoreConfigPage?: StoreConfigPageResolvers<ContextType>;
  StoreConfigRow?: StoreConfigRowResolvers<ContextType>;
  StorePinpad?: StorePinpadResolvers<ContextType>;
  StoreSettingsView?: StoreSettingsViewResolvers<ContextType>;
  StoreTokenIssued?: StoreTokenIssuedResolvers<ContextType>;
  StoreZone?: StoreZoneResolvers<ContextType>;
  SystemMenu?: SystemMenuResolvers<ContextType>;
  SystemRole?: SystemRoleResolvers<ContextType>;
  SystemStatus?: SystemStatusResolvers<ContextType>;
  TeamPosition?: TeamPositionResolvers<ContextType>;
  TemplateStore?: TemplateStoreResolvers<ContextType>;
  TotpSetup?: TotpSetupResolvers<ContextType>;
  UserMenus?: UserMenusResolvers<ContextType>;
  WorkTeamTemplate?: WorkTeamTemplateResolvers<ContextType>;
  WorkflowHistoryEvent?: WorkflowHistoryEventResolvers<ContextType>;
  WorkflowRun?: WorkflowRunResolvers<ContextType>;
  WorkflowRunDetails?: WorkflowRunDetailsResolvers<ContextType>;
  WorkflowRunPage?: WorkflowRunPageResolvers<ContextType>;
  WorkflowSchedule?: WorkflowScheduleResolvers<ContextType>;
  WorkflowsOverview?: WorkflowsOverviewResolvers<ContextType>;
  Workplan?: WorkplanResolvers<ContextType>;
  WorkplanActivity?: WorkplanActivityResolvers<ContextType>;
  WorkplanSection?: WorkplanSectionResolvers<ContextType>;
  WorkplanTemporality?: WorkplanTemporalityResolvers<ContextType>;
  XadisErrorItem?: XadisErrorItemResolvers<ContextType>;
  XadisKindCounts?: XadisKindCountsResolvers<ContextType>;
  XadisSettings?: XadisSettingsResolvers<ContextType>;
  XadisTransmission?: XadisTransmissionResolvers<ContextType>;
  XadisTransmissionPage?: XadisTransmissionPageResolvers<ContextType>;
};

