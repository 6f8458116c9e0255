import { describe, expect, it } from 'vitest';
import { CommissionReportModel } from '../../db/models/commissions';
import { DEMO_SELLERS_AREA_ID } from '../../db/seed/commissions/demo';
import { encodeExpression } from '../../domain/commissions/language';
import { localDate, addDays } from '../../domain/commissions/period';
import { useCommissionsApi, call, steps, element, op } from './testing';

const api = useCommissionsApi();

describe('commissions REST API: formulas, commissions, calculation and reports', () => {
  it('scans expressions with the reason and position of a problem', async () => {
    expect((await call('POST', '/compiler/code-scan', { form: { expression: encodeExpression('parameter("p") * 2') } })).body).toEqual({
      data: true,
      steps: 1,
    });
    expect((await call('POST', '/compiler/code-scan', { json: { expression: encodeExpression('parameter("p") *') } })).body).toMatchObject({
      data: false,
      error: { reason: 'unexpectedEnd', line: 1, column: 17 },
    });
    expect(
      (await call('POST', '/compiler/code-scan', { json: { expression: encodeExpression('variable("v", "t")'), type: 'commission' } })).body,
    ).toMatchObject({ data: false, error: { reason: 'notAllowedHere' } });
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
    expect(await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/indicator`, { json: { name: 'Mal', html_reference: wrongKind } })).toMatchObject({
      status: 422,
      body: { error: { code: 'COMMISSION_FORMULA_INVALID' } },
    });
    // The editor's step rules hold on save too: 3 items before a new step, a lone item is a variable or a function.
    const shortStep = steps(
      [element('parameter', { id: 'demo-param-rate' })],
      [{ type: 'stepResult', name: 'Resultado_Paso_1' }, op('multiplication'), element('constant', { id: '', number: 2 })],
    );
    expect(await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/indicator`, { json: { name: 'Corto', html_reference: shortStep }, lang: 'en' })).toMatchObject({
      status: 422,
      body: { error: { code: 'COMMISSION_FORMULA_INVALID', details: { reason: 'stepTooShort', line: 1 } } },
    });
    const loneParameter = steps([element('parameter', { id: 'demo-param-rate' })]);
    expect(await call('PATCH', `/indicator/${id}`, { json: { html_reference: loneParameter } })).toMatchObject({
      status: 422,
      body: { data: { errors: { details: { reason: 'singleItemKind', line: 1, column: 1 } } } },
    });
    expect(await call('PATCH', `/indicator/${id}`, { json: { name: 'Comisión base v2', hierarchical_node_id: 'demo-area-managers' } })).toMatchObject({
      status: 200,
    });
    expect((await call('GET', `/indicator/${id}`)).body.indicator.hierarchical_node).toEqual({ id: 'demo-area-managers', organization_id: '01' });
    expect(await call('PATCH', `/indicator/${id}`, { json: { hierarchical_node_id: DEMO_SELLERS_AREA_ID } })).toMatchObject({ status: 200 });
    expect((await call('GET', `/area/${DEMO_SELLERS_AREA_ID}/indicator`)).body.indicator).toEqual(expect.arrayContaining([{ id, name: 'Comisión base v2' }]));
    expect(await call('DELETE', `/indicator/${id}`)).toMatchObject({ status: 200 });
  });

  it('saves helper functions with their own parameters only and unique names', async () => {
    const body = {
      name: 'Doble',
      description: 'El doble',
      arguments: ['x'],
      html_reference: steps([element('parameterFunction', { id: 'x' }), op('multiplication'), element('constant', { id: '', number: 2 })]),
    };
    const created = await call('POST', '/helper-function', { json: body });
    expect(created).toMatchObject({ status: 201, body: { data: { helper_function: { name: 'Doble', arguments: ['x'] } } } });
    expect(await call('POST', '/helper-function', { json: body })).toMatchObject({
      status: 409,
      body: { error: { code: 'COMMISSION_FUNCTION_NAME_TAKEN', details: { Doble: 'taken' } } },
    });
    const id = created.body.data.helper_function.id as string;
    expect((await call('GET', `/helper-function/${id}`)).body.data.helper_function.description).toBe('El doble');
    expect(await call('PATCH', `/helper-function/${id}`, { json: { expression: encodeExpression('argument("y") * 2') } })).toMatchObject({
      status: 422,
      body: { data: { errors: { code: 'COMMISSION_FORMULA_INVALID' } } },
    });
    expect(await call('PATCH', `/helper-function/${id}`, { json: { description: 'Dos veces' } })).toMatchObject({
      status: 200,
      body: { data: { helper_function: { description: 'Dos veces' } } },
    });
    expect((await call('GET', '/helper-function')).body.data.helper_function.length).toBeGreaterThanOrEqual(2);
    expect(await call('DELETE', `/helper-function/${id}`)).toMatchObject({ status: 200 });
  });

  it('creates a scheduled commission, stops the schedule when deactivated, calculates on request and finds its reports', async () => {
    const expression = encodeExpression(
      'indicator("demo-ind-net-sales") * parameter("demo-param-rate")\nfunction("demo-fn-capped-bonus", Resultado_Paso_1, 2000)',
    );
    const past = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/variable-commission`, {
      json: { name: 'Bono', period: 'mensual', start_date: '2020-01-01', expression },
    });
    expect(past).toMatchObject({ status: 422, body: { error: { code: 'COMMISSION_RUN_DATE_IN_PAST' } } });
    const created = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/variable-commission`, {
      form: { name: 'Bono', period: JSON.stringify({ frequency: 'semana', multiple: 2 }), expression },
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        variable_commission: {
          name: 'Bono',
          active: true,
          run_date: addDays(localDate(Date.now()), 1),
          period: { frequency: 'semana', multiple: 2 },
          period_span_days: 14,
        },
      },
    });
    const id = created.body.variable_commission.id as string;
    const scheduleIds = async () => (await api.workflows.gateway.listSchedules()).map((schedule) => schedule.scheduleId);
    expect(await scheduleIds()).toContain(`variable-commission:${id}`);
    expect(await call('PATCH', `/variable-commission/${id}`, { form: { active: 'false' } })).toMatchObject({
      status: 200,
      body: { variable_commission: { active: false } },
    });
    expect(await scheduleIds()).not.toContain(`variable-commission:${id}`);
    expect((await call('GET', `/variable-commission/${id}`)).body.variable_commission).toMatchObject({
      indicator_id: ['demo-ind-net-sales'],
      function_id: ['demo-fn-capped-bonus'],
      parameter_id: ['demo-param-rate'],
    });
    expect((await call('GET', `/area/${DEMO_SELLERS_AREA_ID}/variable-commission`)).body.variable_commission).toHaveLength(2);

    const scheduled = await call('POST', '/variable-commission/calculate', { form: { variable_commission_id: id, start_date: '2025-12-20' } });
    expect(scheduled).toMatchObject({ status: 202, body: { data: { status: 'scheduled' } } });
    await api.clock.runUntil(api.workflows.gateway.result(scheduled.body.data.workflow_id));
    expect(await CommissionReportModel.countDocuments({ variableCommissionId: id })).toBe(34);
    const state = await call('GET', `/variable-commission/calculate/${encodeURIComponent(scheduled.body.data.workflow_id)}`, { as: 'vc-reader' });
    expect(state.body.data).toMatchObject({
      status: 'completed',
      progress: { state: 'done', total: 34, processed: 34 },
      result: { status: 'completed', startDate: '2025-12-20' },
    });
    expect(await call('GET', '/variable-commission/calculate/erpQuery:1')).toMatchObject({ status: 404 });
    // The same period again: the run id is reused once the first run is over, the reports are replaced.
    const again = await call('POST', '/variable-commission/calculate', { json: { variable_commission_id: id, start_date: '2025-12-20' } });
    expect(again).toMatchObject({ status: 202, body: { data: { workflow_id: scheduled.body.data.workflow_id } } });
    await api.clock.runUntil(api.workflows.gateway.result(again.body.data.workflow_id));
    expect(await CommissionReportModel.countDocuments({ variableCommissionId: id })).toBe(34);

    const search = (json: object, lang?: 'es' | 'en') =>
      call('POST', '/report/search', { json: { organization_id: '01', ...json }, ...(lang ? { lang } : {}) });
    const exported = (json: object) => call('POST', '/report/export', { json: { organization_id: '01', ...json } });
    // The export answers every report of the search, newest period first, without details.
    const all = (await exported({ type: 'organization' })).body.data.results;
    expect(all.length).toBe(34 + 34 * 3);
    expect(all[0].details).toBeUndefined();
    expect(all.map((row: { start_date: string }) => row.start_date)).toEqual(
      all
        .map((row: { start_date: string }) => row.start_date)
        .sort()
        .reverse(),
    );
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
      expect(await search({ type: 'organization', page_size })).toMatchObject({
        status: 422,
        body: { error: { code: 'COMMISSION_REPORT_PAGE_SIZE', message: 'El tamaño de página debe ser un número entero entre 5 y 600.' } },
      });
    }
    expect(await search({ type: 'organization', page_size: 1000 }, 'en')).toMatchObject({
      status: 422,
      body: { error: { message: 'The page size must be a whole number between 5 and 600.' } },
    });
    expect(await search({ type: 'organization', page: 0 })).toMatchObject({
      status: 422,
      body: { error: { code: 'COMMISSION_REPORT_PAGE', message: 'La página debe ser un número entero mayor o igual a 1.' } },
    });
    expect(await search({ type: 'organization', page: 'x' }, 'en')).toMatchObject({
      status: 422,
      body: { error: { message: 'The page must be a whole number of at least 1.' } },
    });
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
    expect(charts.by_store.map((bar: { total: number }) => bar.total)).toEqual(
      charts.by_store.map((bar: { total: number }) => bar.total).sort((a: number, b: number) => b - a),
    );
    expect(charts.by_employee.length).toBe(Math.min(30, sums((row) => row.employee_name).size));
    const overTime = sums((row) => row.start_date);
    expect(charts.over_time.map((point: { date: string }) => point.date)).toEqual([...overTime.keys()].sort());
    for (const point of charts.over_time) expect(point.total).toBeCloseTo(overTime.get(point.date) ?? NaN, 1);
    expect((await search({ type: 'organization_hierarchical', hierarchical_node_id: 'demo-area-managers' })).body.data.results).toHaveLength(0);
    expect((await search({ type: 'organization_dates', start_date: '2025-12-01', end_date: '2025-12-31' })).body.data.total).toBe(68);
    expect(
      (
        await search({
          type: 'organization_hierarchical_dates',
          hierarchical_node_id: DEMO_SELLERS_AREA_ID,
          start_date: '2025-10-01',
          end_date: '2025-10-31',
          employee_id: '01-000001',
        })
      ).body.data.results,
    ).toHaveLength(1);
    expect(await search({ type: 'organization_dates', start_date: '2025-12-31', end_date: '2025-12-01' })).toMatchObject({
      status: 422,
      body: { error: { message: 'Fechas Inicio debe ser menos que la fecha Final' } },
    });
    const report = all.find((candidate: { variable_commission_id: string }) => candidate.variable_commission_id === id);
    const detail = await call('GET', `/report/${report.id}`);
    expect(detail.body.report).toMatchObject({
      variable_commission_name: 'Bono',
      start_date: '2025-12-20',
      end_date: '2026-01-03',
      hierarchical_node_name: 'Vendedor de piso',
      exception: null,
    });
    expect(detail.body.report.details.evaluation_log.map((entry: { details: { name: string } }) => entry.details.name)).toEqual([
      'Ventas [mensual]',
      'Devoluciones [mensual]',
      'Tasa de comisión',
      'Venta neta',
      'Resultado_Paso_1',
      'Resultado_Paso_2',
      'Venta neta › Resultado_Paso_1',
      'Bono con tope (#1)',
    ]);
    expect(await call('GET', '/report/none', { as: 'vc-reader' })).toMatchObject({
      status: 404,
      body: { error: { message: 'No se encontro el reporte none.' } },
    });

    expect(await call('DELETE', `/variable-commission/${id}`)).toMatchObject({ status: 200 });
    expect(await call('POST', '/variable-commission/calculate', { json: { variable_commission_id: id, start_date: '2025-12-01' } })).toMatchObject({
      status: 404,
    });
  });
});

describe("commissions REST API: formulas name only their own company's records", () => {
  it("refuses another company's parameter, variable and indicator on save as missing ids", async () => {
    const company = await call('POST', '/organization', { as: 'operator', json: { name: 'Otra empresa' } });
    const otherId = company.body.organization.id as string;
    const area = (await call('POST', `/organization/${otherId}/area`, { as: 'operator', json: { name: 'Vendedores' } })).body.node.id as string;
    const source = (await call('POST', `/organization/${otherId}/data-source`, { as: 'operator', json: { name: 'Caja' } })).body.data_source.id as string;
    const variable = (await call('POST', `/data-source/${source}/variable`, { as: 'operator', json: { name: 'Ventas' } })).body.variable.id as string;
    const parameter = (
      await call('POST', `/area/${area}/parameter`, { as: 'operator', json: { name: 'Tasa', values: [{ uploaded_at: '2025-01-01', value: 1 }] } })
    ).body.parameter.id as string;
    await call('POST', `/area/${area}/employee`, {
      as: 'operator',
      json: { employee: [{ id: '77-000001', first_name: 'Ana', last_name: 'Ríos', second_last_name: 'Paz' }] },
    });
    await call('POST', `/variable/${variable}/values`, {
      as: 'operator',
      json: { variable_values: [{ tag: 'mensual', date: '2025-12-31', values: { '77-000001': 3 } }] },
    });
    const indicator = (
      await call('POST', `/area/${area}/indicator`, { as: 'operator', json: { name: 'Suyo', expression: encodeExpression(`parameter("${parameter}") * 2`) } })
    ).body.indicator.id as string;

    // Company 01's indicator naming company 02's parameter and variable.
    const foreign = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/indicator`, {
      as: 'operator',
      json: { name: 'Ajeno', expression: encodeExpression(`parameter("${parameter}") + variable("${variable}", "mensual")`) },
    });
    expect(foreign).toMatchObject({
      status: 422,
      body: { error: { code: 'COMMISSION_MISSING_PARAMETER', details: { noExistingIds: [parameter, variable] } } },
    });
    const commission = await call('POST', `/area/${DEMO_SELLERS_AREA_ID}/variable-commission`, {
      as: 'operator',
      json: { name: 'Ajena', period: 'mensual', expression: encodeExpression(`indicator("${indicator}") * 2`) },
    });
    expect(commission).toMatchObject({ status: 422, body: { error: { code: 'COMMISSION_MISSING_INDICATOR', details: { noExistingIds: [indicator] } } } });
    // The same records are fine for their own company.
    expect(
      await call('POST', `/area/${area}/variable-commission`, {
        as: 'operator',
        json: { name: 'Propia', period: 'mensual', active: false, expression: encodeExpression(`indicator("${indicator}") * 2`) },
      }),
    ).toMatchObject({ status: 201 });
    // Moving company 02's indicator to a company 01 position checks its stored formula again.
    expect(await call('PATCH', `/indicator/${indicator}`, { as: 'operator', json: { hierarchical_node_id: DEMO_SELLERS_AREA_ID } })).toMatchObject({
      status: 422,
      body: { data: { errors: { code: 'COMMISSION_MISSING_PARAMETER', details: { noExistingIds: [parameter] } } } },
    });
  });
});
