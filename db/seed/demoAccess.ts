import type { DemoRandom } from '../../domain/demo/random';
import type { Attendant } from '../models/access/attendant';
import { userNameKeyOf } from '../models/access/attendant';
import type { PathPermission, PermissionProfile } from '../models/access/permissionProfile';
import type { Position } from '../models/access/position';
import type { MenuScopeName } from '../../domain/access/permissions';
import { defaultScopeNames, type MenuType, type SystemMenu } from '../models/access/systemMenu';
import type { SystemRole } from '../models/access/systemRole';
import { warehouseTypes, type Warehouse } from '../models/stores/warehouse';

/** The role tree: four levels deep at most (spec 003 section 2.1). */
export const demoSystemRoles: SystemRole[] = [
  { systemRoleId: 'direccion', systemRoleName: 'Dirección General', parentSystemRoleId: null },
  { systemRoleId: 'administracion', systemRoleName: 'Administración y Sistemas', parentSystemRoleId: 'direccion' },
  { systemRoleId: 'sistemas', systemRoleName: 'Sistemas', parentSystemRoleId: 'administracion' },
  { systemRoleId: 'soporte', systemRoleName: 'Soporte a Tiendas', parentSystemRoleId: 'sistemas' },
  { systemRoleId: 'licencias', systemRoleName: 'Licencias', parentSystemRoleId: 'administracion' },
  { systemRoleId: 'comercial', systemRoleName: 'Comercial', parentSystemRoleId: 'direccion' },
  { systemRoleId: 'compras', systemRoleName: 'Compras', parentSystemRoleId: 'comercial' },
  { systemRoleId: 'clientes', systemRoleName: 'Clientes y Lealtad', parentSystemRoleId: 'comercial' },
  { systemRoleId: 'auditoria', systemRoleName: 'Auditoría de Clientes', parentSystemRoleId: 'clientes' },
  { systemRoleId: 'precios', systemRoleName: 'Precios y Operación', parentSystemRoleId: 'comercial' },
  { systemRoleId: 'operaciones', systemRoleName: 'Operaciones', parentSystemRoleId: 'direccion' },
  { systemRoleId: 'tiendas', systemRoleName: 'Tiendas', parentSystemRoleId: 'operaciones' },
  { systemRoleId: 'cajas', systemRoleName: 'Piso de Venta y Cajas', parentSystemRoleId: 'tiendas' },
  { systemRoleId: 'distribucion', systemRoleName: 'Distribución', parentSystemRoleId: 'operaciones' },
  { systemRoleId: 'xadis', systemRoleName: 'Socio Cervecero (Xadis)', parentSystemRoleId: 'distribucion' },
  { systemRoleId: 'capitalHumano', systemRoleName: 'Capital Humano', parentSystemRoleId: 'direccion' },
  { systemRoleId: 'comisiones', systemRoleName: 'Comisiones Variables', parentSystemRoleId: 'capitalHumano' },
];

interface MenuSeed {
  id: string;
  es: string;
  en: string;
  path: string;
  component: string;
  icon: string;
  role: string | null;
  children?: Omit<MenuSeed, 'role' | 'children'>[];
}

const navigationMenus: MenuSeed[] = [
  {
    id: 'purchases',
    es: 'Compras',
    en: 'Purchases',
    path: 'purchases',
    component: 'PurchasesMenu',
    icon: 'shopping-cart',
    role: 'compras',
    children: [
      { id: 'purchases.forecast', es: 'Órdenes de compra', en: 'Purchase orders', path: 'purchases/forecast', component: 'PurchaseOrders', icon: 'document' },
      { id: 'purchases.newForecast', es: 'Pronóstico', en: 'Forecast', path: 'purchases/newForecast', component: 'Forecast', icon: 'timeline-line-chart' },
    ],
  },
  {
    id: 'humanResources',
    es: 'Recursos Humanos',
    en: 'Human Resources',
    path: 'humanResources',
    component: 'HumanResourcesMenu',
    icon: 'people',
    role: 'capitalHumano',
    children: [
      { id: 'humanResources.headcount', es: 'Head Count', en: 'Headcount', path: 'humanResources/headcount', component: 'Headcount', icon: 'dashboard' },
      {
        id: 'humanResources.templateAssignment',
        es: 'Asignación de plantillas',
        en: 'Template assignment',
        path: 'humanResources/templateAssignment',
        component: 'WorkTeamTemplates',
        icon: 'layout-hierarchy',
      },
    ],
  },
  {
    id: 'customers',
    es: 'Clientes',
    en: 'Customers',
    path: 'customer',
    component: 'CustomersMenu',
    icon: 'id-number',
    role: 'clientes',
    children: [
      { id: 'customers.list', es: 'Lista de clientes', en: 'Customer list', path: 'customer', component: 'CustomerList', icon: 'th-list' },
      {
        id: 'customers.enrollment',
        es: 'Enrolamiento de huellas',
        en: 'Fingerprint enrollment',
        path: 'customer/enrollment',
        component: 'FingerprintEnrollment',
        icon: 'hand-up',
      },
      { id: 'customers.types', es: 'Tipos de cliente', en: 'Customer types', path: 'customer/setting', component: 'CustomerTypes', icon: 'tag' },
    ],
  },
  {
    id: 'settings',
    es: 'Configuración',
    en: 'Settings',
    path: 'settings',
    component: 'SettingsMenu',
    icon: 'cog',
    role: 'administracion',
    children: [
      { id: 'settings.users', es: 'Usuarios', en: 'Users', path: 'settings/users', component: 'Users', icon: 'user' },
      { id: 'settings.products', es: 'Productos', en: 'Products', path: 'settings/products', component: 'Products', icon: 'box' },
      { id: 'settings.warehouse', es: 'Tiendas', en: 'Warehouse', path: 'settings/warehouse', component: 'StoreConfig', icon: 'shop' },
      { id: 'settings.roles', es: 'Roles', en: 'Roles', path: 'settings/roles', component: 'SystemRoles', icon: 'key' },
      { id: 'settings.menus', es: 'Menús', en: 'Menus', path: 'settings/menus', component: 'SystemMenus', icon: 'menu' },
    ],
  },
  {
    id: 'remoteCommands',
    es: 'Comandos remotos',
    en: 'Remote Commands',
    path: 'support/remoteCommands',
    component: 'RemoteCommands',
    icon: 'console',
    role: 'soporte',
  },
  {
    id: 'collaboratorSearch',
    es: 'Buscar colaborador',
    en: 'Search Colaborator',
    path: 'support/collaboratorSearch',
    component: 'CashierStoreLink',
    icon: 'search',
    role: 'soporte',
  },
  {
    id: 'operation',
    es: 'Operación',
    en: 'Operation',
    path: 'operation',
    component: 'OperationMenu',
    icon: 'dollar',
    role: 'precios',
    children: [{ id: 'operation.price', es: 'Lista de precios', en: 'Price list', path: 'operation/price', component: 'PriceList', icon: 'th' }],
  },
  { id: 'workplan', es: 'Planes de trabajo', en: 'Work plans', path: 'workplan', component: 'Workplans', icon: 'clipboard', role: 'operaciones' },
  {
    id: 'variableCommissions',
    es: 'Comisiones variables',
    en: 'Variable Commissions',
    path: 'variableCommissions',
    component: 'VariableCommissions',
    icon: 'calculator',
    role: 'comisiones',
  },
  {
    id: 'xadis',
    es: 'Xadis',
    en: 'Xadis',
    path: 'xadis',
    component: 'XadisMenu',
    icon: 'exchange',
    role: 'xadis',
    children: [
      {
        id: 'xadis.infoXadis',
        es: 'Envío de información',
        en: 'Partner data sending',
        path: 'xadis/infoXadis',
        component: 'XadisTransmission',
        icon: 'send-to',
      },
      { id: 'xadis.emptyContainer', es: 'Envase vacío', en: 'Empty Container', path: 'xadis/emptyContainer', component: 'EmptyContainer', icon: 'box' },
    ],
  },
  { id: 'license', es: 'Licencia', en: 'License', path: 'license', component: 'License', icon: 'endorsed', role: 'licencias' },
  { id: 'billing', es: 'Facturación', en: 'Invoicing', path: 'BillingPortal', component: 'InvoicingWizard', icon: 'document-share', role: 'administracion' },
];

const profileMenus: MenuSeed[] = [
  { id: 'profile.profile', es: 'Perfil', en: 'Profile', path: 'profile/:id', component: 'Profile', icon: 'person', role: null },
  // A leading slash marks a path outside /prometheus.
  { id: 'profile.signOut', es: 'Cerrar sesión', en: 'Sign out', path: '/userSignOut', component: 'SignOut', icon: 'log-out', role: null },
];

const systemMenus: MenuSeed[] = [
  {
    id: 'system.settings',
    es: 'Configuración del sistema',
    en: 'System settings',
    path: 'system/settings',
    component: 'SystemSettings',
    icon: 'settings',
    role: 'sistemas',
  },
  { id: 'system.users', es: 'Usuarios del sistema', en: 'System users', path: 'system/users', component: 'SystemUsers', icon: 'people', role: 'sistemas' },
  { id: 'system.chat', es: 'Chat', en: 'Chat', path: 'chat', component: 'Chat', icon: 'chat', role: null },
  { id: 'system.support', es: 'Soporte', en: 'Support', path: 'support', component: 'Support', icon: 'help', role: null },
];

function toMenus(seeds: MenuSeed[], menuType: MenuType): SystemMenu[] {
  const scopes = () => defaultScopeNames.map((scopeName) => ({ scopeName, active: true }));
  return seeds.flatMap((seed, order) => [
    {
      systemMenuId: seed.id,
      systemMenuName: seed.es,
      labels: { es: seed.es, en: seed.en },
      menuType,
      path: seed.path,
      component: seed.component,
      icon: seed.icon,
      active: true,
      platformType: 'cloud' as const,
      parentSystemMenuId: null,
      systemMenuRoleId: seed.role,
      defaultScopes: scopes(),
      order,
    },
    ...(seed.children ?? []).map((child, childOrder) => ({
      systemMenuId: child.id,
      systemMenuName: child.es,
      labels: { es: child.es, en: child.en },
      menuType,
      path: child.path,
      component: child.component,
      icon: child.icon,
      active: true,
      platformType: 'cloud' as const,
      parentSystemMenuId: seed.id,
      systemMenuRoleId: seed.role,
      defaultScopes: scopes(),
      order: childOrder,
    })),
  ]);
}

export const demoSystemMenus: SystemMenu[] = [
  ...toMenus(navigationMenus, 'navigation'),
  ...toMenus(profileMenus, 'profile'),
  ...toMenus(systemMenus, 'system'),
];

/**
 * The restricted menu groups of spec 000 section 6, in the spec's order, with how many positions
 * each one has there. Every other position sees every active top-level entry, except the two
 * store-floor positions, which use the spec's third rule (a permitted list of their own).
 */
export const visibilityGroups = {
  purchases: { positions: 1, permitted: ['purchases'], hidden: [] },
  humanResources: { positions: 3, permitted: ['humanResources'], hidden: ['humanResources.templateAssignment'] },
  customers: { positions: 1, permitted: ['customers'], hidden: [] },
  humanResourcesSettingsLimited: {
    positions: 1,
    permitted: ['humanResources', 'settings'],
    hidden: ['humanResources.templateAssignment', 'settings.users', 'settings.products', 'settings.roles'],
  },
  humanResourcesSettings: {
    positions: 1,
    permitted: ['humanResources', 'settings'],
    hidden: ['settings.users', 'settings.products', 'settings.roles'],
  },
  settingsLimited: { positions: 1, permitted: ['settings'], hidden: ['settings.users', 'settings.warehouse', 'settings.roles'] },
  support: { positions: 1, permitted: ['remoteCommands', 'collaboratorSearch'], hidden: [] },
  operation: { positions: 1, permitted: ['operation'], hidden: [] },
  customersField: { positions: 3, permitted: ['customers'], hidden: [] },
  customersSettings: { positions: 1, permitted: ['customers', 'settings'], hidden: [] },
  license: { positions: 1, permitted: ['license'], hidden: [] },
  xadis: { positions: 2, permitted: ['xadis'], hidden: ['xadis.emptyContainer'] },
} as const satisfies Record<string, { positions: number; permitted: readonly string[]; hidden: readonly string[] }>;
export type VisibilityGroup = keyof typeof visibilityGroups;

type CommissionAccess = 'full' | 'read' | 'reports' | 'none';

interface PositionSeed {
  positionId: string;
  positionName: string;
  es: string;
  parent: string | null;
  role: string;
  group: VisibilityGroup | 'all' | { listed: string[] };
  commissions: CommissionAccess;
  organizations: string[];
  /** Sign-in asks the position's users to set up an authenticator first (MFA_SETUP). */
  authenticatorRequired?: boolean;
  /**
   * Narrows the scopes (leer, editar, ejecutar) of some visible menus, so the position holds only
   * the permissions its job needs (domain/access/permissions.ts: each permission is one scope of
   * one menu). Menus not listed keep their default scopes.
   */
  scopes?: Readonly<Record<string, readonly MenuScopeName[]>>;
}

/**
 * Scopes of the Customers menus by job (domain/customers/permissions.ts): the list's leer is
 * customers.read and audits.read, editar customers.write (mass update, releases, enrollment),
 * ejecutar audits.decide; the types' editar is customerTypes.write, ejecutar catalog.write.
 */
const customerScopes = {
  /** Customer service, promoters, sales: look customers up, update and enroll them; no audit decisions, no type admin. */
  service: { 'customers.list': ['leer', 'editar'], 'customers.types': ['leer'] },
  /** The auditor: reads customers and decides their audits; changes nothing else. */
  auditor: { 'customers.list': ['leer', 'ejecutar'], 'customers.types': ['leer'] },
} as const satisfies Record<string, Record<string, readonly MenuScopeName[]>>;

/**
 * Scopes of the store and headcount menus by job (domain/stores/permissions.ts,
 * domain/headcount/permissions.ts): store managers read the headcount of their chain; HR and
 * operations change zones and store types but not the ERP configuration (settings.warehouse
 * ejecutar, stores.erpConfig), which stays with administration and IT.
 */
const storeScopes = {
  storeManager: { 'humanResources.headcount': ['leer'] },
  storeTypesOnly: { 'settings.warehouse': ['leer', 'editar'] },
  /** Account representatives look stores up; they change none. */
  storesReadOnly: { 'settings.warehouse': ['leer'] },
} as const satisfies Record<string, Record<string, readonly MenuScopeName[]>>;

const bothCompanies = ['01', '02'];
const positionSeeds: PositionSeed[] = [
  { positionId: 'owner', positionName: 'Owner', es: 'Dueño', parent: null, role: 'direccion', group: 'all', commissions: 'full', organizations: bothCompanies },
  {
    positionId: 'administrator',
    positionName: 'Administrator',
    es: 'Administrador del sistema',
    parent: 'owner',
    role: 'administracion',
    group: 'all',
    commissions: 'full',
    organizations: bothCompanies,
  },
  {
    positionId: 'it',
    positionName: 'IT',
    es: 'Sistemas',
    parent: 'administrator',
    role: 'sistemas',
    group: 'all',
    commissions: 'read',
    organizations: bothCompanies,
  },
  // The commissions administrator runs the commissions module only (the spec's third rule: a list of its own).
  {
    positionId: 'administradorVariableCommissions',
    positionName: 'Administrador VariableCommissions',
    es: 'Administrador de Comisiones Variables',
    parent: 'owner',
    role: 'comisiones',
    group: { listed: ['variableCommissions'] },
    commissions: 'full',
    organizations: bothCompanies,
  },
  // Reads the commissions module only, without write (spec 003 section 6): the read-only demo of the module.
  {
    positionId: 'consultorVariableCommissions',
    positionName: 'Consultor VariableCommissions',
    es: 'Consultor de Comisiones Variables',
    parent: 'administradorVariableCommissions',
    role: 'comisiones',
    group: { listed: ['variableCommissions'] },
    commissions: 'read',
    organizations: bothCompanies,
  },
  {
    positionId: 'buyer',
    positionName: 'Buyer',
    es: 'Comprador',
    parent: 'owner',
    role: 'compras',
    group: 'purchases',
    commissions: 'none',
    organizations: bothCompanies,
  },
  {
    positionId: 'humanResources',
    positionName: 'Human Resources',
    es: 'Analista de Recursos Humanos',
    parent: 'humanResourcesManager',
    role: 'capitalHumano',
    group: 'humanResources',
    commissions: 'read',
    organizations: bothCompanies,
  },
  {
    positionId: 'attendantManager',
    positionName: 'Attendant Manager',
    es: 'Jefe de Cajeros',
    parent: 'manager',
    role: 'tiendas',
    group: 'humanResources',
    commissions: 'none',
    organizations: ['01'],
    scopes: storeScopes.storeManager,
  },
  {
    positionId: 'manager',
    positionName: 'Manager',
    es: 'Gerente de Tienda',
    parent: 'operationsAssistant',
    role: 'tiendas',
    group: 'humanResources',
    commissions: 'reports',
    organizations: ['01'],
    scopes: storeScopes.storeManager,
  },
  {
    positionId: 'customerService',
    positionName: 'Customer Service',
    es: 'Atención a Clientes',
    parent: 'representativeAccount',
    role: 'clientes',
    group: 'customers',
    commissions: 'none',
    organizations: bothCompanies,
    scopes: customerScopes.service,
  },
  {
    positionId: 'operationsAssistant',
    positionName: 'Operations Assistant',
    es: 'Asistente de Operaciones',
    parent: 'owner',
    role: 'operaciones',
    group: 'humanResourcesSettingsLimited',
    commissions: 'none',
    organizations: bothCompanies,
    scopes: storeScopes.storeTypesOnly,
  },
  {
    positionId: 'humanResourcesManager',
    positionName: 'Human Resources Manager',
    es: 'Gerente de Recursos Humanos',
    parent: 'owner',
    role: 'capitalHumano',
    group: 'humanResourcesSettings',
    commissions: 'reports',
    organizations: bothCompanies,
    scopes: storeScopes.storeTypesOnly,
  },
  {
    positionId: 'settingsAnalyst',
    positionName: 'Settings Analyst',
    es: 'Analista de Configuración',
    parent: 'it',
    role: 'sistemas',
    group: 'settingsLimited',
    commissions: 'none',
    organizations: bothCompanies,
  },
  {
    positionId: 'storeSupport',
    positionName: 'Store Support',
    es: 'Soporte a Tiendas',
    parent: 'it',
    role: 'soporte',
    group: 'support',
    commissions: 'none',
    organizations: bothCompanies,
  },
  {
    positionId: 'pricingAnalyst',
    positionName: 'Pricing Analyst',
    es: 'Analista de Precios',
    parent: 'owner',
    role: 'precios',
    group: 'operation',
    commissions: 'none',
    organizations: bothCompanies,
  },
  {
    positionId: 'promoter',
    positionName: 'Promoter',
    es: 'Promotor',
    parent: 'representativeAccount',
    role: 'clientes',
    group: 'customersField',
    commissions: 'none',
    organizations: ['01'],
    scopes: customerScopes.service,
  },
  {
    positionId: 'auditor',
    positionName: 'Auditor',
    es: 'Auditor de Clientes',
    parent: 'representativeAccount',
    role: 'auditoria',
    group: 'customersField',
    commissions: 'none',
    organizations: bothCompanies,
    scopes: customerScopes.auditor,
  },
  {
    positionId: 'sales',
    positionName: 'Sales',
    es: 'Ventas',
    parent: 'representativeAccount',
    role: 'clientes',
    group: 'customersField',
    commissions: 'none',
    organizations: ['01'],
    scopes: customerScopes.service,
  },
  {
    positionId: 'representativeAccount',
    positionName: 'Representative Account',
    es: 'Representante de Cuenta',
    parent: 'owner',
    role: 'comercial',
    group: 'customersSettings',
    commissions: 'none',
    organizations: bothCompanies,
    scopes: storeScopes.storesReadOnly,
  },
  {
    positionId: 'licenseAdministrator',
    positionName: 'License Administrator',
    es: 'Administrador de Licencias',
    parent: 'administrator',
    role: 'licencias',
    group: 'license',
    commissions: 'none',
    organizations: bothCompanies,
    authenticatorRequired: true,
  },
  {
    positionId: 'warehouseAssistant',
    positionName: 'Warehouse Assistant',
    es: 'Auxiliar de Almacén',
    parent: 'xadisAnalyst',
    role: 'distribucion',
    group: 'xadis',
    commissions: 'none',
    organizations: ['01'],
  },
  // The Xadis analyst runs both of the partner's processes (the daily empty-container report and the
  // transmission): its own permitted list (spec 000 section 6, third rule) shows the whole Xadis
  // menu. The spec's fixed group of two positions that see Xadis without Empty Container is the
  // warehouse assistant and the Xadis sender.
  {
    positionId: 'xadisAnalyst',
    positionName: 'Xadis Analyst',
    es: 'Analista Xadis',
    parent: 'owner',
    role: 'xadis',
    group: { listed: ['xadis'] },
    commissions: 'none',
    organizations: ['01'],
  },
  {
    positionId: 'xadisSender',
    positionName: 'Xadis Sender',
    es: 'Capturista Xadis',
    parent: 'xadisAnalyst',
    role: 'xadis',
    group: 'xadis',
    commissions: 'none',
    organizations: ['01'],
  },
  {
    positionId: 'floorHelper',
    positionName: 'Floor Helper',
    es: 'Ayudante de Piso',
    parent: 'manager',
    role: 'cajas',
    group: { listed: ['workplan'] },
    commissions: 'none',
    organizations: ['01'],
  },
  {
    positionId: 'attendant',
    positionName: 'Attendant',
    es: 'Cajero',
    parent: 'attendantManager',
    role: 'cajas',
    group: { listed: ['workplan'] },
    commissions: 'none',
    organizations: ['01'],
  },
];

export const demoPositions: Position[] = positionSeeds.map((seed) => ({
  positionId: seed.positionId,
  positionName: seed.positionName,
  labels: { es: seed.es, en: seed.positionName },
  parentPositionId: seed.parent,
  organizationId: null,
  systemRoleId: seed.role,
}));

/** Variable-commission modules (spec 003 section 6). */
export const commissionModules = [
  { id: 'business', name: 'Business' },
  { id: 'reports', name: 'Reports' },
  { id: 'employees', name: 'Employees' },
  { id: 'parameters', name: 'Parameters' },
  { id: 'indicators', name: 'Indicators' },
  { id: 'dataSources', name: 'DataSources' },
  { id: 'functions', name: 'Functions' },
  { id: 'variableCommissions', name: 'VariableCommissions' },
  { id: 'variables', name: 'Variables' },
  { id: 'manual', name: 'Manual' },
  // Issue 25: commission statements (read to see, write to adjust and dispute) and their approval (write: approve and export).
  { id: 'statements', name: 'Statements' },
  { id: 'statementApprovals', name: 'StatementApprovals' },
] as const;

function pathPermissions(access: CommissionAccess): PathPermission[] {
  switch (access) {
    case 'full':
      return commissionModules.map((module) => ({ ...module, read: true, write: true }));
    case 'read':
      return commissionModules.map((module) => ({ ...module, read: true, write: false }));
    case 'reports':
      return commissionModules
        .filter((module) => ['reports', 'employees', 'manual'].includes(module.id))
        .map((module) => ({ ...module, read: true, write: false }));
    case 'none':
      return [];
  }
}

export const demoPermissionProfiles: PermissionProfile[] = positionSeeds.map((seed) => {
  const common = {
    positionId: seed.positionId,
    pathPermissions: pathPermissions(seed.commissions),
    organizations: [...seed.organizations],
    authenticatorRequired: seed.authenticatorRequired === true,
    menuScopes: Object.entries(seed.scopes ?? {}).map(([systemMenuId, scopes]) => ({ systemMenuId, scopes: [...scopes] })),
  };
  if (seed.group === 'all') {
    return { ...common, menuAccess: 'all', permittedMenuIds: [], hiddenMenuIds: [], visibilityGroup: null };
  }
  if (typeof seed.group === 'object') {
    return { ...common, menuAccess: 'listed', permittedMenuIds: [...seed.group.listed], hiddenMenuIds: [], visibilityGroup: null };
  }
  const group = visibilityGroups[seed.group];
  return {
    ...common,
    menuAccess: 'listed',
    permittedMenuIds: [...group.permitted],
    hiddenMenuIds: [...group.hidden],
    visibilityGroup: seed.group,
  };
});

/** The password every demo account signs in with (documented in docs/demo.md). */
export const DEMO_PASSWORD = 'Demo#2026';
/** The PIN of every demo account. */
export const DEMO_PIN = '2026';

export interface DemoAccount {
  username: string;
  password: string;
  positionId: string;
  position: string;
  fullName: string;
  /** What the account shows off, in Spanish and English. */
  purpose: { es: string; en: string };
}

interface AccountSeed {
  username: string;
  positionId: string;
  fullName: string;
  warehouseId: string | null;
  organizationId: string;
  es: string;
  en: string;
}

const accountSeeds: AccountSeed[] = [
  {
    username: 'admin',
    positionId: 'administrator',
    fullName: 'Mariana López Herrera',
    warehouseId: null,
    organizationId: '01',
    es: 'Administrador: ve todos los menús',
    en: 'Administrator: sees every menu',
  },
  {
    username: 'direccion',
    positionId: 'owner',
    fullName: 'Roberto Castillo Aguirre',
    warehouseId: null,
    organizationId: '01',
    es: 'Dueño: ve todo',
    en: 'Owner: sees everything',
  },
  {
    username: 'compras',
    positionId: 'buyer',
    fullName: 'Jorge Ramírez Cruz',
    warehouseId: null,
    organizationId: '01',
    es: 'Comprador: solo Compras',
    en: 'Buyer: Purchases only',
  },
  {
    username: 'rhumanos',
    positionId: 'humanResources',
    fullName: 'Patricia Domínguez Ruiz',
    warehouseId: null,
    organizationId: '01',
    es: 'Recursos Humanos sin asignación de plantillas',
    en: 'Human Resources without template assignment',
  },
  {
    username: 'clientes',
    positionId: 'customerService',
    fullName: 'Luis Fernando Chablé Pérez',
    warehouseId: 'CO101',
    organizationId: '01',
    es: 'Atención a clientes: solo Clientes',
    en: 'Customer service: Customers only',
  },
  {
    username: 'auditor',
    positionId: 'auditor',
    fullName: 'Ana Karen Torres Jiménez',
    warehouseId: null,
    organizationId: '01',
    es: 'Auditor: revisa auditorías de clientes',
    en: 'Auditor: reviews customer audits',
  },
  {
    username: 'xadis',
    positionId: 'xadisAnalyst',
    fullName: 'Miguel Ángel Hernández Soto',
    warehouseId: 'CO129',
    organizationId: '01',
    es: 'Xadis: envío de información y Envase vacío',
    en: 'Xadis: partner data sending and Empty Container',
  },
  {
    username: 'almacen',
    positionId: 'warehouseAssistant',
    fullName: 'Josué Martínez Valencia',
    warehouseId: 'CO129',
    organizationId: '01',
    es: 'Auxiliar de almacén: Xadis sin Envase vacío',
    en: 'Warehouse assistant: Xadis without Empty Container',
  },
  {
    username: 'gerente',
    positionId: 'manager',
    fullName: 'Claudia Ortiz Morales',
    warehouseId: 'CO101',
    organizationId: '01',
    es: 'Gerente de tienda: Recursos Humanos',
    en: 'Store manager: Human Resources',
  },
  {
    username: 'operaciones',
    positionId: 'operationsAssistant',
    fullName: 'Ricardo Sánchez Lara',
    warehouseId: null,
    organizationId: '01',
    es: 'Recursos Humanos y Configuración limitados',
    en: 'Limited Human Resources and Settings',
  },
  {
    username: 'configuracion',
    positionId: 'settingsAnalyst',
    fullName: 'Daniela Reyes Gómez',
    warehouseId: null,
    organizationId: '01',
    es: 'Configuración sin Usuarios, Tiendas ni Roles',
    en: 'Settings without Users, Warehouse and Roles',
  },
  {
    username: 'soporte',
    positionId: 'storeSupport',
    fullName: 'Iván Cruz Alvarado',
    warehouseId: null,
    organizationId: '01',
    es: 'Comandos remotos y búsqueda de colaborador',
    en: 'Remote commands and collaborator search',
  },
  {
    username: 'precios',
    positionId: 'pricingAnalyst',
    fullName: 'Fernanda Vázquez Ramos',
    warehouseId: null,
    organizationId: '01',
    es: 'Operación: lista de precios',
    en: 'Operation: price list',
  },
  {
    username: 'cuentas',
    positionId: 'representativeAccount',
    fullName: 'Héctor Morales Uscanga',
    warehouseId: null,
    organizationId: '01',
    es: 'Clientes y Configuración',
    en: 'Customers and Settings',
  },
  {
    username: 'licencias',
    positionId: 'licenseAdministrator',
    fullName: 'Sofía Hernández Prieto',
    warehouseId: null,
    organizationId: '01',
    es: 'Solo Licencia; al entrar pide configurar el autenticador',
    en: 'License only; sign-in asks to set up the authenticator',
  },
  {
    username: 'comisiones',
    positionId: 'administradorVariableCommissions',
    fullName: 'Alejandro Gutiérrez Rosas',
    warehouseId: null,
    organizationId: '01',
    es: 'Administrador de comisiones variables',
    en: 'Variable-commissions administrator',
  },
  {
    username: 'comisiones.consulta',
    positionId: 'consultorVariableCommissions',
    fullName: 'Gabriela Núñez Ortega',
    warehouseId: null,
    organizationId: '01',
    es: 'Consulta de comisiones variables: solo lectura',
    en: 'Variable-commissions viewer: read only',
  },
  {
    username: 'tco.gerente',
    positionId: 'manager',
    fullName: 'Verónica Pérez de la Cruz',
    warehouseId: 'TC201',
    organizationId: '02',
    es: 'Gerente de tienda TCO',
    en: 'TCO store manager',
  },
];

const positionById = new Map(positionSeeds.map((seed) => [seed.positionId, seed]));
const roleById = new Map(demoSystemRoles.map((role) => [role.systemRoleId, role]));

export const demoAccounts: DemoAccount[] = accountSeeds.map((seed) => ({
  username: seed.username,
  password: DEMO_PASSWORD,
  positionId: seed.positionId,
  position: positionById.get(seed.positionId)?.positionName ?? seed.positionId,
  fullName: seed.fullName,
  purpose: { es: seed.es, en: seed.en },
}));

/** An attendant as generated: the seeder turns password and pin into argon2id hashes. */
export type DemoAttendant = Omit<Attendant, 'passwordHash' | 'pinHash'> & { password: string | null; pin: string | null };

const firstNames = [
  'José',
  'María',
  'Juan',
  'Guadalupe',
  'Carlos',
  'Rosa',
  'Francisco',
  'Leticia',
  'Pedro',
  'Alejandra',
  'Raúl',
  'Yesenia',
  'Eduardo',
  'Brenda',
  'Javier',
  'Itzel',
  'Óscar',
  'Mayra',
  'Arturo',
  'Karla',
];
const lastNames = [
  'Hernández',
  'García',
  'Martínez',
  'López',
  'González',
  'Pérez',
  'Rodríguez',
  'Sánchez',
  'Ramírez',
  'Cruz',
  'Chablé',
  'Uscanga',
  'Domínguez',
  'Vázquez',
  'Morales',
  'Jiménez',
  'Reyes',
  'Torres',
  'Prieto',
  'Valencia',
];
const colors = ['#2d72d2', '#238551', '#c87619', '#cd4246', '#7961db', '#00a396', '#d1980b', '#634dbf'];

function attendantBase(positionId: string) {
  const position = positionById.get(positionId);
  if (!position) throw new Error(`unknown demo position ${positionId}`);
  const role = roleById.get(position.role);
  return {
    position: { positionId, positionName: position.positionName },
    role: role ? { systemRoleId: role.systemRoleId, systemRoleName: role.systemRoleName } : null,
  };
}

/**
 * Demo accounts (one per interesting position, password DEMO_PASSWORD) and the staff of every
 * store: a head cashier and two cashiers each, known to headcount and the cashier-to-store tool
 * but without a password, so they cannot sign in to the back office.
 */
export function generateDemoAttendants(random: DemoRandom, warehouses: Warehouse[]): DemoAttendant[] {
  const warehouseById = new Map(warehouses.map((warehouse) => [warehouse.warehouseId, warehouse]));
  const attendants: DemoAttendant[] = [];
  let sequence = 0;
  const nextId = () => `ATT${String(++sequence).padStart(4, '0')}`;
  for (const seed of accountSeeds) {
    const warehouse = seed.warehouseId ? warehouseById.get(seed.warehouseId) : undefined;
    attendants.push({
      attendantId: nextId(),
      fullName: seed.fullName,
      userName: seed.username,
      userNameKey: userNameKeyOf(seed.username),
      password: DEMO_PASSWORD,
      pin: DEMO_PIN,
      profilePhoto: null,
      limitEpoch: null,
      managerAttendantId: null,
      active: true,
      color: random.pick(colors),
      organizationId: seed.organizationId,
      warehouse: warehouse ? { warehouseId: warehouse.warehouseId, warehouseName: warehouse.warehouseName } : null,
      ...attendantBase(seed.positionId),
      phones: [{ phoneType: 'mobile', phone: `+52921${random.int(1_000_000, 9_999_999)}` }],
      emails: [{ emailType: 'work', email: `${seed.username}@prometheus.example` }],
      fingers: [],
      incidents: [],
      passwordChangeRequired: false,
      failedSignInAttempts: 0,
      lastFailedSignInAt: null,
    });
  }
  const stores = warehouses.filter((warehouse) => warehouse.warehouseType === warehouseTypes.store);
  for (const store of stores) {
    const areaCode = store.phones[0]?.phone.slice(3, 6) ?? '921';
    const person = () => `${random.pick(firstNames)} ${random.pick(lastNames)} ${random.pick(lastNames)}`;
    const headCashierId = nextId();
    const staff: { id: string; userName: string; positionId: string; manager: string | null }[] = [
      { id: headCashierId, userName: `${store.warehouseId}JC`, positionId: 'attendantManager', manager: null },
      { id: nextId(), userName: `${store.warehouseId}C1`, positionId: 'attendant', manager: headCashierId },
      { id: nextId(), userName: `${store.warehouseId}C2`, positionId: 'attendant', manager: headCashierId },
    ];
    for (const member of staff) {
      attendants.push({
        attendantId: member.id,
        fullName: person(),
        userName: member.userName,
        userNameKey: userNameKeyOf(member.userName),
        password: null,
        pin: null,
        profilePhoto: null,
        limitEpoch: null,
        managerAttendantId: member.manager,
        // A few inactive cashiers, so the cashier-to-store tool shows its warning.
        active: member.manager === null || !random.chance(0.1),
        color: random.pick(colors),
        organizationId: store.organization.organizationId,
        warehouse: { warehouseId: store.warehouseId, warehouseName: store.warehouseName },
        ...attendantBase(member.positionId),
        phones: [{ phoneType: 'mobile', phone: `+52${areaCode}${random.int(1_000_000, 9_999_999)}` }],
        emails: [],
        fingers: [],
        incidents: [],
        passwordChangeRequired: false,
        failedSignInAttempts: 0,
        lastFailedSignInAt: null,
      });
    }
  }
  return attendants;
}
