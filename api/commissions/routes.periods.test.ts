import { describe, expect, it } from 'vitest';
import { DEMO_COMMISSION_ID, DEMO_SELLERS_AREA_ID } from '../../db/seed/commissions/demo';
import { encodeExpression } from '../../domain/commissions/language';
import { useCommissionsApi, call } from './testing';

const api = useCommissionsApi();

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
      expect(created, String(period)).toMatchObject({
        status: 201,
        body: { variable_commission: { period: { frequency, multiple }, period_span_days: span } },
      });
      expect(await call('DELETE', `/variable-commission/${created.body.variable_commission.id}`)).toMatchObject({ status: 200 });
    }
    expect(await create(11)).toMatchObject({
      status: 422,
      body: { error: { code: 'COMMISSION_PERIOD_DAYS_INVALID', message: expect.stringContaining('Un periodo de 11 días') } },
    });
    const english = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/variable-commission`, {
      form: { name: 'Por días', period: '400', expression },
      lang: 'en',
    });
    expect(english).toMatchObject({
      status: 422,
      body: { error: { code: 'COMMISSION_PERIOD_DAYS_INVALID', message: expect.stringContaining('A period of 400 days') } },
    });
  });

  it('renames a commission and changes its period and run date on edit, as the edit screen sends them', async () => {
    const created = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/variable-commission`, {
      json: { name: 'Por editar', period: { frequency: 'mensual', multiple: 1 }, start_date: '2027-04-01', expression },
    });
    const id = created.body.variable_commission.id as string;
    const edited = await call('PATCH', `/variable-commission/${id}`, {
      json: { name: 'Editada', active: true, period: { frequency: 'semana', multiple: 2 }, start_date: '2027-05-03', expression },
    });
    expect(edited).toMatchObject({
      status: 200,
      body: { variable_commission: { name: 'Editada', period: { frequency: 'semana', multiple: 2 }, period_span_days: 14, run_date: '2027-05-03' } },
    });
    expect((await call('GET', `/variable-commission/${id}`)).body.variable_commission).toMatchObject({
      name: 'Editada',
      run_date: '2027-05-03',
      period: { frequency: 'semana', multiple: 2 },
    });
    // A new run date in the past is refused; the saved one sent back unchanged is kept.
    expect(await call('PATCH', `/variable-commission/${id}`, { json: { start_date: '2020-01-01' } })).toMatchObject({
      status: 422,
      body: { error: { code: 'COMMISSION_RUN_DATE_IN_PAST' } },
    });
    expect(await call('PATCH', `/variable-commission/${id}`, { json: { name: '' } })).toMatchObject({ status: 422 });
    expect(await call('DELETE', `/variable-commission/${id}`)).toMatchObject({ status: 200 });
  });

  it('keeps the period when the editor saves back the loaded period_span_days', async () => {
    // April has 30 days: 30 alone would read as quincenal x2, but it is this commission's own span.
    const created = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/variable-commission`, {
      json: { name: 'Mensual de abril', period: 'mensual', start_date: '2027-04-01', expression },
    });
    expect(created).toMatchObject({ status: 201, body: { variable_commission: { period: { frequency: 'mensual', multiple: 1 }, period_span_days: 30 } } });
    const id = created.body.variable_commission.id as string;
    const loaded = (await call('GET', `/variable-commission/${id}`)).body.variable_commission;
    const saved = await call('PATCH', `/variable-commission/${id}`, {
      form: {
        name: loaded.name,
        period: String(loaded.period_span_days),
        start_date: loaded.run_date,
        html_reference: loaded.html_reference,
        expression: loaded.expression,
        active: String(loaded.active),
      },
    });
    expect(saved).toMatchObject({
      status: 200,
      body: { variable_commission: { period: { frequency: 'mensual', multiple: 1 }, period_span_days: 30, run_date: '2027-04-01' } },
    });
    // A different day count is a new period.
    expect(await call('PATCH', `/variable-commission/${id}`, { json: { period: 45 } })).toMatchObject({
      status: 200,
      body: { variable_commission: { period: { frequency: 'quincenal', multiple: 3 } } },
    });
    expect(await call('PATCH', `/variable-commission/${id}`, { json: { period: 11 } })).toMatchObject({
      status: 422,
      body: { data: { errors: { code: 'COMMISSION_PERIOD_DAYS_INVALID' } } },
    });
    expect(await call('DELETE', `/variable-commission/${id}`)).toMatchObject({ status: 200 });
  });
});

describe('commissions REST API: run status', () => {
  it("answers a run's status only to callers who may see its commission's company", async () => {
    const started = await call('POST', '/variable-commission/calculate', {
      json: { variable_commission_id: DEMO_COMMISSION_ID, start_date: '2025-11-01', employee_id: '01-000002' },
    });
    expect(started).toMatchObject({ status: 202, body: { data: { workflow_id: `commissionCalculation:${DEMO_COMMISSION_ID}:2025-11-01:01-000002` } } });
    const workflowId = started.body.data.workflow_id as string;
    await api.clock.runUntil(api.workflows.gateway.result(workflowId));
    const path = `/variable-commission/calculate/${encodeURIComponent(workflowId)}`;
    expect(await call('GET', path, { as: 'vc-reader' })).toMatchObject({ status: 200, body: { data: { status: 'completed', result: { employees: 1 } } } });
    // vc-elsewhere reads and writes every module, but only for company 02.
    expect(await call('GET', path, { as: 'vc-elsewhere' })).toMatchObject({ status: 403, body: { error: { code: 'COMMISSION_ORGANIZATION_FORBIDDEN' } } });
    expect(await call('GET', path, { as: 'operator' })).toMatchObject({ status: 200 });
  });
});
