import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { PermissionProfileModel } from '../../db/models/access/permissionProfile';
import { CommissionReportModel } from '../../db/models/commissions';
import { WorkflowEventModel, WorkflowRunModel, WorkflowScheduleModel } from '../../db/models/workflows/workflowRun';
import { DEMO_COMMISSION_ID, DEMO_SELLERS_AREA_ID } from '../../db/seed/commissions/demo';
import { clearCommissionData, seedCommissionDemo } from '../../db/seed/commissions/seed';
import { encodeExpression } from '../../domain/commissions/language';
import { localDate, addDays } from '../../domain/commissions/period';
import { createActivities } from '../../workers/activities';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import { createApp } from '../app';
import { listen, type RunningServer } from '../server';
import { testDeps, TEST_OPERATOR_TOKEN } from '../testing/deps';
import type { Principal } from '../context';
import { syncCommissionSchedules } from '../../workers/schedules/commissions';
import { COMMISSIONS_API_BASE, createCommissionsRouter } from './routes';
import { answerProblems } from './testing';

let database: TestDatabase;
let server: RunningServer;
let workflows: EmbeddedWorkflows;
let clock: TestClock;

const modules = ['Business', 'Reports', 'Employees', 'Parameters', 'Indicators', 'DataSources', 'Functions', 'VariableCommissions', 'Variables'];
const staff = (positionId: string): Principal => ({ kind: 'staff', id: positionId, userName: positionId, fullName: positionId, positionId, permissions: new Set() });

beforeAll(async () => {
  database = await startTestDatabase();
  await clearCommissionData();
  await Promise.all([WorkflowRunModel.deleteMany({}), WorkflowEventModel.deleteMany({}), WorkflowScheduleModel.deleteMany({})]);
  await seedCommissionDemo({ employees: 40, today: '2026-01-05' });
  const profile = (positionId: string, write: boolean, organizations: string[]) => ({
    positionId,
    menuAccess: 'all' as const,
    pathPermissions: modules.map((name) => ({ id: name.toLowerCase(), name, read: true, write })),
    organizations,
  });
  await PermissionProfileModel.create([profile('vc-writer', true, ['01']), profile('vc-reader', false, ['01']), profile('vc-elsewhere', true, ['02'])]);
  clock = new TestClock(Date.now());
  workflows = await startEmbeddedWorkflows({ clock, activities: createActivities({ commissions: { now: () => clock.now() } }) });
  const deps = testDeps({ services: { workflows: workflows.gateway } });
  // Staff sessions are another area's work: here the position comes from a test header, set where
  // the real authentication middleware would set req.principal.
  const withTestStaff = express.Router();
  withTestStaff.use((req, _res, next) => {
    const position = req.headers['x-test-position'];
    if (typeof position === 'string' && !req.principal) req.principal = staff(position);
    next();
  });
  withTestStaff.use(createCommissionsRouter(deps));
  server = await listen(createApp(deps, { routers: { [COMMISSIONS_API_BASE]: withTestStaff }, dashboardDir: '/nonexistent' }), '127.0.0.1', 0);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await workflows?.close();
  await database?.close();
});

interface CallOptions {
  as?: string | 'operator' | 'nobody';
  json?: unknown;
  form?: Record<string, string>;
  /** A form body written by hand (bracket notation, repeated keys, or anything else). */
  rawForm?: string;
  lang?: 'es' | 'en';
}

// Answers are checked field by field with toMatchObject; a loose type keeps those reads short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = Record<string, any>;

async function call(method: string, path: string, options: CallOptions = {}): Promise<{ status: number; body: Answer }> {
  const headers: Record<string, string> = { 'accept-language': options.lang ?? 'es' };
  const as = options.as ?? 'vc-writer';
  if (as === 'operator') headers.authorization = `Bearer ${TEST_OPERATOR_TOKEN}`;
  else if (as !== 'nobody') headers['x-test-position'] = as;
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.rawForm !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = options.rawForm;
  }
  const response = await fetch(`${server.url}${COMMISSIONS_API_BASE}${path}`, { method, headers, body });
  const answer = (await response.json()) as Answer;
  // Every success answer is what its route's response schema says (domain/commissions/answers.ts).
  if (response.ok) expect(answerProblems(method, path, answer)).toEqual([]);
  return { status: response.status, body: answer };
}

const steps = (...items: unknown[][]) => JSON.stringify(items);
const element = (kind: string, value: Record<string, unknown>, functionArguments?: unknown[][]) => ({ type: 'element', value: { kind, value }, ...(functionArguments ? { functionArguments } : {}) });
const op = (value: string) => ({ type: 'operator', value });

/** The routes the served OpenAPI document lists, as method and path (`/area/{id}`). */
async function documentedRoutes(): Promise<{ method: string; path: string }[]> {
  const { body } = await call('GET', '/openapi.json', { as: 'nobody' });
  return Object.entries(body.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method, path })));
}

describe('commissions REST API: access', () => {
  it('refuses anonymous callers and serves its OpenAPI document listing every route', async () => {
    expect(await call('GET', '/organization', { as: 'nobody' })).toMatchObject({ status: 401, body: { error: { code: 'NOT_AUTHENTICATED' } } });
    const { status, body } = await call('GET', '/openapi.json', { as: 'nobody' });
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    const router = createCommissionsRouter({ services: {}, logger: testDeps().logger }) as unknown as { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
    const served = router.stack.flatMap((layer) => (layer.route ? Object.keys(layer.route.methods).map((method) => `${method} ${layer.route!.path}`) : [])).filter((route) => !route.endsWith('/openapi.json'));
    const documented = (await documentedRoutes()).map((route) => `${route.method} ${route.path.replace(/\{(\w+)\}/g, ':$1')}`);
    expect(new Set(served)).toEqual(new Set(documented));
    // Bodies are described by the schemas the routes read them with.
    const employees = body.paths['/area/{id}/employee'].post.requestBody.content['application/json'].schema;
    expect(employees.properties.employee).toMatchObject({ type: 'array', minItems: 1, items: { properties: { id: { pattern: '^[A-Za-z0-9]+-[A-Za-z0-9]+$' } }, required: ['id', 'first_name', 'last_name', 'second_last_name'] } });
    expect(body.paths['/parameter/{id}/values'].post.requestBody.content['application/x-www-form-urlencoded'].schema.properties.values.items.properties.uploaded_at).toMatchObject({ type: 'string', format: 'date' });
    // Every route's success answer is typed by its response schema, the records as named components.
    for (const { method, path } of await documentedRoutes()) {
      const responses = body.paths[path][method].responses as Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
      const success = Object.entries(responses).find(([status]) => status.startsWith('2'));
      const schema = success?.[1].content?.['application/json']?.schema ?? {};
      expect(schema.$ref ?? schema.properties ?? schema.anyOf ?? schema.oneOf, `${method} ${path}`).toBeTruthy();
    }
    expect(body.paths['/employee/{id}'].get.responses['200'].content['application/json'].schema.properties.employee).toEqual({ $ref: '#/components/schemas/Employee' });
    expect(body.components.schemas.Employee.required).toEqual(expect.arrayContaining(['id', 'first_name', 'fullname', 'hierarchical_node_id', 'organization_id']));
  });

  it('limits companies to those of the position, and the operator sees all', async () => {
    expect((await call('GET', '/organization')).body).toEqual({ organization: [{ id: '01', name: 'BAMA' }] });
    expect((await call('GET', '/organization', { as: 'vc-elsewhere' })).body).toEqual({ organization: [] });
    expect(await call('GET', '/organization/01/area', { as: 'vc-elsewhere' })).toMatchObject({ status: 403, body: { error: { code: 'COMMISSION_ORGANIZATION_FORBIDDEN' } } });
    expect((await call('GET', '/organization/01/area', { as: 'operator' })).body.node).toHaveLength(3);
  });

  it('refuses every create, update and delete to a read-only position', async () => {
    const ids: Record<string, string> = {
      organization: '01',
      area: DEMO_SELLERS_AREA_ID,
      'data-source': 'demo-ds-pos',
      variable: 'demo-var-sales',
      'variable-value': 'demo-var-sales-2025-12',
      employee: '01-000001',
      parameter: 'demo-param-goal',
      indicator: 'demo-ind-net-sales',
      'variable-commission': DEMO_COMMISSION_ID,
      'helper-function': 'demo-fn-capped-bonus',
    };
    const writes = (await documentedRoutes()).filter((route) => route.method !== 'get' && !['/compiler/code-scan', '/report/search', '/report/export', '/report/chart', '/preview'].includes(route.path));
    expect(writes.length).toBe(35);
    for (const route of writes) {
      const path = route.path
        .replace(/^\/([\w-]+)\/\{id\}/, (_whole, kind: string) => `/${kind}/${ids[kind]}`)
        .replace('{employeeId}', '01-000001')
        .replace('{date}', '2025-10-01');
      const json = route.path === '/variable-commission/calculate' ? { variable_commission_id: DEMO_COMMISSION_ID, start_date: '2025-12-01' } : { name: 'Nombre válido' };
      const answer = await call(route.method.toUpperCase(), path, { as: 'vc-reader', json });
      expect([answer.status, answer.body.error?.code], `${route.method} ${path}`).toEqual([403, 'COMMISSION_WRITE_FORBIDDEN']);
    }
    expect((await call('GET', '/helper-function', { as: 'vc-reader' })).status).toBe(200);
  });
});

describe('commissions REST API: companies, positions, data sources, variables', () => {
  it('creates, renames and deletes a company with form-encoded and JSON bodies', async () => {
    const short = await call('POST', '/organization', { as: 'operator', form: { name: 'A' } });
    expect(short).toMatchObject({ status: 422, body: { error: { code: 'COMMISSION_NAME_TOO_SHORT', message: 'El nombre debe tener al menos 2 caracteres.' } } });
    const created = await call('POST', '/organization', { as: 'operator', form: { name: 'Distribuidora TCO' } });
    expect(created).toMatchObject({ status: 201, body: { organization: { name: 'Distribuidora TCO' } } });
    const id = created.body.organization.id as string;
    // Update calls carry their errors in the response data as well.
    const badRename = await call('PATCH', `/organization/${id}`, { as: 'operator', json: { name: 'X' }, lang: 'en' });
    expect(badRename).toMatchObject({ status: 422, body: { data: { errors: { code: 'COMMISSION_NAME_TOO_SHORT', message: 'The name must have at least 2 characters.' } } } });
    expect(await call('PATCH', `/organization/${id}`, { as: 'operator', json: { name: 'TCO' } })).toMatchObject({ status: 200, body: { organization: { id, name: 'TCO' } } });
    expect(await call('DELETE', `/organization/${id}`, { as: 'operator' })).toMatchObject({ status: 200, body: { id, deleted: true } });
    expect(await call('DELETE', `/organization/${id}`, { as: 'operator' })).toMatchObject({ status: 404, body: { error: { code: 'COMMISSION_ORGANIZATION_NOT_FOUND' } } });
  });

  it('adds a company created by a staff user to their position, which may then list it and add positions to it', async () => {
    await PermissionProfileModel.create({
      positionId: 'vc-founder',
      menuAccess: 'all',
      pathPermissions: modules.map((name) => ({ id: name.toLowerCase(), name, read: true, write: true })),
      organizations: ['01'],
    });
    const created = await call('POST', '/organization', { as: 'vc-founder', json: { name: 'Sucursal Norte' } });
    expect(created.status).toBe(201);
    const id = created.body.organization.id as string;
    expect((await PermissionProfileModel.findOne({ positionId: 'vc-founder' }).lean())?.organizations).toEqual(['01', id]);
    expect((await call('GET', '/organization', { as: 'vc-founder' })).body.organization.map((row: { id: string }) => row.id)).toContain(id);
    const area = await call('POST', `/organization/${id}/area`, { as: 'vc-founder', form: { name: 'Cajeros norte' } });
    expect(area).toMatchObject({ status: 201, body: { node: { organization_id: id } } });
    // Other positions still need an administrator to list the new company.
    expect(await call('GET', `/organization/${id}/area`, { as: 'vc-writer' })).toMatchObject({ status: 403, body: { error: { code: 'COMMISSION_ORGANIZATION_FORBIDDEN' } } });
    expect(await call('DELETE', `/area/${area.body.node.id}`, { as: 'vc-founder' })).toMatchObject({ status: 200 });
    expect(await call('DELETE', `/organization/${id}`, { as: 'vc-founder' })).toMatchObject({ status: 200 });
  });

  it('manages positions and data sources of a company', async () => {
    const area = await call('POST', '/organization/01/area', { form: { name: 'Cajeros' } });
    expect(area).toMatchObject({ status: 201, body: { node: { name: 'Cajeros', organization_id: '01' } } });
    const areaId = area.body.node.id as string;
    expect(await call('PATCH', `/area/${areaId}`, { json: { name: 'Cajeros de piso' } })).toMatchObject({ status: 200, body: { node: { name: 'Cajeros de piso' } } });
    expect((await call('GET', '/organization/01/area')).body.node.map((node: { id: string }) => node.id)).toContain(areaId);
    expect(await call('DELETE', `/area/${areaId}`)).toMatchObject({ status: 200 });

    const source = await call('POST', '/organization/01/data-source', { json: { name: 'ERP' } });
    expect(source).toMatchObject({ status: 201, body: { data_source: { name: 'ERP' } } });
    const sourceId = source.body.data_source.id as string;
    expect(await call('PATCH', `/data-source/${sourceId}`, { form: { name: 'ERP Fortia' } })).toMatchObject({ status: 200, body: { data_source: { id: sourceId, name: 'ERP Fortia' } } });
    expect((await call('GET', '/organization/01/data-source')).body.data_source).toEqual(expect.arrayContaining([{ id: sourceId, name: 'ERP Fortia' }, { id: 'demo-ds-pos', name: 'Punto de venta' }]));
    expect(await call('DELETE', `/data-source/${sourceId}`)).toMatchObject({ status: 200 });
  });

  it('loads tagged variable values, reporting unknown employees and incomplete tags', async () => {
    const created = await call('POST', '/data-source/demo-ds-pos/variable', { form: { name: 'Cobranza' } });
    expect(created).toMatchObject({ status: 201, body: { variable: { name: 'Cobranza' } } });
    const variableId = created.body.variable.id as string;
    expect(await call('PATCH', `/variable/${variableId}`, { json: { name: 'Cobranza neta' } })).toMatchObject({ status: 200 });
    const loaded = await call('POST', `/variable/${variableId}/values`, {
      form: {
        variable_values: JSON.stringify([
          { tag: 'mensual', date: '2025-12-31', values: { '01-000001': 10, '01-000002': 20, '99-404404': 5 } },
          { tag: 'mensual', date: '2025-12-31', values: {} },
        ]),
      },
    });
    expect(loaded).toMatchObject({
      status: 201,
      body: { processed_items: [{ tag: 'mensual', date: '2025-12-31', values: 2 }], unprocessed_items: { employees_not_found: ['99-404404'] }, errors: [{ index: 1, message: 'El tag necesita nombre, fecha y al menos un valor.' }] },
    });
    const valueId = loaded.body.processed_items[0].id as string;
    expect((await call('GET', '/data-source/demo-ds-pos/variable')).body.variable).toEqual(expect.arrayContaining([{ id: variableId, name: 'Cobranza neta', tags: ['mensual'] }]));
    expect((await call('GET', `/variable/${variableId}/values`)).body).toEqual({ variable_value: [{ id: valueId, tag: 'mensual', date: '2025-12-31' }] });
    expect(await call('POST', `/variable-value/${valueId}/employees`, { json: { values: { '01-000001': 11, '01-000003': 30 } } })).toMatchObject({
      status: 200,
      body: { variable_value: { values: { '01-000001': 11, '01-000002': 20, '01-000003': 30 } } },
    });
    expect(await call('DELETE', `/variable-value/${valueId}/employees/01-000002`)).toMatchObject({ status: 200 });
    expect((await call('GET', `/variable-value/${valueId}/employees`)).body).toEqual({ variable_value: { id: valueId, tag: 'mensual', date: '2025-12-31', values: { '01-000001': 11, '01-000003': 30 } } });
    expect(await call('DELETE', `/variable-value/${valueId}`)).toMatchObject({ status: 200 });
    expect(await call('DELETE', `/variable/${variableId}`)).toMatchObject({ status: 200 });
    expect(await call('GET', `/variable/${variableId}/values`)).toMatchObject({ status: 404, body: { error: { code: 'COMMISSION_VARIABLE_NOT_FOUND' } } });
  });
});

describe('commissions REST API: employees and parameters', () => {
  it('validates employees: field lengths, existing and unique subordinates, read-only id', async () => {
    const tooShort = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/employee`, { json: { employee: [{ id: '01-900001', first_name: 'Al', last_name: 'Pérez', second_last_name: 'Ruiz' }] } });
    expect(tooShort).toMatchObject({ status: 422, body: { error: { code: 'COMMISSION_EMPLOYEE_FIELD_TOO_SHORT' } } });
    const missingBoss = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/employee`, { json: { employee: [{ id: '01-900001', first_name: 'Alma', last_name: 'Pérez', second_last_name: 'Ruiz', subordinates: ['01-404404'] }] } });
    expect(missingBoss).toMatchObject({ status: 422, body: { error: { code: 'COMMISSION_SUBORDINATE_NOT_FOUND', message: 'Subordinado no encontrado: 01-404404' } } });
    const created = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/employee`, {
      form: { employee: JSON.stringify([{ id: '01-900001', first_name: 'Alma', last_name: 'Pérez', second_last_name: 'Ruiz', subordinates: ['01-000001', '01-000001', '01-900002'] }, { id: '01-900002', first_name: 'Beto', last_name: 'Luna', second_last_name: 'Sol' }]) },
    });
    expect(created).toMatchObject({ status: 201, body: { employee: [{ id: '01-900001', fullname: 'Alma Pérez Ruiz', subordinates: ['01-000001', '01-900002'] }, { id: '01-900002' }] } });
    expect(await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/employee`, { json: { employee: [{ id: '01-900002', first_name: 'Beto', last_name: 'Luna', second_last_name: 'Sol' }] } })).toMatchObject({ status: 409 });
    const readOnly = await call('PATCH', '/employee/01-900001', { json: { id: '01-900009', first_name: 'Alma' } });
    expect(readOnly).toMatchObject({ status: 422, body: { data: { errors: { code: 'COMMISSION_EMPLOYEE_ID_READ_ONLY' } } } });
    expect(await call('PATCH', '/employee/01-900001', { json: { first_name: 'Alma Rosa', subordinates: ['01-900002'] } })).toMatchObject({ status: 200, body: { employee: { first_name: 'Alma Rosa', subordinates: ['01-900002'] } } });
    expect((await call('GET', '/employee/01-900001')).body.employee).toMatchObject({ id: '01-900001', hierarchical_node_id: DEMO_SELLERS_AREA_ID });
    expect((await call('GET', `/area/${DEMO_SELLERS_AREA_ID}/employee`)).body.employee).toHaveLength(36);
    expect((await call('GET', '/organization/01/employee')).body.employee).toHaveLength(42);
    expect(await call('DELETE', '/employee/01-900002')).toMatchObject({ status: 200 });
    expect((await call('GET', '/employee/01-900001')).body.employee.subordinates).toEqual([]);
    expect(await call('DELETE', '/employee/01-900001')).toMatchObject({ status: 200 });
    expect(await call('GET', '/employee/01-900001')).toMatchObject({ status: 404, body: { error: { message: 'Empleado no encontrado: 01-900001' } } });
  });

  it('keeps one parameter value per date (a new value for a date replaces it)', async () => {
    expect(await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/parameter`, { json: { name: 'Bono' } })).toMatchObject({ status: 422, body: { error: { code: 'COMMISSION_PARAMETER_VALUES_REQUIRED' } } });
    const created = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/parameter`, {
      form: { name: 'Bono', values: JSON.stringify([{ uploaded_at: '2026-01-01', value: '100' }, { uploaded_at: '2026-01-01', value: 150 }]) },
    });
    expect(created).toMatchObject({ status: 201, body: { parameter: { name: 'Bono' } } });
    const id = created.body.parameter.id as string;
    expect((await call('GET', `/parameter/${id}/values`)).body.parameter.values).toEqual([{ uploaded_at: '2026-01-01', value: 150 }]);
    expect((await call('POST', `/parameter/${id}/values`, { json: { values: [{ uploaded_at: '2026-02-01', value: 10 }, { uploaded_at: '2026-01-01', value: 120 }] } })).body.parameter.values).toEqual([
      { uploaded_at: '2026-01-01', value: 120 },
      { uploaded_at: '2026-02-01', value: 10 },
    ]);
    expect((await call('PATCH', `/parameter/${id}/uploaded-at/2026-02-01`, { form: { value: '12.5' } })).body.parameter.values[1]).toEqual({ uploaded_at: '2026-02-01', value: 12.5 });
    expect(await call('PATCH', `/parameter/${id}/uploaded-at/2030-01-01`, { json: { value: 1 } })).toMatchObject({ status: 404, body: { data: { errors: { code: 'COMMISSION_PARAMETER_VALUE_NOT_FOUND' } } } });
    expect(await call('DELETE', `/parameter/${id}/uploaded-at/2026-02-01`)).toMatchObject({ status: 200 });
    expect(await call('PATCH', `/parameter/${id}`, { json: { name: 'Bono fijo' } })).toMatchObject({ status: 200, body: { parameter: { name: 'Bono fijo' } } });
    expect((await call('GET', `/area/${DEMO_SELLERS_AREA_ID}/parameter`)).body.parameter.map((parameter: { name: string }) => parameter.name)).toContain('Bono fijo');
    expect(await call('DELETE', `/parameter/${id}`)).toMatchObject({ status: 200 });
  });
});

describe('commissions REST API: free text', () => {
  it('refuses control, broken and direction characters in names and texts, changing nothing, and stores names in NFC', async () => {
    const before = (await call('GET', '/organization', { as: 'operator' })).body.organization;
    expect(await call('POST', '/organization', { as: 'operator', json: { name: 'Ju\u0000ana' }, lang: 'en' })).toMatchObject({
      status: 422,
      body: { error: { code: 'VALIDATION_FAILED', message: expect.stringContaining('name: The text contains a control character') } },
    });
    expect(await call('POST', '/organization/01/area', { form: { name: 'cod\u202Egnp' } })).toMatchObject({
      status: 422,
      body: { error: { code: 'VALIDATION_FAILED', message: expect.stringContaining('marcas invisibles') } },
    });
    expect(await call('PATCH', '/data-source/demo-ds-pos', { json: { name: 'Caja \uD83D' } })).toMatchObject({ status: 422, body: { data: { errors: { code: 'VALIDATION_FAILED' } } } });
    expect(await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/employee`, { json: { employee: [{ id: '01-900301', first_name: 'Ana\u0007', last_name: 'Ríos', second_last_name: 'Paz' }] } })).toMatchObject({
      status: 422,
      body: { error: { code: 'VALIDATION_FAILED', message: expect.stringContaining('employee.0.first_name') } },
    });
    expect(await call('POST', '/helper-function', { json: { name: 'Eco', description: 'Devuelve \u2066x', arguments: ['x'], expression: 'eA==' } })).toMatchObject({ status: 422 });
    expect((await call('GET', '/organization', { as: 'operator' })).body.organization).toEqual(before);
    expect(await call('GET', '/employee/01-900301')).toMatchObject({ status: 404 });

    const created = await call('POST', '/organization/01/data-source', { json: { name: '  Jose\u0301 Caja ' } });
    expect(created).toMatchObject({ status: 201, body: { data_source: { name: 'José Caja' } } });
    expect(await call('DELETE', `/data-source/${created.body.data_source.id}`)).toMatchObject({ status: 200 });
  });
});

describe('commissions REST API: form-encoded bodies', () => {
  const form = (...pairs: [string, string][]) => pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');

  it('reads lists and objects in bracket notation, and JSON text inside a field still works', async () => {
    const created = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/parameter`, {
      rawForm: form(['name', 'Bono corchetes'], ['values[0][uploaded_at]', '2026-01-01'], ['values[0][value]', '100'], ['values[1][uploaded_at]', '2026-02-01'], ['values[1][value]', '7.5']),
    });
    expect(created).toMatchObject({ status: 201, body: { parameter: { name: 'Bono corchetes' } } });
    const id = created.body.parameter.id as string;
    expect((await call('GET', `/parameter/${id}/values`)).body.parameter.values).toEqual([
      { uploaded_at: '2026-01-01', value: 100 },
      { uploaded_at: '2026-02-01', value: 7.5 },
    ]);
    const employees = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/employee`, {
      rawForm: form(
        ['employee[0][id]', '01-900101'],
        ['employee[0][first_name]', 'Carla'],
        ['employee[0][last_name]', 'Mena'],
        ['employee[0][second_last_name]', 'Soto'],
        ['employee[0][subordinates][]', '01-000001'],
        ['employee[0][subordinates][]', '01-000002'],
      ),
    });
    expect(employees).toMatchObject({ status: 201, body: { employee: [{ id: '01-900101', subordinates: ['01-000001', '01-000002'] }] } });
    expect(await call('PATCH', '/employee/01-900101', { rawForm: form(['subordinates[]', '01-000003']) })).toMatchObject({ status: 200, body: { employee: { subordinates: ['01-000003'] } } });
    // An object keyed by employee id, as the tag values are sent.
    const tag = await call('POST', '/variable/demo-var-sales/values', {
      rawForm: form(['variable_values[0][tag]', 'bono'], ['variable_values[0][date]', '2026-01-31'], ['variable_values[0][values][01-900101]', '42'], ['variable_values[0][values][01-404404]', '1']),
    });
    expect(tag).toMatchObject({ status: 201, body: { processed_items: [{ tag: 'bono', values: 1 }], unprocessed_items: { employees_not_found: ['01-404404'] } } });
    const valueId = tag.body.processed_items[0].id as string;
    expect((await call('GET', `/variable-value/${valueId}/employees`)).body.variable_value.values).toEqual({ '01-900101': 42 });
    expect(await call('POST', `/variable-value/${valueId}/employees`, { rawForm: form(['values[01-900101]', '43']) })).toMatchObject({ status: 200 });
    expect((await call('GET', `/variable-value/${valueId}/employees`)).body.variable_value.values).toEqual({ '01-900101': 43 });
    await call('DELETE', `/variable-value/${valueId}`);
    // JSON text inside a field is read as before.
    expect((await call('POST', `/parameter/${id}/values`, { form: { values: JSON.stringify([{ uploaded_at: '2026-03-01', value: 3 }]) } })).body.parameter.values).toHaveLength(3);
    expect(await call('DELETE', '/employee/01-900101')).toMatchObject({ status: 200 });
    expect(await call('DELETE', `/parameter/${id}`)).toMatchObject({ status: 200 });
  });

  it('refuses brackets nested too deep and a JSON document sent as a form, in the caller language', async () => {
    const deep = await call('POST', '/organization', { rawForm: form(['name', 'Profunda'], ['a[b][c][d][e][f][g][h]', '1']), lang: 'en' });
    expect(deep).toMatchObject({ status: 400, body: { error: { code: 'COMMISSION_FORM_BODY_TOO_DEEP', message: 'The form nests too many levels of brackets (at most 6). Send deep lists as JSON.' } } });
    const jsonAsForm = await call('POST', '/organization', { rawForm: JSON.stringify({ name: 'Sucursal = Sur & Centro' }) });
    expect(jsonAsForm).toMatchObject({ status: 400, body: { error: { code: 'COMMISSION_FORM_BODY_IS_JSON' } } });
    expect(jsonAsForm.body.error.message).toContain('application/json');
    const listAsForm = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/employee`, { rawForm: JSON.stringify([{ id: '01-900102' }]), lang: 'en' });
    expect(listAsForm).toMatchObject({ status: 400, body: { error: { code: 'COMMISSION_FORM_BODY_IS_JSON' } } });
    const wide = await call('POST', '/organization', { rawForm: form(['name', 'Ancha'], ...Array.from({ length: 2000 }, (_, index): [string, string] => [`f${index}`, '1'])) });
    expect(wide).toMatchObject({ status: 400, body: { error: { code: 'COMMISSION_FORM_BODY_TOO_MANY_FIELDS', message: 'El formulario tiene demasiados campos (máximo 2000). Envía las listas largas como JSON.' } } });
    expect((await call('GET', '/organization')).body.organization).toEqual([{ id: '01', name: 'BAMA' }]);
  });
});

describe('commissions REST API: formulas, commissions, calculation and reports', () => {
  it('scans expressions with the reason and position of a problem', async () => {
    expect((await call('POST', '/compiler/code-scan', { form: { expression: encodeExpression('parameter("p") * 2') } })).body).toEqual({ data: true, steps: 1 });
    expect((await call('POST', '/compiler/code-scan', { json: { expression: encodeExpression('parameter("p") *') } })).body).toMatchObject({ data: false, error: { reason: 'unexpectedEnd', line: 1, column: 17 } });
    expect((await call('POST', '/compiler/code-scan', { json: { expression: encodeExpression('variable("v", "t")'), type: 'commission' } })).body).toMatchObject({ data: false, error: { reason: 'notAllowedHere' } });
  });

  it('saves indicators from steps, refusing missing records with their ids and kinds not allowed', async () => {
    const good = steps([element('variable', { id: 'demo-var-sales', tag: 'mensual' }), op('multiplication'), element('parameter', { id: 'demo-param-rate' })]);
    const created = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/indicator`, { form: { name: 'Comisión base', html_reference: good } });
    expect(created).toMatchObject({ status: 201, body: { indicator: { name: 'Comisión base' } } });
    const id = created.body.indicator.id as string;
    expect((await call('GET', `/indicator/${id}`)).body.indicator).toMatchObject({
      parameter_id_list: ['demo-param-rate'],
      variable_id_tag_list: [{ id: 'demo-var-sales', tag: 'mensual' }],
      hierarchical_node: { id: DEMO_SELLERS_AREA_ID, organization_id: '01' },
      expression: encodeExpression('variable("demo-var-sales", "mensual") * parameter("demo-param-rate")'),
    });
    const missing = steps([element('parameter', { id: 'gone-1' }), op('addition'), element('variable', { id: 'demo-var-sales', tag: 'nope' })]);
    expect(await call('PATCH', `/indicator/${id}`, { json: { html_reference: missing } })).toMatchObject({
      status: 422,
      body: { data: { errors: { code: 'COMMISSION_MISSING_PARAMETER', details: { noExistingIds: ['gone-1', 'demo-var-sales'] } } } },
    });
    const wrongKind = steps([element('areaIndicators', { id: 'demo-ind-net-sales' })]);
    expect(await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/indicator`, { json: { name: 'Mal', html_reference: wrongKind } })).toMatchObject({ status: 422, body: { error: { code: 'COMMISSION_FORMULA_INVALID' } } });
    // The editor's step rules hold on save too: 3 items before a new step, a lone item is a variable or a function.
    const shortStep = steps([element('parameter', { id: 'demo-param-rate' })], [{ type: 'stepResult', name: 'Resultado_Paso_1' }, op('multiplication'), element('constant', { id: '', number: 2 })]);
    expect(await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/indicator`, { json: { name: 'Corto', html_reference: shortStep }, lang: 'en' })).toMatchObject({
      status: 422,
      body: { error: { code: 'COMMISSION_FORMULA_INVALID', details: { reason: 'stepTooShort', line: 1 } } },
    });
    const loneParameter = steps([element('parameter', { id: 'demo-param-rate' })]);
    expect(await call('PATCH', `/indicator/${id}`, { json: { html_reference: loneParameter } })).toMatchObject({ status: 422, body: { data: { errors: { details: { reason: 'singleItemKind', line: 1, column: 1 } } } } });
    expect(await call('PATCH', `/indicator/${id}`, { json: { name: 'Comisión base v2', hierarchical_node_id: 'demo-area-managers' } })).toMatchObject({ status: 200 });
    expect((await call('GET', `/indicator/${id}`)).body.indicator.hierarchical_node).toEqual({ id: 'demo-area-managers', organization_id: '01' });
    expect(await call('PATCH', `/indicator/${id}`, { json: { hierarchical_node_id: DEMO_SELLERS_AREA_ID } })).toMatchObject({ status: 200 });
    expect((await call('GET', `/area/${DEMO_SELLERS_AREA_ID}/indicator`)).body.indicator).toEqual(expect.arrayContaining([{ id, name: 'Comisión base v2' }]));
    expect(await call('DELETE', `/indicator/${id}`)).toMatchObject({ status: 200 });
  });

  it('saves helper functions with their own parameters only and unique names', async () => {
    const body = { name: 'Doble', description: 'El doble', arguments: ['x'], html_reference: steps([element('parameterFunction', { id: 'x' }), op('multiplication'), element('constant', { id: '', number: 2 })]) };
    const created = await call('POST', '/helper-function', { json: body });
    expect(created).toMatchObject({ status: 201, body: { data: { helper_function: { name: 'Doble', arguments: ['x'] } } } });
    expect(await call('POST', '/helper-function', { json: body })).toMatchObject({ status: 409, body: { error: { code: 'COMMISSION_FUNCTION_NAME_TAKEN', details: { Doble: 'taken' } } } });
    const id = created.body.data.helper_function.id as string;
    expect((await call('GET', `/helper-function/${id}`)).body.data.helper_function.description).toBe('El doble');
    expect(await call('PATCH', `/helper-function/${id}`, { json: { expression: encodeExpression('argument("y") * 2') } })).toMatchObject({ status: 422, body: { data: { errors: { code: 'COMMISSION_FORMULA_INVALID' } } } });
    expect(await call('PATCH', `/helper-function/${id}`, { json: { description: 'Dos veces' } })).toMatchObject({ status: 200, body: { data: { helper_function: { description: 'Dos veces' } } } });
    expect((await call('GET', '/helper-function')).body.data.helper_function.length).toBeGreaterThanOrEqual(2);
    expect(await call('DELETE', `/helper-function/${id}`)).toMatchObject({ status: 200 });
  });

  it('creates a scheduled commission, stops the schedule when deactivated, calculates on request and finds its reports', async () => {
    const expression = encodeExpression('indicator("demo-ind-net-sales") * parameter("demo-param-rate")\nfunction("demo-fn-capped-bonus", Resultado_Paso_1, 2000)');
    const past = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/variable-commission`, { json: { name: 'Bono', period: 'mensual', start_date: '2020-01-01', expression } });
    expect(past).toMatchObject({ status: 422, body: { error: { code: 'COMMISSION_RUN_DATE_IN_PAST' } } });
    const created = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/variable-commission`, { form: { name: 'Bono', period: JSON.stringify({ frequency: 'semana', multiple: 2 }), expression } });
    expect(created).toMatchObject({ status: 201, body: { variable_commission: { name: 'Bono', active: true, run_date: addDays(localDate(Date.now()), 1), period: { frequency: 'semana', multiple: 2 }, period_span_days: 14 } } });
    const id = created.body.variable_commission.id as string;
    const scheduleIds = async () => (await workflows.gateway.listSchedules()).map((schedule) => schedule.scheduleId);
    expect(await scheduleIds()).toContain(`variable-commission:${id}`);
    expect(await call('PATCH', `/variable-commission/${id}`, { form: { active: 'false' } })).toMatchObject({ status: 200, body: { variable_commission: { active: false } } });
    expect(await scheduleIds()).not.toContain(`variable-commission:${id}`);
    expect((await call('GET', `/variable-commission/${id}`)).body.variable_commission).toMatchObject({ indicator_id: ['demo-ind-net-sales'], function_id: ['demo-fn-capped-bonus'], parameter_id: ['demo-param-rate'] });
    expect((await call('GET', `/area/${DEMO_SELLERS_AREA_ID}/variable-commission`)).body.variable_commission).toHaveLength(2);

    const scheduled = await call('POST', '/variable-commission/calculate', { form: { variable_commission_id: id, start_date: '2025-12-20' } });
    expect(scheduled).toMatchObject({ status: 202, body: { data: { status: 'scheduled' } } });
    await clock.runUntil(workflows.gateway.result(scheduled.body.data.workflow_id));
    expect(await CommissionReportModel.countDocuments({ variableCommissionId: id })).toBe(34);
    const state = await call('GET', `/variable-commission/calculate/${encodeURIComponent(scheduled.body.data.workflow_id)}`, { as: 'vc-reader' });
    expect(state.body.data).toMatchObject({ status: 'completed', progress: { state: 'done', total: 34, processed: 34 }, result: { status: 'completed', startDate: '2025-12-20' } });
    expect(await call('GET', '/variable-commission/calculate/erpQuery:1')).toMatchObject({ status: 404 });
    // The same period again: the run id is reused once the first run is over, the reports are replaced.
    const again = await call('POST', '/variable-commission/calculate', { json: { variable_commission_id: id, start_date: '2025-12-20' } });
    expect(again).toMatchObject({ status: 202, body: { data: { workflow_id: scheduled.body.data.workflow_id } } });
    await clock.runUntil(workflows.gateway.result(again.body.data.workflow_id));
    expect(await CommissionReportModel.countDocuments({ variableCommissionId: id })).toBe(34);

    const search = (json: object, lang?: 'es' | 'en') => call('POST', '/report/search', { json: { organization_id: '01', ...json }, ...(lang ? { lang } : {}) });
    const exported = (json: object) => call('POST', '/report/export', { json: { organization_id: '01', ...json } });
    // The export answers every report of the search, newest period first, without details.
    const all = (await exported({ type: 'organization' })).body.data.results;
    expect(all.length).toBe(34 + 34 * 3);
    expect(all[0].details).toBeUndefined();
    expect(all.map((row: { start_date: string }) => row.start_date)).toEqual(all.map((row: { start_date: string }) => row.start_date).sort().reverse());
    // The search answers one page (25 unless said) with the total; the pages together are the export.
    const first = await search({ type: 'organization' });
    expect(first.body.data).toMatchObject({ total: 136, page: 1, page_size: 25 });
    expect(first.body.data.results).toHaveLength(25);
    const pages = await Promise.all([1, 2, 3].map((page) => search({ type: 'organization', page: String(page), page_size: 50 })));
    expect(pages.map((page) => page.body.data.results.length)).toEqual([50, 50, 36]);
    expect(pages.flatMap((page) => page.body.data.results.map((row: { id: string }) => row.id))).toEqual(all.map((row: { id: string }) => row.id));
    expect(pages[0].body.data.results[0].details).toBeUndefined();
    expect((await search({ type: 'organization', page: 9, page_size: 50 })).body.data).toMatchObject({ results: [], total: 136, page: 9 });
    // A page size outside 5 to 600 or a page below 1 is refused in the caller's language, never a 500.
    for (const page_size of [4, 601, 2.5, 'abc']) {
      expect(await search({ type: 'organization', page_size })).toMatchObject({ status: 422, body: { error: { code: 'COMMISSION_REPORT_PAGE_SIZE', message: 'El tamaño de página debe ser un número entero entre 5 y 600.' } } });
    }
    expect(await search({ type: 'organization', page_size: 1000 }, 'en')).toMatchObject({ status: 422, body: { error: { message: 'The page size must be a whole number between 5 and 600.' } } });
    expect(await search({ type: 'organization', page: 0 })).toMatchObject({ status: 422, body: { error: { code: 'COMMISSION_REPORT_PAGE', message: 'La página debe ser un número entero mayor o igual a 1.' } } });
    expect(await search({ type: 'organization', page: 'x' }, 'en')).toMatchObject({ status: 422, body: { error: { message: 'The page must be a whole number of at least 1.' } } });
    // The charts: summed by the server over every report of the search, exceptions counting nothing.
    const counted = all.filter((row: { exception: unknown; evaluation_result: string | null }) => !row.exception && row.evaluation_result !== null);
    for (const row of counted) expect(row.evaluation_result).toMatch(/^-?\d+\.\d{4}$/);
    const sums = (key: (row: { warehouse: string; employee_name: string; start_date: string }) => string) => {
      const totals = new Map<string, number>();
      for (const row of counted) totals.set(key(row), (totals.get(key(row)) ?? 0) + Number(row.evaluation_result));
      return totals;
    };
    const charts = (await call('POST', '/report/chart', { json: { organization_id: '01', type: 'organization' } })).body.data;
    const byStore = sums((row) => row.warehouse || '—');
    expect(charts.by_store.length).toBe(Math.min(30, byStore.size));
    for (const bar of charts.by_store) expect(bar.total).toBeCloseTo(byStore.get(bar.name) ?? NaN, 1);
    expect(charts.by_store.map((bar: { total: number }) => bar.total)).toEqual(charts.by_store.map((bar: { total: number }) => bar.total).sort((a: number, b: number) => b - a));
    expect(charts.by_employee.length).toBe(Math.min(30, sums((row) => row.employee_name).size));
    const overTime = sums((row) => row.start_date);
    expect(charts.over_time.map((point: { date: string }) => point.date)).toEqual([...overTime.keys()].sort());
    for (const point of charts.over_time) expect(point.total).toBeCloseTo(overTime.get(point.date) ?? NaN, 1);
    expect((await search({ type: 'organization_hierarchical', hierarchical_node_id: 'demo-area-managers' })).body.data.results).toHaveLength(0);
    expect((await search({ type: 'organization_dates', start_date: '2025-12-01', end_date: '2025-12-31' })).body.data.total).toBe(68);
    expect((await search({ type: 'organization_hierarchical_dates', hierarchical_node_id: DEMO_SELLERS_AREA_ID, start_date: '2025-10-01', end_date: '2025-10-31', employee_id: '01-000001' })).body.data.results).toHaveLength(1);
    expect(await search({ type: 'organization_dates', start_date: '2025-12-31', end_date: '2025-12-01' })).toMatchObject({ status: 422, body: { error: { message: 'Fechas Inicio debe ser menos que la fecha Final' } } });
    const report = all.find((candidate: { variable_commission_id: string }) => candidate.variable_commission_id === id);
    const detail = await call('GET', `/report/${report.id}`);
    expect(detail.body.report).toMatchObject({ variable_commission_name: 'Bono', start_date: '2025-12-20', end_date: '2026-01-03', hierarchical_node_name: 'Vendedor de piso', exception: null });
    expect(detail.body.report.details.evaluation_log.map((entry: { details: { name: string } }) => entry.details.name)).toEqual(['Ventas [mensual]', 'Devoluciones [mensual]', 'Tasa de comisión', 'Venta neta', 'Resultado_Paso_1', 'Resultado_Paso_2', 'Venta neta › Resultado_Paso_1', 'Bono con tope (#1)']);
    expect(await call('GET', '/report/none', { as: 'vc-reader' })).toMatchObject({ status: 404, body: { error: { message: 'No se encontro el reporte none.' } } });

    expect(await call('DELETE', `/variable-commission/${id}`)).toMatchObject({ status: 200 });
    expect(await call('POST', '/variable-commission/calculate', { json: { variable_commission_id: id, start_date: '2025-12-01' } })).toMatchObject({ status: 404 });
  });
});

describe('commissions REST API: commission periods in days', () => {
  const expression = encodeExpression('indicator("demo-ind-net-sales") * parameter("demo-param-rate")');
  const create = (period: unknown, form = false) =>
    form
      ? call('POST', `/area/${DEMO_SELLERS_AREA_ID}/variable-commission`, { form: { name: 'Por días', period: String(period), expression } })
      : call('POST', `/area/${DEMO_SELLERS_AREA_ID}/variable-commission`, { json: { name: 'Por días', period, expression } });

  it('maps a day count (JSON number or form text) to a frequency and multiple', async () => {
    const cases: [unknown, boolean, string, number, number][] = [
      [1, false, 'diario', 1, 1],
      [7, false, 'semana', 1, 7],
      ['14', true, 'semana', 2, 14],
      [15, true, 'quincenal', 1, 15],
    ];
    for (const [period, form, frequency, multiple, span] of cases) {
      const created = await create(period, form);
      expect(created, String(period)).toMatchObject({ status: 201, body: { variable_commission: { period: { frequency, multiple }, period_span_days: span } } });
      expect(await call('DELETE', `/variable-commission/${created.body.variable_commission.id}`)).toMatchObject({ status: 200 });
    }
    expect(await create(11)).toMatchObject({ status: 422, body: { error: { code: 'COMMISSION_PERIOD_DAYS_INVALID', message: expect.stringContaining('Un periodo de 11 días') } } });
    const english = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/variable-commission`, { form: { name: 'Por días', period: '400', expression }, lang: 'en' });
    expect(english).toMatchObject({ status: 422, body: { error: { code: 'COMMISSION_PERIOD_DAYS_INVALID', message: expect.stringContaining('A period of 400 days') } } });
  });

  it('renames a commission and changes its period and run date on edit, as the edit screen sends them', async () => {
    const created = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/variable-commission`, { json: { name: 'Por editar', period: { frequency: 'mensual', multiple: 1 }, start_date: '2027-04-01', expression } });
    const id = created.body.variable_commission.id as string;
    const edited = await call('PATCH', `/variable-commission/${id}`, { json: { name: 'Editada', active: true, period: { frequency: 'semana', multiple: 2 }, start_date: '2027-05-03', expression } });
    expect(edited).toMatchObject({ status: 200, body: { variable_commission: { name: 'Editada', period: { frequency: 'semana', multiple: 2 }, period_span_days: 14, run_date: '2027-05-03' } } });
    expect((await call('GET', `/variable-commission/${id}`)).body.variable_commission).toMatchObject({ name: 'Editada', run_date: '2027-05-03', period: { frequency: 'semana', multiple: 2 } });
    // A new run date in the past is refused; the saved one sent back unchanged is kept.
    expect(await call('PATCH', `/variable-commission/${id}`, { json: { start_date: '2020-01-01' } })).toMatchObject({ status: 422, body: { error: { code: 'COMMISSION_RUN_DATE_IN_PAST' } } });
    expect(await call('PATCH', `/variable-commission/${id}`, { json: { name: '' } })).toMatchObject({ status: 422 });
    expect(await call('DELETE', `/variable-commission/${id}`)).toMatchObject({ status: 200 });
  });

  it('keeps the period when the editor saves back the loaded period_span_days', async () => {
    // April has 30 days: 30 alone would read as quincenal x2, but it is this commission's own span.
    const created = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/variable-commission`, { json: { name: 'Mensual de abril', period: 'mensual', start_date: '2027-04-01', expression } });
    expect(created).toMatchObject({ status: 201, body: { variable_commission: { period: { frequency: 'mensual', multiple: 1 }, period_span_days: 30 } } });
    const id = created.body.variable_commission.id as string;
    const loaded = (await call('GET', `/variable-commission/${id}`)).body.variable_commission;
    const saved = await call('PATCH', `/variable-commission/${id}`, {
      form: { name: loaded.name, period: String(loaded.period_span_days), start_date: loaded.run_date, html_reference: loaded.html_reference, expression: loaded.expression, active: String(loaded.active) },
    });
    expect(saved).toMatchObject({ status: 200, body: { variable_commission: { period: { frequency: 'mensual', multiple: 1 }, period_span_days: 30, run_date: '2027-04-01' } } });
    // A different day count is a new period.
    expect(await call('PATCH', `/variable-commission/${id}`, { json: { period: 45 } })).toMatchObject({ status: 200, body: { variable_commission: { period: { frequency: 'quincenal', multiple: 3 } } } });
    expect(await call('PATCH', `/variable-commission/${id}`, { json: { period: 11 } })).toMatchObject({ status: 422, body: { data: { errors: { code: 'COMMISSION_PERIOD_DAYS_INVALID' } } } });
    expect(await call('DELETE', `/variable-commission/${id}`)).toMatchObject({ status: 200 });
  });
});

describe("commissions REST API: formulas name only their own company's records", () => {
  it("refuses another company's parameter, variable and indicator on save as missing ids", async () => {
    const company = await call('POST', '/organization', { as: 'operator', json: { name: 'Otra empresa' } });
    const otherId = company.body.organization.id as string;
    const area = (await call('POST', `/organization/${otherId}/area`, { as: 'operator', json: { name: 'Vendedores' } })).body.node.id as string;
    const source = (await call('POST', `/organization/${otherId}/data-source`, { as: 'operator', json: { name: 'Caja' } })).body.data_source.id as string;
    const variable = (await call('POST', `/data-source/${source}/variable`, { as: 'operator', json: { name: 'Ventas' } })).body.variable.id as string;
    const parameter = (await call('POST', `/area/${area}/parameter`, { as: 'operator', json: { name: 'Tasa', values: [{ uploaded_at: '2025-01-01', value: 1 }] } })).body.parameter.id as string;
    await call('POST', `/area/${area}/employee`, { as: 'operator', json: { employee: [{ id: '77-000001', first_name: 'Ana', last_name: 'Ríos', second_last_name: 'Paz' }] } });
    await call('POST', `/variable/${variable}/values`, { as: 'operator', json: { variable_values: [{ tag: 'mensual', date: '2025-12-31', values: { '77-000001': 3 } }] } });
    const indicator = (await call('POST', `/area/${area}/indicator`, { as: 'operator', json: { name: 'Suyo', expression: encodeExpression(`parameter("${parameter}") * 2`) } })).body.indicator.id as string;

    // Company 01's indicator naming company 02's parameter and variable.
    const foreign = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/indicator`, { as: 'operator', json: { name: 'Ajeno', expression: encodeExpression(`parameter("${parameter}") + variable("${variable}", "mensual")`) } });
    expect(foreign).toMatchObject({ status: 422, body: { error: { code: 'COMMISSION_MISSING_PARAMETER', details: { noExistingIds: [parameter, variable] } } } });
    const commission = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/variable-commission`, { as: 'operator', json: { name: 'Ajena', period: 'mensual', expression: encodeExpression(`indicator("${indicator}") * 2`) } });
    expect(commission).toMatchObject({ status: 422, body: { error: { code: 'COMMISSION_MISSING_INDICATOR', details: { noExistingIds: [indicator] } } } });
    // The same records are fine for their own company.
    expect(await call('POST', `/area/${area}/variable-commission`, { as: 'operator', json: { name: 'Propia', period: 'mensual', active: false, expression: encodeExpression(`indicator("${indicator}") * 2`) } })).toMatchObject({ status: 201 });
    // Moving company 02's indicator to a company 01 position checks its stored formula again.
    expect(await call('PATCH', `/indicator/${indicator}`, { as: 'operator', json: { hierarchical_node_id: DEMO_SELLERS_AREA_ID } })).toMatchObject({ status: 422, body: { data: { errors: { code: 'COMMISSION_MISSING_PARAMETER', details: { noExistingIds: [parameter] } } } } });
  });
});

describe('commissions REST API: run status', () => {
  it("answers a run's status only to callers who may see its commission's company", async () => {
    const started = await call('POST', '/variable-commission/calculate', { json: { variable_commission_id: DEMO_COMMISSION_ID, start_date: '2025-11-01', employee_id: '01-000002' } });
    expect(started).toMatchObject({ status: 202, body: { data: { workflow_id: `commissionCalculation:${DEMO_COMMISSION_ID}:2025-11-01:01-000002` } } });
    const workflowId = started.body.data.workflow_id as string;
    await clock.runUntil(workflows.gateway.result(workflowId));
    const path = `/variable-commission/calculate/${encodeURIComponent(workflowId)}`;
    expect(await call('GET', path, { as: 'vc-reader' })).toMatchObject({ status: 200, body: { data: { status: 'completed', result: { employees: 1 } } } });
    // vc-elsewhere reads and writes every module, but only for company 02.
    expect(await call('GET', path, { as: 'vc-elsewhere' })).toMatchObject({ status: 403, body: { error: { code: 'COMMISSION_ORGANIZATION_FORBIDDEN' } } });
    expect(await call('GET', path, { as: 'operator' })).toMatchObject({ status: 200 });
  });
});

describe('commission schedules at start', () => {
  it('creates missing schedules and replaces one built by an older rule', async () => {
    const scheduleId = `variable-commission:${DEMO_COMMISSION_ID}`;
    await workflows.gateway.createSchedule({ scheduleId, workflowType: 'commissionCalculation', input: { variableCommissionId: DEMO_COMMISSION_ID }, spec: { cronExpressions: ['0 0 1 1,6,11 *'], timezone: 'America/Mexico_City' } });
    expect(await syncCommissionSchedules(workflows.gateway)).toBeGreaterThanOrEqual(1);
    const schedule = (await workflows.gateway.listSchedules()).find((candidate) => candidate.scheduleId === scheduleId);
    expect(schedule?.spec.cronExpressions).toEqual(['0 0 1 * *']);
    expect(await syncCommissionSchedules(workflows.gateway)).toBe(0);
  });
});

describe('commissions REST API: deleting what is still in use', () => {
  it('refuses deleting a company, position or data source that still has records, and a deleted commission loses its schedule', async () => {
    expect(await call('DELETE', '/organization/01', { as: 'operator' })).toMatchObject({ status: 409, body: { error: { code: 'COMMISSION_ORGANIZATION_IN_USE', message: expect.stringMatching(/^No se puede eliminar la empresa: todavía tiene 3 puestos,/) } } });
    expect(await call('DELETE', `/area/${DEMO_SELLERS_AREA_ID}`, { lang: 'en' })).toMatchObject({ status: 409, body: { error: { code: 'COMMISSION_AREA_IN_USE', message: expect.stringContaining('The position cannot be deleted') } } });
    expect(await call('DELETE', '/data-source/demo-ds-pos')).toMatchObject({ status: 409, body: { error: { code: 'COMMISSION_DATA_SOURCE_IN_USE' } } });
    expect((await call('GET', '/organization')).body.organization).toEqual([{ id: '01', name: 'BAMA' }]);

    // A position with only an active commission: refused until the commission (and its schedule) is gone.
    const areaId = (await call('POST', '/organization/01/area', { json: { name: 'Temporal' } })).body.node.id as string;
    const created = await call('POST', `/area/${areaId}/variable-commission`, { json: { name: 'Pasajera', period: 'semana', expression: encodeExpression('2 * 3') } });
    const commissionId = created.body.variable_commission.id as string;
    const scheduleIds = async () => (await workflows.gateway.listSchedules()).map((schedule) => schedule.scheduleId);
    expect(await scheduleIds()).toContain(`variable-commission:${commissionId}`);
    expect(await call('DELETE', `/area/${areaId}`)).toMatchObject({ status: 409, body: { error: { code: 'COMMISSION_AREA_IN_USE' } } });
    expect(await scheduleIds()).toContain(`variable-commission:${commissionId}`);
    expect(await call('DELETE', `/variable-commission/${commissionId}`)).toMatchObject({ status: 200 });
    expect(await scheduleIds()).not.toContain(`variable-commission:${commissionId}`);
    expect(await call('DELETE', `/area/${areaId}`)).toMatchObject({ status: 200 });

    // A data source without variables and a company without anything are deleted.
    const company = (await call('POST', '/organization', { as: 'operator', json: { name: 'Vacía' } })).body.organization.id as string;
    const source = (await call('POST', `/organization/${company}/data-source`, { as: 'operator', json: { name: 'Sin variables' } })).body.data_source.id as string;
    expect(await call('DELETE', `/organization/${company}`, { as: 'operator' })).toMatchObject({ status: 409 });
    expect(await call('DELETE', `/data-source/${source}`, { as: 'operator' })).toMatchObject({ status: 200 });
    expect(await call('DELETE', `/organization/${company}`, { as: 'operator' })).toMatchObject({ status: 200 });
  });
});

describe('commissions REST API: steps and expression sent together', () => {
  it('refuses an expression that does not match the steps, in both languages', async () => {
    const html = steps([element('variable', { id: 'demo-var-sales', tag: 'mensual' }), op('multiplication'), element('parameter', { id: 'demo-param-rate' })]);
    const other = encodeExpression('variable("demo-var-sales", "mensual") + parameter("demo-param-rate")');
    const refused = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/indicator`, { form: { name: 'Dos versiones', html_reference: html, expression: other } });
    expect(refused).toMatchObject({ status: 422, body: { error: { code: 'COMMISSION_EXPRESSION_MISMATCH', message: expect.stringContaining('el paso 1 es distinto'), details: { line: 1 } } } });
    const english = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/indicator`, { json: { name: 'Dos versiones', html_reference: html, expression: other }, lang: 'en' });
    expect(english.body.error.message).toContain('step 1 differs');
    const same = encodeExpression('(variable("demo-var-sales", "mensual")) * parameter("demo-param-rate")');
    const created = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/indicator`, { json: { name: 'Una versión', html_reference: html, expression: same } });
    expect(created).toMatchObject({ status: 201 });
    const id = created.body.indicator.id as string;
    expect(await call('PATCH', `/indicator/${id}`, { json: { html_reference: html, expression: other } })).toMatchObject({ status: 422, body: { data: { errors: { code: 'COMMISSION_EXPRESSION_MISMATCH' } } } });
    expect(await call('DELETE', `/indicator/${id}`)).toMatchObject({ status: 200 });
  });

  it('keeps a helper function’s steps when only its arguments change', async () => {
    const html = steps([element('parameterFunction', { id: 'x' }), op('multiplication'), element('constant', { id: '', number: 3 })]);
    const created = await call('POST', '/helper-function', { json: { name: 'Triple', description: 'El triple', arguments: ['x'], html_reference: html } });
    const id = created.body.data.helper_function.id as string;
    const edited = await call('PATCH', `/helper-function/${id}`, { json: { arguments: ['x', 'y'] } });
    expect(edited).toMatchObject({ status: 200, body: { data: { helper_function: { arguments: ['x', 'y'], html_reference: html } } } });
    expect(await call('PATCH', `/helper-function/${id}`, { json: { html_reference: steps([element('parameterFunction', { id: 'y' })]) } })).toMatchObject({ status: 200, body: { data: { helper_function: { expression: encodeExpression('argument("y")') } } } });
    expect(await call('DELETE', `/helper-function/${id}`)).toMatchObject({ status: 200 });
  });
});

describe('commissions REST API: missing records on save, and a calculation for one employee', () => {
  it('names every missing function, variable and indicator (noExistingIds), the first missing kind picking the message', async () => {
    const commission = encodeExpression('function("gone-fn", indicator("gone-ind")) + indicator("demo-ind-net-sales")');
    expect(await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/variable-commission`, { json: { name: 'Rota', period: 'mensual', expression: commission } })).toMatchObject({
      status: 422,
      body: { error: { code: 'COMMISSION_MISSING_FUNCTION', message: 'No se pudo guardar, está función ya no existe.', details: { noExistingIds: ['gone-fn', 'gone-ind'], missing: { functions: ['gone-fn'], indicators: ['gone-ind'] } } } },
    });
    expect(await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/variable-commission`, { json: { name: 'Rota', period: 'mensual', expression: encodeExpression('indicator("gone-ind") * 2') }, lang: 'en' })).toMatchObject({
      status: 422,
      body: { error: { code: 'COMMISSION_MISSING_INDICATOR', message: 'It could not be saved: this indicator no longer exists.', details: { noExistingIds: ['gone-ind'] } } },
    });
    const indicator = steps([element('variable', { id: 'gone-var', tag: 'mensual' }), op('addition'), element('variable', { id: 'demo-var-sales', tag: 'mensual' })]);
    expect(await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/indicator`, { form: { name: 'Rota', html_reference: indicator } })).toMatchObject({
      status: 422,
      body: { error: { code: 'COMMISSION_MISSING_VARIABLE', details: { noExistingIds: ['gone-var'] } } },
    });
    // On edit the same answer is in the response data too.
    expect(await call('PATCH', `/variable-commission/${DEMO_COMMISSION_ID}`, { json: { expression: encodeExpression('function("gone-fn", 1)') } })).toMatchObject({
      status: 422,
      body: { data: { errors: { code: 'COMMISSION_MISSING_FUNCTION', details: { noExistingIds: ['gone-fn'] } } } },
    });
  });

  it('calculates one employee on request (employee_id), leaving the others’ reports alone', async () => {
    const before = await CommissionReportModel.find({ variableCommissionId: DEMO_COMMISSION_ID, startDate: '2025-10-01' }, { _id: 0, employeeId: 1, runId: 1 }).lean();
    expect(before.length).toBe(34);
    expect(await call('POST', '/variable-commission/calculate', { json: { variable_commission_id: DEMO_COMMISSION_ID, start_date: '2025-10-01', employee_id: '01-404404' } })).toMatchObject({
      status: 404,
      body: { error: { code: 'COMMISSION_EMPLOYEE_NOT_FOUND' } },
    });
    const started = await call('POST', '/variable-commission/calculate', { form: { variable_commission_id: DEMO_COMMISSION_ID, start_date: '2025-10-01', employee_id: '01-000003' } });
    expect(started).toMatchObject({ status: 202, body: { data: { workflow_id: `commissionCalculation:${DEMO_COMMISSION_ID}:2025-10-01:01-000003`, status: 'scheduled' } } });
    expect(await clock.runUntil(workflows.gateway.result(started.body.data.workflow_id))).toMatchObject({ status: 'completed', employees: 1, failed: 0, startDate: '2025-10-01', endDate: '2025-11-01' });
    const after = await CommissionReportModel.find({ variableCommissionId: DEMO_COMMISSION_ID, startDate: '2025-10-01' }, { _id: 0, employeeId: 1, runId: 1 }).lean();
    expect(after).toHaveLength(34);
    expect(after.filter((report) => report.runId !== 'demo-seed').map((report) => report.employeeId)).toEqual(['01-000003']);
  });
});
