import { describe, expect, it } from 'vitest';
import { PermissionProfileModel } from '../../db/models/access/permissionProfile';
import { DEMO_COMMISSION_ID, DEMO_SELLERS_AREA_ID } from '../../db/seed/commissions/demo';
import { testDeps } from '../testing/deps';
import { createCommissionsRouter } from './routes';
import { commissionModules, useCommissionsApi, call, documentedRoutes } from './testing';

useCommissionsApi();

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
      pathPermissions: commissionModules.map((name) => ({ id: name.toLowerCase(), name, read: true, write: true })),
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
