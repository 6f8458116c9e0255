/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AuditDecisionInput = {
  auditId: string;
  /** mass dialog: the type an authorized customer gets */
  customerTypeId?: string | null | undefined;
  /** authorize ('Authorize Registry') or blacklist ('Send to Blacklist') */
  decision: string;
  /** single audit dialog: blacklisting also sets customerId 'blacklist' */
  single?: boolean | null | undefined;
};

export type AuditMassDecisionInput = {
  /** up to 500 per call */
  auditIds: Array<string>;
  /** the type authorized customers get; the fixed default customer type (CC) when left out */
  customerTypeId?: string | null | undefined;
  decision: string;
};

export type CashierLinkInput = {
  /** 01 BAMA, 02 TCO */
  company: string;
  /** letters, digits and underscore, upper case */
  storeCode: string;
  /** forced to upper case */
  userName: string;
};

export type ChallengeName =
  /** The position requires an authenticator and the account has none: set it up, then answerMfaSetupChallenge. */
  | 'MFA_SETUP'
  | 'NEW_PASSWORD_REQUIRED'
  | 'SOFTWARE_TOKEN_MFA';

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

/** The audit log's sortable columns (each with an index); inside each value, newest first. */
export type ChangeHistorySort =
  | 'actorName'
  | 'area'
  | 'at'
  | 'operation'
  | 'record';

export type CommissionStatementAdjustmentInput = {
  /** exact decimal text, negative to take money back */
  amount: string;
  id: string;
  reason: string;
};

export type CommissionStatementApprovalInput = {
  /** the statements to approve; left out: every statement of the period in review */
  ids?: Array<string> | null | undefined;
  organizationId: string;
  periodEnd: string;
  periodStart: string;
  reason?: string | null | undefined;
};

export type CommissionStatementDisputeInput = {
  comment: string;
  id: string;
  /** recorded for the employee */
  onBehalfOfEmployee?: boolean | null | undefined;
};

export type CommissionStatementEmailInput = {
  id: string;
  /** left out: the employee's address */
  to?: string | null | undefined;
};

export type CommissionStatementPeriodInput = {
  organizationId: string;
  periodEnd: string;
  periodStart: string;
};

export type CommissionStatementResolutionInput = {
  /** recalculate or reject (adjust is adjustCommissionStatement) */
  choice: string;
  id: string;
  reason: string;
};

export type CommissionStatementSettingsInput = {
  escalationDays: number;
  organizationId: string;
  reminderDays: number;
  reviewerAreaId?: string | null | undefined;
  reviewerEmail?: string | null | undefined;
};

/** The statements list's sortable columns, each read along an index; none: by payroll number. */
export type CommissionStatementSort =
  | 'area'
  | 'employee'
  | 'name'
  | 'state'
  | 'total';

export type CommissionStatementWhatIfChange = {
  id: string;
  inputId: string;
  kind: string;
  reportId: string;
  tag?: string | null | undefined;
  /** a number such as 125000.50 */
  value: string;
};

export type CompleteNewPasswordInput = {
  /** The password just used to sign in (the temporary one). */
  currentPassword: string;
  newPassword: string;
  /** Only when challenge.phoneRequired: 10 digits, sent as +521XXXXXXXXXX. */
  phone?: string | null | undefined;
  userName: string;
};

export type ConfirmSignUpInput = {
  code: string;
  userName: string;
};

export type CreateCustomerTypeInput = {
  /** 2 to 10 capital letters or digits (upper-cased) */
  customerTypeId: string;
  /** up to 60 characters, unique regardless of case and spacing */
  customerTypeName: string;
  /** true: it becomes the main type and the previous one INACTIVO */
  defaultType?: boolean | null | undefined;
};

export type CreateEmailSuscriptionInput = {
  active?: boolean | null | undefined;
  email: string;
  /** landingPage, customerRegistration or other */
  origin?: string | null | undefined;
};

export type CreateSystemMenuInput = {
  active?: boolean | null | undefined;
  component: string;
  /** Default: leer, editar, ejecutar. */
  defaultScopes?: Array<MenuScopeInput> | null | undefined;
  icon?: string | null | undefined;
  labels?: MenuLabelsInput | null | undefined;
  menuType: string;
  order?: number | null | undefined;
  parentSystemMenuId?: string | null | undefined;
  path: string;
  platformType: string;
  systemMenuId: string;
  systemMenuName: string;
  systemMenuRoleId?: string | null | undefined;
};

export type CreateSystemRoleInput = {
  parentSystemRoleId?: string | null | undefined;
  systemRoleName: string;
};

export type CreateUserInput = {
  fullName?: string | null | undefined;
  phone?: string | null | undefined;
  positionId?: string | null | undefined;
  /** At least 6 characters; the user must replace it at first sign-in. */
  temporaryPassword: string;
  userName: string;
};

export type CreateWorkplanActivityInput = {
  activityName: string;
  description?: unknown;
  marketFinalDate: string;
  marketReleaseDate: string;
  score: number;
  temporality: WorkplanTemporalityInput;
  workplanSectionId: string;
};

export type CreateWorkplanInput = {
  /** a TipTap document (object or its JSON text) */
  description?: unknown;
  workplanName: string;
};

export type CreateWorkplanSectionInput = {
  description?: unknown;
  sectionName: string;
  workplanSectionWorkplanId: string;
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

export type CustomerRegistrationInput = {
  address?: RegistrationAddressInput | null | undefined;
  /** yyyy-mm-dd */
  customerBirthday?: string | null | undefined;
  customerLastName?: string | null | undefined;
  customerName: string;
  customerSecondName: string;
  /** 0 to 2 */
  emails?: Array<string> | null | undefined;
  /** optional: the token POST /api/registration/ine-photo answered (valid 1 h) */
  inePhotoToken?: string | null | undefined;
  /** exactly the two legals, both accepted */
  legals: Array<RegistrationLegalInput>;
  /** 1 or 2 */
  phones: Array<RegistrationPhoneInput>;
  taxpayer?: RegistrationTaxpayerInput | null | undefined;
  /** the chosen store */
  warehouseId: string;
};

/** The customer list's sortable columns, each read along an index; none: last change first. */
export type CustomerSort =
  | 'customerName'
  | 'customerType'
  | 'lastUpdate';

export type EmptyContainerLineInput = {
  quantity?: number | null | undefined;
  sap: string;
  sku: string;
  stockType: string;
};

export type EmptyContainerReportInput = {
  emptyContainers: Array<EmptyContainerLineInput>;
  /** true: 'Enviar datos' (closes the report with the shipping date) */
  send?: boolean | null | undefined;
  shippingDate?: string | null | undefined;
  version?: number | null | undefined;
};

export type FingerprintEnrollmentInput = {
  customerId: string;
  /** at least 2 different fingers */
  fingers: Array<FingerprintInput>;
  /** the closest store picked on the screen */
  warehouseId: string;
};

export type FingerprintInput = {
  /** the reader's template, base64 */
  fingerTemplate: string;
  /** LEFT_THUMB ... RIGHT_PINKY */
  fingerType: string;
};

export type ForecastAccuracyInput = {
  companyId: string;
  /** yyyy-mm-dd */
  from: string;
  providerId: string;
  storeIds?: Array<string> | null | undefined;
  /** yyyy-mm-dd, inclusive */
  to: string;
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

/** The runs list's sortable columns, each with an index; who sorts by the full name shown. */
export type ForecastRunSort =
  | 'createdAt'
  | 'createdBy'
  | 'kind'
  | 'rows'
  | 'status';

export type ForgotPasswordSubmitInput = {
  code: string;
  newPassword: string;
  userName: string;
};

export type HeadcountChoiceInput = {
  name: string;
  /** a root of the same tree, or null for a root */
  parentId?: string | null | undefined;
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

export type HeadcountStatusRuleInput = {
  assignedDays: number;
  statusName: string;
  vacantNumber: number;
};

/** The mail list's sortable columns (each with an index); none: newest first. */
export type MailSort =
  | 'receivedAt'
  | 'subject';

/** all: every active top-level entry; listed: only permittedMenuIds */
export type MenuAccess =
  | 'all'
  | 'listed';

export type MenuLabelsInput = {
  en: string;
  es: string;
};

export type MenuScopeGrantInput = {
  scopes: Array<string>;
  systemMenuId: string;
};

export type MenuScopeInput = {
  active?: boolean | null | undefined;
  scopeName: string;
};

export type MfaChallengeInput = {
  /** The 6 digits of the authenticator app. */
  code: string;
  /** The challenge.session of the sign-in answer. */
  session: string;
  userName: string;
};

export type PasswordChangeInput = {
  confirmation: string;
  password: string;
};

export type PermissionProfileInput = {
  /** Absent: unchanged (false for a new profile). */
  authenticatorRequired?: boolean | null | undefined;
  hiddenMenuIds?: Array<string> | null | undefined;
  menuAccess: string;
  menuScopes?: Array<MenuScopeGrantInput> | null | undefined;
  permittedMenuIds?: Array<string> | null | undefined;
  positionId: string;
};

/** The licenses list's sortable columns, each with an index: store (code), register, expiry (days left follow it). */
export type PosLicenseSort =
  | 'expires'
  | 'register'
  | 'store';

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

/** The catalogue's sortable columns (each with an index); none: by name. */
export type ProductSort =
  | 'productName'
  | 'sku';

export type ProfilePhoneInput = {
  /** 2-3-3-4 digits: 52 921 123 4567 */
  phone: string;
  phoneType: string;
};

/** Send only what changed; at least one field. */
export type ProfileUpdateInput = {
  newPassword?: PasswordChangeInput | null | undefined;
  nickname?: string | null | undefined;
  phones?: Array<ProfilePhoneInput> | null | undefined;
  pin?: string | null | undefined;
  /** A key returned by POST /api/profile/photo. */
  profilePhoto?: string | null | undefined;
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

/** The purchase orders list's sortable columns, each with an index. */
export type PurchaseOrderSort =
  | 'createdAt'
  | 'folio'
  | 'providerName'
  | 'status';

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

export type RegistrationAddressInput = {
  id_locality?: string | null | undefined;
  locality?: string | null | undefined;
  location?: RegistrationLocationInput | null | undefined;
  political?: string | null | undefined;
  postal_code: string;
  references?: string | null | undefined;
  route_street_number?: string | null | undefined;
  sublocality?: string | null | undefined;
};

export type RegistrationLegalInput = {
  /** epoch seconds when checked, 0 when not */
  datetime: number;
  /** termsAndConditions or noticePrivacy */
  legalType: string;
};

export type RegistrationLocationInput = {
  /** [lat, lng] from the map */
  coordinates: Array<number>;
};

export type RegistrationPhoneInput = {
  /** 10 digits, without +52 (the server adds it) */
  phone: string;
  /** home, work, office, mobile or other */
  phoneType: string;
};

export type RegistrationTaxpayerInput = {
  identification: string;
  taxpayerName: string;
};

export type RemoteCommandInput = {
  command: string;
  enable?: boolean | null | undefined;
  remoteCommandDescription?: string | null | undefined;
  remoteCommandName: string;
  target?: string | null | undefined;
};

export type RemoteCommandUpdateInput = {
  _version: number;
  command: string;
  enable?: boolean | null | undefined;
  id: string;
  remoteCommandDescription?: string | null | undefined;
  target?: string | null | undefined;
};

/** The command history's sortable columns, each with an index. */
export type RemoteControlSort =
  | 'remoteCommandName'
  | 'sentAt'
  | 'sentBy'
  | 'state'
  | 'warehouseId';

export type RenewPosLicenseInput = {
  _version: number;
  id: string;
  /** 1 to 36 */
  months: number;
  note?: string | null | undefined;
};

export type RevokePosLicenseInput = {
  _version: number;
  id: string;
  reason: string;
};

export type SignInInput = {
  password: string;
  userName: string;
};

export type SignInStatus =
  | 'CHALLENGE'
  | 'SIGNED_IN';

export type SignUpInput = {
  password: string;
  phone: string;
  userName: string;
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

/** The stores table's sortable columns (each with an index); none: by company, then code. */
export type StoreSort =
  | 'organizationName'
  | 'warehouseId'
  | 'warehouseName'
  | 'zoneName';

export type TeamPositionInput = {
  observation?: string | null | undefined;
  positionId: string;
  quantity: number;
  required: boolean;
};

export type UpdateSystemMenuInput = {
  active?: boolean | null | undefined;
  component?: string | null | undefined;
  defaultScopes?: Array<MenuScopeInput> | null | undefined;
  icon?: string | null | undefined;
  labels?: MenuLabelsInput | null | undefined;
  menuType?: string | null | undefined;
  order?: number | null | undefined;
  parentSystemMenuId?: string | null | undefined;
  path?: string | null | undefined;
  platformType?: string | null | undefined;
  systemMenuName?: string | null | undefined;
  systemMenuRoleId?: string | null | undefined;
};

export type UpdateUserInput = {
  active?: boolean | null | undefined;
  fullName?: string | null | undefined;
  positionId?: string | null | undefined;
  systemRoleId?: string | null | undefined;
  warehouseId?: string | null | undefined;
};

export type UpdateWorkplanActivityInput = {
  _version: number;
  activityName: string;
  description?: unknown;
  id: string;
  marketFinalDate: string;
  marketReleaseDate: string;
  score: number;
  temporality: WorkplanTemporalityInput;
};

export type UpdateWorkplanInput = {
  _version: number;
  description?: unknown;
  id: string;
  workplanName: string;
};

export type UpdateWorkplanSectionInput = {
  _version: number;
  description?: unknown;
  id: string;
  sectionName: string;
};

/** The users list's sortable columns (each with an index); none: by user name. */
export type UserSort =
  | 'fullName'
  | 'userName';

export type WorkTeamTemplateInput = {
  active?: boolean | null | undefined;
  frecuencySales: string;
  maxSalesAmount: string;
  minSalesAmount: string;
  periodSales: number;
  workTeamTemplate: string;
};

/** The runs list's sortable columns, each with an index of the embedded runtime's runs. */
export type WorkflowRunSort =
  | 'closed'
  | 'id'
  | 'started'
  | 'status'
  | 'type';

export type WorkplanTemporalityInput = {
  cron: string;
  frecuency: number;
  frecuencyType: string;
};

export type XadisSettingsInput = {
  dailyTransmission: boolean;
  internalRecipients: Array<string>;
  reminderRecipients: Array<string>;
  summaryRecipients: Array<string>;
};

/** The transmission history's sortable columns, each with an index; range sorts by its first day. */
export type XadisTransmissionSort =
  | 'range'
  | 'requestedBy'
  | 'startedAt'
  | 'status';

export type SignInAttemptsFragment = { attemptsUsed: number, attemptsRemaining: number, maxAttempts: number, resetOffered: boolean, locked: boolean, lockedUntil: string | null };

export type TotpSetupFragment = { secret: string, otpauthUri: string, qrCodeDataUrl: string };

export type SignInChallengeFragment = { name: ChallengeName, userName: string, session: string | null, phoneRequired: boolean, totpSetup: { secret: string, otpauthUri: string, qrCodeDataUrl: string } | null };

export type SignInAnswerFragment = { status: SignInStatus, user: { id: string, kind: string, userName: string, fullName: string, positionId: string | null, permissions: Array<string> } | null, challenge: { name: ChallengeName, userName: string, session: string | null, phoneRequired: boolean, totpSetup: { secret: string, otpauthUri: string, qrCodeDataUrl: string } | null } | null, attempts: { attemptsUsed: number, attemptsRemaining: number, maxAttempts: number, resetOffered: boolean, locked: boolean, lockedUntil: string | null } };

export type CodeDeliveryFragment = { destination: string, deliveryMedium: string };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { signIn: { status: SignInStatus, user: { id: string, kind: string, userName: string, fullName: string, positionId: string | null, permissions: Array<string> } | null, challenge: { name: ChallengeName, userName: string, session: string | null, phoneRequired: boolean, totpSetup: { secret: string, otpauthUri: string, qrCodeDataUrl: string } | null } | null, attempts: { attemptsUsed: number, attemptsRemaining: number, maxAttempts: number, resetOffered: boolean, locked: boolean, lockedUntil: string | null } } };

export type AnswerMfaChallengeMutationVariables = Exact<{
  input: MfaChallengeInput;
}>;


export type AnswerMfaChallengeMutation = { answerMfaChallenge: { status: SignInStatus, user: { id: string, kind: string, userName: string, fullName: string, positionId: string | null, permissions: Array<string> } | null, challenge: { name: ChallengeName, userName: string, session: string | null, phoneRequired: boolean, totpSetup: { secret: string, otpauthUri: string, qrCodeDataUrl: string } | null } | null, attempts: { attemptsUsed: number, attemptsRemaining: number, maxAttempts: number, resetOffered: boolean, locked: boolean, lockedUntil: string | null } } };

export type AnswerMfaSetupChallengeMutationVariables = Exact<{
  input: MfaChallengeInput;
}>;


export type AnswerMfaSetupChallengeMutation = { answerMfaSetupChallenge: { status: SignInStatus, user: { id: string, kind: string, userName: string, fullName: string, positionId: string | null, permissions: Array<string> } | null, challenge: { name: ChallengeName, userName: string, session: string | null, phoneRequired: boolean, totpSetup: { secret: string, otpauthUri: string, qrCodeDataUrl: string } | null } | null, attempts: { attemptsUsed: number, attemptsRemaining: number, maxAttempts: number, resetOffered: boolean, locked: boolean, lockedUntil: string | null } } };

export type CompleteNewPasswordMutationVariables = Exact<{
  input: CompleteNewPasswordInput;
}>;


export type CompleteNewPasswordMutation = { completeNewPassword: { status: SignInStatus, user: { id: string, kind: string, userName: string, fullName: string, positionId: string | null, permissions: Array<string> } | null, challenge: { name: ChallengeName, userName: string, session: string | null, phoneRequired: boolean, totpSetup: { secret: string, otpauthUri: string, qrCodeDataUrl: string } | null } | null, attempts: { attemptsUsed: number, attemptsRemaining: number, maxAttempts: number, resetOffered: boolean, locked: boolean, lockedUntil: string | null } } };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp: { destination: string, deliveryMedium: string } };

export type ConfirmSignUpMutationVariables = Exact<{
  input: ConfirmSignUpInput;
}>;


export type ConfirmSignUpMutation = { confirmSignUp: boolean };

export type ResendSignUpCodeMutationVariables = Exact<{
  userName: string;
}>;


export type ResendSignUpCodeMutation = { resendSignUpCode: { destination: string, deliveryMedium: string } };

export type ForgotPasswordMutationVariables = Exact<{
  userName: string;
}>;


export type ForgotPasswordMutation = { forgotPassword: { destination: string, deliveryMedium: string } };

export type ForgotPasswordSubmitMutationVariables = Exact<{
  input: ForgotPasswordSubmitInput;
}>;


export type ForgotPasswordSubmitMutation = { forgotPasswordSubmit: boolean };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: boolean };

export type SignedInUserFragment = { id: string, kind: string, userName: string, fullName: string, positionId: string | null, permissions: Array<string> };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, kind: string, userName: string, fullName: string, positionId: string | null, permissions: Array<string> } | null };

export type CreateSystemRoleMutationVariables = Exact<{
  input: CreateSystemRoleInput;
}>;


export type CreateSystemRoleMutation = { createSystemRole: { parentSystemRoleId: string | null, level: number, systemRoleId: string, systemRoleName: string } };

export type CreateSystemMenuMutationVariables = Exact<{
  input: CreateSystemMenuInput;
}>;


export type CreateSystemMenuMutation = { createSystemMenu: { systemMenuId: string } };

export type UpdateSystemMenuMutationVariables = Exact<{
  id: string;
  input: UpdateSystemMenuInput;
}>;


export type UpdateSystemMenuMutation = { updateSystemMenu: { systemMenuId: string, active: boolean } };

export type UpdatePositionRoleMutationVariables = Exact<{
  positionId: string;
  systemRoleId: string;
}>;


export type UpdatePositionRoleMutation = { updatePositionRole: { positionId: string, systemRoleId: string } };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { createUser: { userName: string, passwordChangeRequired: boolean } };

export type UpdateUserMutationVariables = Exact<{
  userName: string;
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { updateUser: { userName: string, active: boolean } };

export type UpdatePermissionProfileMutationVariables = Exact<{
  input: PermissionProfileInput;
}>;


export type UpdatePermissionProfileMutation = { updatePermissionProfile: { positionId: string } };

export type ResetUserPasswordMutationVariables = Exact<{
  userName: string;
  temporaryPassword: string;
}>;


export type ResetUserPasswordMutation = { resetUserPassword: { userName: string, passwordChangeRequired: boolean } };

export type RoleOptionFragment = { systemRoleId: string, systemRoleName: string };

export type SystemRoleFragment = { parentSystemRoleId: string | null, level: number, systemRoleId: string, systemRoleName: string, positions: Array<{ positionId: string, positionName: string }>, menus: Array<{ systemMenuId: string, systemMenuName: string }> };

export type MenuLabelsFragment = { es: string, en: string };

export type SystemMenuFragment = { systemMenuId: string, systemMenuName: string, menuType: string, path: string, component: string, icon: string, active: boolean, platformType: string, parentSystemMenuId: string | null, systemMenuRoleId: string | null, order: number, labels: { es: string, en: string }, defaultScopes: Array<{ scopeName: string, active: boolean }> };

export type PositionOptionFragment = { positionId: string, positionName: string, labels: { es: string, en: string } };

export type PermissionProfileFragment = { menuAccess: MenuAccess, permittedMenuIds: Array<string>, hiddenMenuIds: Array<string>, visibilityGroup: string | null, authenticatorRequired: boolean, menuScopes: Array<{ systemMenuId: string, scopes: Array<string> }> };

export type StaffPositionFragment = { parentPositionId: string | null, systemRoleId: string, positionId: string, positionName: string, systemRole: { systemRoleName: string } | null, permissionProfile: { menuAccess: MenuAccess, permittedMenuIds: Array<string>, hiddenMenuIds: Array<string>, visibilityGroup: string | null, authenticatorRequired: boolean, menuScopes: Array<{ systemMenuId: string, scopes: Array<string> }> } | null, labels: { es: string, en: string } };

export type StaffUserFragment = { attendantId: string, userName: string, fullName: string, active: boolean, organizationId: string, passwordChangeRequired: boolean, confirmed: boolean, totpEnabled: boolean, locked: boolean, profilePhotoThumbnailUrl: string | null, position: { positionId: string, positionName: string }, role: { systemRoleId: string, systemRoleName: string } | null, warehouse: { warehouseId: string, warehouseName: string } | null };

export type StaffWarehouseOptionFragment = { warehouseId: string, warehouseName: string, warehouseType: string };

export type SystemRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type SystemRolesQuery = { systemRoles: Array<{ parentSystemRoleId: string | null, level: number, systemRoleId: string, systemRoleName: string, positions: Array<{ positionId: string, positionName: string }>, menus: Array<{ systemMenuId: string, systemMenuName: string }> }> };

export type SystemMenusQueryVariables = Exact<{ [key: string]: never; }>;


export type SystemMenusQuery = { systemMenus: Array<{ systemMenuId: string, systemMenuName: string, menuType: string, path: string, component: string, icon: string, active: boolean, platformType: string, parentSystemMenuId: string | null, systemMenuRoleId: string | null, order: number, labels: { es: string, en: string }, defaultScopes: Array<{ scopeName: string, active: boolean }> }> };

export type PositionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PositionsQuery = { positions: Array<{ parentPositionId: string | null, systemRoleId: string, positionId: string, positionName: string, systemRole: { systemRoleName: string } | null, permissionProfile: { menuAccess: MenuAccess, permittedMenuIds: Array<string>, hiddenMenuIds: Array<string>, visibilityGroup: string | null, authenticatorRequired: boolean, menuScopes: Array<{ systemMenuId: string, scopes: Array<string> }> } | null, labels: { es: string, en: string } }> };

export type UsersQueryVariables = Exact<{
  search?: string | null | undefined;
  limit: number;
  offset: number;
  sort?: UserSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;


export type UsersQuery = { users: { total: number, items: Array<{ attendantId: string, userName: string, fullName: string, active: boolean, organizationId: string, passwordChangeRequired: boolean, confirmed: boolean, totpEnabled: boolean, locked: boolean, profilePhotoThumbnailUrl: string | null, position: { positionId: string, positionName: string }, role: { systemRoleId: string, systemRoleName: string } | null, warehouse: { warehouseId: string, warehouseName: string } | null }> } };

export type UserWarehousesQueryVariables = Exact<{ [key: string]: never; }>;


export type UserWarehousesQuery = { userWarehouses: Array<{ warehouseId: string, warehouseName: string, warehouseType: string }> };

export type UserPositionOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserPositionOptionsQuery = { positions: Array<{ positionId: string, positionName: string, labels: { es: string, en: string } }> };

export type UserRoleOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserRoleOptionsQuery = { systemRoles: Array<{ systemRoleId: string, systemRoleName: string }> };

export type AuditDetailFragment = { id: string, customerRef: string, startAudit: number, endAudit: number | null, promoter: string, auditor: string | null, auditorName: string | null, blacklist: boolean | null, decision: string | null, ranking: number, riskFactor: string, lastUpdate: string, coincidences: Array<{ type: string, item: string, value: number, percent: number, id: string }> };

export type AuditQueryVariables = Exact<{
  id: string;
}>;


export type AuditQuery = { audit: { id: string, customerRef: string, startAudit: number, endAudit: number | null, promoter: string, auditor: string | null, auditorName: string | null, blacklist: boolean | null, decision: string | null, ranking: number, riskFactor: string, lastUpdate: string, coincidences: Array<{ type: string, item: string, value: number, percent: number, id: string }> } };

export type DecideAuditMutationVariables = Exact<{
  input: AuditDecisionInput;
}>;


export type DecideAuditMutation = { decideAudit: { id: string, customerRef: string, startAudit: number, endAudit: number | null, promoter: string, auditor: string | null, auditorName: string | null, blacklist: boolean | null, decision: string | null, ranking: number, riskFactor: string, lastUpdate: string, coincidences: Array<{ type: string, item: string, value: number, percent: number, id: string }> } };

export type ReopenCustomerAuditMutationVariables = Exact<{
  customerId: string;
}>;


export type ReopenCustomerAuditMutation = { reopenCustomerAudit: { workflowId: string, customerRef: string } };

export type CashierInfoResultFragment = { complete: boolean, message: string | null, attendant: { attendantId: string, userName: string, fullName: string, active: boolean, positionName: string, organizationId: string } | null, warehouse: { warehouseId: string, warehouseName: string } | null, links: Array<{ warehouseId: string, previousWarehouseId: string | null, linkedBy: string, linkedAt: string }> };

export type CashierInfoQueryVariables = Exact<{
  userName: string;
  company: string;
}>;


export type CashierInfoQuery = { cashierInfo: { complete: boolean, message: string | null, attendant: { attendantId: string, userName: string, fullName: string, active: boolean, positionName: string, organizationId: string } | null, warehouse: { warehouseId: string, warehouseName: string } | null, links: Array<{ warehouseId: string, previousWarehouseId: string | null, linkedBy: string, linkedAt: string }> } };

export type LinkCashierToStoreMutationVariables = Exact<{
  input: CashierLinkInput;
}>;


export type LinkCashierToStoreMutation = { linkCashierToStore: { complete: boolean, message: string | null, attendant: { attendantId: string, userName: string, fullName: string, active: boolean, positionName: string, organizationId: string } | null, warehouse: { warehouseId: string, warehouseName: string } | null, links: Array<{ warehouseId: string, previousWarehouseId: string | null, linkedBy: string, linkedAt: string }> } };

export type CommissionPermissionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CommissionPermissionsQuery = { myPermissions: { positionId: string | null, organizations: Array<string>, pathPermissions: Array<{ id: string, name: string, read: boolean, write: boolean }> } };

export type StatementPeriodsQueryVariables = Exact<{
  organizationId: string;
}>;


export type StatementPeriodsQuery = { commissionStatementPeriods: Array<{ periodStart: string, periodEnd: string, statements: number, workflowId: string }> };

export type StatementPageQueryVariables = Exact<{
  organizationId: string;
  periodStart: string;
  periodEnd: string;
  state?: string | null | undefined;
  search?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: CommissionStatementSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;


export type StatementPageQuery = { commissionStatements: { total: number, page: number, pageSize: number, items: Array<{ id: string, employeeId: string, employeeName: string, areaName: string, state: string, total: string, reviewerName: string, reviewLevel: number, adjustmentCount: number }>, summary: Array<{ state: string, count: number, total: string }> } };

export type StatementDetailQueryVariables = Exact<{
  id: string;
}>;


export type StatementDetailQuery = { commissionStatement: { id: string, organizationId: string, employeeId: string, employeeName: string, areaName: string, periodStart: string, periodEnd: string, state: string, total: string, commissionsTotal: string, adjustmentsTotal: string, reviewLevel: number, exportId: string | null, actions: Array<string>, reviewer: { kind: string, id: string, name: string }, lines: Array<{ reportId: string, variableCommissionId: string, variableCommissionName: string, startDate: string, endDate: string, result: string | null, clawback: boolean, exceptionName: string | null, exceptionDetails: string | null, steps: Array<{ name: string, value: string | null }> }>, adjustments: Array<{ id: string, amount: string, reason: string, by: string, at: string, clawback: boolean, correctsPeriod: string | null }>, disputes: Array<{ id: string, comment: string, raisedBy: string, onBehalfOfEmployee: boolean, at: string, resolution: string | null, resolvedBy: string | null, resolvedAt: string | null, resolutionReason: string | null }>, events: Array<{ at: string, by: string, action: string, from: string, to: string, reason: string }> } };

export type StatementExportPreviewQueryVariables = Exact<{
  organizationId: string;
  periodStart: string;
  periodEnd: string;
}>;


export type StatementExportPreviewQuery = { commissionStatementExportPreview: { statements: number, total: string, csv: string, rows: Array<{ id: string, employeeId: string, employeeName: string, total: string }> } };

export type StartStatementsMutationVariables = Exact<{
  input: CommissionStatementPeriodInput;
}>;


export type StartStatementsMutation = { startCommissionStatements: { periodStart: string, periodEnd: string, workflowId: string } };

export type ApproveStatementsMutationVariables = Exact<{
  input: CommissionStatementApprovalInput;
}>;


export type ApproveStatementsMutation = { approveCommissionStatements: { approved: number, skipped: number } };

export type ExportStatementsMutationVariables = Exact<{
  input: CommissionStatementPeriodInput;
}>;


export type ExportStatementsMutation = { exportCommissionStatements: { exportId: string, statements: number, csv: string } };

export type DisputeStatementMutationVariables = Exact<{
  input: CommissionStatementDisputeInput;
}>;


export type DisputeStatementMutation = { disputeCommissionStatement: { id: string, state: string } };

export type ResolveStatementDisputeMutationVariables = Exact<{
  input: CommissionStatementResolutionInput;
}>;


export type ResolveStatementDisputeMutation = { resolveCommissionStatementDispute: { id: string, state: string } };

export type AdjustStatementMutationVariables = Exact<{
  input: CommissionStatementAdjustmentInput;
}>;


export type AdjustStatementMutation = { adjustCommissionStatement: { statementId: string | null, carried: boolean } };

export type StatementPdfQueryVariables = Exact<{
  id: string;
}>;


export type StatementPdfQuery = { commissionStatementPdf: { fileName: string, content: string } };

export type EmailStatementMutationVariables = Exact<{
  input: CommissionStatementEmailInput;
}>;


export type EmailStatementMutation = { emailCommissionStatement: { to: string } };

export type StatementWhatIfInputsQueryVariables = Exact<{
  id: string;
  reportId: string;
}>;


export type StatementWhatIfInputsQuery = { commissionStatementWhatIfInputs: Array<{ kind: string, id: string, tag: string, name: string, value: string | null }> };

export type StatementWhatIfQueryVariables = Exact<{
  input: CommissionStatementWhatIfChange;
}>;


export type StatementWhatIfQuery = { commissionStatementWhatIf: { before: string | null, after: string | null, exceptionName: string | null, exceptionDetails: string | null, steps: Array<{ name: string, value: string | null, before: string | null }> } };

export type StatementSettingsQueryVariables = Exact<{
  organizationId: string;
}>;


export type StatementSettingsQuery = { commissionStatementSettings: { organizationId: string, reviewerAreaId: string | null, reviewerEmail: string, reminderDays: number, escalationDays: number } };

export type SaveStatementSettingsMutationVariables = Exact<{
  input: CommissionStatementSettingsInput;
}>;


export type SaveStatementSettingsMutation = { saveCommissionStatementSettings: { organizationId: string, reviewerAreaId: string | null, reviewerEmail: string, reminderDays: number, escalationDays: number } };

export type CustomerActivityQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type CustomerActivityQuery = { customerActivity: Array<{ day: string, registrations: number, audits: number, authorized: number, blacklisted: number, open: number }> };

type CustomerRow_CustomerDetail_Fragment = { id: string, customerId: string | null, customerName: string, customerTypeId: string, customerTypeName: string, address: string, preregistrationCode: string | null, sellBanned: boolean | null, blacklisted: boolean, blacklistAudit: boolean, zoneName: string | null, lastUpdate: string, classes: Array<CustomerClass>, emails: Array<string>, birthdate: string | null, fingerCount: number, registrationWarehouseId: string | null, enrollmentWarehouseId: string | null, openAuditCount: number, taxpayer: { taxpayerName: string, identification: string } | null, phones: Array<{ phoneType: string, phone: string }> };

type CustomerRow_CustomerRow_Fragment = { id: string, customerId: string | null, customerName: string, customerTypeId: string, customerTypeName: string, address: string, preregistrationCode: string | null, sellBanned: boolean | null, blacklisted: boolean, blacklistAudit: boolean, zoneName: string | null, lastUpdate: string, classes: Array<CustomerClass>, emails: Array<string>, birthdate: string | null, fingerCount: number, registrationWarehouseId: string | null, enrollmentWarehouseId: string | null, openAuditCount: number, taxpayer: { taxpayerName: string, identification: string } | null, phones: Array<{ phoneType: string, phone: string }> };

export type CustomerRowFragment =
  | CustomerRow_CustomerDetail_Fragment
  | CustomerRow_CustomerRow_Fragment
;

export type CustomerDetailFragment = { fingerTypes: Array<string>, id: string, customerId: string | null, customerName: string, customerTypeId: string, customerTypeName: string, address: string, preregistrationCode: string | null, sellBanned: boolean | null, blacklisted: boolean, blacklistAudit: boolean, zoneName: string | null, lastUpdate: string, classes: Array<CustomerClass>, emails: Array<string>, birthdate: string | null, fingerCount: number, registrationWarehouseId: string | null, enrollmentWarehouseId: string | null, openAuditCount: number, legals: Array<{ legalType: string, datetime: number }>, audits: Array<{ id: string, customerRef: string, startAudit: number, endAudit: number | null, promoter: string, auditor: string | null, auditorName: string | null, blacklist: boolean | null, decision: string | null, ranking: number, riskFactor: string, lastUpdate: string, coincidences: Array<{ type: string, item: string, value: number, percent: number, id: string }> }>, marketReleases: Array<{ warehouseId: string, marketReleaseDate: number, marketFinalDate: number }>, files: Array<{ fileType: string, url: string | null }>, taxpayer: { taxpayerName: string, identification: string } | null, phones: Array<{ phoneType: string, phone: string }> };

export type CustomerTypeFragment = { id: string, customerTypeId: string, customerTypeName: string, defaultType: boolean, _version: number };

export type CustomerCountersQueryVariables = Exact<{
  filter?: CustomerFilterInput | null | undefined;
}>;


export type CustomerCountersQuery = { customerCounters: { active: number, inactive: number, incomplete: number, registered: number, auditable: number, authorization: number, total: number } };

export type CustomersQueryVariables = Exact<{
  filter?: CustomerFilterInput | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: CustomerSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;


export type CustomersQuery = { customers: { total: number, page: number, pageSize: number, rows: Array<{ id: string, customerId: string | null, customerName: string, customerTypeId: string, customerTypeName: string, address: string, preregistrationCode: string | null, sellBanned: boolean | null, blacklisted: boolean, blacklistAudit: boolean, zoneName: string | null, lastUpdate: string, classes: Array<CustomerClass>, emails: Array<string>, birthdate: string | null, fingerCount: number, registrationWarehouseId: string | null, enrollmentWarehouseId: string | null, openAuditCount: number, taxpayer: { taxpayerName: string, identification: string } | null, phones: Array<{ phoneType: string, phone: string }> }> } };

export type CustomerQueryVariables = Exact<{
  id: string;
}>;


export type CustomerQuery = { customer: { fingerTypes: Array<string>, id: string, customerId: string | null, customerName: string, customerTypeId: string, customerTypeName: string, address: string, preregistrationCode: string | null, sellBanned: boolean | null, blacklisted: boolean, blacklistAudit: boolean, zoneName: string | null, lastUpdate: string, classes: Array<CustomerClass>, emails: Array<string>, birthdate: string | null, fingerCount: number, registrationWarehouseId: string | null, enrollmentWarehouseId: string | null, openAuditCount: number, legals: Array<{ legalType: string, datetime: number }>, audits: Array<{ id: string, customerRef: string, startAudit: number, endAudit: number | null, promoter: string, auditor: string | null, auditorName: string | null, blacklist: boolean | null, decision: string | null, ranking: number, riskFactor: string, lastUpdate: string, coincidences: Array<{ type: string, item: string, value: number, percent: number, id: string }> }>, marketReleases: Array<{ warehouseId: string, marketReleaseDate: number, marketFinalDate: number }>, files: Array<{ fileType: string, url: string | null }>, taxpayer: { taxpayerName: string, identification: string } | null, phones: Array<{ phoneType: string, phone: string }> } };

export type CustomerSelectionQueryVariables = Exact<{
  customerIds?: Array<string> | string | null | undefined;
  filter?: CustomerFilterInput | null | undefined;
}>;


export type CustomerSelectionQuery = { customerSelection: { selected: number, pendingAudits: number, pendingAuditIds: Array<string> } };

export type CustomerTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerTypesQuery = { customerTypes: Array<{ id: string, customerTypeId: string, customerTypeName: string, defaultType: boolean, _version: number }> };

export type MarketStoresQueryVariables = Exact<{ [key: string]: never; }>;


export type MarketStoresQuery = { marketStores: Array<{ warehouseId: string, warehouseName: string, zoneName: string | null }> };

export type CustomerByPreregistrationCodeQueryVariables = Exact<{
  code: string;
}>;


export type CustomerByPreregistrationCodeQuery = { customerByPreregistrationCode: { fingerTypes: Array<string>, id: string, customerId: string | null, customerName: string, customerTypeId: string, customerTypeName: string, address: string, preregistrationCode: string | null, sellBanned: boolean | null, blacklisted: boolean, blacklistAudit: boolean, zoneName: string | null, lastUpdate: string, classes: Array<CustomerClass>, emails: Array<string>, birthdate: string | null, fingerCount: number, registrationWarehouseId: string | null, enrollmentWarehouseId: string | null, openAuditCount: number, taxpayer: { taxpayerName: string, identification: string } | null, phones: Array<{ phoneType: string, phone: string }> } };

export type EnrollFingerprintsMutationVariables = Exact<{
  input: FingerprintEnrollmentInput;
}>;


export type EnrollFingerprintsMutation = { enrollFingerprints: { id: string, fingerCount: number, fingerTypes: Array<string> } };

export type SetCustomerTypeDefaultMutationVariables = Exact<{
  customerTypeId: string;
  defaultType: boolean;
  _version?: number | null | undefined;
}>;


export type SetCustomerTypeDefaultMutation = { setCustomerTypeDefault: { id: string, customerTypeId: string, customerTypeName: string, defaultType: boolean, _version: number } };

export type CreateCustomerTypeMutationVariables = Exact<{
  input: CreateCustomerTypeInput;
}>;


export type CreateCustomerTypeMutation = { createCustomerType: { id: string, customerTypeId: string, customerTypeName: string, defaultType: boolean, _version: number } };

export type RenameCustomerTypeMutationVariables = Exact<{
  customerTypeId: string;
  customerTypeName: string;
  _version?: number | null | undefined;
}>;


export type RenameCustomerTypeMutation = { renameCustomerType: { id: string, customerTypeId: string, customerTypeName: string, defaultType: boolean, _version: number } };

export type StartErpQueryMutationVariables = Exact<{
  operation: unknown;
}>;


export type StartErpQueryMutation = { startErpQuery: { workflowId: string } };

export type ErpQueryQueryVariables = Exact<{
  workflowId: string;
}>;


export type ErpQueryQuery = { erpQuery: { workflowId: string, status: string, state: string | null, polls: number | null, rows: unknown, rowCount: number | null, error: string | null } };

export type HeadcountSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type HeadcountSummaryQuery = { headcountSummary: Array<{ organizationId: string, organizationName: string, templatePositions: number, vacants: number, severity: string, storeIds: Array<string>, high: number, medium: number, low: number, notReady: number, vacantPositions: Array<{ positionName: string, count: number }> }> };

export type HeadcountReportsQueryVariables = Exact<{
  search?: string | null | undefined;
  statusName?: string | null | undefined;
  organizationId?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: HeadcountReportSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;


export type HeadcountReportsQuery = { headcountReports: { total: number, page: number, pageSize: number, rows: Array<{ id: string, organizationName: string, warehouseId: string, warehouseName: string, zoneName: string, workTeamTemplateName: string | null, teamPositionsCount: number | null, teamAssignedCount: number | null, vacants: number | null, extras: number | null, statusName: string | null, sinceDate: string | null, calculationDate: string | null }> } };

export type HeadcountHistoryQueryVariables = Exact<{
  reportId: string;
}>;


export type HeadcountHistoryQuery = { headcountHistory: Array<{ id: string, calculationDate: string, sinceDate: string, vacantCounter: number, statusName: string, incidentObservationId: string | null, incidentPlanActionId: string | null, detail: Array<{ positionId: string, positionName: string, count: number, date: string }>, incidents: Array<{ incidentId: string, datetime: number, day: string, description: string }> }>, incidentObservations: Array<{ id: string, name: string, parentId: string | null, active: boolean }>, incidentPlanActions: Array<{ id: string, name: string, parentId: string | null, active: boolean }> };

export type EvaluateHeadcountLogMutationVariables = Exact<{
  id: string;
  incidentObservationId?: string | null | undefined;
  incidentPlanActionId?: string | null | undefined;
}>;


export type EvaluateHeadcountLogMutation = { evaluateHeadcountLog: { id: string, incidentObservationId: string | null, incidentPlanActionId: string | null } };

export type HeadcountRunStatusQueryVariables = Exact<{
  workflowId: string;
}>;


export type HeadcountRunStatusQuery = { headcountRun: { workflowId: string, status: string, calculationDate: string | null, total: number, processed: number } };

export type WorkTeamTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkTeamTemplatesQuery = { workTeamTemplates: Array<{ id: string, workTeamTemplate: string, active: boolean, minSalesAmount: string, maxSalesAmount: string, frecuencySales: string, periodSales: number, stores: number | null, _version: number, positions: Array<{ teamPositionId: string, positionId: string, positionName: string, quantity: number, required: boolean, observation: string }>, statuses: Array<{ statusName: string, vacantNumber: number, assignedDays: number }> }> };

export type TemplateOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type TemplateOptionsQuery = { headcountPositions: Array<{ positionId: string, positionName: string, label: string }>, templateStores: Array<{ warehouseId: string, warehouseName: string, organizationId: string, organizationName: string, zoneName: string, workTeamTemplateId: string | null }> };

export type CreateWorkTeamTemplateMutationVariables = Exact<{
  input: WorkTeamTemplateInput;
}>;


export type CreateWorkTeamTemplateMutation = { createWorkTeamTemplate: { id: string, _version: number } };

export type UpdateWorkTeamTemplateMutationVariables = Exact<{
  id: string;
  _version: number;
  input: WorkTeamTemplateInput;
}>;


export type UpdateWorkTeamTemplateMutation = { updateWorkTeamTemplate: { id: string, _version: number } };

export type SetWorkTeamTemplateActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
  _version: number;
}>;


export type SetWorkTeamTemplateActiveMutation = { setWorkTeamTemplateActive: { id: string, active: boolean, _version: number } };

export type DeleteWorkTeamTemplateMutationVariables = Exact<{
  id: string;
  _version: number;
}>;


export type DeleteWorkTeamTemplateMutation = { deleteWorkTeamTemplate: { id: string } };

export type SaveTeamPositionMutationVariables = Exact<{
  id: string;
  _version: number;
  teamPositionId?: string | null | undefined;
  input: TeamPositionInput;
}>;


export type SaveTeamPositionMutation = { saveTeamPosition: { id: string, _version: number } };

export type DeleteTeamPositionMutationVariables = Exact<{
  id: string;
  _version: number;
  teamPositionId: string;
}>;


export type DeleteTeamPositionMutation = { deleteTeamPosition: { id: string, _version: number } };

export type SaveHeadcountRulesMutationVariables = Exact<{
  id: string;
  _version: number;
  rules: Array<HeadcountStatusRuleInput> | HeadcountStatusRuleInput;
}>;


export type SaveHeadcountRulesMutation = { saveHeadcountRules: { id: string, _version: number } };

export type AssignWorkTeamTemplateMutationVariables = Exact<{
  id: string;
  warehouseIds: Array<string> | string;
}>;


export type AssignWorkTeamTemplateMutation = { assignWorkTeamTemplate: number };

export type HeadcountChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type HeadcountChoicesQuery = { incidentObservations: Array<{ id: string, name: string, parentId: string | null, active: boolean, _version: number }>, incidentPlanActions: Array<{ id: string, name: string, parentId: string | null, active: boolean, _version: number }> };

export type SaveHeadcountChoiceMutationVariables = Exact<{
  kind: string;
  id?: string | null | undefined;
  _version?: number | null | undefined;
  input: HeadcountChoiceInput;
}>;


export type SaveHeadcountChoiceMutation = { saveHeadcountChoice: { id: string, _version: number } };

export type SetHeadcountChoiceActiveMutationVariables = Exact<{
  kind: string;
  id: string;
  _version: number;
  active: boolean;
}>;


export type SetHeadcountChoiceActiveMutation = { setHeadcountChoiceActive: { id: string, active: boolean, _version: number } };

export type RecordHistoryQueryVariables = Exact<{
  recordType: string;
  recordId: string;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type RecordHistoryQuery = { recordHistory: { page: number, pageSize: number, total: number, entries: Array<{ id: string, at: number, area: string, recordType: string, recordId: string, operation: string, actor: { kind: string, id: string, name: string, runId: string | null }, changes: Array<{ field: string, before: unknown, after: unknown }> }> } };

export type ChangeHistoryQueryVariables = Exact<{
  filter?: ChangeHistoryFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: ChangeHistorySort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;


export type ChangeHistoryQuery = { changeHistory: { page: number, pageSize: number, total: number, entries: Array<{ id: string, at: number, area: string, recordType: string, recordId: string, operation: string, actor: { kind: string, id: string, name: string, runId: string | null }, changes: Array<{ field: string, before: unknown, after: unknown }> }> } };

export type ChangeHistoryAreasQueryVariables = Exact<{ [key: string]: never; }>;


export type ChangeHistoryAreasQuery = { changeHistoryAreas: Array<string> };

export type CreateEmailSuscriptionMutationVariables = Exact<{
  input: CreateEmailSuscriptionInput;
}>;


export type CreateEmailSuscriptionMutation = { createEmailSuscription: { email: string, active: boolean, origin: string } };

export type LandingPageQueryVariables = Exact<{ [key: string]: never; }>;


export type LandingPageQuery = { landingPage: { countdownTarget: string } };

export type PosLicenseRowFragment = { id: string, licenseId: string, warehouseId: string, warehouseName: string, organizationId: string, registerNumber: number, maskedKey: string, issuedAt: string, expiresAt: string, status: string, daysLeft: number, revokedAt: string | null, revokedBy: string | null, revokeReason: string | null, _version: number, renewals: Array<{ renewedBy: string, renewedAt: string, months: number, previousExpiresAt: string, newExpiresAt: string, note: string | null }> };

export type PosLicensePageQueryVariables = Exact<{
  organizationId?: string | null | undefined;
  status?: string | null | undefined;
  search?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: PosLicenseSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;


export type PosLicensePageQuery = { posLicensePage: { total: number, rows: Array<{ id: string, licenseId: string, warehouseId: string, warehouseName: string, organizationId: string, registerNumber: number, maskedKey: string, issuedAt: string, expiresAt: string, status: string, daysLeft: number, revokedAt: string | null, revokedBy: string | null, revokeReason: string | null, _version: number, renewals: Array<{ renewedBy: string, renewedAt: string, months: number, previousExpiresAt: string, newExpiresAt: string, note: string | null }> }>, counts: { active: number, expiring: number, expired: number, revoked: number } } };

export type RenewPosLicenseMutationVariables = Exact<{
  input: RenewPosLicenseInput;
}>;


export type RenewPosLicenseMutation = { renewPosLicense: { id: string, licenseId: string, warehouseId: string, warehouseName: string, organizationId: string, registerNumber: number, maskedKey: string, issuedAt: string, expiresAt: string, status: string, daysLeft: number, revokedAt: string | null, revokedBy: string | null, revokeReason: string | null, _version: number, renewals: Array<{ renewedBy: string, renewedAt: string, months: number, previousExpiresAt: string, newExpiresAt: string, note: string | null }> } };

export type RevokePosLicenseMutationVariables = Exact<{
  input: RevokePosLicenseInput;
}>;


export type RevokePosLicenseMutation = { revokePosLicense: { id: string, licenseId: string, warehouseId: string, warehouseName: string, organizationId: string, registerNumber: number, maskedKey: string, issuedAt: string, expiresAt: string, status: string, daysLeft: number, revokedAt: string | null, revokedBy: string | null, revokeReason: string | null, _version: number, renewals: Array<{ renewedBy: string, renewedAt: string, months: number, previousExpiresAt: string, newExpiresAt: string, note: string | null }> } };

export type MailMessageSummaryFragment = { id: string, subject: string, from: string, to: Array<string>, size: number, attachmentCount: number, receivedAt: string };

export type MailMessageFragment = { id: string, subject: string, from: string, to: Array<string>, cc: Array<string>, html: string | null, text: string | null, receivedAt: string, attachments: Array<{ index: number, filename: string | null, contentType: string, size: number }> };

export type SmsMessageFragment = { id: string, phone: string, message: string, status: string, provider: string, attempts: number, lastError: string | null, createdAt: string | null, sentAt: string | null };

export type MailMessagesQueryVariables = Exact<{
  search?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: MailSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;


export type MailMessagesQuery = { mailMessagePage: { total: number, page: number, pageSize: number, rows: Array<{ id: string, subject: string, from: string, to: Array<string>, size: number, attachmentCount: number, receivedAt: string }> } };

export type MailMessageQueryVariables = Exact<{
  id: string;
}>;


export type MailMessageQuery = { mailMessage: { id: string, subject: string, from: string, to: Array<string>, cc: Array<string>, html: string | null, text: string | null, receivedAt: string, attachments: Array<{ index: number, filename: string | null, contentType: string, size: number }> } | null };

export type SmsMessagesQueryVariables = Exact<{
  search?: string | null | undefined;
  status?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: SmsSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;


export type SmsMessagesQuery = { smsMessagePage: { total: number, page: number, pageSize: number, rows: Array<{ id: string, phone: string, message: string, status: string, provider: string, attempts: number, lastError: string | null, createdAt: string | null, sentAt: string | null }> } };

export type StartPriceListQueryMutationVariables = Exact<{
  table: string;
  companyId: number;
  search?: string | null | undefined;
}>;


export type StartPriceListQueryMutation = { startPriceListQuery: { workflowId: string } };

export type ExportPriceListMutationVariables = Exact<{
  input: PriceListExportInput;
}>;


export type ExportPriceListMutation = { exportPriceList: { id: string, day: string, lineCount: number, customerCount: number, fileName: string, downloadUrl: string | null, nextExportDay: string } };

export type PriceListCompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type PriceListCompaniesQuery = { priceListCompanies: Array<{ organizationId: string, organizationName: string, erpCompanyId: number, exportedToday: boolean, nextExportDay: string }> };

export type PriceListQueryQueryVariables = Exact<{
  workflowId: string;
}>;


export type PriceListQueryQuery = { priceListQuery: { workflowId: string, status: string, state: string | null, rows: unknown, rowCount: number | null, error: string | null } };

export type PriceListExportsQueryVariables = Exact<{
  companyId?: number | null | undefined;
}>;


export type PriceListExportsQuery = { priceListExports: Array<{ downloadUrl: string | null, exportedBy: string, exportedAt: string, id: string, companyId: number, day: string, sessionId: number, offerFrom: string, offerTo: string, lineCount: number, customerCount: number, fileName: string, nextExportDay: string }> };

export type CatalogueProductFieldsFragment = { id: string, productId: string, productName: string, sku: string, barcodes: Array<string>, brandName: string, categoryName: string, saleUnitName: string, currentSellPrice: string, quantityPerBox: number, organizationId: string, organizationName: string, sellable: boolean, purchable: boolean, imageUrl: string | null, thumbnailUrl: string | null, _version: number, taxes: Array<{ name: string, rate: number }> };

export type CatalogueProductsQueryVariables = Exact<{
  search?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: ProductSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;


export type CatalogueProductsQuery = { catalogueProducts: { total: number, page: number, pageSize: number, rows: Array<{ id: string, productId: string, productName: string, sku: string, barcodes: Array<string>, brandName: string, categoryName: string, saleUnitName: string, currentSellPrice: string, quantityPerBox: number, organizationId: string, organizationName: string, sellable: boolean, purchable: boolean, imageUrl: string | null, thumbnailUrl: string | null, _version: number, taxes: Array<{ name: string, rate: number }> }> } };

export type UpdateProfileMutationVariables = Exact<{
  attendantId: string;
  input: ProfileUpdateInput;
}>;


export type UpdateProfileMutation = { updateProfile: { attendantId: string, userName: string, fullName: string, nickname: string | null, profilePhoto: string | null, profilePhotoUrl: string | null, hasPin: boolean, totpEnabled: boolean, color: string, position: { positionId: string, positionName: string }, role: { systemRoleName: string } | null, warehouse: { warehouseName: string } | null, phones: Array<{ phoneType: string, phone: string, display: string }>, emails: Array<{ emailType: string, email: string }> } };

export type SetUpTotpMutationVariables = Exact<{ [key: string]: never; }>;


export type SetUpTotpMutation = { setUpTotp: { secret: string, otpauthUri: string, qrCodeDataUrl: string } };

export type VerifyTotpSetupMutationVariables = Exact<{
  code: string;
}>;


export type VerifyTotpSetupMutation = { verifyTotpSetup: boolean };

export type DisableTotpMutationVariables = Exact<{
  code: string;
}>;


export type DisableTotpMutation = { disableTotp: boolean };

export type ProfileFragment = { attendantId: string, userName: string, fullName: string, nickname: string | null, profilePhoto: string | null, profilePhotoUrl: string | null, hasPin: boolean, totpEnabled: boolean, color: string, position: { positionId: string, positionName: string }, role: { systemRoleName: string } | null, warehouse: { warehouseName: string } | null, phones: Array<{ phoneType: string, phone: string, display: string }>, emails: Array<{ emailType: string, email: string }> };

export type ProfileQueryVariables = Exact<{
  attendantId: string;
}>;


export type ProfileQuery = { profile: { attendantId: string, userName: string, fullName: string, nickname: string | null, profilePhoto: string | null, profilePhotoUrl: string | null, hasPin: boolean, totpEnabled: boolean, color: string, position: { positionId: string, positionName: string }, role: { systemRoleName: string } | null, warehouse: { warehouseName: string } | null, phones: Array<{ phoneType: string, phone: string, display: string }>, emails: Array<{ emailType: string, email: string }> } };

export type ForecastRunPageQueryVariables = Exact<{
  kind?: string | null | undefined;
  status?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: ForecastRunSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;


export type ForecastRunPageQuery = { forecastRunPage: { total: number, rows: Array<{ runId: string, kind: string, organizationId: string | null, providerId: string | null, providerName: string | null, storeIds: Array<string>, start: string | null, horizonDays: number | null, fileName: string | null, status: string, done: number, total: number, rows: number, createdBy: string, createdAt: string, finishedAt: string | null, failure: string | null }> } };

export type ForecastRunFieldsFragment = { runId: string, kind: string, organizationId: string | null, providerId: string | null, providerName: string | null, storeIds: Array<string>, start: string | null, horizonDays: number | null, fileName: string | null, status: string, done: number, total: number, rows: number, createdBy: string, createdAt: string, finishedAt: string | null, failure: string | null };

export type ForecastRunProgressQueryVariables = Exact<{
  runId: string;
}>;


export type ForecastRunProgressQuery = { forecastRunProgress: { runId: string, status: string, state: string, storesDone: number, storesTotal: number, rows: number, failure: string | null } };

export type ForecastOptionsQueryVariables = Exact<{
  companyId?: string | null | undefined;
}>;


export type ForecastOptionsQuery = { forecastOptions: { companies: Array<{ organizationId: string, organizationName: string }>, stores: Array<{ warehouseId: string, warehouseName: string }>, providers: Array<{ providerId: string, providerName: string }> } };

export type ForecastAccuracyQueryVariables = Exact<{
  input: ForecastAccuracyInput;
}>;


export type ForecastAccuracyQuery = { forecastAccuracy: { from: string, to: string, stores: number, overall: { observations: number, coverage: number | null, pinballLoss: number | null, meanActual: number | null, below: number | null, above: number | null, calibration: string | null }, items: Array<{ sku: string, description: string, observations: number, coverage: number | null, pinballLoss: number | null, meanActual: number | null, below: number | null, above: number | null, calibration: string | null }>, weeks: Array<{ from: string, observations: number, p10: number, p50: number, p90: number, actual: number, coverage: number | null }> } };

export type CancelForecastRunMutationVariables = Exact<{
  runId: string;
}>;


export type CancelForecastRunMutation = { cancelForecastRun: { runId: string, status: string } };

export type PurchasingOptionsQueryVariables = Exact<{
  companyId?: string | null | undefined;
}>;


export type PurchasingOptionsQuery = { purchasingOptions: { distributionCentreId: string | null, companies: Array<{ organizationId: string, organizationName: string, erpCompanyId: number }>, zones: Array<{ zoneId: string, zoneName: string }>, stores: Array<{ warehouseId: string, warehouseName: string, zoneId: string }>, providers: Array<{ providerId: string, providerName: string, email: string }> } };

export type PurchaseGridQueryVariables = Exact<{
  selection: PurchaseSelectionInput;
  offset: number;
  limit: number;
}>;


export type PurchaseGridQuery = { purchaseGrid: { rowCount: number, offset: number, stores: number, products: number, forecastFrom: string, forecastToExclusive: string, rows: Array<{ sku: string, description: string, saleUnit: string | null, storeId: string, storeName: string, piecesPerPackage: number, packages: number, p10: number, p50: number, p90: number, minProduct: number, maxProduct: number, stock: number, price: string, ivaRate: number, iepsRate: number, ivaDev: boolean, subtotal: string, ieps: string, iva: string, total: string, sales: Array<{ year: number, quantity: number }> }> } };

export type PurchaseGridTotalsQueryVariables = Exact<{
  selection: PurchaseSelectionInput;
}>;


export type PurchaseGridTotalsQuery = { purchaseGrid: { rowCount: number, totals: { subtotal: string, ieps: string, iva: string, total: string } } };

export type ForecastChartQueryVariables = Exact<{
  storeId: string;
  sku: string;
  from: string;
  to: string;
}>;


export type ForecastChartQuery = { forecastChart: Array<{ date: string, sales: number | null, salesYearBefore: number | null, p10: number | null, p50: number | null, p90: number | null }> };

export type PurchaseOrderFieldsFragment = { folio: number, erpCompanyId: number, organizationName: string, providerName: string, providerEmail: string, buyerName: string, consolidated: boolean, distributionCentre: boolean, from: string, to: string, status: string, lineCount: number, emailedAt: string | null, emailRecipients: Array<string>, erpInsertedAt: string | null, erpOrders: number, erpLines: number, failure: string | null, createdAt: string, workflowId: string, stores: Array<{ storeId: string, storeName: string, subtotal: string, ieps: string, iva: string, total: string }>, totals: { subtotal: string, ieps: string, iva: string, total: string }, pdfs: Array<{ fileName: string, url: string | null }> };

export type PurchaseOrderLineFieldsFragment = { storeId: string, sku: string, description: string, saleUnit: string | null, packages: number, piecesPerPackage: number, price: string, subtotal: string, ieps: string, iva: string, total: string };

export type PurchaseOrderQueryVariables = Exact<{
  erpCompanyId: number;
  folio: number;
}>;


export type PurchaseOrderQuery = { purchaseOrder: { folio: number, erpCompanyId: number, organizationName: string, providerName: string, providerEmail: string, buyerName: string, consolidated: boolean, distributionCentre: boolean, from: string, to: string, status: string, lineCount: number, emailedAt: string | null, emailRecipients: Array<string>, erpInsertedAt: string | null, erpOrders: number, erpLines: number, failure: string | null, createdAt: string, workflowId: string, lines: Array<{ storeId: string, sku: string, description: string, saleUnit: string | null, packages: number, piecesPerPackage: number, price: string, subtotal: string, ieps: string, iva: string, total: string }>, stores: Array<{ storeId: string, storeName: string, subtotal: string, ieps: string, iva: string, total: string }>, totals: { subtotal: string, ieps: string, iva: string, total: string }, pdfs: Array<{ fileName: string, url: string | null }> } };

export type PurchaseOrderPageQueryVariables = Exact<{
  status?: string | null | undefined;
  provider?: string | null | undefined;
  storeId?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: PurchaseOrderSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;


export type PurchaseOrderPageQuery = { purchaseOrderPage: { total: number, rows: Array<{ folio: number, erpCompanyId: number, organizationName: string, providerName: string, providerEmail: string, buyerName: string, consolidated: boolean, distributionCentre: boolean, from: string, to: string, status: string, lineCount: number, emailedAt: string | null, emailRecipients: Array<string>, erpInsertedAt: string | null, erpOrders: number, erpLines: number, failure: string | null, createdAt: string, workflowId: string, stores: Array<{ storeId: string, storeName: string, subtotal: string, ieps: string, iva: string, total: string }>, totals: { subtotal: string, ieps: string, iva: string, total: string }, pdfs: Array<{ fileName: string, url: string | null }> }> } };

export type VerifyPurchaseOrderMutationVariables = Exact<{
  order: PurchaseOrderInput;
}>;


export type VerifyPurchaseOrderMutation = { verifyPurchaseOrder: { folio: number, erpCompanyId: number, organizationName: string, providerName: string, providerEmail: string, buyerName: string, consolidated: boolean, distributionCentre: boolean, from: string, to: string, status: string, lineCount: number, emailedAt: string | null, emailRecipients: Array<string>, erpInsertedAt: string | null, erpOrders: number, erpLines: number, failure: string | null, createdAt: string, workflowId: string, lines: Array<{ storeId: string, sku: string, description: string, saleUnit: string | null, packages: number, piecesPerPackage: number, price: string, subtotal: string, ieps: string, iva: string, total: string }>, stores: Array<{ storeId: string, storeName: string, subtotal: string, ieps: string, iva: string, total: string }>, totals: { subtotal: string, ieps: string, iva: string, total: string }, pdfs: Array<{ fileName: string, url: string | null }> } };

export type SendPurchaseOrderMutationVariables = Exact<{
  folio: number;
  order: PurchaseOrderInput;
}>;


export type SendPurchaseOrderMutation = { sendPurchaseOrder: { folio: number, erpCompanyId: number, organizationName: string, providerName: string, providerEmail: string, buyerName: string, consolidated: boolean, distributionCentre: boolean, from: string, to: string, status: string, lineCount: number, emailedAt: string | null, emailRecipients: Array<string>, erpInsertedAt: string | null, erpOrders: number, erpLines: number, failure: string | null, createdAt: string, workflowId: string, stores: Array<{ storeId: string, storeName: string, subtotal: string, ieps: string, iva: string, total: string }>, totals: { subtotal: string, ieps: string, iva: string, total: string }, pdfs: Array<{ fileName: string, url: string | null }> } };

export type NearbyStoreFragment = { warehouseId: string, warehouseName: string, address: string, coordinates: Array<number>, distanceKm: number };

export type CustomerRegistrationFragment = { id: string, customerName: string, preregistrationCode: string, barcodeUrl: string, barcodeDataUrl: string, storeName: string, emails: Array<string>, mobilePhones: Array<string> };

export type PostalCodesQueryVariables = Exact<{
  postalCode: string;
}>;


export type PostalCodesQuery = { postalCodes: Array<{ c_cp: string, d_asenta: string, d_estado: string, d_mnpio: string }> };

export type NearestStoresQueryVariables = Exact<{
  lat?: number | null | undefined;
  lng?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type NearestStoresQuery = { nearestStores: Array<{ warehouseId: string, warehouseName: string, address: string, coordinates: Array<number>, distanceKm: number }> };

export type CustomerContactTakenQueryVariables = Exact<{
  phone?: string | null | undefined;
  email?: string | null | undefined;
}>;


export type CustomerContactTakenQuery = { customerContactTaken: boolean };

export type CreateCustomerMutationVariables = Exact<{
  input: CustomerRegistrationInput;
}>;


export type CreateCustomerMutation = { createCustomer: { id: string, customerName: string, preregistrationCode: string, barcodeUrl: string, barcodeDataUrl: string, storeName: string, emails: Array<string>, mobilePhones: Array<string> } };

export type CreateRemoteCommandMutationVariables = Exact<{
  input: RemoteCommandInput;
}>;


export type CreateRemoteCommandMutation = { createRemoteCommand: { id: string, remoteCommandName: string, _version: number } };

export type UpdateRemoteCommandMutationVariables = Exact<{
  input: RemoteCommandUpdateInput;
}>;


export type UpdateRemoteCommandMutation = { updateRemoteCommand: { id: string, remoteCommandName: string, _version: number } };

export type SendRemoteCommandMutationVariables = Exact<{
  storeId: string;
  commandName: string;
  customerId?: string | null | undefined;
  kitId?: string | null | undefined;
}>;


export type SendRemoteCommandMutation = { sendRemoteCommand: { id: string, state: string } };

export type RemoteCommandsQueryVariables = Exact<{ [key: string]: never; }>;


export type RemoteCommandsQuery = { remoteCommands: Array<{ id: string, remoteCommandName: string, remoteCommandDescription: string, command: string, enable: boolean, target: string, _version: number }> };

export type RemoteCommandCompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type RemoteCommandCompaniesQuery = { remoteCommandCompanies: Array<{ organizationId: string, organizationName: string, stores: Array<{ warehouseId: string, warehouseName: string, timeZone: string }> }> };

export type RemoteCommandCustomersQueryVariables = Exact<{
  storeId: string;
  after?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type RemoteCommandCustomersQuery = { remoteCommandCustomers: { nextToken: string | null, items: Array<{ id: string, customerId: string, customerName: string, customerTypeId: string }> } };

export type RemoteCommandKitsQueryVariables = Exact<{
  storeId: string;
}>;


export type RemoteCommandKitsQuery = { remoteCommandKits: Array<{ productKitId: string, productKitName: string, shortName: string, currentSellPrice: string, marketFinalDate: number, limitPerSale: number, expired: boolean }> };

export type RemoteCommandHistoryPageQueryVariables = Exact<{
  storeId?: string | null | undefined;
  state?: string | null | undefined;
  commandName?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: RemoteControlSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;


export type RemoteCommandHistoryPageQuery = { remoteCommandHistoryPage: { total: number, rows: Array<{ takenBy: string | null, id: string, remoteCommandName: string, warehouseId: string, params: string, state: string, sentBy: string, sentAt: string, response: string | null, timeZone: string, statuses: Array<{ remoteControlStatusType: string, startDatetime: number, attendantId: string | null }> }> } };

export type MenuEntryFragment = { systemMenuId: string, systemMenuName: string, path: string, component: string, icon: string, scopes: Array<string>, labels: { es: string, en: string } };

export type MyMenusQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMenusQuery = { myMenus: { profile: Array<{ systemMenuId: string, systemMenuName: string, path: string, component: string, icon: string, scopes: Array<string>, labels: { es: string, en: string } }>, system: Array<{ systemMenuId: string, systemMenuName: string, path: string, component: string, icon: string, scopes: Array<string>, children: Array<{ systemMenuId: string, systemMenuName: string, path: string, component: string, icon: string, scopes: Array<string>, labels: { es: string, en: string } }>, labels: { es: string, en: string } }>, navigation: Array<{ systemMenuId: string, systemMenuName: string, path: string, component: string, icon: string, scopes: Array<string>, children: Array<{ systemMenuId: string, systemMenuName: string, path: string, component: string, icon: string, scopes: Array<string>, labels: { es: string, en: string } }>, labels: { es: string, en: string } }> } };

export type StoreConfigRowFieldsFragment = { id: string, warehouseId: string, warehouseName: string, warehouseType: string, organizationId: string, organizationName: string, zoneId: string | null, zoneName: string | null, workTeamTemplateId: string | null, hasErpConfig: boolean, active: boolean, _version: number, pinpads: Array<{ hostnameId: string, affiliation: string, currency: string, terminal: string, port: string, socketUrl: string, amex: boolean, contactless: boolean, hasSecretKey: boolean }> };

export type StoreConfigScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type StoreConfigScreenQuery = { storeZones: Array<{ zoneId: string, zoneName: string }>, workTeamTemplates: Array<{ id: string, workTeamTemplate: string, active: boolean, deleted: boolean }> };

export type StoreConfigPageQueryVariables = Exact<{
  search?: string | null | undefined;
  zoneId?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: StoreSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;


export type StoreConfigPageQuery = { storeConfigPage: { total: number, page: number, pageSize: number, rows: Array<{ id: string, warehouseId: string, warehouseName: string, warehouseType: string, organizationId: string, organizationName: string, zoneId: string | null, zoneName: string | null, workTeamTemplateId: string | null, hasErpConfig: boolean, active: boolean, _version: number, pinpads: Array<{ hostnameId: string, affiliation: string, currency: string, terminal: string, port: string, socketUrl: string, amex: boolean, contactless: boolean, hasSecretKey: boolean }> }> } };

export type StorePinpadsQueryVariables = Exact<{ [key: string]: never; }>;


export type StorePinpadsQuery = { storeConfigs: Array<{ id: string, warehouseId: string, warehouseName: string, warehouseType: string, organizationId: string, organizationName: string, zoneId: string | null, zoneName: string | null, workTeamTemplateId: string | null, hasErpConfig: boolean, active: boolean, _version: number, pinpads: Array<{ hostnameId: string, affiliation: string, currency: string, terminal: string, port: string, socketUrl: string, amex: boolean, contactless: boolean, hasSecretKey: boolean }> }> };

export type StoreSettingsFormQueryVariables = Exact<{
  warehouseId: string;
}>;


export type StoreSettingsFormQuery = { storeSettings: { warehouseId: string, warehouseName: string, _version: number, form: unknown } };

export type UpdateStoreConfigMutationVariables = Exact<{
  warehouseId: string;
  _version: number;
  zoneId?: string | null | undefined;
  workTeamTemplateId?: string | null | undefined;
  clearTemplate?: boolean | null | undefined;
}>;


export type UpdateStoreConfigMutation = { updateStoreConfig: { id: string, warehouseId: string, warehouseName: string, warehouseType: string, organizationId: string, organizationName: string, zoneId: string | null, zoneName: string | null, workTeamTemplateId: string | null, hasErpConfig: boolean, active: boolean, _version: number, pinpads: Array<{ hostnameId: string, affiliation: string, currency: string, terminal: string, port: string, socketUrl: string, amex: boolean, contactless: boolean, hasSecretKey: boolean }> } };

export type SaveStoreSettingsMutationVariables = Exact<{
  warehouseId: string;
  _version: number;
  form: unknown;
}>;


export type SaveStoreSettingsMutation = { saveStoreSettings: { warehouseId: string, warehouseName: string, _version: number, form: unknown } };

export type SystemStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type SystemStatusQuery = { systemStatus: { ok: boolean, version: string, startedAt: string, collections: Array<{ name: string, collection: string, documents: number, sizeBytes: number, setting: string, retentionSeconds: number }>, heap: { usedBytes: number, limitBytes: number, percent: number, level: string }, backends: Array<{ name: string, mode: string, ok: boolean, detail: string | null }> } };

export type CancelWorkflowRunMutationVariables = Exact<{
  workflowId: string;
}>;


export type CancelWorkflowRunMutation = { cancelWorkflowRun: boolean };

export type WorkflowRunFragment = { workflowId: string, runId: string, workflowType: string, status: string, startTime: string, closeTime: string | null };

export type WorkflowScheduleFragment = { scheduleId: string, workflowType: string, spec: unknown, overlap: string, nextActionAt: string | null, recentActions: unknown };

export type WorkflowRunPageQueryVariables = Exact<{
  workflowType?: string | null | undefined;
  status?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: WorkflowRunSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;


export type WorkflowRunPageQuery = { workflowRunPage: { total: number, page: number, pageSize: number, rows: Array<{ workflowId: string, runId: string, workflowType: string, status: string, startTime: string, closeTime: string | null }> } };

export type WorkflowSchedulesQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkflowSchedulesQuery = { workflowSchedules: Array<{ scheduleId: string, workflowType: string, spec: unknown, overlap: string, nextActionAt: string | null, recentActions: unknown }> };

export type WorkflowsOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkflowsOverviewQuery = { workflowsOverview: { backend: string, workers: number, running: number, completed: number, failed: number, schedules: number } };

export type WorkplanRowFragment = { id: string, workplanName: string, description: unknown, sectionCount: number, _version: number, updatedAt: string | null, updatedBy: string };

export type WorkplanSectionRowFragment = { id: string, sectionName: string, description: unknown, workplanSectionWorkplanId: string, activityCount: number, _version: number, updatedAt: string | null };

export type WorkplanActivityRowFragment = { id: string, activityName: string, description: unknown, marketReleaseDate: string, marketFinalDate: string, score: number, workplanSectionId: string, _version: number, updatedAt: string | null, updatedBy: string, temporality: { cron: string, frecuency: number, frecuencyType: string } };

export type WorkplansQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkplansQuery = { workplans: Array<{ id: string, workplanName: string, description: unknown, sectionCount: number, _version: number, updatedAt: string | null, updatedBy: string }> };

export type WorkplanSectionsQueryVariables = Exact<{
  workplanId: string;
}>;


export type WorkplanSectionsQuery = { workplanSections: Array<{ id: string, sectionName: string, description: unknown, workplanSectionWorkplanId: string, activityCount: number, _version: number, updatedAt: string | null }> };

export type WorkplanActivitiesQueryVariables = Exact<{
  sectionId: string;
}>;


export type WorkplanActivitiesQuery = { workplanActivities: Array<{ id: string, activityName: string, description: unknown, marketReleaseDate: string, marketFinalDate: string, score: number, workplanSectionId: string, _version: number, updatedAt: string | null, updatedBy: string, temporality: { cron: string, frecuency: number, frecuencyType: string } }> };

export type CreateWorkplanMutationVariables = Exact<{
  input: CreateWorkplanInput;
}>;


export type CreateWorkplanMutation = { createWorkplan: { id: string, workplanName: string, description: unknown, sectionCount: number, _version: number, updatedAt: string | null, updatedBy: string } };

export type UpdateWorkplanMutationVariables = Exact<{
  input: UpdateWorkplanInput;
}>;


export type UpdateWorkplanMutation = { updateWorkplan: { id: string, workplanName: string, description: unknown, sectionCount: number, _version: number, updatedAt: string | null, updatedBy: string } };

export type CreateWorkplanSectionMutationVariables = Exact<{
  input: CreateWorkplanSectionInput;
}>;


export type CreateWorkplanSectionMutation = { createWorkplanSection: { id: string, sectionName: string, description: unknown, workplanSectionWorkplanId: string, activityCount: number, _version: number, updatedAt: string | null } };

export type UpdateWorkplanSectionMutationVariables = Exact<{
  input: UpdateWorkplanSectionInput;
}>;


export type UpdateWorkplanSectionMutation = { updateWorkplanSection: { id: string, sectionName: string, description: unknown, workplanSectionWorkplanId: string, activityCount: number, _version: number, updatedAt: string | null } };

export type CreateWorkplanActivityMutationVariables = Exact<{
  input: CreateWorkplanActivityInput;
}>;


export type CreateWorkplanActivityMutation = { createWorkplanActivity: { id: string, activityName: string, description: unknown, marketReleaseDate: string, marketFinalDate: string, score: number, workplanSectionId: string, _version: number, updatedAt: string | null, updatedBy: string, temporality: { cron: string, frecuency: number, frecuencyType: string } } };

export type UpdateWorkplanActivityMutationVariables = Exact<{
  input: UpdateWorkplanActivityInput;
}>;


export type UpdateWorkplanActivityMutation = { updateWorkplanActivity: { id: string, activityName: string, description: unknown, marketReleaseDate: string, marketFinalDate: string, score: number, workplanSectionId: string, _version: number, updatedAt: string | null, updatedBy: string, temporality: { cron: string, frecuency: number, frecuencyType: string } } };

export type DeleteWorkplanActivityMutationVariables = Exact<{
  id: string;
  _version: number;
}>;


export type DeleteWorkplanActivityMutation = { deleteWorkplanActivity: { id: string } };

export type EmptyContainerScreenFieldsFragment = { windowStart: number, windowEnd: number, day: string, captureDate: string, state: number, erpTotal: number | null, readError: string | null, erpRows: Array<{ articleKey: string, articleName: string, familyKey: string, stock: number }>, products: Array<{ sku: string, sap: string, description: string, stockType: string }>, report: { id: string, version: number, startDate: number, endDate: number | null, shippingDate: string | null, boxTotal: number, erpTotal: number | null, state: number, closed: boolean, emptyContainers: Array<{ sku: string, sap: string, stockType: string, quantity: number }> } | null };

export type EmptyContainerScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type EmptyContainerScreenQuery = { emptyContainerScreen: { windowStart: number, windowEnd: number, day: string, captureDate: string, state: number, erpTotal: number | null, readError: string | null, erpRows: Array<{ articleKey: string, articleName: string, familyKey: string, stock: number }>, products: Array<{ sku: string, sap: string, description: string, stockType: string }>, report: { id: string, version: number, startDate: number, endDate: number | null, shippingDate: string | null, boxTotal: number, erpTotal: number | null, state: number, closed: boolean, emptyContainers: Array<{ sku: string, sap: string, stockType: string, quantity: number }> } | null } };

export type SaveEmptyContainerReportMutationVariables = Exact<{
  input: EmptyContainerReportInput;
}>;


export type SaveEmptyContainerReportMutation = { saveEmptyContainerReport: { windowStart: number, windowEnd: number, day: string, captureDate: string, state: number, erpTotal: number | null, readError: string | null, erpRows: Array<{ articleKey: string, articleName: string, familyKey: string, stock: number }>, products: Array<{ sku: string, sap: string, description: string, stockType: string }>, report: { id: string, version: number, startDate: number, endDate: number | null, shippingDate: string | null, boxTotal: number, erpTotal: number | null, state: number, closed: boolean, emptyContainers: Array<{ sku: string, sap: string, stockType: string, quantity: number }> } | null } };

export type EmptyContainerHistoryQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type EmptyContainerHistoryQuery = { emptyContainerHistory: Array<{ day: string, sku: string, sap: string, stockType: string, quantity: number, shippingDate: string | null, erpTotal: number | null }> };

export type XadisTransmissionFieldsFragment = { requestedBy: string, scheduled: boolean, emailRecipients: Array<string>, emailSentAt: number | null, startedAt: number, endedAt: number | null, id: string, from: string, to: string, status: string, state: string | null, message: string | null, emailSubject: string | null, sales: { records: number, batches: number, batchesSent: number, validated: number, inserted: number, errors: number, failedBatches: number }, inventory: { records: number, batches: number, batchesSent: number, validated: number, inserted: number, errors: number, failedBatches: number }, errorItems: Array<{ kind: string, sku: string, msg: string }> };

export type XadisTransmissionPageQueryVariables = Exact<{
  status?: string | null | undefined;
  requestedBy?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: XadisTransmissionSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;


export type XadisTransmissionPageQuery = { xadisTransmissionPage: { total: number, rows: Array<{ requestedBy: string, scheduled: boolean, emailRecipients: Array<string>, emailSentAt: number | null, startedAt: number, endedAt: number | null, id: string, from: string, to: string, status: string, state: string | null, message: string | null, emailSubject: string | null, sales: { records: number, batches: number, batchesSent: number, validated: number, inserted: number, errors: number, failedBatches: number }, inventory: { records: number, batches: number, batchesSent: number, validated: number, inserted: number, errors: number, failedBatches: number }, errorItems: Array<{ kind: string, sku: string, msg: string }> }>, running: { requestedBy: string, scheduled: boolean, emailRecipients: Array<string>, emailSentAt: number | null, startedAt: number, endedAt: number | null, id: string, from: string, to: string, status: string, state: string | null, message: string | null, emailSubject: string | null, sales: { records: number, batches: number, batchesSent: number, validated: number, inserted: number, errors: number, failedBatches: number }, inventory: { records: number, batches: number, batchesSent: number, validated: number, inserted: number, errors: number, failedBatches: number }, errorItems: Array<{ kind: string, sku: string, msg: string }> } | null } };

export type StartXadisTransmissionMutationVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type StartXadisTransmissionMutation = { startXadisTransmission: { requestedBy: string, scheduled: boolean, emailRecipients: Array<string>, emailSentAt: number | null, startedAt: number, endedAt: number | null, id: string, from: string, to: string, status: string, state: string | null, message: string | null, emailSubject: string | null, sales: { records: number, batches: number, batchesSent: number, validated: number, inserted: number, errors: number, failedBatches: number }, inventory: { records: number, batches: number, batchesSent: number, validated: number, inserted: number, errors: number, failedBatches: number }, errorItems: Array<{ kind: string, sku: string, msg: string }> } };

export type CancelXadisTransmissionMutationVariables = Exact<{
  id: string;
}>;


export type CancelXadisTransmissionMutation = { cancelXadisTransmission: { requestedBy: string, scheduled: boolean, emailRecipients: Array<string>, emailSentAt: number | null, startedAt: number, endedAt: number | null, id: string, from: string, to: string, status: string, state: string | null, message: string | null, emailSubject: string | null, sales: { records: number, batches: number, batchesSent: number, validated: number, inserted: number, errors: number, failedBatches: number }, inventory: { records: number, batches: number, batchesSent: number, validated: number, inserted: number, errors: number, failedBatches: number }, errorItems: Array<{ kind: string, sku: string, msg: string }> } };

export type XadisSettingsFieldsFragment = { summaryRecipients: Array<string>, internalRecipients: Array<string>, reminderRecipients: Array<string>, dailyTransmission: boolean, warehouseCode: string };

export type XadisSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type XadisSettingsQuery = { xadisSettings: { summaryRecipients: Array<string>, internalRecipients: Array<string>, reminderRecipients: Array<string>, dailyTransmission: boolean, warehouseCode: string } };

export type SaveXadisSettingsMutationVariables = Exact<{
  input: XadisSettingsInput;
}>;


export type SaveXadisSettingsMutation = { saveXadisSettings: { summaryRecipients: Array<string>, internalRecipients: Array<string>, reminderRecipients: Array<string>, dailyTransmission: boolean, warehouseCode: string } };

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
export const SignedInUserFragmentDoc = new TypedDocumentString(`
    fragment SignedInUser on Principal {
  id
  kind
  userName
  fullName
  positionId
  permissions
}
    `, {"fragmentName":"SignedInUser"}) as unknown as TypedDocumentString<SignedInUserFragment, unknown>;
export const TotpSetupFragmentDoc = new TypedDocumentString(`
    fragment TotpSetup on TotpSetup {
  secret
  otpauthUri
  qrCodeDataUrl
}
    `, {"fragmentName":"TotpSetup"}) as unknown as TypedDocumentString<TotpSetupFragment, unknown>;
export const SignInChallengeFragmentDoc = new TypedDocumentString(`
    fragment SignInChallenge on SignInChallenge {
  name
  userName
  session
  phoneRequired
  totpSetup {
    ...TotpSetup
  }
}
    fragment TotpSetup on TotpSetup {
  secret
  otpauthUri
  qrCodeDataUrl
}`, {"fragmentName":"SignInChallenge"}) as unknown as TypedDocumentString<SignInChallengeFragment, unknown>;
export const SignInAttemptsFragmentDoc = new TypedDocumentString(`
    fragment SignInAttempts on SignInAttempts {
  attemptsUsed
  attemptsRemaining
  maxAttempts
  resetOffered
  locked
  lockedUntil
}
    `, {"fragmentName":"SignInAttempts"}) as unknown as TypedDocumentString<SignInAttemptsFragment, unknown>;
export const SignInAnswerFragmentDoc = new TypedDocumentString(`
    fragment SignInAnswer on SignInResult {
  status
  user {
    ...SignedInUser
  }
  challenge {
    ...SignInChallenge
  }
  attempts {
    ...SignInAttempts
  }
}
    fragment SignInAttempts on SignInAttempts {
  attemptsUsed
  attemptsRemaining
  maxAttempts
  resetOffered
  locked
  lockedUntil
}
fragment TotpSetup on TotpSetup {
  secret
  otpauthUri
  qrCodeDataUrl
}
fragment SignInChallenge on SignInChallenge {
  name
  userName
  session
  phoneRequired
  totpSetup {
    ...TotpSetup
  }
}
fragment SignedInUser on Principal {
  id
  kind
  userName
  fullName
  positionId
  permissions
}`, {"fragmentName":"SignInAnswer"}) as unknown as TypedDocumentString<SignInAnswerFragment, unknown>;
export const CodeDeliveryFragmentDoc = new TypedDocumentString(`
    fragment CodeDelivery on CodeDelivery {
  destination
  deliveryMedium
}
    `, {"fragmentName":"CodeDelivery"}) as unknown as TypedDocumentString<CodeDeliveryFragment, unknown>;
export const RoleOptionFragmentDoc = new TypedDocumentString(`
    fragment RoleOption on SystemRole {
  systemRoleId
  systemRoleName
}
    `, {"fragmentName":"RoleOption"}) as unknown as TypedDocumentString<RoleOptionFragment, unknown>;
export const SystemRoleFragmentDoc = new TypedDocumentString(`
    fragment SystemRole on SystemRole {
  ...RoleOption
  parentSystemRoleId
  level
  positions {
    positionId
    positionName
  }
  menus {
    systemMenuId
    systemMenuName
  }
}
    fragment RoleOption on SystemRole {
  systemRoleId
  systemRoleName
}`, {"fragmentName":"SystemRole"}) as unknown as TypedDocumentString<SystemRoleFragment, unknown>;
export const MenuLabelsFragmentDoc = new TypedDocumentString(`
    fragment MenuLabels on MenuLabels {
  es
  en
}
    `, {"fragmentName":"MenuLabels"}) as unknown as TypedDocumentString<MenuLabelsFragment, unknown>;
export const SystemMenuFragmentDoc = new TypedDocumentString(`
    fragment SystemMenu on SystemMenu {
  systemMenuId
  systemMenuName
  labels {
    ...MenuLabels
  }
  menuType
  path
  component
  icon
  active
  platformType
  parentSystemMenuId
  systemMenuRoleId
  defaultScopes {
    scopeName
    active
  }
  order
}
    fragment MenuLabels on MenuLabels {
  es
  en
}`, {"fragmentName":"SystemMenu"}) as unknown as TypedDocumentString<SystemMenuFragment, unknown>;
export const PositionOptionFragmentDoc = new TypedDocumentString(`
    fragment PositionOption on StaffPosition {
  positionId
  positionName
  labels {
    ...MenuLabels
  }
}
    fragment MenuLabels on MenuLabels {
  es
  en
}`, {"fragmentName":"PositionOption"}) as unknown as TypedDocumentString<PositionOptionFragment, unknown>;
export const PermissionProfileFragmentDoc = new TypedDocumentString(`
    fragment PermissionProfile on PermissionProfile {
  menuAccess
  permittedMenuIds
  hiddenMenuIds
  menuScopes {
    systemMenuId
    scopes
  }
  visibilityGroup
  authenticatorRequired
}
    `, {"fragmentName":"PermissionProfile"}) as unknown as TypedDocumentString<PermissionProfileFragment, unknown>;
export const StaffPositionFragmentDoc = new TypedDocumentString(`
    fragment StaffPosition on StaffPosition {
  ...PositionOption
  parentPositionId
  systemRoleId
  systemRole {
    systemRoleName
  }
  permissionProfile {
    ...PermissionProfile
  }
}
    fragment MenuLabels on MenuLabels {
  es
  en
}
fragment PositionOption on StaffPosition {
  positionId
  positionName
  labels {
    ...MenuLabels
  }
}
fragment PermissionProfile on PermissionProfile {
  menuAccess
  permittedMenuIds
  hiddenMenuIds
  menuScopes {
    systemMenuId
    scopes
  }
  visibilityGroup
  authenticatorRequired
}`, {"fragmentName":"StaffPosition"}) as unknown as TypedDocumentString<StaffPositionFragment, unknown>;
export const StaffUserFragmentDoc = new TypedDocumentString(`
    fragment StaffUser on StaffUser {
  attendantId
  userName
  fullName
  active
  position {
    positionId
    positionName
  }
  role {
    systemRoleId
    systemRoleName
  }
  warehouse {
    warehouseId
    warehouseName
  }
  organizationId
  passwordChangeRequired
  confirmed
  totpEnabled
  locked
  profilePhotoThumbnailUrl
}
    `, {"fragmentName":"StaffUser"}) as unknown as TypedDocumentString<StaffUserFragment, unknown>;
export const StaffWarehouseOptionFragmentDoc = new TypedDocumentString(`
    fragment StaffWarehouseOption on StaffWarehouseOption {
  warehouseId
  warehouseName
  warehouseType
}
    `, {"fragmentName":"StaffWarehouseOption"}) as unknown as TypedDocumentString<StaffWarehouseOptionFragment, unknown>;
export const CashierInfoResultFragmentDoc = new TypedDocumentString(`
    fragment CashierInfoResult on CashierInfo {
  complete
  message
  attendant {
    attendantId
    userName
    fullName
    active
    positionName
    organizationId
  }
  warehouse {
    warehouseId
    warehouseName
  }
  links {
    warehouseId
    previousWarehouseId
    linkedBy
    linkedAt
  }
}
    `, {"fragmentName":"CashierInfoResult"}) as unknown as TypedDocumentString<CashierInfoResultFragment, unknown>;
export const CustomerRowFragmentDoc = new TypedDocumentString(`
    fragment CustomerRow on CustomerSummary {
  id
  customerId
  customerName
  customerTypeId
  customerTypeName
  address
  preregistrationCode
  sellBanned
  blacklisted
  blacklistAudit
  taxpayer {
    taxpayerName
    identification
  }
  zoneName
  lastUpdate
  classes
  phones {
    phoneType
    phone
  }
  emails
  birthdate
  fingerCount
  registrationWarehouseId
  enrollmentWarehouseId
  openAuditCount
}
    `, {"fragmentName":"CustomerRow"}) as unknown as TypedDocumentString<CustomerRowFragment, unknown>;
export const AuditDetailFragmentDoc = new TypedDocumentString(`
    fragment AuditDetail on AuditDetail {
  id
  customerRef
  startAudit
  endAudit
  promoter
  auditor
  auditorName
  blacklist
  decision
  ranking
  riskFactor
  lastUpdate
  coincidences {
    type
    item
    value
    percent
    id
  }
}
    `, {"fragmentName":"AuditDetail"}) as unknown as TypedDocumentString<AuditDetailFragment, unknown>;
export const CustomerDetailFragmentDoc = new TypedDocumentString(`
    fragment CustomerDetail on CustomerDetail {
  ...CustomerRow
  fingerTypes
  legals {
    legalType
    datetime
  }
  audits {
    ...AuditDetail
  }
  marketReleases {
    warehouseId
    marketReleaseDate
    marketFinalDate
  }
  files {
    fileType
    url
  }
}
    fragment AuditDetail on AuditDetail {
  id
  customerRef
  startAudit
  endAudit
  promoter
  auditor
  auditorName
  blacklist
  decision
  ranking
  riskFactor
  lastUpdate
  coincidences {
    type
    item
    value
    percent
    id
  }
}
fragment CustomerRow on CustomerSummary {
  id
  customerId
  customerName
  customerTypeId
  customerTypeName
  address
  preregistrationCode
  sellBanned
  blacklisted
  blacklistAudit
  taxpayer {
    taxpayerName
    identification
  }
  zoneName
  lastUpdate
  classes
  phones {
    phoneType
    phone
  }
  emails
  birthdate
  fingerCount
  registrationWarehouseId
  enrollmentWarehouseId
  openAuditCount
}`, {"fragmentName":"CustomerDetail"}) as unknown as TypedDocumentString<CustomerDetailFragment, unknown>;
export const CustomerTypeFragmentDoc = new TypedDocumentString(`
    fragment CustomerType on CustomerTypeRow {
  id
  customerTypeId
  customerTypeName
  defaultType
  _version
}
    `, {"fragmentName":"CustomerType"}) as unknown as TypedDocumentString<CustomerTypeFragment, unknown>;
export const PosLicenseRowFragmentDoc = new TypedDocumentString(`
    fragment PosLicenseRow on PosLicense {
  id
  licenseId
  warehouseId
  warehouseName
  organizationId
  registerNumber
  maskedKey
  issuedAt
  expiresAt
  status
  daysLeft
  revokedAt
  revokedBy
  revokeReason
  renewals {
    renewedBy
    renewedAt
    months
    previousExpiresAt
    newExpiresAt
    note
  }
  _version
}
    `, {"fragmentName":"PosLicenseRow"}) as unknown as TypedDocumentString<PosLicenseRowFragment, unknown>;
export const MailMessageSummaryFragmentDoc = new TypedDocumentString(`
    fragment MailMessageSummary on MailMessageSummary {
  id
  subject
  from
  to
  size
  attachmentCount
  receivedAt
}
    `, {"fragmentName":"MailMessageSummary"}) as unknown as TypedDocumentString<MailMessageSummaryFragment, unknown>;
export const MailMessageFragmentDoc = new TypedDocumentString(`
    fragment MailMessage on MailMessage {
  id
  subject
  from
  to
  cc
  html
  text
  receivedAt
  attachments {
    index
    filename
    contentType
    size
  }
}
    `, {"fragmentName":"MailMessage"}) as unknown as TypedDocumentString<MailMessageFragment, unknown>;
export const SmsMessageFragmentDoc = new TypedDocumentString(`
    fragment SmsMessage on SmsMessage {
  id
  phone
  message
  status
  provider
  attempts
  lastError
  createdAt
  sentAt
}
    `, {"fragmentName":"SmsMessage"}) as unknown as TypedDocumentString<SmsMessageFragment, unknown>;
export const CatalogueProductFieldsFragmentDoc = new TypedDocumentString(`
    fragment CatalogueProductFields on CatalogueProduct {
  id
  productId
  productName
  sku
  barcodes
  brandName
  categoryName
  saleUnitName
  currentSellPrice
  taxes {
    name
    rate
  }
  quantityPerBox
  organizationId
  organizationName
  sellable
  purchable
  imageUrl
  thumbnailUrl
  _version
}
    `, {"fragmentName":"CatalogueProductFields"}) as unknown as TypedDocumentString<CatalogueProductFieldsFragment, unknown>;
export const ProfileFragmentDoc = new TypedDocumentString(`
    fragment Profile on Profile {
  attendantId
  userName
  fullName
  nickname
  position {
    positionId
    positionName
  }
  role {
    systemRoleName
  }
  warehouse {
    warehouseName
  }
  phones {
    phoneType
    phone
    display
  }
  emails {
    emailType
    email
  }
  profilePhoto
  profilePhotoUrl
  hasPin
  totpEnabled
  color
}
    `, {"fragmentName":"Profile"}) as unknown as TypedDocumentString<ProfileFragment, unknown>;
export const ForecastRunFieldsFragmentDoc = new TypedDocumentString(`
    fragment ForecastRunFields on ForecastRun {
  runId
  kind
  organizationId
  providerId
  providerName
  storeIds
  start
  horizonDays
  fileName
  status
  done
  total
  rows
  createdBy
  createdAt
  finishedAt
  failure
}
    `, {"fragmentName":"ForecastRunFields"}) as unknown as TypedDocumentString<ForecastRunFieldsFragment, unknown>;
export const PurchaseMoneyFragmentDoc = new TypedDocumentString(`
    fragment PurchaseMoney on PurchaseMoney {
  subtotal
  ieps
  iva
  total
}
    `, {"fragmentName":"PurchaseMoney"}) as unknown as TypedDocumentString<PurchaseMoneyFragment, unknown>;
export const PurchaseOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment PurchaseOrderFields on PurchaseOrder {
  folio
  erpCompanyId
  organizationName
  providerName
  providerEmail
  buyerName
  consolidated
  distributionCentre
  from
  to
  status
  stores {
    storeId
    storeName
    subtotal
    ieps
    iva
    total
  }
  lineCount
  totals {
    ...PurchaseMoney
  }
  pdfs {
    fileName
    url
  }
  emailedAt
  emailRecipients
  erpInsertedAt
  erpOrders
  erpLines
  failure
  createdAt
  workflowId
}
    fragment PurchaseMoney on PurchaseMoney {
  subtotal
  ieps
  iva
  total
}`, {"fragmentName":"PurchaseOrderFields"}) as unknown as TypedDocumentString<PurchaseOrderFieldsFragment, unknown>;
export const PurchaseOrderLineFieldsFragmentDoc = new TypedDocumentString(`
    fragment PurchaseOrderLineFields on PurchaseOrderLine {
  storeId
  sku
  description
  saleUnit
  packages
  piecesPerPackage
  price
  subtotal
  ieps
  iva
  total
}
    `, {"fragmentName":"PurchaseOrderLineFields"}) as unknown as TypedDocumentString<PurchaseOrderLineFieldsFragment, unknown>;
export const NearbyStoreFragmentDoc = new TypedDocumentString(`
    fragment NearbyStore on NearbyStore {
  warehouseId
  warehouseName
  address
  coordinates
  distanceKm
}
    `, {"fragmentName":"NearbyStore"}) as unknown as TypedDocumentString<NearbyStoreFragment, unknown>;
export const CustomerRegistrationFragmentDoc = new TypedDocumentString(`
    fragment CustomerRegistration on CustomerRegistration {
  id
  customerName
  preregistrationCode
  barcodeUrl
  barcodeDataUrl
  storeName
  emails
  mobilePhones
}
    `, {"fragmentName":"CustomerRegistration"}) as unknown as TypedDocumentString<CustomerRegistrationFragment, unknown>;
export const MenuEntryFragmentDoc = new TypedDocumentString(`
    fragment MenuEntry on MenuEntry {
  systemMenuId
  systemMenuName
  labels {
    ...MenuLabels
  }
  path
  component
  icon
  scopes
}
    fragment MenuLabels on MenuLabels {
  es
  en
}`, {"fragmentName":"MenuEntry"}) as unknown as TypedDocumentString<MenuEntryFragment, unknown>;
export const StoreConfigRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment StoreConfigRowFields on StoreConfigRow {
  id
  warehouseId
  warehouseName
  warehouseType
  organizationId
  organizationName
  zoneId
  zoneName
  workTeamTemplateId
  hasErpConfig
  active
  pinpads {
    hostnameId
    affiliation
    currency
    terminal
    port
    socketUrl
    amex
    contactless
    hasSecretKey
  }
  _version
}
    `, {"fragmentName":"StoreConfigRowFields"}) as unknown as TypedDocumentString<StoreConfigRowFieldsFragment, unknown>;
export const WorkflowRunFragmentDoc = new TypedDocumentString(`
    fragment WorkflowRun on WorkflowRun {
  workflowId
  runId
  workflowType
  status
  startTime
  closeTime
}
    `, {"fragmentName":"WorkflowRun"}) as unknown as TypedDocumentString<WorkflowRunFragment, unknown>;
export const WorkflowScheduleFragmentDoc = new TypedDocumentString(`
    fragment WorkflowSchedule on WorkflowSchedule {
  scheduleId
  workflowType
  spec
  overlap
  nextActionAt
  recentActions
}
    `, {"fragmentName":"WorkflowSchedule"}) as unknown as TypedDocumentString<WorkflowScheduleFragment, unknown>;
export const WorkplanRowFragmentDoc = new TypedDocumentString(`
    fragment WorkplanRow on Workplan {
  id
  workplanName
  description
  sectionCount
  _version
  updatedAt
  updatedBy
}
    `, {"fragmentName":"WorkplanRow"}) as unknown as TypedDocumentString<WorkplanRowFragment, unknown>;
export const WorkplanSectionRowFragmentDoc = new TypedDocumentString(`
    fragment WorkplanSectionRow on WorkplanSection {
  id
  sectionName
  description
  workplanSectionWorkplanId
  activityCount
  _version
  updatedAt
}
    `, {"fragmentName":"WorkplanSectionRow"}) as unknown as TypedDocumentString<WorkplanSectionRowFragment, unknown>;
export const WorkplanActivityRowFragmentDoc = new TypedDocumentString(`
    fragment WorkplanActivityRow on WorkplanActivity {
  id
  activityName
  description
  marketReleaseDate
  marketFinalDate
  temporality {
    cron
    frecuency
    frecuencyType
  }
  score
  workplanSectionId
  _version
  updatedAt
  updatedBy
}
    `, {"fragmentName":"WorkplanActivityRow"}) as unknown as TypedDocumentString<WorkplanActivityRowFragment, unknown>;
export const EmptyContainerScreenFieldsFragmentDoc = new TypedDocumentString(`
    fragment EmptyContainerScreenFields on EmptyContainerScreen {
  windowStart
  windowEnd
  day
  captureDate
  state
  erpTotal
  readError
  erpRows {
    articleKey
    articleName
    familyKey
    stock
  }
  products {
    sku
    sap
    description
    stockType
  }
  report {
    id
    version
    startDate
    endDate
    shippingDate
    boxTotal
    erpTotal
    state
    closed
    emptyContainers {
      sku
      sap
      stockType
      quantity
    }
  }
}
    `, {"fragmentName":"EmptyContainerScreenFields"}) as unknown as TypedDocumentString<EmptyContainerScreenFieldsFragment, unknown>;
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
export const XadisTransmissionFieldsFragmentDoc = new TypedDocumentString(`
    fragment XadisTransmissionFields on XadisTransmission {
  ...XadisTransmission
  requestedBy
  scheduled
  emailRecipients
  emailSentAt
  startedAt
  endedAt
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
}`, {"fragmentName":"XadisTransmissionFields"}) as unknown as TypedDocumentString<XadisTransmissionFieldsFragment, unknown>;
export const XadisSettingsFieldsFragmentDoc = new TypedDocumentString(`
    fragment XadisSettingsFields on XadisSettings {
  summaryRecipients
  internalRecipients
  reminderRecipients
  dailyTransmission
  warehouseCode
}
    `, {"fragmentName":"XadisSettingsFields"}) as unknown as TypedDocumentString<XadisSettingsFieldsFragment, unknown>;
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
export const SignInDocument = new TypedDocumentString(`
    mutation SignIn($input: SignInInput!) {
  signIn(input: $input) {
    ...SignInAnswer
  }
}
    fragment SignInAttempts on SignInAttempts {
  attemptsUsed
  attemptsRemaining
  maxAttempts
  resetOffered
  locked
  lockedUntil
}
fragment TotpSetup on TotpSetup {
  secret
  otpauthUri
  qrCodeDataUrl
}
fragment SignInChallenge on SignInChallenge {
  name
  userName
  session
  phoneRequired
  totpSetup {
    ...TotpSetup
  }
}
fragment SignInAnswer on SignInResult {
  status
  user {
    ...SignedInUser
  }
  challenge {
    ...SignInChallenge
  }
  attempts {
    ...SignInAttempts
  }
}
fragment SignedInUser on Principal {
  id
  kind
  userName
  fullName
  positionId
  permissions
}`) as unknown as TypedDocumentString<SignInMutation, SignInMutationVariables>;
export const AnswerMfaChallengeDocument = new TypedDocumentString(`
    mutation AnswerMfaChallenge($input: MfaChallengeInput!) {
  answerMfaChallenge(input: $input) {
    ...SignInAnswer
  }
}
    fragment SignInAttempts on SignInAttempts {
  attemptsUsed
  attemptsRemaining
  maxAttempts
  resetOffered
  locked
  lockedUntil
}
fragment TotpSetup on TotpSetup {
  secret
  otpauthUri
  qrCodeDataUrl
}
fragment SignInChallenge on SignInChallenge {
  name
  userName
  session
  phoneRequired
  totpSetup {
    ...TotpSetup
  }
}
fragment SignInAnswer on SignInResult {
  status
  user {
    ...SignedInUser
  }
  challenge {
    ...SignInChallenge
  }
  attempts {
    ...SignInAttempts
  }
}
fragment SignedInUser on Principal {
  id
  kind
  userName
  fullName
  positionId
  permissions
}`) as unknown as TypedDocumentString<AnswerMfaChallengeMutation, AnswerMfaChallengeMutationVariables>;
export const AnswerMfaSetupChallengeDocument = new TypedDocumentString(`
    mutation AnswerMfaSetupChallenge($input: MfaChallengeInput!) {
  answerMfaSetupChallenge(input: $input) {
    ...SignInAnswer
  }
}
    fragment SignInAttempts on SignInAttempts {
  attemptsUsed
  attemptsRemaining
  maxAttempts
  resetOffered
  locked
  lockedUntil
}
fragment TotpSetup on TotpSetup {
  secret
  otpauthUri
  qrCodeDataUrl
}
fragment SignInChallenge on SignInChallenge {
  name
  userName
  session
  phoneRequired
  totpSetup {
    ...TotpSetup
  }
}
fragment SignInAnswer on SignInResult {
  status
  user {
    ...SignedInUser
  }
  challenge {
    ...SignInChallenge
  }
  attempts {
    ...SignInAttempts
  }
}
fragment SignedInUser on Principal {
  id
  kind
  userName
  fullName
  positionId
  permissions
}`) as unknown as TypedDocumentString<AnswerMfaSetupChallengeMutation, AnswerMfaSetupChallengeMutationVariables>;
export const CompleteNewPasswordDocument = new TypedDocumentString(`
    mutation CompleteNewPassword($input: CompleteNewPasswordInput!) {
  completeNewPassword(input: $input) {
    ...SignInAnswer
  }
}
    fragment SignInAttempts on SignInAttempts {
  attemptsUsed
  attemptsRemaining
  maxAttempts
  resetOffered
  locked
  lockedUntil
}
fragment TotpSetup on TotpSetup {
  secret
  otpauthUri
  qrCodeDataUrl
}
fragment SignInChallenge on SignInChallenge {
  name
  userName
  session
  phoneRequired
  totpSetup {
    ...TotpSetup
  }
}
fragment SignInAnswer on SignInResult {
  status
  user {
    ...SignedInUser
  }
  challenge {
    ...SignInChallenge
  }
  attempts {
    ...SignInAttempts
  }
}
fragment SignedInUser on Principal {
  id
  kind
  userName
  fullName
  positionId
  permissions
}`) as unknown as TypedDocumentString<CompleteNewPasswordMutation, CompleteNewPasswordMutationVariables>;
export const SignUpDocument = new TypedDocumentString(`
    mutation SignUp($input: SignUpInput!) {
  signUp(input: $input) {
    ...CodeDelivery
  }
}
    fragment CodeDelivery on CodeDelivery {
  destination
  deliveryMedium
}`) as unknown as TypedDocumentString<SignUpMutation, SignUpMutationVariables>;
export const ConfirmSignUpDocument = new TypedDocumentString(`
    mutation ConfirmSignUp($input: ConfirmSignUpInput!) {
  confirmSignUp(input: $input)
}
    `) as unknown as TypedDocumentString<ConfirmSignUpMutation, ConfirmSignUpMutationVariables>;
export const ResendSignUpCodeDocument = new TypedDocumentString(`
    mutation ResendSignUpCode($userName: String!) {
  resendSignUpCode(userName: $userName) {
    ...CodeDelivery
  }
}
    fragment CodeDelivery on CodeDelivery {
  destination
  deliveryMedium
}`) as unknown as TypedDocumentString<ResendSignUpCodeMutation, ResendSignUpCodeMutationVariables>;
export const ForgotPasswordDocument = new TypedDocumentString(`
    mutation ForgotPassword($userName: String!) {
  forgotPassword(userName: $userName) {
    ...CodeDelivery
  }
}
    fragment CodeDelivery on CodeDelivery {
  destination
  deliveryMedium
}`) as unknown as TypedDocumentString<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const ForgotPasswordSubmitDocument = new TypedDocumentString(`
    mutation ForgotPasswordSubmit($input: ForgotPasswordSubmitInput!) {
  forgotPasswordSubmit(input: $input)
}
    `) as unknown as TypedDocumentString<ForgotPasswordSubmitMutation, ForgotPasswordSubmitMutationVariables>;
export const SignOutDocument = new TypedDocumentString(`
    mutation SignOut {
  signOut
}
    `) as unknown as TypedDocumentString<SignOutMutation, SignOutMutationVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    ...SignedInUser
  }
}
    fragment SignedInUser on Principal {
  id
  kind
  userName
  fullName
  positionId
  permissions
}`) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const CreateSystemRoleDocument = new TypedDocumentString(`
    mutation CreateSystemRole($input: CreateSystemRoleInput!) {
  createSystemRole(input: $input) {
    ...RoleOption
    parentSystemRoleId
    level
  }
}
    fragment RoleOption on SystemRole {
  systemRoleId
  systemRoleName
}`) as unknown as TypedDocumentString<CreateSystemRoleMutation, CreateSystemRoleMutationVariables>;
export const CreateSystemMenuDocument = new TypedDocumentString(`
    mutation CreateSystemMenu($input: CreateSystemMenuInput!) {
  createSystemMenu(input: $input) {
    systemMenuId
  }
}
    `) as unknown as TypedDocumentString<CreateSystemMenuMutation, CreateSystemMenuMutationVariables>;
export const UpdateSystemMenuDocument = new TypedDocumentString(`
    mutation UpdateSystemMenu($id: ID!, $input: UpdateSystemMenuInput!) {
  updateSystemMenu(systemMenuId: $id, input: $input) {
    systemMenuId
    active
  }
}
    `) as unknown as TypedDocumentString<UpdateSystemMenuMutation, UpdateSystemMenuMutationVariables>;
export const UpdatePositionRoleDocument = new TypedDocumentString(`
    mutation UpdatePositionRole($positionId: ID!, $systemRoleId: ID!) {
  updatePositionRole(positionId: $positionId, systemRoleId: $systemRoleId) {
    positionId
    systemRoleId
  }
}
    `) as unknown as TypedDocumentString<UpdatePositionRoleMutation, UpdatePositionRoleMutationVariables>;
export const CreateUserDocument = new TypedDocumentString(`
    mutation CreateUser($input: CreateUserInput!) {
  createUser(input: $input) {
    userName
    passwordChangeRequired
  }
}
    `) as unknown as TypedDocumentString<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserDocument = new TypedDocumentString(`
    mutation UpdateUser($userName: String!, $input: UpdateUserInput!) {
  updateUser(userName: $userName, input: $input) {
    userName
    active
  }
}
    `) as unknown as TypedDocumentString<UpdateUserMutation, UpdateUserMutationVariables>;
export const UpdatePermissionProfileDocument = new TypedDocumentString(`
    mutation UpdatePermissionProfile($input: PermissionProfileInput!) {
  updatePermissionProfile(input: $input) {
    positionId
  }
}
    `) as unknown as TypedDocumentString<UpdatePermissionProfileMutation, UpdatePermissionProfileMutationVariables>;
export const ResetUserPasswordDocument = new TypedDocumentString(`
    mutation ResetUserPassword($userName: String!, $temporaryPassword: String!) {
  resetUserPassword(userName: $userName, temporaryPassword: $temporaryPassword) {
    userName
    passwordChangeRequired
  }
}
    `) as unknown as TypedDocumentString<ResetUserPasswordMutation, ResetUserPasswordMutationVariables>;
export const SystemRolesDocument = new TypedDocumentString(`
    query SystemRoles {
  systemRoles {
    ...SystemRole
  }
}
    fragment RoleOption on SystemRole {
  systemRoleId
  systemRoleName
}
fragment SystemRole on SystemRole {
  ...RoleOption
  parentSystemRoleId
  level
  positions {
    positionId
    positionName
  }
  menus {
    systemMenuId
    systemMenuName
  }
}`) as unknown as TypedDocumentString<SystemRolesQuery, SystemRolesQueryVariables>;
export const SystemMenusDocument = new TypedDocumentString(`
    query SystemMenus {
  systemMenus {
    ...SystemMenu
  }
}
    fragment MenuLabels on MenuLabels {
  es
  en
}
fragment SystemMenu on SystemMenu {
  systemMenuId
  systemMenuName
  labels {
    ...MenuLabels
  }
  menuType
  path
  component
  icon
  active
  platformType
  parentSystemMenuId
  systemMenuRoleId
  defaultScopes {
    scopeName
    active
  }
  order
}`) as unknown as TypedDocumentString<SystemMenusQuery, SystemMenusQueryVariables>;
export const PositionsDocument = new TypedDocumentString(`
    query Positions {
  positions {
    ...StaffPosition
  }
}
    fragment MenuLabels on MenuLabels {
  es
  en
}
fragment PositionOption on StaffPosition {
  positionId
  positionName
  labels {
    ...MenuLabels
  }
}
fragment PermissionProfile on PermissionProfile {
  menuAccess
  permittedMenuIds
  hiddenMenuIds
  menuScopes {
    systemMenuId
    scopes
  }
  visibilityGroup
  authenticatorRequired
}
fragment StaffPosition on StaffPosition {
  ...PositionOption
  parentPositionId
  systemRoleId
  systemRole {
    systemRoleName
  }
  permissionProfile {
    ...PermissionProfile
  }
}`) as unknown as TypedDocumentString<PositionsQuery, PositionsQueryVariables>;
export const UsersDocument = new TypedDocumentString(`
    query Users($search: String, $limit: Int!, $offset: Int!, $sort: UserSort, $direction: SortDirection) {
  users(
    search: $search
    limit: $limit
    offset: $offset
    sort: $sort
    direction: $direction
  ) {
    total
    items {
      ...StaffUser
    }
  }
}
    fragment StaffUser on StaffUser {
  attendantId
  userName
  fullName
  active
  position {
    positionId
    positionName
  }
  role {
    systemRoleId
    systemRoleName
  }
  warehouse {
    warehouseId
    warehouseName
  }
  organizationId
  passwordChangeRequired
  confirmed
  totpEnabled
  locked
  profilePhotoThumbnailUrl
}`) as unknown as TypedDocumentString<UsersQuery, UsersQueryVariables>;
export const UserWarehousesDocument = new TypedDocumentString(`
    query UserWarehouses {
  userWarehouses {
    ...StaffWarehouseOption
  }
}
    fragment StaffWarehouseOption on StaffWarehouseOption {
  warehouseId
  warehouseName
  warehouseType
}`) as unknown as TypedDocumentString<UserWarehousesQuery, UserWarehousesQueryVariables>;
export const UserPositionOptionsDocument = new TypedDocumentString(`
    query UserPositionOptions {
  positions {
    ...PositionOption
  }
}
    fragment MenuLabels on MenuLabels {
  es
  en
}
fragment PositionOption on StaffPosition {
  positionId
  positionName
  labels {
    ...MenuLabels
  }
}`) as unknown as TypedDocumentString<UserPositionOptionsQuery, UserPositionOptionsQueryVariables>;
export const UserRoleOptionsDocument = new TypedDocumentString(`
    query UserRoleOptions {
  systemRoles {
    ...RoleOption
  }
}
    fragment RoleOption on SystemRole {
  systemRoleId
  systemRoleName
}`) as unknown as TypedDocumentString<UserRoleOptionsQuery, UserRoleOptionsQueryVariables>;
export const AuditDocument = new TypedDocumentString(`
    query Audit($id: ID!) {
  audit(id: $id) {
    ...AuditDetail
  }
}
    fragment AuditDetail on AuditDetail {
  id
  customerRef
  startAudit
  endAudit
  promoter
  auditor
  auditorName
  blacklist
  decision
  ranking
  riskFactor
  lastUpdate
  coincidences {
    type
    item
    value
    percent
    id
  }
}`) as unknown as TypedDocumentString<AuditQuery, AuditQueryVariables>;
export const DecideAuditDocument = new TypedDocumentString(`
    mutation DecideAudit($input: AuditDecisionInput!) {
  decideAudit(input: $input) {
    ...AuditDetail
  }
}
    fragment AuditDetail on AuditDetail {
  id
  customerRef
  startAudit
  endAudit
  promoter
  auditor
  auditorName
  blacklist
  decision
  ranking
  riskFactor
  lastUpdate
  coincidences {
    type
    item
    value
    percent
    id
  }
}`) as unknown as TypedDocumentString<DecideAuditMutation, DecideAuditMutationVariables>;
export const ReopenCustomerAuditDocument = new TypedDocumentString(`
    mutation ReopenCustomerAudit($customerId: ID!) {
  reopenCustomerAudit(customerId: $customerId) {
    workflowId
    customerRef
  }
}
    `) as unknown as TypedDocumentString<ReopenCustomerAuditMutation, ReopenCustomerAuditMutationVariables>;
export const CashierInfoDocument = new TypedDocumentString(`
    query CashierInfo($userName: String!, $company: String!) {
  cashierInfo(userName: $userName, company: $company) {
    ...CashierInfoResult
  }
}
    fragment CashierInfoResult on CashierInfo {
  complete
  message
  attendant {
    attendantId
    userName
    fullName
    active
    positionName
    organizationId
  }
  warehouse {
    warehouseId
    warehouseName
  }
  links {
    warehouseId
    previousWarehouseId
    linkedBy
    linkedAt
  }
}`) as unknown as TypedDocumentString<CashierInfoQuery, CashierInfoQueryVariables>;
export const LinkCashierToStoreDocument = new TypedDocumentString(`
    mutation LinkCashierToStore($input: CashierLinkInput!) {
  linkCashierToStore(input: $input) {
    ...CashierInfoResult
  }
}
    fragment CashierInfoResult on CashierInfo {
  complete
  message
  attendant {
    attendantId
    userName
    fullName
    active
    positionName
    organizationId
  }
  warehouse {
    warehouseId
    warehouseName
  }
  links {
    warehouseId
    previousWarehouseId
    linkedBy
    linkedAt
  }
}`) as unknown as TypedDocumentString<LinkCashierToStoreMutation, LinkCashierToStoreMutationVariables>;
export const CommissionPermissionsDocument = new TypedDocumentString(`
    query CommissionPermissions {
  myPermissions {
    positionId
    pathPermissions {
      id
      name
      read
      write
    }
    organizations
  }
}
    `) as unknown as TypedDocumentString<CommissionPermissionsQuery, CommissionPermissionsQueryVariables>;
export const StatementPeriodsDocument = new TypedDocumentString(`
    query StatementPeriods($organizationId: String!) {
  commissionStatementPeriods(organizationId: $organizationId) {
    periodStart
    periodEnd
    statements
    workflowId
  }
}
    `) as unknown as TypedDocumentString<StatementPeriodsQuery, StatementPeriodsQueryVariables>;
export const StatementPageDocument = new TypedDocumentString(`
    query StatementPage($organizationId: String!, $periodStart: String!, $periodEnd: String!, $state: String, $search: String, $page: Int, $pageSize: Int, $sort: CommissionStatementSort, $direction: SortDirection) {
  commissionStatements(
    organizationId: $organizationId
    periodStart: $periodStart
    periodEnd: $periodEnd
    state: $state
    search: $search
    page: $page
    pageSize: $pageSize
    sort: $sort
    direction: $direction
  ) {
    total
    page
    pageSize
    items {
      id
      employeeId
      employeeName
      areaName
      state
      total
      reviewerName
      reviewLevel
      adjustmentCount
    }
    summary {
      state
      count
      total
    }
  }
}
    `) as unknown as TypedDocumentString<StatementPageQuery, StatementPageQueryVariables>;
export const StatementDetailDocument = new TypedDocumentString(`
    query StatementDetail($id: ID!) {
  commissionStatement(id: $id) {
    id
    organizationId
    employeeId
    employeeName
    areaName
    periodStart
    periodEnd
    state
    total
    commissionsTotal
    adjustmentsTotal
    reviewLevel
    exportId
    actions
    reviewer {
      kind
      id
      name
    }
    lines {
      reportId
      variableCommissionId
      variableCommissionName
      startDate
      endDate
      result
      clawback
      exceptionName
      exceptionDetails
      steps {
        name
        value
      }
    }
    adjustments {
      id
      amount
      reason
      by
      at
      clawback
      correctsPeriod
    }
    disputes {
      id
      comment
      raisedBy
      onBehalfOfEmployee
      at
      resolution
      resolvedBy
      resolvedAt
      resolutionReason
    }
    events {
      at
      by
      action
      from
      to
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<StatementDetailQuery, StatementDetailQueryVariables>;
export const StatementExportPreviewDocument = new TypedDocumentString(`
    query StatementExportPreview($organizationId: String!, $periodStart: String!, $periodEnd: String!) {
  commissionStatementExportPreview(
    organizationId: $organizationId
    periodStart: $periodStart
    periodEnd: $periodEnd
  ) {
    statements
    total
    csv
    rows {
      id
      employeeId
      employeeName
      total
    }
  }
}
    `) as unknown as TypedDocumentString<StatementExportPreviewQuery, StatementExportPreviewQueryVariables>;
export const StartStatementsDocument = new TypedDocumentString(`
    mutation StartStatements($input: CommissionStatementPeriodInput!) {
  startCommissionStatements(input: $input) {
    periodStart
    periodEnd
    workflowId
  }
}
    `) as unknown as TypedDocumentString<StartStatementsMutation, StartStatementsMutationVariables>;
export const ApproveStatementsDocument = new TypedDocumentString(`
    mutation ApproveStatements($input: CommissionStatementApprovalInput!) {
  approveCommissionStatements(input: $input) {
    approved
    skipped
  }
}
    `) as unknown as TypedDocumentString<ApproveStatementsMutation, ApproveStatementsMutationVariables>;
export const ExportStatementsDocument = new TypedDocumentString(`
    mutation ExportStatements($input: CommissionStatementPeriodInput!) {
  exportCommissionStatements(input: $input) {
    exportId
    statements
    csv
  }
}
    `) as unknown as TypedDocumentString<ExportStatementsMutation, ExportStatementsMutationVariables>;
export const DisputeStatementDocument = new TypedDocumentString(`
    mutation DisputeStatement($input: CommissionStatementDisputeInput!) {
  disputeCommissionStatement(input: $input) {
    id
    state
  }
}
    `) as unknown as TypedDocumentString<DisputeStatementMutation, DisputeStatementMutationVariables>;
export const ResolveStatementDisputeDocument = new TypedDocumentString(`
    mutation ResolveStatementDispute($input: CommissionStatementResolutionInput!) {
  resolveCommissionStatementDispute(input: $input) {
    id
    state
  }
}
    `) as unknown as TypedDocumentString<ResolveStatementDisputeMutation, ResolveStatementDisputeMutationVariables>;
export const AdjustStatementDocument = new TypedDocumentString(`
    mutation AdjustStatement($input: CommissionStatementAdjustmentInput!) {
  adjustCommissionStatement(input: $input) {
    statementId
    carried
  }
}
    `) as unknown as TypedDocumentString<AdjustStatementMutation, AdjustStatementMutationVariables>;
export const StatementPdfDocument = new TypedDocumentString(`
    query StatementPdf($id: ID!) {
  commissionStatementPdf(id: $id) {
    fileName
    content
  }
}
    `) as unknown as TypedDocumentString<StatementPdfQuery, StatementPdfQueryVariables>;
export const EmailStatementDocument = new TypedDocumentString(`
    mutation EmailStatement($input: CommissionStatementEmailInput!) {
  emailCommissionStatement(input: $input) {
    to
  }
}
    `) as unknown as TypedDocumentString<EmailStatementMutation, EmailStatementMutationVariables>;
export const StatementWhatIfInputsDocument = new TypedDocumentString(`
    query StatementWhatIfInputs($id: ID!, $reportId: ID!) {
  commissionStatementWhatIfInputs(id: $id, reportId: $reportId) {
    kind
    id
    tag
    name
    value
  }
}
    `) as unknown as TypedDocumentString<StatementWhatIfInputsQuery, StatementWhatIfInputsQueryVariables>;
export const StatementWhatIfDocument = new TypedDocumentString(`
    query StatementWhatIf($input: CommissionStatementWhatIfChange!) {
  commissionStatementWhatIf(input: $input) {
    before
    after
    exceptionName
    exceptionDetails
    steps {
      name
      value
      before
    }
  }
}
    `) as unknown as TypedDocumentString<StatementWhatIfQuery, StatementWhatIfQueryVariables>;
export const StatementSettingsDocument = new TypedDocumentString(`
    query StatementSettings($organizationId: String!) {
  commissionStatementSettings(organizationId: $organizationId) {
    organizationId
    reviewerAreaId
    reviewerEmail
    reminderDays
    escalationDays
  }
}
    `) as unknown as TypedDocumentString<StatementSettingsQuery, StatementSettingsQueryVariables>;
export const SaveStatementSettingsDocument = new TypedDocumentString(`
    mutation SaveStatementSettings($input: CommissionStatementSettingsInput!) {
  saveCommissionStatementSettings(input: $input) {
    organizationId
    reviewerAreaId
    reviewerEmail
    reminderDays
    escalationDays
  }
}
    `) as unknown as TypedDocumentString<SaveStatementSettingsMutation, SaveStatementSettingsMutationVariables>;
export const CustomerActivityDocument = new TypedDocumentString(`
    query CustomerActivity($from: String!, $to: String!) {
  customerActivity(from: $from, to: $to) {
    day
    registrations
    audits
    authorized
    blacklisted
    open
  }
}
    `) as unknown as TypedDocumentString<CustomerActivityQuery, CustomerActivityQueryVariables>;
export const CustomerCountersDocument = new TypedDocumentString(`
    query CustomerCounters($filter: CustomerFilterInput) {
  customerCounters(filter: $filter) {
    ...CustomerCounters
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
}`) as unknown as TypedDocumentString<CustomerCountersQuery, CustomerCountersQueryVariables>;
export const CustomersDocument = new TypedDocumentString(`
    query Customers($filter: CustomerFilterInput, $page: Int, $pageSize: Int, $sort: CustomerSort, $direction: SortDirection) {
  customers(
    filter: $filter
    page: $page
    pageSize: $pageSize
    sort: $sort
    direction: $direction
  ) {
    total
    page
    pageSize
    rows {
      ...CustomerRow
    }
  }
}
    fragment CustomerRow on CustomerSummary {
  id
  customerId
  customerName
  customerTypeId
  customerTypeName
  address
  preregistrationCode
  sellBanned
  blacklisted
  blacklistAudit
  taxpayer {
    taxpayerName
    identification
  }
  zoneName
  lastUpdate
  classes
  phones {
    phoneType
    phone
  }
  emails
  birthdate
  fingerCount
  registrationWarehouseId
  enrollmentWarehouseId
  openAuditCount
}`) as unknown as TypedDocumentString<CustomersQuery, CustomersQueryVariables>;
export const CustomerDocument = new TypedDocumentString(`
    query Customer($id: ID!) {
  customer(id: $id) {
    ...CustomerDetail
  }
}
    fragment AuditDetail on AuditDetail {
  id
  customerRef
  startAudit
  endAudit
  promoter
  auditor
  auditorName
  blacklist
  decision
  ranking
  riskFactor
  lastUpdate
  coincidences {
    type
    item
    value
    percent
    id
  }
}
fragment CustomerRow on CustomerSummary {
  id
  customerId
  customerName
  customerTypeId
  customerTypeName
  address
  preregistrationCode
  sellBanned
  blacklisted
  blacklistAudit
  taxpayer {
    taxpayerName
    identification
  }
  zoneName
  lastUpdate
  classes
  phones {
    phoneType
    phone
  }
  emails
  birthdate
  fingerCount
  registrationWarehouseId
  enrollmentWarehouseId
  openAuditCount
}
fragment CustomerDetail on CustomerDetail {
  ...CustomerRow
  fingerTypes
  legals {
    legalType
    datetime
  }
  audits {
    ...AuditDetail
  }
  marketReleases {
    warehouseId
    marketReleaseDate
    marketFinalDate
  }
  files {
    fileType
    url
  }
}`) as unknown as TypedDocumentString<CustomerQuery, CustomerQueryVariables>;
export const CustomerSelectionDocument = new TypedDocumentString(`
    query CustomerSelection($customerIds: [ID!], $filter: CustomerFilterInput) {
  customerSelection(customerIds: $customerIds, filter: $filter) {
    selected
    pendingAudits
    pendingAuditIds
  }
}
    `) as unknown as TypedDocumentString<CustomerSelectionQuery, CustomerSelectionQueryVariables>;
export const CustomerTypesDocument = new TypedDocumentString(`
    query CustomerTypes {
  customerTypes {
    ...CustomerType
  }
}
    fragment CustomerType on CustomerTypeRow {
  id
  customerTypeId
  customerTypeName
  defaultType
  _version
}`) as unknown as TypedDocumentString<CustomerTypesQuery, CustomerTypesQueryVariables>;
export const MarketStoresDocument = new TypedDocumentString(`
    query MarketStores {
  marketStores {
    warehouseId
    warehouseName
    zoneName
  }
}
    `) as unknown as TypedDocumentString<MarketStoresQuery, MarketStoresQueryVariables>;
export const CustomerByPreregistrationCodeDocument = new TypedDocumentString(`
    query CustomerByPreregistrationCode($code: String!) {
  customerByPreregistrationCode(code: $code) {
    ...CustomerRow
    fingerTypes
  }
}
    fragment CustomerRow on CustomerSummary {
  id
  customerId
  customerName
  customerTypeId
  customerTypeName
  address
  preregistrationCode
  sellBanned
  blacklisted
  blacklistAudit
  taxpayer {
    taxpayerName
    identification
  }
  zoneName
  lastUpdate
  classes
  phones {
    phoneType
    phone
  }
  emails
  birthdate
  fingerCount
  registrationWarehouseId
  enrollmentWarehouseId
  openAuditCount
}`) as unknown as TypedDocumentString<CustomerByPreregistrationCodeQuery, CustomerByPreregistrationCodeQueryVariables>;
export const EnrollFingerprintsDocument = new TypedDocumentString(`
    mutation EnrollFingerprints($input: FingerprintEnrollmentInput!) {
  enrollFingerprints(input: $input) {
    id
    fingerCount
    fingerTypes
  }
}
    `) as unknown as TypedDocumentString<EnrollFingerprintsMutation, EnrollFingerprintsMutationVariables>;
export const SetCustomerTypeDefaultDocument = new TypedDocumentString(`
    mutation SetCustomerTypeDefault($customerTypeId: String!, $defaultType: Boolean!, $_version: Int) {
  setCustomerTypeDefault(
    customerTypeId: $customerTypeId
    defaultType: $defaultType
    _version: $_version
  ) {
    ...CustomerType
  }
}
    fragment CustomerType on CustomerTypeRow {
  id
  customerTypeId
  customerTypeName
  defaultType
  _version
}`) as unknown as TypedDocumentString<SetCustomerTypeDefaultMutation, SetCustomerTypeDefaultMutationVariables>;
export const CreateCustomerTypeDocument = new TypedDocumentString(`
    mutation CreateCustomerType($input: CreateCustomerTypeInput!) {
  createCustomerType(input: $input) {
    ...CustomerType
  }
}
    fragment CustomerType on CustomerTypeRow {
  id
  customerTypeId
  customerTypeName
  defaultType
  _version
}`) as unknown as TypedDocumentString<CreateCustomerTypeMutation, CreateCustomerTypeMutationVariables>;
export const RenameCustomerTypeDocument = new TypedDocumentString(`
    mutation RenameCustomerType($customerTypeId: String!, $customerTypeName: String!, $_version: Int) {
  renameCustomerType(
    customerTypeId: $customerTypeId
    customerTypeName: $customerTypeName
    _version: $_version
  ) {
    ...CustomerType
  }
}
    fragment CustomerType on CustomerTypeRow {
  id
  customerTypeId
  customerTypeName
  defaultType
  _version
}`) as unknown as TypedDocumentString<RenameCustomerTypeMutation, RenameCustomerTypeMutationVariables>;
export const StartErpQueryDocument = new TypedDocumentString(`
    mutation StartErpQuery($operation: JSON!) {
  startErpQuery(operation: $operation) {
    workflowId
  }
}
    `) as unknown as TypedDocumentString<StartErpQueryMutation, StartErpQueryMutationVariables>;
export const ErpQueryDocument = new TypedDocumentString(`
    query ErpQuery($workflowId: ID!) {
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
}`) as unknown as TypedDocumentString<ErpQueryQuery, ErpQueryQueryVariables>;
export const HeadcountSummaryDocument = new TypedDocumentString(`
    query HeadcountSummary {
  headcountSummary {
    organizationId
    organizationName
    templatePositions
    vacants
    severity
    vacantPositions {
      positionName
      count
    }
    storeIds
    high
    medium
    low
    notReady
  }
}
    `) as unknown as TypedDocumentString<HeadcountSummaryQuery, HeadcountSummaryQueryVariables>;
export const HeadcountReportsDocument = new TypedDocumentString(`
    query HeadcountReports($search: String, $statusName: String, $organizationId: String, $page: Int, $pageSize: Int, $sort: HeadcountReportSort, $direction: SortDirection) {
  headcountReports(
    search: $search
    statusName: $statusName
    organizationId: $organizationId
    page: $page
    pageSize: $pageSize
    sort: $sort
    direction: $direction
  ) {
    rows {
      id
      organizationName
      warehouseId
      warehouseName
      zoneName
      workTeamTemplateName
      teamPositionsCount
      teamAssignedCount
      vacants
      extras
      statusName
      sinceDate
      calculationDate
    }
    total
    page
    pageSize
  }
}
    `) as unknown as TypedDocumentString<HeadcountReportsQuery, HeadcountReportsQueryVariables>;
export const HeadcountHistoryDocument = new TypedDocumentString(`
    query HeadcountHistory($reportId: ID!) {
  headcountHistory(reportId: $reportId) {
    id
    calculationDate
    sinceDate
    vacantCounter
    statusName
    detail {
      positionId
      positionName
      count
      date
    }
    incidents {
      incidentId
      datetime
      day
      description
    }
    incidentObservationId
    incidentPlanActionId
  }
  incidentObservations {
    id
    name
    parentId
    active
  }
  incidentPlanActions {
    id
    name
    parentId
    active
  }
}
    `) as unknown as TypedDocumentString<HeadcountHistoryQuery, HeadcountHistoryQueryVariables>;
export const EvaluateHeadcountLogDocument = new TypedDocumentString(`
    mutation EvaluateHeadcountLog($id: ID!, $incidentObservationId: String, $incidentPlanActionId: String) {
  evaluateHeadcountLog(
    id: $id
    incidentObservationId: $incidentObservationId
    incidentPlanActionId: $incidentPlanActionId
  ) {
    id
    incidentObservationId
    incidentPlanActionId
  }
}
    `) as unknown as TypedDocumentString<EvaluateHeadcountLogMutation, EvaluateHeadcountLogMutationVariables>;
export const HeadcountRunStatusDocument = new TypedDocumentString(`
    query HeadcountRunStatus($workflowId: ID!) {
  headcountRun(workflowId: $workflowId) {
    ...HeadcountRun
  }
}
    fragment HeadcountRun on HeadcountRun {
  workflowId
  status
  calculationDate
  total
  processed
}`) as unknown as TypedDocumentString<HeadcountRunStatusQuery, HeadcountRunStatusQueryVariables>;
export const WorkTeamTemplatesDocument = new TypedDocumentString(`
    query WorkTeamTemplates {
  workTeamTemplates {
    id
    workTeamTemplate
    active
    minSalesAmount
    maxSalesAmount
    frecuencySales
    periodSales
    stores
    _version
    positions {
      teamPositionId
      positionId
      positionName
      quantity
      required
      observation
    }
    statuses {
      statusName
      vacantNumber
      assignedDays
    }
  }
}
    `) as unknown as TypedDocumentString<WorkTeamTemplatesQuery, WorkTeamTemplatesQueryVariables>;
export const TemplateOptionsDocument = new TypedDocumentString(`
    query TemplateOptions {
  headcountPositions {
    positionId
    positionName
    label
  }
  templateStores {
    warehouseId
    warehouseName
    organizationId
    organizationName
    zoneName
    workTeamTemplateId
  }
}
    `) as unknown as TypedDocumentString<TemplateOptionsQuery, TemplateOptionsQueryVariables>;
export const CreateWorkTeamTemplateDocument = new TypedDocumentString(`
    mutation CreateWorkTeamTemplate($input: WorkTeamTemplateInput!) {
  createWorkTeamTemplate(input: $input) {
    id
    _version
  }
}
    `) as unknown as TypedDocumentString<CreateWorkTeamTemplateMutation, CreateWorkTeamTemplateMutationVariables>;
export const UpdateWorkTeamTemplateDocument = new TypedDocumentString(`
    mutation UpdateWorkTeamTemplate($id: ID!, $_version: Int!, $input: WorkTeamTemplateInput!) {
  updateWorkTeamTemplate(id: $id, _version: $_version, input: $input) {
    id
    _version
  }
}
    `) as unknown as TypedDocumentString<UpdateWorkTeamTemplateMutation, UpdateWorkTeamTemplateMutationVariables>;
export const SetWorkTeamTemplateActiveDocument = new TypedDocumentString(`
    mutation SetWorkTeamTemplateActive($id: ID!, $active: Boolean!, $_version: Int!) {
  setWorkTeamTemplateActive(id: $id, active: $active, _version: $_version) {
    id
    active
    _version
  }
}
    `) as unknown as TypedDocumentString<SetWorkTeamTemplateActiveMutation, SetWorkTeamTemplateActiveMutationVariables>;
export const DeleteWorkTeamTemplateDocument = new TypedDocumentString(`
    mutation DeleteWorkTeamTemplate($id: ID!, $_version: Int!) {
  deleteWorkTeamTemplate(id: $id, _version: $_version) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteWorkTeamTemplateMutation, DeleteWorkTeamTemplateMutationVariables>;
export const SaveTeamPositionDocument = new TypedDocumentString(`
    mutation SaveTeamPosition($id: ID!, $_version: Int!, $teamPositionId: ID, $input: TeamPositionInput!) {
  saveTeamPosition(
    id: $id
    _version: $_version
    teamPositionId: $teamPositionId
    input: $input
  ) {
    id
    _version
  }
}
    `) as unknown as TypedDocumentString<SaveTeamPositionMutation, SaveTeamPositionMutationVariables>;
export const DeleteTeamPositionDocument = new TypedDocumentString(`
    mutation DeleteTeamPosition($id: ID!, $_version: Int!, $teamPositionId: ID!) {
  deleteTeamPosition(
    id: $id
    _version: $_version
    teamPositionId: $teamPositionId
  ) {
    id
    _version
  }
}
    `) as unknown as TypedDocumentString<DeleteTeamPositionMutation, DeleteTeamPositionMutationVariables>;
export const SaveHeadcountRulesDocument = new TypedDocumentString(`
    mutation SaveHeadcountRules($id: ID!, $_version: Int!, $rules: [HeadcountStatusRuleInput!]!) {
  saveHeadcountRules(id: $id, _version: $_version, rules: $rules) {
    id
    _version
  }
}
    `) as unknown as TypedDocumentString<SaveHeadcountRulesMutation, SaveHeadcountRulesMutationVariables>;
export const AssignWorkTeamTemplateDocument = new TypedDocumentString(`
    mutation AssignWorkTeamTemplate($id: ID!, $warehouseIds: [String!]!) {
  assignWorkTeamTemplate(id: $id, warehouseIds: $warehouseIds)
}
    `) as unknown as TypedDocumentString<AssignWorkTeamTemplateMutation, AssignWorkTeamTemplateMutationVariables>;
export const HeadcountChoicesDocument = new TypedDocumentString(`
    query HeadcountChoices {
  incidentObservations {
    id
    name
    parentId
    active
    _version
  }
  incidentPlanActions {
    id
    name
    parentId
    active
    _version
  }
}
    `) as unknown as TypedDocumentString<HeadcountChoicesQuery, HeadcountChoicesQueryVariables>;
export const SaveHeadcountChoiceDocument = new TypedDocumentString(`
    mutation SaveHeadcountChoice($kind: String!, $id: ID, $_version: Int, $input: HeadcountChoiceInput!) {
  saveHeadcountChoice(kind: $kind, id: $id, _version: $_version, input: $input) {
    id
    _version
  }
}
    `) as unknown as TypedDocumentString<SaveHeadcountChoiceMutation, SaveHeadcountChoiceMutationVariables>;
export const SetHeadcountChoiceActiveDocument = new TypedDocumentString(`
    mutation SetHeadcountChoiceActive($kind: String!, $id: ID!, $_version: Int!, $active: Boolean!) {
  setHeadcountChoiceActive(
    kind: $kind
    id: $id
    _version: $_version
    active: $active
  ) {
    id
    active
    _version
  }
}
    `) as unknown as TypedDocumentString<SetHeadcountChoiceActiveMutation, SetHeadcountChoiceActiveMutationVariables>;
export const RecordHistoryDocument = new TypedDocumentString(`
    query RecordHistory($recordType: String!, $recordId: String!, $page: Int, $pageSize: Int) {
  recordHistory(
    recordType: $recordType
    recordId: $recordId
    page: $page
    pageSize: $pageSize
  ) {
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
}`) as unknown as TypedDocumentString<RecordHistoryQuery, RecordHistoryQueryVariables>;
export const ChangeHistoryDocument = new TypedDocumentString(`
    query ChangeHistory($filter: ChangeHistoryFilter, $page: Int, $pageSize: Int, $sort: ChangeHistorySort, $direction: SortDirection) {
  changeHistory(
    filter: $filter
    page: $page
    pageSize: $pageSize
    sort: $sort
    direction: $direction
  ) {
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
}`) as unknown as TypedDocumentString<ChangeHistoryQuery, ChangeHistoryQueryVariables>;
export const ChangeHistoryAreasDocument = new TypedDocumentString(`
    query ChangeHistoryAreas {
  changeHistoryAreas
}
    `) as unknown as TypedDocumentString<ChangeHistoryAreasQuery, ChangeHistoryAreasQueryVariables>;
export const CreateEmailSuscriptionDocument = new TypedDocumentString(`
    mutation CreateEmailSuscription($input: CreateEmailSuscriptionInput!) {
  createEmailSuscription(input: $input) {
    email
    active
    origin
  }
}
    `) as unknown as TypedDocumentString<CreateEmailSuscriptionMutation, CreateEmailSuscriptionMutationVariables>;
export const LandingPageDocument = new TypedDocumentString(`
    query LandingPage {
  landingPage {
    countdownTarget
  }
}
    `) as unknown as TypedDocumentString<LandingPageQuery, LandingPageQueryVariables>;
export const PosLicensePageDocument = new TypedDocumentString(`
    query PosLicensePage($organizationId: String, $status: String, $search: String, $page: Int, $pageSize: Int, $sort: PosLicenseSort, $direction: SortDirection) {
  posLicensePage(
    organizationId: $organizationId
    status: $status
    search: $search
    page: $page
    pageSize: $pageSize
    sort: $sort
    direction: $direction
  ) {
    total
    rows {
      ...PosLicenseRow
    }
    counts {
      active
      expiring
      expired
      revoked
    }
  }
}
    fragment PosLicenseRow on PosLicense {
  id
  licenseId
  warehouseId
  warehouseName
  organizationId
  registerNumber
  maskedKey
  issuedAt
  expiresAt
  status
  daysLeft
  revokedAt
  revokedBy
  revokeReason
  renewals {
    renewedBy
    renewedAt
    months
    previousExpiresAt
    newExpiresAt
    note
  }
  _version
}`) as unknown as TypedDocumentString<PosLicensePageQuery, PosLicensePageQueryVariables>;
export const RenewPosLicenseDocument = new TypedDocumentString(`
    mutation RenewPosLicense($input: RenewPosLicenseInput!) {
  renewPosLicense(input: $input) {
    ...PosLicenseRow
  }
}
    fragment PosLicenseRow on PosLicense {
  id
  licenseId
  warehouseId
  warehouseName
  organizationId
  registerNumber
  maskedKey
  issuedAt
  expiresAt
  status
  daysLeft
  revokedAt
  revokedBy
  revokeReason
  renewals {
    renewedBy
    renewedAt
    months
    previousExpiresAt
    newExpiresAt
    note
  }
  _version
}`) as unknown as TypedDocumentString<RenewPosLicenseMutation, RenewPosLicenseMutationVariables>;
export const RevokePosLicenseDocument = new TypedDocumentString(`
    mutation RevokePosLicense($input: RevokePosLicenseInput!) {
  revokePosLicense(input: $input) {
    ...PosLicenseRow
  }
}
    fragment PosLicenseRow on PosLicense {
  id
  licenseId
  warehouseId
  warehouseName
  organizationId
  registerNumber
  maskedKey
  issuedAt
  expiresAt
  status
  daysLeft
  revokedAt
  revokedBy
  revokeReason
  renewals {
    renewedBy
    renewedAt
    months
    previousExpiresAt
    newExpiresAt
    note
  }
  _version
}`) as unknown as TypedDocumentString<RevokePosLicenseMutation, RevokePosLicenseMutationVariables>;
export const MailMessagesDocument = new TypedDocumentString(`
    query MailMessages($search: String, $page: Int, $pageSize: Int, $sort: MailSort, $direction: SortDirection) {
  mailMessagePage(
    search: $search
    page: $page
    pageSize: $pageSize
    sort: $sort
    direction: $direction
  ) {
    rows {
      ...MailMessageSummary
    }
    total
    page
    pageSize
  }
}
    fragment MailMessageSummary on MailMessageSummary {
  id
  subject
  from
  to
  size
  attachmentCount
  receivedAt
}`) as unknown as TypedDocumentString<MailMessagesQuery, MailMessagesQueryVariables>;
export const MailMessageDocument = new TypedDocumentString(`
    query MailMessage($id: ID!) {
  mailMessage(id: $id) {
    ...MailMessage
  }
}
    fragment MailMessage on MailMessage {
  id
  subject
  from
  to
  cc
  html
  text
  receivedAt
  attachments {
    index
    filename
    contentType
    size
  }
}`) as unknown as TypedDocumentString<MailMessageQuery, MailMessageQueryVariables>;
export const SmsMessagesDocument = new TypedDocumentString(`
    query SmsMessages($search: String, $status: String, $page: Int, $pageSize: Int, $sort: SmsSort, $direction: SortDirection) {
  smsMessagePage(
    search: $search
    status: $status
    page: $page
    pageSize: $pageSize
    sort: $sort
    direction: $direction
  ) {
    rows {
      ...SmsMessage
    }
    total
    page
    pageSize
  }
}
    fragment SmsMessage on SmsMessage {
  id
  phone
  message
  status
  provider
  attempts
  lastError
  createdAt
  sentAt
}`) as unknown as TypedDocumentString<SmsMessagesQuery, SmsMessagesQueryVariables>;
export const StartPriceListQueryDocument = new TypedDocumentString(`
    mutation StartPriceListQuery($table: String!, $companyId: Int!, $search: String) {
  startPriceListQuery(table: $table, companyId: $companyId, search: $search) {
    workflowId
  }
}
    `) as unknown as TypedDocumentString<StartPriceListQueryMutation, StartPriceListQueryMutationVariables>;
export const ExportPriceListDocument = new TypedDocumentString(`
    mutation ExportPriceList($input: PriceListExportInput!) {
  exportPriceList(input: $input) {
    id
    day
    lineCount
    customerCount
    fileName
    downloadUrl
    nextExportDay
  }
}
    `) as unknown as TypedDocumentString<ExportPriceListMutation, ExportPriceListMutationVariables>;
export const PriceListCompaniesDocument = new TypedDocumentString(`
    query PriceListCompanies {
  priceListCompanies {
    organizationId
    organizationName
    erpCompanyId
    exportedToday
    nextExportDay
  }
}
    `) as unknown as TypedDocumentString<PriceListCompaniesQuery, PriceListCompaniesQueryVariables>;
export const PriceListQueryDocument = new TypedDocumentString(`
    query PriceListQuery($workflowId: ID!) {
  priceListQuery(workflowId: $workflowId) {
    workflowId
    status
    state
    rows
    rowCount
    error
  }
}
    `) as unknown as TypedDocumentString<PriceListQueryQuery, PriceListQueryQueryVariables>;
export const PriceListExportsDocument = new TypedDocumentString(`
    query PriceListExports($companyId: Int) {
  priceListExports(companyId: $companyId) {
    ...PriceListExport
    downloadUrl
    exportedBy
    exportedAt
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
}`) as unknown as TypedDocumentString<PriceListExportsQuery, PriceListExportsQueryVariables>;
export const CatalogueProductsDocument = new TypedDocumentString(`
    query CatalogueProducts($search: String, $page: Int, $pageSize: Int, $sort: ProductSort, $direction: SortDirection) {
  catalogueProducts(
    search: $search
    page: $page
    pageSize: $pageSize
    sort: $sort
    direction: $direction
  ) {
    rows {
      ...CatalogueProductFields
    }
    total
    page
    pageSize
  }
}
    fragment CatalogueProductFields on CatalogueProduct {
  id
  productId
  productName
  sku
  barcodes
  brandName
  categoryName
  saleUnitName
  currentSellPrice
  taxes {
    name
    rate
  }
  quantityPerBox
  organizationId
  organizationName
  sellable
  purchable
  imageUrl
  thumbnailUrl
  _version
}`) as unknown as TypedDocumentString<CatalogueProductsQuery, CatalogueProductsQueryVariables>;
export const UpdateProfileDocument = new TypedDocumentString(`
    mutation UpdateProfile($attendantId: ID!, $input: ProfileUpdateInput!) {
  updateProfile(attendantId: $attendantId, input: $input) {
    ...Profile
  }
}
    fragment Profile on Profile {
  attendantId
  userName
  fullName
  nickname
  position {
    positionId
    positionName
  }
  role {
    systemRoleName
  }
  warehouse {
    warehouseName
  }
  phones {
    phoneType
    phone
    display
  }
  emails {
    emailType
    email
  }
  profilePhoto
  profilePhotoUrl
  hasPin
  totpEnabled
  color
}`) as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const SetUpTotpDocument = new TypedDocumentString(`
    mutation SetUpTotp {
  setUpTotp {
    ...TotpSetup
  }
}
    fragment TotpSetup on TotpSetup {
  secret
  otpauthUri
  qrCodeDataUrl
}`) as unknown as TypedDocumentString<SetUpTotpMutation, SetUpTotpMutationVariables>;
export const VerifyTotpSetupDocument = new TypedDocumentString(`
    mutation VerifyTotpSetup($code: String!) {
  verifyTotpSetup(code: $code)
}
    `) as unknown as TypedDocumentString<VerifyTotpSetupMutation, VerifyTotpSetupMutationVariables>;
export const DisableTotpDocument = new TypedDocumentString(`
    mutation DisableTotp($code: String!) {
  disableTotp(code: $code)
}
    `) as unknown as TypedDocumentString<DisableTotpMutation, DisableTotpMutationVariables>;
export const ProfileDocument = new TypedDocumentString(`
    query Profile($attendantId: ID!) {
  profile(attendantId: $attendantId) {
    ...Profile
  }
}
    fragment Profile on Profile {
  attendantId
  userName
  fullName
  nickname
  position {
    positionId
    positionName
  }
  role {
    systemRoleName
  }
  warehouse {
    warehouseName
  }
  phones {
    phoneType
    phone
    display
  }
  emails {
    emailType
    email
  }
  profilePhoto
  profilePhotoUrl
  hasPin
  totpEnabled
  color
}`) as unknown as TypedDocumentString<ProfileQuery, ProfileQueryVariables>;
export const ForecastRunPageDocument = new TypedDocumentString(`
    query ForecastRunPage($kind: String, $status: String, $page: Int, $pageSize: Int, $sort: ForecastRunSort, $direction: SortDirection) {
  forecastRunPage(
    kind: $kind
    status: $status
    page: $page
    pageSize: $pageSize
    sort: $sort
    direction: $direction
  ) {
    total
    rows {
      ...ForecastRunFields
    }
  }
}
    fragment ForecastRunFields on ForecastRun {
  runId
  kind
  organizationId
  providerId
  providerName
  storeIds
  start
  horizonDays
  fileName
  status
  done
  total
  rows
  createdBy
  createdAt
  finishedAt
  failure
}`) as unknown as TypedDocumentString<ForecastRunPageQuery, ForecastRunPageQueryVariables>;
export const ForecastRunProgressDocument = new TypedDocumentString(`
    query ForecastRunProgress($runId: String!) {
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
    `) as unknown as TypedDocumentString<ForecastRunProgressQuery, ForecastRunProgressQueryVariables>;
export const ForecastOptionsDocument = new TypedDocumentString(`
    query ForecastOptions($companyId: String) {
  forecastOptions(companyId: $companyId) {
    companies {
      organizationId
      organizationName
    }
    stores {
      warehouseId
      warehouseName
    }
    providers {
      providerId
      providerName
    }
  }
}
    `) as unknown as TypedDocumentString<ForecastOptionsQuery, ForecastOptionsQueryVariables>;
export const ForecastAccuracyDocument = new TypedDocumentString(`
    query ForecastAccuracy($input: ForecastAccuracyInput!) {
  forecastAccuracy(input: $input) {
    from
    to
    stores
    overall {
      observations
      coverage
      pinballLoss
      meanActual
      below
      above
      calibration
    }
    items {
      sku
      description
      observations
      coverage
      pinballLoss
      meanActual
      below
      above
      calibration
    }
    weeks {
      from
      observations
      p10
      p50
      p90
      actual
      coverage
    }
  }
}
    `) as unknown as TypedDocumentString<ForecastAccuracyQuery, ForecastAccuracyQueryVariables>;
export const CancelForecastRunDocument = new TypedDocumentString(`
    mutation CancelForecastRun($runId: String!) {
  cancelForecastRun(runId: $runId) {
    runId
    status
  }
}
    `) as unknown as TypedDocumentString<CancelForecastRunMutation, CancelForecastRunMutationVariables>;
export const PurchasingOptionsDocument = new TypedDocumentString(`
    query PurchasingOptions($companyId: String) {
  purchasingOptions(companyId: $companyId) {
    companies {
      organizationId
      organizationName
      erpCompanyId
    }
    zones {
      zoneId
      zoneName
    }
    stores {
      warehouseId
      warehouseName
      zoneId
    }
    providers {
      providerId
      providerName
      email
    }
    distributionCentreId
  }
}
    `) as unknown as TypedDocumentString<PurchasingOptionsQuery, PurchasingOptionsQueryVariables>;
export const PurchaseGridDocument = new TypedDocumentString(`
    query PurchaseGrid($selection: PurchaseSelectionInput!, $offset: Int!, $limit: Int!) {
  purchaseGrid(selection: $selection, offset: $offset, limit: $limit) {
    rowCount
    offset
    stores
    products
    forecastFrom
    forecastToExclusive
    rows {
      sku
      description
      saleUnit
      storeId
      storeName
      piecesPerPackage
      packages
      p10
      p50
      p90
      minProduct
      maxProduct
      stock
      price
      ivaRate
      iepsRate
      ivaDev
      subtotal
      ieps
      iva
      total
      sales {
        year
        quantity
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PurchaseGridQuery, PurchaseGridQueryVariables>;
export const PurchaseGridTotalsDocument = new TypedDocumentString(`
    query PurchaseGridTotals($selection: PurchaseSelectionInput!) {
  purchaseGrid(selection: $selection, offset: 0, limit: 1) {
    rowCount
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
}`) as unknown as TypedDocumentString<PurchaseGridTotalsQuery, PurchaseGridTotalsQueryVariables>;
export const ForecastChartDocument = new TypedDocumentString(`
    query ForecastChart($storeId: String!, $sku: String!, $from: String!, $to: String!) {
  forecastChart(storeId: $storeId, sku: $sku, from: $from, to: $to) {
    date
    sales
    salesYearBefore
    p10
    p50
    p90
  }
}
    `) as unknown as TypedDocumentString<ForecastChartQuery, ForecastChartQueryVariables>;
export const PurchaseOrderDocument = new TypedDocumentString(`
    query PurchaseOrder($erpCompanyId: Int!, $folio: Int!) {
  purchaseOrder(erpCompanyId: $erpCompanyId, folio: $folio) {
    ...PurchaseOrderFields
    lines {
      ...PurchaseOrderLineFields
    }
  }
}
    fragment PurchaseOrderFields on PurchaseOrder {
  folio
  erpCompanyId
  organizationName
  providerName
  providerEmail
  buyerName
  consolidated
  distributionCentre
  from
  to
  status
  stores {
    storeId
    storeName
    subtotal
    ieps
    iva
    total
  }
  lineCount
  totals {
    ...PurchaseMoney
  }
  pdfs {
    fileName
    url
  }
  emailedAt
  emailRecipients
  erpInsertedAt
  erpOrders
  erpLines
  failure
  createdAt
  workflowId
}
fragment PurchaseOrderLineFields on PurchaseOrderLine {
  storeId
  sku
  description
  saleUnit
  packages
  piecesPerPackage
  price
  subtotal
  ieps
  iva
  total
}
fragment PurchaseMoney on PurchaseMoney {
  subtotal
  ieps
  iva
  total
}`) as unknown as TypedDocumentString<PurchaseOrderQuery, PurchaseOrderQueryVariables>;
export const PurchaseOrderPageDocument = new TypedDocumentString(`
    query PurchaseOrderPage($status: String, $provider: String, $storeId: String, $page: Int, $pageSize: Int, $sort: PurchaseOrderSort, $direction: SortDirection) {
  purchaseOrderPage(
    status: $status
    provider: $provider
    storeId: $storeId
    page: $page
    pageSize: $pageSize
    sort: $sort
    direction: $direction
  ) {
    rows {
      ...PurchaseOrderFields
    }
    total
  }
}
    fragment PurchaseOrderFields on PurchaseOrder {
  folio
  erpCompanyId
  organizationName
  providerName
  providerEmail
  buyerName
  consolidated
  distributionCentre
  from
  to
  status
  stores {
    storeId
    storeName
    subtotal
    ieps
    iva
    total
  }
  lineCount
  totals {
    ...PurchaseMoney
  }
  pdfs {
    fileName
    url
  }
  emailedAt
  emailRecipients
  erpInsertedAt
  erpOrders
  erpLines
  failure
  createdAt
  workflowId
}
fragment PurchaseMoney on PurchaseMoney {
  subtotal
  ieps
  iva
  total
}`) as unknown as TypedDocumentString<PurchaseOrderPageQuery, PurchaseOrderPageQueryVariables>;
export const VerifyPurchaseOrderDocument = new TypedDocumentString(`
    mutation VerifyPurchaseOrder($order: PurchaseOrderInput!) {
  verifyPurchaseOrder(order: $order) {
    ...PurchaseOrderFields
    lines {
      ...PurchaseOrderLineFields
    }
  }
}
    fragment PurchaseOrderFields on PurchaseOrder {
  folio
  erpCompanyId
  organizationName
  providerName
  providerEmail
  buyerName
  consolidated
  distributionCentre
  from
  to
  status
  stores {
    storeId
    storeName
    subtotal
    ieps
    iva
    total
  }
  lineCount
  totals {
    ...PurchaseMoney
  }
  pdfs {
    fileName
    url
  }
  emailedAt
  emailRecipients
  erpInsertedAt
  erpOrders
  erpLines
  failure
  createdAt
  workflowId
}
fragment PurchaseOrderLineFields on PurchaseOrderLine {
  storeId
  sku
  description
  saleUnit
  packages
  piecesPerPackage
  price
  subtotal
  ieps
  iva
  total
}
fragment PurchaseMoney on PurchaseMoney {
  subtotal
  ieps
  iva
  total
}`) as unknown as TypedDocumentString<VerifyPurchaseOrderMutation, VerifyPurchaseOrderMutationVariables>;
export const SendPurchaseOrderDocument = new TypedDocumentString(`
    mutation SendPurchaseOrder($folio: Int!, $order: PurchaseOrderInput!) {
  sendPurchaseOrder(folio: $folio, order: $order) {
    ...PurchaseOrderFields
  }
}
    fragment PurchaseOrderFields on PurchaseOrder {
  folio
  erpCompanyId
  organizationName
  providerName
  providerEmail
  buyerName
  consolidated
  distributionCentre
  from
  to
  status
  stores {
    storeId
    storeName
    subtotal
    ieps
    iva
    total
  }
  lineCount
  totals {
    ...PurchaseMoney
  }
  pdfs {
    fileName
    url
  }
  emailedAt
  emailRecipients
  erpInsertedAt
  erpOrders
  erpLines
  failure
  createdAt
  workflowId
}
fragment PurchaseMoney on PurchaseMoney {
  subtotal
  ieps
  iva
  total
}`) as unknown as TypedDocumentString<SendPurchaseOrderMutation, SendPurchaseOrderMutationVariables>;
export const PostalCodesDocument = new TypedDocumentString(`
    query PostalCodes($postalCode: String!) {
  postalCodes(postalCode: $postalCode) {
    c_cp
    d_asenta
    d_estado
    d_mnpio
  }
}
    `) as unknown as TypedDocumentString<PostalCodesQuery, PostalCodesQueryVariables>;
export const NearestStoresDocument = new TypedDocumentString(`
    query NearestStores($lat: Float, $lng: Float, $limit: Int) {
  nearestStores(lat: $lat, lng: $lng, limit: $limit) {
    ...NearbyStore
  }
}
    fragment NearbyStore on NearbyStore {
  warehouseId
  warehouseName
  address
  coordinates
  distanceKm
}`) as unknown as TypedDocumentString<NearestStoresQuery, NearestStoresQueryVariables>;
export const CustomerContactTakenDocument = new TypedDocumentString(`
    query CustomerContactTaken($phone: String, $email: String) {
  customerContactTaken(phone: $phone, email: $email)
}
    `) as unknown as TypedDocumentString<CustomerContactTakenQuery, CustomerContactTakenQueryVariables>;
export const CreateCustomerDocument = new TypedDocumentString(`
    mutation CreateCustomer($input: CustomerRegistrationInput!) {
  createCustomer(input: $input) {
    ...CustomerRegistration
  }
}
    fragment CustomerRegistration on CustomerRegistration {
  id
  customerName
  preregistrationCode
  barcodeUrl
  barcodeDataUrl
  storeName
  emails
  mobilePhones
}`) as unknown as TypedDocumentString<CreateCustomerMutation, CreateCustomerMutationVariables>;
export const CreateRemoteCommandDocument = new TypedDocumentString(`
    mutation CreateRemoteCommand($input: RemoteCommandInput!) {
  createRemoteCommand(input: $input) {
    id
    remoteCommandName
    _version
  }
}
    `) as unknown as TypedDocumentString<CreateRemoteCommandMutation, CreateRemoteCommandMutationVariables>;
export const UpdateRemoteCommandDocument = new TypedDocumentString(`
    mutation UpdateRemoteCommand($input: RemoteCommandUpdateInput!) {
  updateRemoteCommand(input: $input) {
    id
    remoteCommandName
    _version
  }
}
    `) as unknown as TypedDocumentString<UpdateRemoteCommandMutation, UpdateRemoteCommandMutationVariables>;
export const SendRemoteCommandDocument = new TypedDocumentString(`
    mutation SendRemoteCommand($storeId: String!, $commandName: String!, $customerId: String, $kitId: String) {
  sendRemoteCommand(
    storeId: $storeId
    commandName: $commandName
    customerId: $customerId
    kitId: $kitId
  ) {
    id
    state
  }
}
    `) as unknown as TypedDocumentString<SendRemoteCommandMutation, SendRemoteCommandMutationVariables>;
export const RemoteCommandsDocument = new TypedDocumentString(`
    query RemoteCommands {
  remoteCommands {
    id
    remoteCommandName
    remoteCommandDescription
    command
    enable
    target
    _version
  }
}
    `) as unknown as TypedDocumentString<RemoteCommandsQuery, RemoteCommandsQueryVariables>;
export const RemoteCommandCompaniesDocument = new TypedDocumentString(`
    query RemoteCommandCompanies {
  remoteCommandCompanies {
    organizationId
    organizationName
    stores {
      warehouseId
      warehouseName
      timeZone
    }
  }
}
    `) as unknown as TypedDocumentString<RemoteCommandCompaniesQuery, RemoteCommandCompaniesQueryVariables>;
export const RemoteCommandCustomersDocument = new TypedDocumentString(`
    query RemoteCommandCustomers($storeId: String!, $after: String, $limit: Int) {
  remoteCommandCustomers(storeId: $storeId, after: $after, limit: $limit) {
    items {
      id
      customerId
      customerName
      customerTypeId
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<RemoteCommandCustomersQuery, RemoteCommandCustomersQueryVariables>;
export const RemoteCommandKitsDocument = new TypedDocumentString(`
    query RemoteCommandKits($storeId: String!) {
  remoteCommandKits(storeId: $storeId) {
    productKitId
    productKitName
    shortName
    currentSellPrice
    marketFinalDate
    limitPerSale
    expired
  }
}
    `) as unknown as TypedDocumentString<RemoteCommandKitsQuery, RemoteCommandKitsQueryVariables>;
export const RemoteCommandHistoryPageDocument = new TypedDocumentString(`
    query RemoteCommandHistoryPage($storeId: String, $state: String, $commandName: String, $page: Int, $pageSize: Int, $sort: RemoteControlSort, $direction: SortDirection) {
  remoteCommandHistoryPage(
    storeId: $storeId
    state: $state
    commandName: $commandName
    page: $page
    pageSize: $pageSize
    sort: $sort
    direction: $direction
  ) {
    rows {
      ...RemoteControl
      takenBy
    }
    total
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
}`) as unknown as TypedDocumentString<RemoteCommandHistoryPageQuery, RemoteCommandHistoryPageQueryVariables>;
export const MyMenusDocument = new TypedDocumentString(`
    query MyMenus {
  myMenus {
    profile {
      ...MenuEntry
    }
    system {
      ...MenuEntry
      children {
        ...MenuEntry
      }
    }
    navigation {
      ...MenuEntry
      children {
        ...MenuEntry
      }
    }
  }
}
    fragment MenuLabels on MenuLabels {
  es
  en
}
fragment MenuEntry on MenuEntry {
  systemMenuId
  systemMenuName
  labels {
    ...MenuLabels
  }
  path
  component
  icon
  scopes
}`) as unknown as TypedDocumentString<MyMenusQuery, MyMenusQueryVariables>;
export const StoreConfigScreenDocument = new TypedDocumentString(`
    query StoreConfigScreen {
  storeZones {
    zoneId
    zoneName
  }
  workTeamTemplates {
    id
    workTeamTemplate
    active
    deleted
  }
}
    `) as unknown as TypedDocumentString<StoreConfigScreenQuery, StoreConfigScreenQueryVariables>;
export const StoreConfigPageDocument = new TypedDocumentString(`
    query StoreConfigPage($search: String, $zoneId: String, $page: Int, $pageSize: Int, $sort: StoreSort, $direction: SortDirection) {
  storeConfigPage(
    search: $search
    zoneId: $zoneId
    page: $page
    pageSize: $pageSize
    sort: $sort
    direction: $direction
  ) {
    rows {
      ...StoreConfigRowFields
    }
    total
    page
    pageSize
  }
}
    fragment StoreConfigRowFields on StoreConfigRow {
  id
  warehouseId
  warehouseName
  warehouseType
  organizationId
  organizationName
  zoneId
  zoneName
  workTeamTemplateId
  hasErpConfig
  active
  pinpads {
    hostnameId
    affiliation
    currency
    terminal
    port
    socketUrl
    amex
    contactless
    hasSecretKey
  }
  _version
}`) as unknown as TypedDocumentString<StoreConfigPageQuery, StoreConfigPageQueryVariables>;
export const StorePinpadsDocument = new TypedDocumentString(`
    query StorePinpads {
  storeConfigs {
    ...StoreConfigRowFields
  }
}
    fragment StoreConfigRowFields on StoreConfigRow {
  id
  warehouseId
  warehouseName
  warehouseType
  organizationId
  organizationName
  zoneId
  zoneName
  workTeamTemplateId
  hasErpConfig
  active
  pinpads {
    hostnameId
    affiliation
    currency
    terminal
    port
    socketUrl
    amex
    contactless
    hasSecretKey
  }
  _version
}`) as unknown as TypedDocumentString<StorePinpadsQuery, StorePinpadsQueryVariables>;
export const StoreSettingsFormDocument = new TypedDocumentString(`
    query StoreSettingsForm($warehouseId: String!) {
  storeSettings(warehouseId: $warehouseId) {
    warehouseId
    warehouseName
    _version
    form
  }
}
    `) as unknown as TypedDocumentString<StoreSettingsFormQuery, StoreSettingsFormQueryVariables>;
export const UpdateStoreConfigDocument = new TypedDocumentString(`
    mutation UpdateStoreConfig($warehouseId: String!, $_version: Int!, $zoneId: String, $workTeamTemplateId: String, $clearTemplate: Boolean) {
  updateStoreConfig(
    warehouseId: $warehouseId
    _version: $_version
    zoneId: $zoneId
    workTeamTemplateId: $workTeamTemplateId
    clearTemplate: $clearTemplate
  ) {
    ...StoreConfigRowFields
  }
}
    fragment StoreConfigRowFields on StoreConfigRow {
  id
  warehouseId
  warehouseName
  warehouseType
  organizationId
  organizationName
  zoneId
  zoneName
  workTeamTemplateId
  hasErpConfig
  active
  pinpads {
    hostnameId
    affiliation
    currency
    terminal
    port
    socketUrl
    amex
    contactless
    hasSecretKey
  }
  _version
}`) as unknown as TypedDocumentString<UpdateStoreConfigMutation, UpdateStoreConfigMutationVariables>;
export const SaveStoreSettingsDocument = new TypedDocumentString(`
    mutation SaveStoreSettings($warehouseId: String!, $_version: Int!, $form: JSON!) {
  saveStoreSettings(warehouseId: $warehouseId, _version: $_version, form: $form) {
    warehouseId
    warehouseName
    _version
    form
  }
}
    `) as unknown as TypedDocumentString<SaveStoreSettingsMutation, SaveStoreSettingsMutationVariables>;
export const SystemStatusDocument = new TypedDocumentString(`
    query SystemStatus {
  systemStatus {
    ...SystemStatus
    collections {
      name
      collection
      documents
      sizeBytes
      setting
      retentionSeconds
    }
    heap {
      usedBytes
      limitBytes
      percent
      level
    }
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
}`) as unknown as TypedDocumentString<SystemStatusQuery, SystemStatusQueryVariables>;
export const CancelWorkflowRunDocument = new TypedDocumentString(`
    mutation CancelWorkflowRun($workflowId: ID!) {
  cancelWorkflowRun(workflowId: $workflowId)
}
    `) as unknown as TypedDocumentString<CancelWorkflowRunMutation, CancelWorkflowRunMutationVariables>;
export const WorkflowRunPageDocument = new TypedDocumentString(`
    query WorkflowRunPage($workflowType: String, $status: String, $page: Int, $pageSize: Int, $sort: WorkflowRunSort, $direction: SortDirection) {
  workflowRunPage(
    workflowType: $workflowType
    status: $status
    page: $page
    pageSize: $pageSize
    sort: $sort
    direction: $direction
  ) {
    rows {
      ...WorkflowRun
    }
    total
    page
    pageSize
  }
}
    fragment WorkflowRun on WorkflowRun {
  workflowId
  runId
  workflowType
  status
  startTime
  closeTime
}`) as unknown as TypedDocumentString<WorkflowRunPageQuery, WorkflowRunPageQueryVariables>;
export const WorkflowSchedulesDocument = new TypedDocumentString(`
    query WorkflowSchedules {
  workflowSchedules {
    ...WorkflowSchedule
  }
}
    fragment WorkflowSchedule on WorkflowSchedule {
  scheduleId
  workflowType
  spec
  overlap
  nextActionAt
  recentActions
}`) as unknown as TypedDocumentString<WorkflowSchedulesQuery, WorkflowSchedulesQueryVariables>;
export const WorkflowsOverviewDocument = new TypedDocumentString(`
    query WorkflowsOverview {
  workflowsOverview {
    ...WorkflowsOverview
  }
}
    fragment WorkflowsOverview on WorkflowsOverview {
  backend
  workers
  running
  completed
  failed
  schedules
}`) as unknown as TypedDocumentString<WorkflowsOverviewQuery, WorkflowsOverviewQueryVariables>;
export const WorkplansDocument = new TypedDocumentString(`
    query Workplans {
  workplans {
    ...WorkplanRow
  }
}
    fragment WorkplanRow on Workplan {
  id
  workplanName
  description
  sectionCount
  _version
  updatedAt
  updatedBy
}`) as unknown as TypedDocumentString<WorkplansQuery, WorkplansQueryVariables>;
export const WorkplanSectionsDocument = new TypedDocumentString(`
    query WorkplanSections($workplanId: ID!) {
  workplanSections(workplanId: $workplanId) {
    ...WorkplanSectionRow
  }
}
    fragment WorkplanSectionRow on WorkplanSection {
  id
  sectionName
  description
  workplanSectionWorkplanId
  activityCount
  _version
  updatedAt
}`) as unknown as TypedDocumentString<WorkplanSectionsQuery, WorkplanSectionsQueryVariables>;
export const WorkplanActivitiesDocument = new TypedDocumentString(`
    query WorkplanActivities($sectionId: ID!) {
  workplanActivities(sectionId: $sectionId) {
    ...WorkplanActivityRow
  }
}
    fragment WorkplanActivityRow on WorkplanActivity {
  id
  activityName
  description
  marketReleaseDate
  marketFinalDate
  temporality {
    cron
    frecuency
    frecuencyType
  }
  score
  workplanSectionId
  _version
  updatedAt
  updatedBy
}`) as unknown as TypedDocumentString<WorkplanActivitiesQuery, WorkplanActivitiesQueryVariables>;
export const CreateWorkplanDocument = new TypedDocumentString(`
    mutation CreateWorkplan($input: CreateWorkplanInput!) {
  createWorkplan(input: $input) {
    ...WorkplanRow
  }
}
    fragment WorkplanRow on Workplan {
  id
  workplanName
  description
  sectionCount
  _version
  updatedAt
  updatedBy
}`) as unknown as TypedDocumentString<CreateWorkplanMutation, CreateWorkplanMutationVariables>;
export const UpdateWorkplanDocument = new TypedDocumentString(`
    mutation UpdateWorkplan($input: UpdateWorkplanInput!) {
  updateWorkplan(input: $input) {
    ...WorkplanRow
  }
}
    fragment WorkplanRow on Workplan {
  id
  workplanName
  description
  sectionCount
  _version
  updatedAt
  updatedBy
}`) as unknown as TypedDocumentString<UpdateWorkplanMutation, UpdateWorkplanMutationVariables>;
export const CreateWorkplanSectionDocument = new TypedDocumentString(`
    mutation CreateWorkplanSection($input: CreateWorkplanSectionInput!) {
  createWorkplanSection(input: $input) {
    ...WorkplanSectionRow
  }
}
    fragment WorkplanSectionRow on WorkplanSection {
  id
  sectionName
  description
  workplanSectionWorkplanId
  activityCount
  _version
  updatedAt
}`) as unknown as TypedDocumentString<CreateWorkplanSectionMutation, CreateWorkplanSectionMutationVariables>;
export const UpdateWorkplanSectionDocument = new TypedDocumentString(`
    mutation UpdateWorkplanSection($input: UpdateWorkplanSectionInput!) {
  updateWorkplanSection(input: $input) {
    ...WorkplanSectionRow
  }
}
    fragment WorkplanSectionRow on WorkplanSection {
  id
  sectionName
  description
  workplanSectionWorkplanId
  activityCount
  _version
  updatedAt
}`) as unknown as TypedDocumentString<UpdateWorkplanSectionMutation, UpdateWorkplanSectionMutationVariables>;
export const CreateWorkplanActivityDocument = new TypedDocumentString(`
    mutation CreateWorkplanActivity($input: CreateWorkplanActivityInput!) {
  createWorkplanActivity(input: $input) {
    ...WorkplanActivityRow
  }
}
    fragment WorkplanActivityRow on WorkplanActivity {
  id
  activityName
  description
  marketReleaseDate
  marketFinalDate
  temporality {
    cron
    frecuency
    frecuencyType
  }
  score
  workplanSectionId
  _version
  updatedAt
  updatedBy
}`) as unknown as TypedDocumentString<CreateWorkplanActivityMutation, CreateWorkplanActivityMutationVariables>;
export const UpdateWorkplanActivityDocument = new TypedDocumentString(`
    mutation UpdateWorkplanActivity($input: UpdateWorkplanActivityInput!) {
  updateWorkplanActivity(input: $input) {
    ...WorkplanActivityRow
  }
}
    fragment WorkplanActivityRow on WorkplanActivity {
  id
  activityName
  description
  marketReleaseDate
  marketFinalDate
  temporality {
    cron
    frecuency
    frecuencyType
  }
  score
  workplanSectionId
  _version
  updatedAt
  updatedBy
}`) as unknown as TypedDocumentString<UpdateWorkplanActivityMutation, UpdateWorkplanActivityMutationVariables>;
export const DeleteWorkplanActivityDocument = new TypedDocumentString(`
    mutation DeleteWorkplanActivity($id: ID!, $_version: Int!) {
  deleteWorkplanActivity(id: $id, _version: $_version) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteWorkplanActivityMutation, DeleteWorkplanActivityMutationVariables>;
export const EmptyContainerScreenDocument = new TypedDocumentString(`
    query EmptyContainerScreen {
  emptyContainerScreen {
    ...EmptyContainerScreenFields
  }
}
    fragment EmptyContainerScreenFields on EmptyContainerScreen {
  windowStart
  windowEnd
  day
  captureDate
  state
  erpTotal
  readError
  erpRows {
    articleKey
    articleName
    familyKey
    stock
  }
  products {
    sku
    sap
    description
    stockType
  }
  report {
    id
    version
    startDate
    endDate
    shippingDate
    boxTotal
    erpTotal
    state
    closed
    emptyContainers {
      sku
      sap
      stockType
      quantity
    }
  }
}`) as unknown as TypedDocumentString<EmptyContainerScreenQuery, EmptyContainerScreenQueryVariables>;
export const SaveEmptyContainerReportDocument = new TypedDocumentString(`
    mutation SaveEmptyContainerReport($input: EmptyContainerReportInput!) {
  saveEmptyContainerReport(input: $input) {
    ...EmptyContainerScreenFields
  }
}
    fragment EmptyContainerScreenFields on EmptyContainerScreen {
  windowStart
  windowEnd
  day
  captureDate
  state
  erpTotal
  readError
  erpRows {
    articleKey
    articleName
    familyKey
    stock
  }
  products {
    sku
    sap
    description
    stockType
  }
  report {
    id
    version
    startDate
    endDate
    shippingDate
    boxTotal
    erpTotal
    state
    closed
    emptyContainers {
      sku
      sap
      stockType
      quantity
    }
  }
}`) as unknown as TypedDocumentString<SaveEmptyContainerReportMutation, SaveEmptyContainerReportMutationVariables>;
export const EmptyContainerHistoryDocument = new TypedDocumentString(`
    query EmptyContainerHistory($from: String!, $to: String!) {
  emptyContainerHistory(from: $from, to: $to) {
    day
    sku
    sap
    stockType
    quantity
    shippingDate
    erpTotal
  }
}
    `) as unknown as TypedDocumentString<EmptyContainerHistoryQuery, EmptyContainerHistoryQueryVariables>;
export const XadisTransmissionPageDocument = new TypedDocumentString(`
    query XadisTransmissionPage($status: String, $requestedBy: String, $page: Int, $pageSize: Int, $sort: XadisTransmissionSort, $direction: SortDirection) {
  xadisTransmissionPage(
    status: $status
    requestedBy: $requestedBy
    page: $page
    pageSize: $pageSize
    sort: $sort
    direction: $direction
  ) {
    total
    rows {
      ...XadisTransmissionFields
    }
    running {
      ...XadisTransmissionFields
    }
  }
}
    fragment XadisTransmissionFields on XadisTransmission {
  ...XadisTransmission
  requestedBy
  scheduled
  emailRecipients
  emailSentAt
  startedAt
  endedAt
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
}`) as unknown as TypedDocumentString<XadisTransmissionPageQuery, XadisTransmissionPageQueryVariables>;
export const StartXadisTransmissionDocument = new TypedDocumentString(`
    mutation StartXadisTransmission($from: String, $to: String) {
  startXadisTransmission(from: $from, to: $to) {
    ...XadisTransmissionFields
  }
}
    fragment XadisTransmissionFields on XadisTransmission {
  ...XadisTransmission
  requestedBy
  scheduled
  emailRecipients
  emailSentAt
  startedAt
  endedAt
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
}`) as unknown as TypedDocumentString<StartXadisTransmissionMutation, StartXadisTransmissionMutationVariables>;
export const CancelXadisTransmissionDocument = new TypedDocumentString(`
    mutation CancelXadisTransmission($id: ID!) {
  cancelXadisTransmission(id: $id) {
    ...XadisTransmissionFields
  }
}
    fragment XadisTransmissionFields on XadisTransmission {
  ...XadisTransmission
  requestedBy
  scheduled
  emailRecipients
  emailSentAt
  startedAt
  endedAt
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
}`) as unknown as TypedDocumentString<CancelXadisTransmissionMutation, CancelXadisTransmissionMutationVariables>;
export const XadisSettingsDocument = new TypedDocumentString(`
    query XadisSettings {
  xadisSettings {
    ...XadisSettingsFields
  }
}
    fragment XadisSettingsFields on XadisSettings {
  summaryRecipients
  internalRecipients
  reminderRecipients
  dailyTransmission
  warehouseCode
}`) as unknown as TypedDocumentString<XadisSettingsQuery, XadisSettingsQueryVariables>;
export const SaveXadisSettingsDocument = new TypedDocumentString(`
    mutation SaveXadisSettings($input: XadisSettingsInput!) {
  saveXadisSettings(input: $input) {
    ...XadisSettingsFields
  }
}
    fragment XadisSettingsFields on XadisSettings {
  summaryRecipients
  internalRecipients
  reminderRecipients
  dailyTransmission
  warehouseCode
}`) as unknown as TypedDocumentString<SaveXadisSettingsMutation, SaveXadisSettingsMutationVariables>;
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