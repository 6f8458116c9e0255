import { describe, expect, it } from 'vitest';
import { DEMO_COMMISSION_ID, DEMO_SELLERS_AREA_ID } from '../../db/seed/commissions/demo';
import { testDeps } from '../testing/deps';
import { createCommissionsRouter } from './routes';
import { useCommissionsApi, call, documentedRoutes } from './testing';

useCommissionsApi();

describe('commissions REST API: access', () => {
  it('refuses anonymous callers and serves its OpenAPI document listing every route', async () => {
    expect(await call('GET', '/organization', { as: 'nobody' })).toMatchObject({ status: 401, body: { error: { code: 'NOT_AUTHENTICATED' } } });
    const { status, body } = await call('GET', '/openapi.json', { as: 'nobody' });
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    const router = createCommissionsRouter({ services: {}, logger: testDeps().logger }) as unknown as {
      stack: { route?: { path: string; methods: Record<string, boolean> } }[];
    };
    const served = router.stack
      .flatMap((layer) => (layer.route ? Object.keys(layer.route.methods).map((method) => `${method} ${layer.route!.path}`) : []))
      .filter((route) => !route.endsWith('/openapi.json'));
    const documented = (await documentedRoutes()).map((route) => `${route.method} ${route.path.replace(/\{(\w+)\}/g, ':$1')}`);
    expect(new Set(served)).toEqual(new Set(documented));
    // Bodies are described by the schemas the routes read them with.
    const employees = body.paths['/area/{id}/employee'].post.requestBody.content['application/json'].schema;
    expect(employees.properties.employee).toMatchObject({
      type: 'array',
      minItems: 1,
      items: { properties: { id: { pattern: '^[A-Za-z0-9]+-[A-Za-z0-9]+$' } }, required: ['id', 'first_name', 'last_name', 'second_last_name'] },
    });
    expect(
      body.paths['/parameter/{id}/values'].post.requestBody.content['application/x-www-form-urlencoded'].schema.properties.values.items.properties.uploaded_at,
    ).toMatchObject({ type: 'string', format: 'date' });
    // Every route's success answer is typed by its response schema, the records as named components.
    for (const { method, path } of await documentedRoutes()) {
      const responses = body.paths[path][method].responses as Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
      const success = Object.entries(responses).find(([status]) => status.startsWith('2'));
      const schema = success?.[1].content?.['application/json']?.schema ?? {};
      expect(schema.$ref ?? schema.properties ?? schema.anyOf ?? schema.oneOf, `${method} ${path}`).toBeTruthy();
    }
    expect(body.paths['/employee/{id}'].get.responses['200'].content['application/json'].schema.properties.employee).toEqual({
      $ref: '#/components/schemas/Employee',
    });
    expect(body.components.schemas.Employee.required).toEqual(
      expect.arrayContaining(['id', 'first_name', 'fullname', 'hierarchical_node_id', 'organization_id']),
    );
  });

  it('limits companies to those of the position, and the operator sees all', async () => {
    expect((await call('GET', '/organization')).body).toEqual({ organization: [{ id: '01', name: 'BAMA' }] });
    expect((await call('GET', '/organization', { as: 'vc-elsewhere' })).body).toEqual({ organization: [] });
    expect(await call('GET', '/organization/01/area', { as: 'vc-elsewhere' })).toMatchObject({
      status: 403,
      body: { error: { code: 'COMMISSION_ORGANIZATION_FORBIDDEN' } },
    });
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
    const writes = (await documentedRoutes()).filter(
      (route) => route.method !== 'get' && !['/compiler/code-scan', '/report/search', '/report/export', '/report/chart', '/preview'].includes(route.path),
    );
    expect(writes.length).toBe(35);
    for (const route of writes) {
      const path = route.path
        .replace(/^\/([\w-]+)\/\{id\}/, (_whole, kind: string) => `/${kind}/${ids[kind]}`)
        .replace('{employeeId}', '01-000001')
        .replace('{date}', '2025-10-01');
      const json =
        route.path === '/variable-commission/calculate' ? { variable_commission_id: DEMO_COMMISSION_ID, start_date: '2025-12-01' } : { name: 'Nombre válido' };
      const answer = await call(route.method.toUpperCase(), path, { as: 'vc-reader', json });
      expect([answer.status, answer.body.error?.code], `${route.method} ${path}`).toEqual([403, 'COMMISSION_WRITE_FORBIDDEN']);
    }
    expect((await call('GET', '/helper-function', { as: 'vc-reader' })).status).toBe(200);
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
    expect(await call('PATCH', '/data-source/demo-ds-pos', { json: { name: 'Caja \uD83D' } })).toMatchObject({
      status: 422,
      body: { data: { errors: { code: 'VALIDATION_FAILED' } } },
    });
    expect(
      await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/employee`, {
        json: { employee: [{ id: '01-900301', first_name: 'Ana\u0007', last_name: 'Ríos', second_last_name: 'Paz' }] },
      }),
    ).toMatchObject({
      status: 422,
      body: { error: { code: 'VALIDATION_FAILED', message: expect.stringContaining('employee.0.first_name') } },
    });
    expect(
      await call('POST', '/helper-function', { json: { name: 'Eco', description: 'Devuelve \u2066x', arguments: ['x'], expression: 'eA==' } }),
    ).toMatchObject({ status: 422 });
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
      rawForm: form(
        ['name', 'Bono corchetes'],
        ['values[0][uploaded_at]', '2026-01-01'],
        ['values[0][value]', '100'],
        ['values[1][uploaded_at]', '2026-02-01'],
        ['values[1][value]', '7.5'],
      ),
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
    expect(await call('PATCH', '/employee/01-900101', { rawForm: form(['subordinates[]', '01-000003']) })).toMatchObject({
      status: 200,
      body: { employee: { subordinates: ['01-000003'] } },
    });
    // An object keyed by employee id, as the tag values are sent.
    const tag = await call('POST', '/variable/demo-var-sales/values', {
      rawForm: form(
        ['variable_values[0][tag]', 'bono'],
        ['variable_values[0][date]', '2026-01-31'],
        ['variable_values[0][values][01-900101]', '42'],
        ['variable_values[0][values][01-404404]', '1'],
      ),
    });
    expect(tag).toMatchObject({
      status: 201,
      body: { processed_items: [{ tag: 'bono', values: 1 }], unprocessed_items: { employees_not_found: ['01-404404'] } },
    });
    const valueId = tag.body.processed_items[0].id as string;
    expect((await call('GET', `/variable-value/${valueId}/employees`)).body.variable_value.values).toEqual({ '01-900101': 42 });
    expect(await call('POST', `/variable-value/${valueId}/employees`, { rawForm: form(['values[01-900101]', '43']) })).toMatchObject({ status: 200 });
    expect((await call('GET', `/variable-value/${valueId}/employees`)).body.variable_value.values).toEqual({ '01-900101': 43 });
    await call('DELETE', `/variable-value/${valueId}`);
    // JSON text inside a field is read as before.
    expect(
      (await call('POST', `/parameter/${id}/values`, { form: { values: JSON.stringify([{ uploaded_at: '2026-03-01', value: 3 }]) } })).body.parameter.values,
    ).toHaveLength(3);
    expect(await call('DELETE', '/employee/01-900101')).toMatchObject({ status: 200 });
    expect(await call('DELETE', `/parameter/${id}`)).toMatchObject({ status: 200 });
  });

  it('refuses brackets nested too deep and a JSON document sent as a form, in the caller language', async () => {
    const deep = await call('POST', '/organization', { rawForm: form(['name', 'Profunda'], ['a[b][c][d][e][f][g][h]', '1']), lang: 'en' });
    expect(deep).toMatchObject({
      status: 400,
      body: { error: { code: 'COMMISSION_FORM_BODY_TOO_DEEP', message: 'The form nests too many levels of brackets (at most 6). Send deep lists as JSON.' } },
    });
    const jsonAsForm = await call('POST', '/organization', { rawForm: JSON.stringify({ name: 'Sucursal = Sur & Centro' }) });
    expect(jsonAsForm).toMatchObject({ status: 400, body: { error: { code: 'COMMISSION_FORM_BODY_IS_JSON' } } });
    expect(jsonAsForm.body.error.message).toContain('application/json');
    const listAsForm = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/employee`, { rawForm: JSON.stringify([{ id: '01-900102' }]), lang: 'en' });
    expect(listAsForm).toMatchObject({ status: 400, body: { error: { code: 'COMMISSION_FORM_BODY_IS_JSON' } } });
    const wide = await call('POST', '/organization', {
      rawForm: form(['name', 'Ancha'], ...Array.from({ length: 2000 }, (_, index): [string, string] => [`f${index}`, '1'])),
    });
    expect(wide).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'COMMISSION_FORM_BODY_TOO_MANY_FIELDS',
          message: 'El formulario tiene demasiados campos (máximo 2000). Envía las listas largas como JSON.',
        },
      },
    });
    expect((await call('GET', '/organization')).body.organization).toEqual([{ id: '01', name: 'BAMA' }]);
  });
});
