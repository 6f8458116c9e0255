import { AttendantModel } from '../../../../db/models/access/attendant';
import { WorkplanModel } from '../../../../db/models/workplans/workplan';
import { WorkplanSectionModel } from '../../../../db/models/workplans/section';
import { WorkplanActivityModel } from '../../../../db/models/workplans/activity';
import { workflow, type Table, type TableContext } from './types';

/** Work plans, remote commands, stores, licenses and cashier links, the partner (Xadis), purchasing, pricing and the runtime. */

const activityInput = {
  activityName: 'Revisar exhibidores',
  marketReleaseDate: '2026-12-01',
  marketFinalDate: '2026-12-24',
  temporality: { cron: '0 9 * * 1', frecuency: 1, frecuencyType: 'weekly' },
  score: 20,
};
const plan = async () => (await WorkplanModel.findOne({ workplanName: 'Plan revisado' }).lean())!;
const section = async () => (await WorkplanSectionModel.findOne({ sectionName: 'Exhibición' }).lean())!;
const activity = async () => (await WorkplanActivityModel.findOne({ activityName: { $in: ['Revisar exhibidores', 'Revisar exhibidores y precios'] } }).lean())!;
const license = async ({ data }: TableContext, status: string) =>
  (await data<{ posLicenses: { id: string; _version: number; status: string }[] }>('{ posLicenses { id _version status } }')).posLicenses.find(
    (row) => row.status === status,
  )!;

export const operationsTable: Table = {
  cancelWorkflowRun: { nothing: "changes the workflow runtime's run, not a business record" },
  cancelForecastRun: { nothing: 'cancels a forecast run (runtime state)' },
  cancelXadisTransmission: { nothing: 'cancels a transmission run (runtime state)' },
  startErpQuery: workflow([]),
  startForecastRun: workflow([]),
  startPriceListQuery: workflow([]),
  startXadisTransmission: workflow([]),
  refreshEmptyContainerStock: workflow(['XadisEmptyContainer'], "starts an ERP query run for the window's empty-container stock"),
  sendPurchaseOrder: workflow(['PurchaseOrder', 'PurchaseOrderLine'], 'starts the purchase-order workflow run that sends the order to the ERP'),
  saveEmptyContainerReport: workflow(['XadisEmptyContainer'], "reads the window's empty-container stock through an ERP query workflow run before it saves"),
  saveXadisSettings: workflow(
    ['XadisSettings'],
    'saves the settings, then re-applies the daily transmission schedule through the workflow gateway in the same call',
  ),
  verifyPurchaseOrder: { nothing: 'computes the order to show it, writes nothing' },
  exportPriceList: { nothing: 'writes a file and its export log (PriceListExport, not tracked)' },
  importForecasts: { nothing: 'bulk data load of forecast rows (not tracked: data, not records staff edit)' },
  importPostalCodes: { nothing: 'bulk load of the SEPOMEX catalogue (not tracked)' },
  sendRemoteCommand: { nothing: 'queues a command to a store (RemoteControl, runtime state, not tracked)' },

  createRemoteCommand: {
    records: ['RemoteCommand'],
    operation: 'create',
    call: () => ({
      query: 'mutation { createRemoteCommand(input: { remoteCommandName: "historial", command: "{\\"oper\\":\\"ping\\",\\"data\\":{}}" }) { id _version } }',
    }),
  },
  updateRemoteCommand: {
    records: ['RemoteCommand'],
    operation: 'update',
    field: 'remoteCommandDescription',
    call: async ({ data }) => {
      const { remoteCommands } = await data<{ remoteCommands: { id: string; _version: number; remoteCommandName: string }[] }>(
        '{ remoteCommands { id _version remoteCommandName } }',
      );
      const command = remoteCommands.find((row) => row.remoteCommandName === 'historial')!;
      return {
        query: `mutation { updateRemoteCommand(input: { id: "${command.id}", _version: ${command._version}, command: "{\\"oper\\":\\"ping\\",\\"data\\":{}}", remoteCommandDescription: "Prueba" }) { id } }`,
        as: 'admin',
      };
    },
  },

  createWorkplan: {
    records: ['Workplan'],
    operation: 'create',
    call: () => ({ query: 'mutation { createWorkplan(input: { workplanName: "Plan de prueba" }) { id _version } }', as: 'admin' }),
  },
  updateWorkplan: {
    records: ['Workplan'],
    operation: 'update',
    field: 'workplanName',
    call: async () => {
      const found = (await WorkplanModel.findOne({ workplanName: 'Plan de prueba' }).lean())!;
      return {
        query: 'mutation ($input: UpdateWorkplanInput!) { updateWorkplan(input: $input) { id } }',
        variables: { input: { id: String(found._id), _version: found._version, workplanName: 'Plan revisado' } },
        as: 'admin',
      };
    },
  },
  createWorkplanSection: {
    records: ['WorkplanSection'],
    operation: 'create',
    call: async () => ({
      query: 'mutation ($input: CreateWorkplanSectionInput!) { createWorkplanSection(input: $input) { id } }',
      variables: { input: { workplanSectionWorkplanId: String((await plan())._id), sectionName: 'Exhibición' } },
    }),
  },
  updateWorkplanSection: {
    records: ['WorkplanSection'],
    operation: 'update',
    field: 'sectionName',
    call: async () => {
      const found = await section();
      return {
        query: 'mutation ($input: UpdateWorkplanSectionInput!) { updateWorkplanSection(input: $input) { id } }',
        variables: { input: { id: String(found._id), _version: found._version, sectionName: 'Exhibición y anaqueles' } },
      };
    },
  },
  createWorkplanActivity: {
    records: ['WorkplanActivity'],
    operation: 'create',
    call: async () => ({
      query: 'mutation ($input: CreateWorkplanActivityInput!) { createWorkplanActivity(input: $input) { id } }',
      variables: {
        input: { ...activityInput, workplanSectionId: String((await WorkplanSectionModel.findOne({ sectionName: 'Exhibición y anaqueles' }).lean())!._id) },
      },
    }),
  },
  updateWorkplanActivity: {
    records: ['WorkplanActivity'],
    operation: 'update',
    field: 'activityName',
    call: async () => {
      const found = await activity();
      return {
        query: 'mutation ($input: UpdateWorkplanActivityInput!) { updateWorkplanActivity(input: $input) { id } }',
        variables: { input: { ...activityInput, id: String(found._id), _version: found._version, activityName: 'Revisar exhibidores y precios' } },
      };
    },
  },
  deleteWorkplanActivity: {
    records: ['WorkplanActivity'],
    operation: 'delete',
    call: async () => {
      const found = await activity();
      return {
        query: 'mutation ($id: ID!, $v: Int!) { deleteWorkplanActivity(id: $id, _version: $v) { id } }',
        variables: { id: String(found._id), v: found._version },
      };
    },
  },

  updateStoreConfig: {
    records: ['Warehouse'],
    operation: 'update',
    field: 'zone.zoneId',
    call: async ({ data }) => {
      const { storeConfigs, storeZones } = await data<{
        storeConfigs: { warehouseId: string; zoneId: string | null; _version: number }[];
        storeZones: { zoneId: string }[];
      }>('{ storeConfigs { warehouseId zoneId _version } storeZones { zoneId } }');
      const store = storeConfigs.find((row) => row.warehouseId === 'CO103')!;
      const zoneId = storeZones.find((zone) => zone.zoneId !== store.zoneId)!.zoneId;
      return {
        query: 'mutation ($w: String!, $v: Int!, $z: String) { updateStoreConfig(warehouseId: $w, _version: $v, zoneId: $z) { _version } }',
        variables: { w: 'CO103', v: store._version, z: zoneId },
        as: 'admin',
      };
    },
  },
  saveStoreSettings: {
    records: ['Warehouse'],
    operation: 'update',
    field: 'settings',
    call: async ({ data }) => {
      const { storeSettings } = await data<{ storeSettings: { _version: number; form: Record<string, unknown> & { syncMinutes: number } } }>(
        '{ storeSettings(warehouseId: "CO101") { _version form } }',
      );
      const form = { ...storeSettings.form, syncMinutes: storeSettings.form.syncMinutes === 15 ? 20 : 15 };
      return {
        query: 'mutation ($v: Int!, $form: JSON!) { saveStoreSettings(warehouseId: "CO101", _version: $v, form: $form) { _version } }',
        variables: { v: storeSettings._version, form },
        as: 'admin',
      };
    },
  },
  renewPosLicense: {
    records: ['PosLicense'],
    operation: 'update',
    field: 'expiresAt',
    call: async (context) => {
      const found = await license(context, 'active');
      return {
        query: 'mutation ($input: RenewPosLicenseInput!) { renewPosLicense(input: $input) { _version } }',
        variables: { input: { id: found.id, _version: found._version, months: 12 } },
        as: 'admin',
      };
    },
  },
  revokePosLicense: {
    records: ['PosLicense'],
    operation: 'update',
    field: 'revokedAt',
    call: async (context) => {
      const found = await license(context, 'active');
      return {
        query: 'mutation ($input: RevokePosLicenseInput!) { revokePosLicense(input: $input) { _version } }',
        variables: { input: { id: found.id, _version: found._version, reason: 'Caja robada' } },
        as: 'admin',
      };
    },
  },
  linkCashierToStore: {
    // The link itself and the cashier's current store.
    records: ['Attendant', 'WarehouseAttendant'],
    call: async () => {
      const cashier = (await AttendantModel.findOne({ userName: /^CO1\d\dC\d$/, active: true }).lean())!;
      const storeCode = cashier.warehouse?.warehouseId === 'CO102' ? 'CO103' : 'CO102';
      return {
        query: 'mutation ($input: CashierLinkInput!) { linkCashierToStore(input: $input) { complete } }',
        variables: { input: { userName: cashier.userName, company: '01', storeCode } },
        as: 'admin',
      };
    },
  },
};
