import { describe, expect, it } from 'vitest';
import { CommissionReportModel } from '../../db/models/commissions';
import { DEMO_COMMISSION_ID, DEMO_SELLERS_AREA_ID } from '../../db/seed/commissions/demo';
import { encodeExpression } from '../../domain/commissions/language';
import { syncCommissionSchedules } from '../../workers/schedules/commissions';
import { useCommissionsApi, call, steps, element, op } from './testing';

const api = useCommissionsApi();

describe('commission schedules at start', () => {
  it('creates missing schedules and replaces one built by an older rule', async () => {
    const scheduleId = `variable-commission:${DEMO_COMMISSION_ID}`;
    await api.workflows.gateway.createSchedule({
      scheduleId,
      workflowType: 'commissionCalculation',
      input: { variableCommissionId: DEMO_COMMISSION_ID },
      spec: { cronExpressions: ['0 0 1 1,6,11 *'], timezone: 'America/Mexico_City' },
    });
    expect(await syncCommissionSchedules(api.workflows.gateway)).toBeGreaterThanOrEqual(1);
    const schedule = (await api.workflows.gateway.listSchedules()).find((candidate) => candidate.scheduleId === scheduleId);
    expect(schedule?.spec.cronExpressions).toEqual(['0 0 1 * *']);
    expect(await syncCommissionSchedules(api.workflows.gateway)).toBe(0);
  });
});

describe('commissions REST API: deleting what is still in use', () => {
  it('refuses deleting a company, position or data source that still has records, and a deleted commission loses its schedule', async () => {
    expect(await call('DELETE', '/organization/01', { as: 'operator' })).toMatchObject({
      status: 409,
      body: { error: { code: 'COMMISSION_ORGANIZATION_IN_USE', message: expect.stringMatching(/^No se puede eliminar la empresa: todavía tiene 3 puestos,/) } },
    });
    expect(await call('DELETE', `/area/${DEMO_SELLERS_AREA_ID}`, { lang: 'en' })).toMatchObject({
      status: 409,
      body: { error: { code: 'COMMISSION_AREA_IN_USE', message: expect.stringContaining('The position cannot be deleted') } },
    });
    expect(await call('DELETE', '/data-source/demo-ds-pos')).toMatchObject({ status: 409, body: { error: { code: 'COMMISSION_DATA_SOURCE_IN_USE' } } });
    expect((await call('GET', '/organization')).body.organization).toEqual([{ id: '01', name: 'BAMA' }]);

    // A position with only an active commission: refused until the commission (and its schedule) is gone.
    const areaId = (await call('POST', '/organization/01/area', { json: { name: 'Temporal' } })).body.node.id as string;
    const created = await call('POST', `/area/${areaId}/variable-commission`, {
      json: { name: 'Pasajera', period: 'semana', expression: encodeExpression('2 * 3') },
    });
    const commissionId = created.body.variable_commission.id as string;
    const scheduleIds = async () => (await api.workflows.gateway.listSchedules()).map((schedule) => schedule.scheduleId);
    expect(await scheduleIds()).toContain(`variable-commission:${commissionId}`);
    expect(await call('DELETE', `/area/${areaId}`)).toMatchObject({ status: 409, body: { error: { code: 'COMMISSION_AREA_IN_USE' } } });
    expect(await scheduleIds()).toContain(`variable-commission:${commissionId}`);
    expect(await call('DELETE', `/variable-commission/${commissionId}`)).toMatchObject({ status: 200 });
    expect(await scheduleIds()).not.toContain(`variable-commission:${commissionId}`);
    expect(await call('DELETE', `/area/${areaId}`)).toMatchObject({ status: 200 });

    // A data source without variables and a company without anything are deleted.
    const company = (await call('POST', '/organization', { as: 'operator', json: { name: 'Vacía' } })).body.organization.id as string;
    const source = (await call('POST', `/organization/${company}/data-source`, { as: 'operator', json: { name: 'Sin variables' } })).body.data_source
      .id as string;
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
    expect(refused).toMatchObject({
      status: 422,
      body: { error: { code: 'COMMISSION_EXPRESSION_MISMATCH', message: expect.stringContaining('el paso 1 es distinto'), details: { line: 1 } } },
    });
    const english = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/indicator`, {
      json: { name: 'Dos versiones', html_reference: html, expression: other },
      lang: 'en',
    });
    expect(english.body.error.message).toContain('step 1 differs');
    const same = encodeExpression('(variable("demo-var-sales", "mensual")) * parameter("demo-param-rate")');
    const created = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/indicator`, { json: { name: 'Una versión', html_reference: html, expression: same } });
    expect(created).toMatchObject({ status: 201 });
    const id = created.body.indicator.id as string;
    expect(await call('PATCH', `/indicator/${id}`, { json: { html_reference: html, expression: other } })).toMatchObject({
      status: 422,
      body: { data: { errors: { code: 'COMMISSION_EXPRESSION_MISMATCH' } } },
    });
    expect(await call('DELETE', `/indicator/${id}`)).toMatchObject({ status: 200 });
  });

  it('keeps a helper function’s steps when only its arguments change', async () => {
    const html = steps([element('parameterFunction', { id: 'x' }), op('multiplication'), element('constant', { id: '', number: 3 })]);
    const created = await call('POST', '/helper-function', { json: { name: 'Triple', description: 'El triple', arguments: ['x'], html_reference: html } });
    const id = created.body.data.helper_function.id as string;
    const edited = await call('PATCH', `/helper-function/${id}`, { json: { arguments: ['x', 'y'] } });
    expect(edited).toMatchObject({ status: 200, body: { data: { helper_function: { arguments: ['x', 'y'], html_reference: html } } } });
    expect(await call('PATCH', `/helper-function/${id}`, { json: { html_reference: steps([element('parameterFunction', { id: 'y' })]) } })).toMatchObject({
      status: 200,
      body: { data: { helper_function: { expression: encodeExpression('argument("y")') } } },
    });
    expect(await call('DELETE', `/helper-function/${id}`)).toMatchObject({ status: 200 });
  });
});

describe('commissions REST API: missing records on save, and a calculation for one employee', () => {
  it('names every missing function, variable and indicator (noExistingIds), the first missing kind picking the message', async () => {
    const commission = encodeExpression('function("gone-fn", indicator("gone-ind")) + indicator("demo-ind-net-sales")');
    expect(
      await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/variable-commission`, { json: { name: 'Rota', period: 'mensual', expression: commission } }),
    ).toMatchObject({
      status: 422,
      body: {
        error: {
          code: 'COMMISSION_MISSING_FUNCTION',
          message: 'No se pudo guardar, está función ya no existe.',
          details: { noExistingIds: ['gone-fn', 'gone-ind'], missing: { functions: ['gone-fn'], indicators: ['gone-ind'] } },
        },
      },
    });
    expect(
      await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/variable-commission`, {
        json: { name: 'Rota', period: 'mensual', expression: encodeExpression('indicator("gone-ind") * 2') },
        lang: 'en',
      }),
    ).toMatchObject({
      status: 422,
      body: {
        error: {
          code: 'COMMISSION_MISSING_INDICATOR',
          message: 'It could not be saved: this indicator no longer exists.',
          details: { noExistingIds: ['gone-ind'] },
        },
      },
    });
    const indicator = steps([
      element('variable', { id: 'gone-var', tag: 'mensual' }),
      op('addition'),
      element('variable', { id: 'demo-var-sales', tag: 'mensual' }),
    ]);
    expect(await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/indicator`, { form: { name: 'Rota', html_reference: indicator } })).toMatchObject({
      status: 422,
      body: { error: { code: 'COMMISSION_MISSING_VARIABLE', details: { noExistingIds: ['gone-var'] } } },
    });
    // On edit the same answer is in the response data too.
    expect(
      await call('PATCH', `/variable-commission/${DEMO_COMMISSION_ID}`, { json: { expression: encodeExpression('function("gone-fn", 1)') } }),
    ).toMatchObject({
      status: 422,
      body: { data: { errors: { code: 'COMMISSION_MISSING_FUNCTION', details: { noExistingIds: ['gone-fn'] } } } },
    });
  });

  it('calculates one employee on request (employee_id), leaving the others’ reports alone', async () => {
    const before = await CommissionReportModel.find(
      { variableCommissionId: DEMO_COMMISSION_ID, startDate: '2025-10-01' },
      { _id: 0, employeeId: 1, runId: 1 },
    ).lean();
    expect(before.length).toBe(34);
    expect(
      await call('POST', '/variable-commission/calculate', {
        json: { variable_commission_id: DEMO_COMMISSION_ID, start_date: '2025-10-01', employee_id: '01-404404' },
      }),
    ).toMatchObject({
      status: 404,
      body: { error: { code: 'COMMISSION_EMPLOYEE_NOT_FOUND' } },
    });
    const started = await call('POST', '/variable-commission/calculate', {
      form: { variable_commission_id: DEMO_COMMISSION_ID, start_date: '2025-10-01', employee_id: '01-000003' },
    });
    expect(started).toMatchObject({
      status: 202,
      body: { data: { workflow_id: `commissionCalculation:${DEMO_COMMISSION_ID}:2025-10-01:01-000003`, status: 'scheduled' } },
    });
    expect(await api.clock.runUntil(api.workflows.gateway.result(started.body.data.workflow_id))).toMatchObject({
      status: 'completed',
      employees: 1,
      failed: 0,
      startDate: '2025-10-01',
      endDate: '2025-11-01',
    });
    const after = await CommissionReportModel.find(
      { variableCommissionId: DEMO_COMMISSION_ID, startDate: '2025-10-01' },
      { _id: 0, employeeId: 1, runId: 1 },
    ).lean();
    expect(after).toHaveLength(34);
    expect(after.filter((report) => report.runId !== 'demo-seed').map((report) => report.employeeId)).toEqual(['01-000003']);
  });
});
