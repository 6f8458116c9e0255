import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { generateDemoData } from '../../db/seed/demo';
import { demoIncidentObservations, demoIncidentPlanActions, demoWorkTeamTemplates } from '../../db/seed/headcount/demo';
import { PositionModel } from '../../db/models/access/position';
import { IncidentObservationModel, IncidentPlanActionModel, WorkTeamTemplateModel } from '../../db/models/headcount';
import { WarehouseModel } from '../../db/models/stores/warehouse';
import { headcountModule } from './graphql';
import { startModuleTestApp, type ModuleTestApp } from '../workplans/testing';

/** Work-team templates over HTTP (spec 003 section 2.1): the calls the template screen makes. */
let database: TestDatabase;
let app: ModuleTestApp;
let writer: string;
let reader: string;

beforeAll(async () => {
  database = await startTestDatabase();
  const data = generateDemoData(1);
  await WarehouseModel.insertMany(data.warehouses);
  await PositionModel.insertMany(data.positions);
  await WorkTeamTemplateModel.insertMany(demoWorkTeamTemplates);
  await IncidentObservationModel.insertMany(demoIncidentObservations);
  await IncidentPlanActionModel.insertMany(demoIncidentPlanActions);
  app = await startModuleTestApp([headcountModule]);
  writer = await app.staffToken(['workTeamTemplates.read', 'workTeamTemplates.write'], { userName: 'admin' });
  reader = await app.staffToken(['headcount.read', 'headcount.evaluate'], { userName: 'rhumanos' });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const TEMPLATE =
  'id workTeamTemplate active deleted minSalesAmount maxSalesAmount frecuencySales periodSales stores _version positions { teamPositionId positionId positionName quantity required observation } statuses { statusName vacantNumber assignedDays }';
const LIST = `{ workTeamTemplates { ${TEMPLATE} } }`;
const CREATE = `mutation ($input: WorkTeamTemplateInput!) { createWorkTeamTemplate(input: $input) { ${TEMPLATE} } }`;
const TOGGLE = `mutation ($id: ID!, $active: Boolean!, $v: Int!) { setWorkTeamTemplateActive(id: $id, active: $active, _version: $v) { id active _version } }`;
const SAVE_POSITION = `mutation ($id: ID!, $v: Int!, $tp: ID, $input: TeamPositionInput!) { saveTeamPosition(id: $id, _version: $v, teamPositionId: $tp, input: $input) { ${TEMPLATE} } }`;
const DELETE_POSITION = `mutation ($id: ID!, $v: Int!, $tp: ID!) { deleteTeamPosition(id: $id, _version: $v, teamPositionId: $tp) { _version positions { teamPositionId } } }`;
const RULES = `mutation ($id: ID!, $v: Int!, $rules: [HeadcountStatusRuleInput!]!) { saveHeadcountRules(id: $id, _version: $v, rules: $rules) { _version statuses { statusName vacantNumber assignedDays } } }`;
const ASSIGN = `mutation ($id: ID!, $stores: [String!]!) { assignWorkTeamTemplate(id: $id, warehouseIds: $stores) }`;
const DELETE = `mutation ($id: ID!, $v: Int!) { deleteWorkTeamTemplate(id: $id, _version: $v) { id deleted } }`;
const STORES = `{ templateStores { warehouseId warehouseName organizationName workTeamTemplateId } }`;
const CHOICES = `{ incidentObservations { id name parentId active _version } }`;
const SAVE_CHOICE = `mutation ($kind: String!, $id: ID, $v: Int, $input: HeadcountChoiceInput!) { saveHeadcountChoice(kind: $kind, id: $id, _version: $v, input: $input) { id name parentId active _version } }`;
const CHOICE_ACTIVE = `mutation ($kind: String!, $id: ID!, $v: Int!, $active: Boolean!) { setHeadcountChoiceActive(kind: $kind, id: $id, _version: $v, active: $active) { id active _version } }`;

type Template = {
  id: string;
  workTeamTemplate: string;
  active: boolean;
  _version: number;
  stores: number | null;
  positions: { teamPositionId: string; positionName: string; quantity: number }[];
};

const newTemplate = { workTeamTemplate: 'Tienda de playa', minSalesAmount: 500000, maxSalesAmount: 1200000, frecuencySales: 'quincenal', periodSales: 2 };

describe('work-team templates over HTTP', () => {
  it('lists the seeded templates with their stores, and refuses a reader without the template permission', async () => {
    const list = await app.gql<{ workTeamTemplates: Template[] }>(LIST, {}, { token: writer });
    expect(list.errors).toBeUndefined();
    const chica = list.data!.workTeamTemplates.find((template) => template.id === 'WTT-CHICA')!;
    expect(chica.stores).toBeGreaterThan(3);
    expect(chica.positions.length).toBe(5);
    const refused = await app.gql(LIST, {}, { token: reader });
    expect(refused.errors?.[0]?.extensions.errorCode).toBe('FORBIDDEN');
    const write = await app.gql(CREATE, { input: newTemplate }, { token: reader });
    expect(write.errors?.[0]?.extensions.errorCode).toBe('FORBIDDEN');
  });

  it('creates a template, refuses a bad range and a taken name with their messages, and saves nothing', async () => {
    const badRange = await app.gql(CREATE, { input: { ...newTemplate, minSalesAmount: 2000000 } }, { token: writer, lang: 'es' });
    expect(badRange.errors?.[0]?.message).toContain('La venta máxima debe ser mayor o igual a la mínima.');
    const badPeriod = await app.gql(CREATE, { input: { ...newTemplate, periodSales: 11 } }, { token: writer, lang: 'es' });
    expect(badPeriod.errors?.[0]?.message).toContain('Escribe un número válido.');
    expect(await WorkTeamTemplateModel.countDocuments({ workTeamTemplate: 'Tienda de playa' })).toBe(0);
    const created = await app.gql<{ createWorkTeamTemplate: Template }>(CREATE, { input: newTemplate }, { token: writer });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createWorkTeamTemplate).toMatchObject({ workTeamTemplate: 'Tienda de playa', active: true, _version: 1, positions: [] });
    const taken = await app.gql(CREATE, { input: { ...newTemplate, workTeamTemplate: '  tienda   DE playa ' } }, { token: writer, lang: 'es' });
    expect(taken.errors?.[0]?.extensions.errorCode).toBe('WORK_TEAM_TEMPLATE_NAME_TAKEN');
  });

  it('toggles active with id, active and _version, and refuses a stale _version with the clear message', async () => {
    const id = (await WorkTeamTemplateModel.findOne({ workTeamTemplate: 'Tienda de playa' }).lean())!.workTeamTemplateId;
    const off = await app.gql<{ setWorkTeamTemplateActive: Template }>(TOGGLE, { id, active: false, v: 1 }, { token: writer });
    expect(off.data!.setWorkTeamTemplateActive).toMatchObject({ active: false, _version: 2 });
    const stale = await app.gql(TOGGLE, { id, active: true, v: 1 }, { token: writer, lang: 'es' });
    expect(stale.errors?.[0]?.extensions.errorCode).toBe('WORK_TEAM_TEMPLATE_STALE');
    expect(stale.errors?.[0]?.message).toBe('Alguien más cambió la plantilla mientras la veías (versión 2). Recarga y vuelve a intentarlo.');
    const inactiveAssign = await app.gql(ASSIGN, { id, stores: ['CO119'] }, { token: writer });
    expect(inactiveAssign.errors?.[0]?.extensions.errorCode).toBe('STORE_TEMPLATE_UNAVAILABLE');
    const on = await app.gql<{ setWorkTeamTemplateActive: Template }>(TOGGLE, { id, active: true, v: 2 }, { token: writer });
    expect(on.data!.setWorkTeamTemplateActive).toMatchObject({ active: true, _version: 3 });
  });

  it('adds, changes and deletes team positions, and saves the three rules', async () => {
    const id = (await WorkTeamTemplateModel.findOne({ workTeamTemplate: 'Tienda de playa' }).lean())!.workTeamTemplateId;
    const added = await app.gql<{ saveTeamPosition: Template }>(
      SAVE_POSITION,
      { id, v: 3, input: { positionId: 'attendant', quantity: 3, required: true, observation: 'Turno matutino y vespertino' } },
      { token: writer },
    );
    expect(added.errors).toBeUndefined();
    const position = added.data!.saveTeamPosition.positions[0];
    expect(position).toMatchObject({ positionName: 'Attendant', quantity: 3 });
    const badQuantity = await app.gql(
      SAVE_POSITION,
      { id, v: 4, input: { positionId: 'attendant', quantity: 0, required: true } },
      { token: writer, lang: 'es' },
    );
    expect(badQuantity.errors?.[0]?.message).toContain('La cantidad va de 1 a 200.');
    const unknown = await app.gql(SAVE_POSITION, { id, v: 4, input: { positionId: 'astronaut', quantity: 1, required: true } }, { token: writer });
    expect(unknown.errors?.[0]?.extensions.errorCode).toBe('TEAM_POSITION_UNKNOWN');
    const changed = await app.gql<{ saveTeamPosition: Template }>(
      SAVE_POSITION,
      { id, v: 4, tp: position.teamPositionId, input: { positionId: 'attendant', quantity: 4, required: true } },
      { token: writer },
    );
    expect(changed.data!.saveTeamPosition.positions).toMatchObject([{ teamPositionId: position.teamPositionId, quantity: 4 }]);
    const staleDelete = await app.gql(DELETE_POSITION, { id, v: 4, tp: position.teamPositionId }, { token: writer });
    expect(staleDelete.errors?.[0]?.extensions.errorCode).toBe('WORK_TEAM_TEMPLATE_STALE');
    const deleted = await app.gql<{ deleteTeamPosition: Template }>(DELETE_POSITION, { id, v: 5, tp: position.teamPositionId }, { token: writer });
    expect(deleted.data!.deleteTeamPosition).toMatchObject({ _version: 6, positions: [] });
    const badOrder = await app.gql(
      RULES,
      {
        id,
        v: 6,
        rules: [
          { statusName: 'high', vacantNumber: 1, assignedDays: 5 },
          { statusName: 'low', vacantNumber: 2, assignedDays: 0 },
        ],
      },
      { token: writer, lang: 'es' },
    );
    expect(badOrder.errors?.[0]?.message).toContain('Alto pide al menos tantas vacantes');
    const rules = await app.gql<{ saveHeadcountRules: { statuses: unknown[] } }>(
      RULES,
      {
        id,
        v: 6,
        rules: [
          { statusName: 'low', vacantNumber: 1, assignedDays: 0 },
          { statusName: 'high', vacantNumber: 3, assignedDays: 5 },
          { statusName: 'medium', vacantNumber: 2, assignedDays: 2 },
        ],
      },
      { token: writer },
    );
    expect(rules.data!.saveHeadcountRules.statuses.map((rule) => (rule as { statusName: string }).statusName)).toEqual(['high', 'medium', 'low']);
  });

  it('assigns a template to exactly the chosen stores (a store has one template) and refuses deleting it while in use', async () => {
    const template = (await WorkTeamTemplateModel.findOne({ workTeamTemplate: 'Tienda de playa' }).lean())!;
    const id = template.workTeamTemplateId;
    const stores = await app.gql<{ templateStores: { warehouseId: string; workTeamTemplateId: string | null }[] }>(STORES, {}, { token: writer });
    expect(stores.data!.templateStores.find((store) => store.warehouseId === 'CO119')?.workTeamTemplateId).toBeNull();
    const assigned = await app.gql<{ assignWorkTeamTemplate: number }>(ASSIGN, { id, stores: ['CO119', 'CO103'] }, { token: writer });
    expect(assigned.data!.assignWorkTeamTemplate).toBe(2);
    expect((await WarehouseModel.findOne({ warehouseId: 'CO103' }).lean())!.workTeamTemplateId).toBe(id);
    const inUse = await app.gql(DELETE, { id, v: template._version }, { token: writer, lang: 'es' });
    expect(inUse.errors?.[0]?.message).toBe('Sucursales con esta plantilla: CO103, CO119. Asígnales otra plantilla antes de borrarla.');
    const narrowed = await app.gql<{ assignWorkTeamTemplate: number }>(ASSIGN, { id, stores: ['CO103'] }, { token: writer });
    expect(narrowed.data!.assignWorkTeamTemplate).toBe(1);
    expect((await WarehouseModel.findOne({ warehouseId: 'CO119' }).lean())!.workTeamTemplateId).toBeNull();
    await app.gql(
      ASSIGN,
      { id: 'WTT-CHICA', stores: [...(await WarehouseModel.find({ workTeamTemplateId: 'WTT-CHICA' }).lean()).map((store) => store.warehouseId), 'CO103'] },
      { token: writer },
    );
    const removed = await app.gql<{ deleteWorkTeamTemplate: { deleted: boolean } }>(DELETE, { id, v: template._version }, { token: writer });
    expect(removed.data!.deleteWorkTeamTemplate.deleted).toBe(true);
    const list = await app.gql<{ workTeamTemplates: Template[] }>(LIST, {}, { token: writer });
    expect(list.data!.workTeamTemplates.map((entry) => entry.id)).not.toContain(id);
  });

  it('keeps the observation tree: add a child under a root, rename, deactivate; two levels only', async () => {
    const root = await app.gql<{ saveHeadcountChoice: { id: string; _version: number } }>(
      SAVE_CHOICE,
      { kind: 'observation', input: { name: 'Clima laboral' } },
      { token: writer },
    );
    expect(root.errors).toBeUndefined();
    const rootId = root.data!.saveHeadcountChoice.id;
    const child = await app.gql<{ saveHeadcountChoice: { id: string; parentId: string; _version: number } }>(
      SAVE_CHOICE,
      { kind: 'observation', input: { name: 'Conflicto con el gerente', parentId: rootId } },
      { token: writer },
    );
    expect(child.data!.saveHeadcountChoice.parentId).toBe(rootId);
    const grandChild = await app.gql(
      SAVE_CHOICE,
      { kind: 'observation', input: { name: 'Otro nivel', parentId: child.data!.saveHeadcountChoice.id } },
      { token: writer },
    );
    expect(grandChild.errors?.[0]?.extensions.errorCode).toBe('HEADCOUNT_CHOICE_PARENT');
    const empty = await app.gql(SAVE_CHOICE, { kind: 'observation', input: { name: '   ' } }, { token: writer, lang: 'es' });
    expect(empty.errors?.[0]?.message).toContain('Escribe el nombre (hasta 80 caracteres).');
    const twin = await app.gql(SAVE_CHOICE, { kind: 'observation', input: { name: 'clima  laboral' } }, { token: writer });
    expect(twin.errors?.[0]?.extensions.errorCode).toBe('HEADCOUNT_CHOICE_TAKEN');
    const renamed = await app.gql<{ saveHeadcountChoice: { name: string; _version: number } }>(
      SAVE_CHOICE,
      { kind: 'observation', id: child.data!.saveHeadcountChoice.id, v: 1, input: { name: 'Conflicto con la gerencia', parentId: rootId } },
      { token: writer },
    );
    expect(renamed.data!.saveHeadcountChoice).toMatchObject({ name: 'Conflicto con la gerencia', _version: 2 });
    const stale = await app.gql(CHOICE_ACTIVE, { kind: 'observation', id: child.data!.saveHeadcountChoice.id, v: 1, active: false }, { token: writer });
    expect(stale.errors?.[0]?.extensions.errorCode).toBe('HEADCOUNT_CHOICE_STALE');
    const off = await app.gql<{ setHeadcountChoiceActive: { active: boolean } }>(
      CHOICE_ACTIVE,
      { kind: 'observation', id: child.data!.saveHeadcountChoice.id, v: 2, active: false },
      { token: writer },
    );
    expect(off.data!.setHeadcountChoiceActive.active).toBe(false);
    const seen = await app.gql<{ incidentObservations: { id: string; active: boolean }[] }>(CHOICES, {}, { token: reader });
    expect(seen.data!.incidentObservations.find((entry) => entry.id === child.data!.saveHeadcountChoice.id)?.active).toBe(false);
    const readerWrite = await app.gql(SAVE_CHOICE, { kind: 'planAction', input: { name: 'Nada' } }, { token: reader });
    expect(readerWrite.errors?.[0]?.extensions.errorCode).toBe('FORBIDDEN');
  });
});
