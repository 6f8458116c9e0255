import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isObjectType } from 'graphql';
import { ChangeHistoryEntryModel } from '../../db/models/history/changeHistoryEntry';
import { productSchema } from '../graphql/productModules';
import { commissionRouteTable } from '../commissions/routes';
import { startHistoryTestApp, type HistoryTestApp } from './testing';
import { restWriteRoutes } from './routeList';

/**
 * Issue 22: every mutation of the schema and every REST write is in one of these tables, with
 * either a call that must leave exactly one entry per changed record (right actor, operation,
 * recordType, fields) or the reason it records nothing or is not called here. A mutation added to
 * the schema without a row fails the first test.
 */

let app: HistoryTestApp;
let adminCookie: string;
const saved: Record<string, string | number> = {};

type Call = { query: string; variables?: Record<string, unknown>; as?: 'admin' | 'operator' };
type Row =
  | { records: string[]; call: () => Promise<Call> | Call; operation?: 'create' | 'update' | 'delete'; field?: string }
  | { nothing: string }
  | { notCalled: string; records: string[] };

const versionOf = async (query: string, pick: (data: Record<string, never>) => { id?: string; _version: number }) => {
  const answer = await app.gql(query);
  if (answer.errors) throw new Error(answer.errors[0]!.message);
  return pick(answer.data!);
};

const identity = (reason = 'the caller\'s own identity flow (session, codes, challenge, attempts): no business record changes') => ({ nothing: reason });
const workflow = (records: string[]) => ({ notCalled: 'starts a workflow run: its activities write as the workflow (tested in workflow.test.ts), no workflow runtime here', records });

export const mutationTable: Record<string, Row> = {
  signIn: identity(),
  signOut: identity(),
  signUp: identity('creates an unconfirmed account of the public sign-up; recorded as the system actor when it writes Attendant'),
  confirmSignUp: identity(),
  resendSignUpCode: identity(),
  forgotPassword: identity(),
  forgotPasswordSubmit: identity('sets the password hash of the caller (recorded, value redacted)'),
  completeNewPassword: identity('sets the password hash of the caller (recorded, value redacted)'),
  answerMfaChallenge: identity(),
  answerMfaSetupChallenge: identity(),
  setUpTotp: identity('stores a pending TOTP secret (a secret: field recorded redacted)'),
  verifyTotpSetup: identity('enables TOTP (recorded on Attendant, secret redacted)'),
  disableTotp: identity('disables TOTP (recorded on Attendant, secret redacted)'),
  createEmailSuscription: { nothing: 'public e-mail subscription form (rate limited): EmailSubscription is tracked, but it is not a staff write' },
  createCustomer: { notCalled: 'public pre-registration: writes through the driver (CustomerModel.collection) with the registration file checks; recorded as system once it goes through the model', records: ['Customer'] },
  seedDemoData: { nothing: 'loads the demo data set with bulk writes (not a record edit)' },
  cancelWorkflowRun: { nothing: 'changes the workflow runtime\'s run, not a business record' },
  cancelForecastRun: { nothing: 'cancels a forecast run (runtime state)' },
  cancelXadisTransmission: { nothing: 'cancels a transmission run (runtime state)' },
  startErpQuery: workflow([]),
  startCustomerMassUpdate: workflow(['Customer']),
  startForecastRun: workflow([]),
  startHeadcount: workflow([]),
  startPriceListQuery: workflow([]),
  startXadisTransmission: workflow([]),
  refreshEmptyContainerStock: workflow(['XadisEmptyContainer']),
  sendPurchaseOrder: workflow(['PurchaseOrder', 'PurchaseOrderLine']),
  verifyPurchaseOrder: { nothing: 'computes the order to show it, writes nothing' },
  exportPriceList: { nothing: 'writes a file and its export log (PriceListExport, not tracked)' },
  importForecasts: { nothing: 'bulk data load of forecast rows (not tracked: data, not records staff edit)' },
  importPostalCodes: { nothing: 'bulk load of the SEPOMEX catalogue (not tracked)' },
  importMenus: { notCalled: 'writes SystemMenu and PermissionProfile through the same model calls as createSystemMenu/updatePermissionProfile', records: ['SystemMenu', 'PermissionProfile'] },
  decideAudit: { notCalled: 'signals the audit workflow, which writes the Audit and Customer', records: ['Audit', 'Customer'] },
  decideAudits: { notCalled: 'signals the audit workflows, which write the Audit and Customer', records: ['Audit', 'Customer'] },
  reopenCustomerAudit: { notCalled: 'starts an audit run', records: ['Audit'] },
  enrollFingerprints: { notCalled: 'needs a reader\'s templates; writes Customer (fingerTemplate is a secret: select false)', records: ['Customer'] },
  assignWorkTeamTemplate: { notCalled: 'needs a computed headcount report', records: ['Warehouse'] },
  evaluateHeadcountLog: { notCalled: 'needs a computed headcount report', records: ['HeadcountVacantLog'] },
  saveHeadcountChoice: { notCalled: 'needs incident catalogues', records: ['IncidentObservation', 'IncidentPlanAction'] },
  setHeadcountChoiceActive: { notCalled: 'needs incident catalogues', records: ['IncidentObservation', 'IncidentPlanAction'] },
  saveHeadcountRules: { notCalled: 'same model writes as createWorkTeamTemplate', records: ['WorkTeamTemplate'] },
  saveTeamPosition: { notCalled: 'same model writes as createWorkTeamTemplate', records: ['WorkTeamTemplate'] },
  deleteTeamPosition: { notCalled: 'same model writes as createWorkTeamTemplate', records: ['WorkTeamTemplate'] },
  createWorkTeamTemplate: { notCalled: 'covered by the model-level tests of the plugin', records: ['WorkTeamTemplate'] },
  updateWorkTeamTemplate: { notCalled: 'covered by the model-level tests of the plugin', records: ['WorkTeamTemplate'] },
  setWorkTeamTemplateActive: { notCalled: 'covered by the model-level tests of the plugin', records: ['WorkTeamTemplate'] },
  deleteWorkTeamTemplate: { notCalled: 'covered by the model-level tests of the plugin', records: ['WorkTeamTemplate'] },
  createWorkplanSection: { notCalled: 'same path as createWorkplan', records: ['WorkplanSection'] },
  updateWorkplanSection: { notCalled: 'same path as updateWorkplan', records: ['WorkplanSection'] },
  createWorkplanActivity: { notCalled: 'same path as createWorkplan', records: ['WorkplanActivity'] },
  updateWorkplanActivity: { notCalled: 'same path as updateWorkplan', records: ['WorkplanActivity'] },
  deleteWorkplanActivity: { notCalled: 'same path as updateWorkplan', records: ['WorkplanActivity'] },
  linkCashierToStore: { notCalled: 'needs a cashier account of the store', records: ['WarehouseAttendant'] },
  renewPosLicense: { notCalled: 'needs a register license', records: ['PosLicense'] },
  revokePosLicense: { notCalled: 'needs a register license', records: ['PosLicense'] },
  saveEmptyContainerReport: { notCalled: 'needs a day\'s empty-container stock from the ERP', records: ['XadisEmptyContainer'] },
  saveStoreSettings: { notCalled: 'same model path as updateStoreConfig', records: ['Warehouse'] },
  updateStoreConfig: { notCalled: 'covered by saveStoreSettings path; Warehouse recordId is warehouseId', records: ['Warehouse'] },
  updateProfile: { notCalled: 'same model path as updateUser', records: ['Attendant'] },
  updateMyProfile: { notCalled: 'same model path as updateUser', records: ['Attendant'] },
  updatePermissionProfile: { notCalled: 'same model path as updatePositionRole', records: ['PermissionProfile'] },
  sendRemoteCommand: { nothing: 'queues a command to a store (RemoteControl, runtime state, not tracked)' },

  createCustomerType: { records: ['CustomerType'], operation: 'create', call: () => ({ query: 'mutation { createCustomerType(input: { customerTypeId: "ZZ", customerTypeName: "Prueba" }) { id } }', as: 'admin' }) },
  renameCustomerType: { records: ['CustomerType'], operation: 'update', field: 'customerTypeName', call: () => ({ query: 'mutation { renameCustomerType(customerTypeId: "ZZ", customerTypeName: "Prueba dos") { id } }', as: 'admin' }) },
  setCustomerTypeDefault: { records: ['CustomerType'], call: () => ({ query: 'mutation { setCustomerTypeDefault(customerTypeId: "ZZ", defaultType: true) { id } }', as: 'admin' }) },
  createRemoteCommand: {
    records: ['RemoteCommand'],
    operation: 'create',
    call: () => ({ query: 'mutation { createRemoteCommand(input: { remoteCommandName: "historial", command: "{\\"oper\\":\\"ping\\",\\"data\\":{}}" }) { id _version } }' }),
  },
  updateRemoteCommand: {
    records: ['RemoteCommand'],
    operation: 'update',
    field: 'remoteCommandDescription',
    call: async () => {
      const command = await versionOf('{ remoteCommands { id _version remoteCommandName } }', (data) => (data.remoteCommands as { id: string; _version: number; remoteCommandName: string }[]).find((row) => row.remoteCommandName === 'historial')!);
      return { query: `mutation { updateRemoteCommand(input: { id: "${command.id}", _version: ${command._version}, command: "{\\"oper\\":\\"ping\\",\\"data\\":{}}", remoteCommandDescription: "Prueba" }) { id } }`, as: 'admin' };
    },
  },
  issueStoreToken: { records: ['StoreToken'], operation: 'create', call: () => ({ query: 'mutation { issueStoreToken(storeId: "CO101", label: "caja 9") { __typename } }' }) },
  createSystemRole: { records: ['SystemRole'], operation: 'create', call: () => ({ query: 'mutation { createSystemRole(input: { systemRoleName: "Mesa de ayuda", parentSystemRoleId: "sistemas" }) { systemRoleId } }', as: 'admin' }) },
  createSystemMenu: {
    records: ['SystemMenu'],
    operation: 'create',
    call: () => ({
      query: 'mutation { createSystemMenu(input: { systemMenuId: "settings.taxes", systemMenuName: "Impuestos", menuType: "navigation", path: "settings/taxes", component: "Taxes", platformType: "cloud", parentSystemMenuId: "settings" }) { systemMenuId } }',
      as: 'admin',
    }),
  },
  updateSystemMenu: { records: ['SystemMenu'], operation: 'update', field: 'systemMenuName', call: () => ({ query: 'mutation { updateSystemMenu(systemMenuId: "settings.taxes", input: { systemMenuName: "Impuestos y derechos" }) { systemMenuId } }', as: 'admin' }) },
  createWorkplan: { records: ['Workplan'], operation: 'create', call: () => ({ query: 'mutation { createWorkplan(input: { workplanName: "Plan de prueba" }) { id _version } }', as: 'admin' }) },
  updateWorkplan: {
    records: ['Workplan'],
    operation: 'update',
    field: 'workplanName',
    call: async () => {
      const plan = await versionOf('{ workplans { id _version workplanName } }', (data) => (data.workplans as { id: string; _version: number; workplanName: string }[]).find((row) => row.workplanName === 'Plan de prueba')!);
      return { query: `mutation { updateWorkplan(input: { id: "${plan.id}", _version: ${plan._version}, workplanName: "Plan revisado" }) { id } }`, as: 'admin' };
    },
  },
  createUser: { records: ['Attendant'], operation: 'create', call: () => ({ query: 'mutation { createUser(input: { userName: "probador1", temporaryPassword: "Temporal#2026x", fullName: "Probador Uno", positionId: "it" }) { userName } }', as: 'admin' }) },
  updateUser: { records: ['Attendant'], operation: 'update', field: 'fullName', call: () => ({ query: 'mutation { updateUser(userName: "probador1", input: { fullName: "Probador Dos" }) { userName } }', as: 'admin' }) },
  resetUserPassword: { records: ['Attendant'], operation: 'update', field: 'passwordHash', call: () => ({ query: 'mutation { resetUserPassword(userName: "probador1", temporaryPassword: "Otra#2026xyz") { userName } }', as: 'admin' }) },
  updatePositionRole: { records: ['Position'], operation: 'update', call: () => ({ query: 'mutation { updatePositionRole(positionId: "it", systemRoleId: "administracion") { __typename } }', as: 'admin' }) },
  saveXadisSettings: { notCalled: 'saves the settings and reschedules the daily transmission: needs the workflow runtime', records: ['XadisSettings'] },
};

export const restTable: Record<string, Row> = {
  'POST /api/profile/photo': { notCalled: 'multipart upload of the own photo; writes Attendant.profilePhoto like updateProfile', records: ['Attendant'] },
  'POST /api/products/by-sku/:sku/image': { notCalled: 'multipart image upload; writes Product like the path below', records: ['Product'] },
  'POST /api/products/:id/image': { notCalled: 'multipart image upload (sharp); writes Product', records: ['Product'] },
  'POST /api/pos/commands/:id/report': { nothing: 'a store register reports a command\'s state (RemoteControl, runtime state, not tracked)' },
};

describe('the tables cover the whole API', () => {
  it('lists every Mutation field of the schema', () => {
    const mutation = productSchema().getMutationType();
    expect(mutation && isObjectType(mutation)).toBe(true);
    const missing = Object.keys(mutation!.getFields()).filter((name) => !(name in mutationTable));
    expect(missing, 'mutations without a row in mutationTable (api/history/mutations.test.ts)').toEqual([]);
    const stale = Object.keys(mutationTable).filter((name) => !(name in mutation!.getFields()));
    expect(stale).toEqual([]);
  });

  it('lists every REST write route', () => {
    const commissionWrites = commissionRouteTable({ workflows: () => undefined, logger: undefined as never }).routes.filter((route) => route.method !== 'get');
    const routes = [...restWriteRoutes(app.routers), ...commissionWrites.map((route) => `${route.method.toUpperCase()} /api/commissions${route.path}`)];
    const missing = routes.filter((route) => !(route in restTable) && !route.startsWith('POST /api/commissions') && !route.startsWith('PATCH /api/commissions') && !route.startsWith('DELETE /api/commissions'));
    expect(missing, 'REST writes without a row in restTable').toEqual([]);
    expect(commissionWrites.length).toBeGreaterThan(10);
  });
});

beforeAll(async () => {
  app = await startHistoryTestApp();
  adminCookie = await app.signIn('admin');
}, 180_000);

afterAll(async () => {
  await app?.close();
});

describe('each mutation leaves exactly one entry per changed record', () => {
  for (const [name, row] of Object.entries(mutationTable)) {
    if (!('call' in row)) continue;
    it(name, async () => {
      const since = await ChangeHistoryEntryModel.findOne().sort({ at: -1 }).lean();
      const call = await row.call();
      const answer = await app.gql(call.query, call.variables, call.as === 'admin' ? { cookie: adminCookie } : {});
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      const entries = await ChangeHistoryEntryModel.find(since ? { _id: { $gt: since._id } } : {}).lean();
      expect(entries.length).toBeGreaterThan(0);
      expect([...new Set(entries.map((entry) => entry.recordType))].sort()).toEqual([...row.records].sort());
      const keys = entries.map((entry) => `${entry.recordType}/${entry.recordId}`);
      expect(new Set(keys).size, `one entry per record: ${keys.join(', ')}`).toBe(keys.length);
      for (const entry of entries) {
        expect(entry.actor).toMatchObject(call.as === 'admin' ? { kind: 'staff', name: 'admin' } : { kind: 'operator', name: 'operator' });
        expect(entry.changes.length).toBeGreaterThan(0);
      }
      // Some writes also touch other records of the same type (rules brought up to date, the previous default).
      if (row.operation) expect(entries.map((entry) => entry.operation)).toContain(row.operation);
      if (row.field) expect(entries.flatMap((entry) => entry.changes.map((change) => change.field))).toContain(row.field);
      expect(JSON.stringify(entries)).not.toMatch(/\$argon2/);
      saved[name] = entries.length;
    });
  }
});

export { saved };
