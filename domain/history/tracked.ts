import type { MenuRequirement } from '../menus/visibility';

/**
 * The change history (issue 22): which models are tracked, under which area, and which menu scope
 * lets a caller read a record's history (the record area's read scope). The recordType of an entry
 * is the model name of this table; the audit log's area filter takes the area names.
 */
export interface TrackedModel {
  area: HistoryArea;
  /** Who may read this record's history: the scope that reads the record's screen. */
  read: MenuRequirement;
  /**
   * The fields whose values, joined by '-', are an entry's recordId: the id the record's screen
   * and API use. Absent: the document's _id (hex), which the GraphQL types expose as `id`.
   */
  key?: readonly string[];
}

export const historyAreas = [
  'customers',
  'audits',
  'stores',
  'products',
  'pricing',
  'remote-commands',
  'workplans',
  'headcount',
  'purchasing',
  'xadis',
  'commissions',
  'access',
  'menus',
  'licenses',
  'collaborators',
  'settings',
] as const;
export type HistoryArea = (typeof historyAreas)[number];

const leer = (...anyOf: string[]): MenuRequirement => ({ anyOf, scope: 'leer' });
const customers = leer('customers.list');
const storesRead = leer('settings.warehouse');
const commissions = leer('variableCommissions');
const roles = leer('system.settings', 'settings.roles');
const menus = leer('system.settings', 'settings.menus');
const users = leer('system.users', 'settings.users');

/** Model name (recordType) -> area and read scope. A model a staff write reaches is listed here. */
export const trackedModels = {
  Customer: { area: 'customers', read: customers },
  CustomerContact: { area: 'customers', read: customers },
  CustomerType: { area: 'customers', read: leer('customers.types', 'customers.list') },
  MarketRelease: { area: 'customers', read: customers },
  EmailSubscription: { area: 'customers', read: customers },
  Audit: { area: 'audits', read: customers },
  Warehouse: { area: 'stores', read: storesRead, key: ['warehouseId'] },
  Organization: { area: 'stores', read: storesRead, key: ['organizationId'] },
  Zone: { area: 'stores', read: storesRead, key: ['zoneId'] },
  Product: { area: 'products', read: leer('settings.products') },
  Provider: { area: 'products', read: leer('settings.products', 'purchases.forecast') },
  ProviderProduct: { area: 'products', read: leer('settings.products', 'purchases.forecast') },
  ProductKit: { area: 'pricing', read: leer('operation.price', 'remoteCommands') },
  WarehouseProductKit: { area: 'pricing', read: leer('operation.price', 'remoteCommands') },
  Param: { area: 'settings', read: leer('system.settings', 'settings.warehouse') },
  RemoteCommand: { area: 'remote-commands', read: leer('remoteCommands') },
  StoreToken: { area: 'remote-commands', read: leer('remoteCommands') },
  Workplan: { area: 'workplans', read: leer('workplan') },
  WorkplanSection: { area: 'workplans', read: leer('workplan') },
  WorkplanActivity: { area: 'workplans', read: leer('workplan') },
  WorkTeamTemplate: { area: 'headcount', read: leer('humanResources.templateAssignment', 'humanResources.headcount') },
  HeadcountVacantLog: { area: 'headcount', read: leer('humanResources.headcount') },
  IncidentObservation: { area: 'headcount', read: leer('humanResources.headcount') },
  IncidentPlanAction: { area: 'headcount', read: leer('humanResources.headcount') },
  PurchaseOrder: { area: 'purchasing', read: leer('purchases.forecast'), key: ['erpCompanyId', 'folio'] },
  PurchaseOrderLine: { area: 'purchasing', read: leer('purchases.forecast') },
  XadisSettings: { area: 'xadis', read: leer('xadis.infoXadis') },
  XadisEmptyContainer: { area: 'xadis', read: leer('xadis.emptyContainer') },
  CommissionOrganization: { area: 'commissions', read: commissions, key: ['id'] },
  CommissionArea: { area: 'commissions', read: commissions, key: ['id'] },
  CommissionDataSource: { area: 'commissions', read: commissions, key: ['id'] },
  CommissionVariable: { area: 'commissions', read: commissions, key: ['id'] },
  CommissionVariableValue: { area: 'commissions', read: commissions, key: ['id'] },
  CommissionParameter: { area: 'commissions', read: commissions, key: ['id'] },
  CommissionEmployee: { area: 'commissions', read: commissions, key: ['id'] },
  CommissionIndicator: { area: 'commissions', read: commissions, key: ['id'] },
  CommissionHelperFunction: { area: 'commissions', read: commissions, key: ['id'] },
  VariableCommission: { area: 'commissions', read: commissions, key: ['id'] },
  CommissionStatement: { area: 'commissions', read: commissions, key: ['id'] },
  CommissionCarriedAdjustment: { area: 'commissions', read: commissions, key: ['id'] },
  CommissionStatementSettings: { area: 'commissions', read: commissions, key: ['organizationId'] },
  Attendant: { area: 'access', read: users, key: ['attendantId'] },
  Position: { area: 'access', read: roles, key: ['positionId'] },
  SystemRole: { area: 'access', read: roles, key: ['systemRoleId'] },
  PermissionProfile: { area: 'access', read: roles, key: ['positionId'] },
  SystemMenu: { area: 'menus', read: menus, key: ['systemMenuId'] },
  WarehouseAttendant: { area: 'collaborators', read: leer('collaboratorSearch') },
  PosLicense: { area: 'licenses', read: leer('license') },
} as const satisfies Record<string, TrackedModel>;

export type TrackedRecordType = keyof typeof trackedModels;

export function isTrackedRecordType(name: string): name is TrackedRecordType {
  return Object.prototype.hasOwnProperty.call(trackedModels, name);
}

/** The append-only collection of the entries. */
export const CHANGE_HISTORY_COLLECTION = 'changehistory';

export const historyOperations = ['create', 'update', 'delete'] as const;
export type HistoryOperation = (typeof historyOperations)[number];

export const historyActorKinds = ['staff', 'operator', 'workflow', 'system'] as const;
export type HistoryActorKind = (typeof historyActorKinds)[number];

/** Who made a change. For a workflow: id is the workflow type, runId the run. */
export interface HistoryActor {
  kind: HistoryActorKind;
  id: string;
  name: string;
  runId?: string;
}

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * One change to one record (issue 22): who, when, which record, which operation and each field's
 * value before and after (db/models/history/changeHistoryEntry.ts stores it).
 */
export interface ChangeHistoryEntry {
  /** Epoch milliseconds. */
  at: number;
  /** The same instant as a date: the retention's TTL field (HISTORY_RETENTION_YEARS, db/retention). */
  recordedAt: Date;
  actor: HistoryActor;
  area: string;
  /** The model name (this table). */
  recordType: string;
  recordId: string;
  operation: HistoryOperation;
  changes: FieldChange[];
}

/** The value written in place of a secret if a schema marked it and a change still names it (never the value). */
export const REDACTED = '[redacted]';

/** Field names never written into the history, whatever the model (on top of schema options `historySecret: true`). */
export const secretFieldNames: ReadonlySet<string> = new Set([
  'password',
  'passwordHash',
  'pin',
  'pinHash',
  'totpSecret',
  'token',
  'tokenHash',
  'secret',
  'apiKey',
  'refreshToken',
]);

/** Fields that change on every write and say nothing to a reader (versions, timestamps). */
export const bookkeepingFields: ReadonlySet<string> = new Set(['_version', '_lastChangedAt', 'updatedAt', 'createdAt', '__v', 'lastUsedAt']);
