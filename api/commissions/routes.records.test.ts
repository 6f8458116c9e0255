import { describe, expect, it } from 'vitest';
import { PermissionProfileModel } from '../../db/models/access/permissionProfile';
import { DEMO_SELLERS_AREA_ID } from '../../db/seed/commissions/demo';
import { commissionModules, useCommissionsApi, call } from './testing';

useCommissionsApi();

describe('commissions REST API: companies, positions, data sources, variables', () => {
  it('creates, renames and deletes a company with form-encoded and JSON bodies', async () => {
    const short = await call('POST', '/organization', { as: 'operator', form: { name: 'A' } });
    expect(short).toMatchObject({
      status: 422,
      body: { error: { code: 'COMMISSION_NAME_TOO_SHORT', message: 'El nombre debe tener al menos 2 caracteres.' } },
    });
    const created = await call('POST', '/organization', { as: 'operator', form: { name: 'Distribuidora TCO' } });
    expect(created).toMatchObject({ status: 201, body: { organization: { name: 'Distribuidora TCO' } } });
    const id = created.body.organization.id as string;
    // Update calls carry their errors in the response data as well.
    const badRename = await call('PATCH', `/organization/${id}`, { as: 'operator', json: { name: 'X' }, lang: 'en' });
    expect(badRename).toMatchObject({
      status: 422,
      body: { data: { errors: { code: 'COMMISSION_NAME_TOO_SHORT', message: 'The name must have at least 2 characters.' } } },
    });
    expect(await call('PATCH', `/organization/${id}`, { as: 'operator', json: { name: 'TCO' } })).toMatchObject({
      status: 200,
      body: { organization: { id, name: 'TCO' } },
    });
    expect(await call('DELETE', `/organization/${id}`, { as: 'operator' })).toMatchObject({ status: 200, body: { id, deleted: true } });
    expect(await call('DELETE', `/organization/${id}`, { as: 'operator' })).toMatchObject({
      status: 404,
      body: { error: { code: 'COMMISSION_ORGANIZATION_NOT_FOUND' } },
    });
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
    expect(await call('GET', `/organization/${id}/area`, { as: 'vc-writer' })).toMatchObject({
      status: 403,
      body: { error: { code: 'COMMISSION_ORGANIZATION_FORBIDDEN' } },
    });
    expect(await call('DELETE', `/area/${area.body.node.id}`, { as: 'vc-founder' })).toMatchObject({ status: 200 });
    expect(await call('DELETE', `/organization/${id}`, { as: 'vc-founder' })).toMatchObject({ status: 200 });
  });

  it('manages positions and data sources of a company', async () => {
    const area = await call('POST', '/organization/01/area', { form: { name: 'Cajeros' } });
    expect(area).toMatchObject({ status: 201, body: { node: { name: 'Cajeros', organization_id: '01' } } });
    const areaId = area.body.node.id as string;
    expect(await call('PATCH', `/area/${areaId}`, { json: { name: 'Cajeros de piso' } })).toMatchObject({
      status: 200,
      body: { node: { name: 'Cajeros de piso' } },
    });
    expect((await call('GET', '/organization/01/area')).body.node.map((node: { id: string }) => node.id)).toContain(areaId);
    expect(await call('DELETE', `/area/${areaId}`)).toMatchObject({ status: 200 });

    const source = await call('POST', '/organization/01/data-source', { json: { name: 'ERP' } });
    expect(source).toMatchObject({ status: 201, body: { data_source: { name: 'ERP' } } });
    const sourceId = source.body.data_source.id as string;
    expect(await call('PATCH', `/data-source/${sourceId}`, { form: { name: 'ERP Fortia' } })).toMatchObject({
      status: 200,
      body: { data_source: { id: sourceId, name: 'ERP Fortia' } },
    });
    expect((await call('GET', '/organization/01/data-source')).body.data_source).toEqual(
      expect.arrayContaining([
        { id: sourceId, name: 'ERP Fortia' },
        { id: 'demo-ds-pos', name: 'Punto de venta' },
      ]),
    );
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
      body: {
        processed_items: [{ tag: 'mensual', date: '2025-12-31', values: 2 }],
        unprocessed_items: { employees_not_found: ['99-404404'] },
        errors: [{ index: 1, message: 'El tag necesita nombre, fecha y al menos un valor.' }],
      },
    });
    const valueId = loaded.body.processed_items[0].id as string;
    expect((await call('GET', '/data-source/demo-ds-pos/variable')).body.variable).toEqual(
      expect.arrayContaining([{ id: variableId, name: 'Cobranza neta', tags: ['mensual'] }]),
    );
    expect((await call('GET', `/variable/${variableId}/values`)).body).toEqual({ variable_value: [{ id: valueId, tag: 'mensual', date: '2025-12-31' }] });
    expect(await call('POST', `/variable-value/${valueId}/employees`, { json: { values: { '01-000001': 11, '01-000003': 30 } } })).toMatchObject({
      status: 200,
      body: { variable_value: { values: { '01-000001': 11, '01-000002': 20, '01-000003': 30 } } },
    });
    expect(await call('DELETE', `/variable-value/${valueId}/employees/01-000002`)).toMatchObject({ status: 200 });
    expect((await call('GET', `/variable-value/${valueId}/employees`)).body).toEqual({
      variable_value: { id: valueId, tag: 'mensual', date: '2025-12-31', values: { '01-000001': 11, '01-000003': 30 } },
    });
    expect(await call('DELETE', `/variable-value/${valueId}`)).toMatchObject({ status: 200 });
    expect(await call('DELETE', `/variable/${variableId}`)).toMatchObject({ status: 200 });
    expect(await call('GET', `/variable/${variableId}/values`)).toMatchObject({ status: 404, body: { error: { code: 'COMMISSION_VARIABLE_NOT_FOUND' } } });
  });
});

describe('commissions REST API: employees and parameters', () => {
  it('validates employees: field lengths, existing and unique subordinates, read-only id', async () => {
    const tooShort = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/employee`, {
      json: { employee: [{ id: '01-900001', first_name: 'Al', last_name: 'Pérez', second_last_name: 'Ruiz' }] },
    });
    expect(tooShort).toMatchObject({ status: 422, body: { error: { code: 'COMMISSION_EMPLOYEE_FIELD_TOO_SHORT' } } });
    const missingBoss = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/employee`, {
      json: { employee: [{ id: '01-900001', first_name: 'Alma', last_name: 'Pérez', second_last_name: 'Ruiz', subordinates: ['01-404404'] }] },
    });
    expect(missingBoss).toMatchObject({
      status: 422,
      body: { error: { code: 'COMMISSION_SUBORDINATE_NOT_FOUND', message: 'Subordinado no encontrado: 01-404404' } },
    });
    const created = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/employee`, {
      form: {
        employee: JSON.stringify([
          { id: '01-900001', first_name: 'Alma', last_name: 'Pérez', second_last_name: 'Ruiz', subordinates: ['01-000001', '01-000001', '01-900002'] },
          { id: '01-900002', first_name: 'Beto', last_name: 'Luna', second_last_name: 'Sol' },
        ]),
      },
    });
    expect(created).toMatchObject({
      status: 201,
      body: { employee: [{ id: '01-900001', fullname: 'Alma Pérez Ruiz', subordinates: ['01-000001', '01-900002'] }, { id: '01-900002' }] },
    });
    expect(
      await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/employee`, {
        json: { employee: [{ id: '01-900002', first_name: 'Beto', last_name: 'Luna', second_last_name: 'Sol' }] },
      }),
    ).toMatchObject({ status: 409 });
    const readOnly = await call('PATCH', '/employee/01-900001', { json: { id: '01-900009', first_name: 'Alma' } });
    expect(readOnly).toMatchObject({ status: 422, body: { data: { errors: { code: 'COMMISSION_EMPLOYEE_ID_READ_ONLY' } } } });
    expect(await call('PATCH', '/employee/01-900001', { json: { first_name: 'Alma Rosa', subordinates: ['01-900002'] } })).toMatchObject({
      status: 200,
      body: { employee: { first_name: 'Alma Rosa', subordinates: ['01-900002'] } },
    });
    // The optional e-mail statement reminders reach (issue 25): saved, a wrong one refused in Spanish, cleared.
    expect(await call('PATCH', '/employee/01-900001', { json: { email: ' alma@bama.mx ' } })).toMatchObject({
      status: 200,
      body: { employee: { email: 'alma@bama.mx', first_name: 'Alma Rosa' } },
    });
    const badEmail = await call('PATCH', '/employee/01-900001', { json: { email: 'alma@' } });
    expect(badEmail.status).toBe(422);
    expect(JSON.stringify(badEmail.body)).toContain('El correo no es válido');
    expect((await call('GET', '/employee/01-900001')).body.employee.email).toBe('alma@bama.mx');
    expect(await call('PATCH', '/employee/01-900001', { json: { email: '' } })).toMatchObject({ status: 200, body: { employee: { email: '' } } });
    expect((await call('GET', '/employee/01-900001')).body.employee).toMatchObject({ id: '01-900001', hierarchical_node_id: DEMO_SELLERS_AREA_ID });
    expect((await call('GET', `/area/${DEMO_SELLERS_AREA_ID}/employee`)).body.employee).toHaveLength(36);
    expect((await call('GET', '/organization/01/employee')).body.employee).toHaveLength(42);
    expect(await call('DELETE', '/employee/01-900002')).toMatchObject({ status: 200 });
    expect((await call('GET', '/employee/01-900001')).body.employee.subordinates).toEqual([]);
    expect(await call('DELETE', '/employee/01-900001')).toMatchObject({ status: 200 });
    expect(await call('GET', '/employee/01-900001')).toMatchObject({ status: 404, body: { error: { message: 'Empleado no encontrado: 01-900001' } } });
  });

  it('keeps one parameter value per date (a new value for a date replaces it)', async () => {
    expect(await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/parameter`, { json: { name: 'Bono' } })).toMatchObject({
      status: 422,
      body: { error: { code: 'COMMISSION_PARAMETER_VALUES_REQUIRED' } },
    });
    const created = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/parameter`, {
      form: {
        name: 'Bono',
        values: JSON.stringify([
          { uploaded_at: '2026-01-01', value: '100' },
          { uploaded_at: '2026-01-01', value: 150 },
        ]),
      },
    });
    expect(created).toMatchObject({ status: 201, body: { parameter: { name: 'Bono' } } });
    const id = created.body.parameter.id as string;
    expect((await call('GET', `/parameter/${id}/values`)).body.parameter.values).toEqual([{ uploaded_at: '2026-01-01', value: 150 }]);
    expect(
      (
        await call('POST', `/parameter/${id}/values`, {
          json: {
            values: [
              { uploaded_at: '2026-02-01', value: 10 },
              { uploaded_at: '2026-01-01', value: 120 },
            ],
          },
        })
      ).body.parameter.values,
    ).toEqual([
      { uploaded_at: '2026-01-01', value: 120 },
      { uploaded_at: '2026-02-01', value: 10 },
    ]);
    expect((await call('PATCH', `/parameter/${id}/uploaded-at/2026-02-01`, { form: { value: '12.5' } })).body.parameter.values[1]).toEqual({
      uploaded_at: '2026-02-01',
      value: 12.5,
    });
    expect(await call('PATCH', `/parameter/${id}/uploaded-at/2030-01-01`, { json: { value: 1 } })).toMatchObject({
      status: 404,
      body: { data: { errors: { code: 'COMMISSION_PARAMETER_VALUE_NOT_FOUND' } } },
    });
    expect(await call('DELETE', `/parameter/${id}/uploaded-at/2026-02-01`)).toMatchObject({ status: 200 });
    expect(await call('PATCH', `/parameter/${id}`, { json: { name: 'Bono fijo' } })).toMatchObject({ status: 200, body: { parameter: { name: 'Bono fijo' } } });
    expect((await call('GET', `/area/${DEMO_SELLERS_AREA_ID}/parameter`)).body.parameter.map((parameter: { name: string }) => parameter.name)).toContain(
      'Bono fijo',
    );
    expect(await call('DELETE', `/parameter/${id}`)).toMatchObject({ status: 200 });
  });
});
