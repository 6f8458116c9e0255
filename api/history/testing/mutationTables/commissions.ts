import { DEMO_SELLERS_AREA_ID } from '../../../../db/seed/commissions/demo';
import { encodeExpression } from '../../../../domain/commissions/language';
import type { Table } from './types';

/**
 * The commissions REST API's writes (api/commissions/routeTable.ts), as the administrator: each
 * creates, edits or deletes the records of a test company, area, data source, variable, parameter,
 * employee, indicator, helper function and commission made by the rows before it.
 */

const ids: Record<string, string> = {};
const keep = (name: string, pick: (answer: Record<string, never>) => string) => (answer: Record<string, unknown>) => {
  ids[name] = pick(answer as Record<string, never>);
};
const id = (name: string) => {
  const found = ids[name];
  if (!found) throw new Error(`no ${name} kept by an earlier row`);
  return found;
};
const steps = (...items: unknown[][]) => JSON.stringify(items);
const element = (kind: string, value: Record<string, unknown>) => ({ type: 'element', value: { kind, value } });
const op = (value: string) => ({ type: 'operator', value });
const indicatorSteps = steps([
  element('variable', { id: 'demo-var-sales', tag: 'mensual' }),
  op('multiplication'),
  element('parameter', { id: 'demo-param-rate' }),
]);
const functionSteps = steps([element('parameterFunction', { id: 'x' }), op('multiplication'), element('constant', { id: '', number: 2 })]);

type Ref = { id: string };

export const commissionsRestTable: Table = {
  'POST /api/commissions/organization': {
    records: ['CommissionOrganization', 'PermissionProfile'],
    operation: 'create',
    call: () => ({ method: 'POST', url: '/api/commissions/organization', json: { name: 'Distribuidora del historial' }, as: 'admin' }),
    keep: keep('organization', (a) => (a.organization as Ref).id),
  },
  'PATCH /api/commissions/organization/:id': {
    records: ['CommissionOrganization'],
    operation: 'update',
    field: 'name',
    call: () => ({ method: 'PATCH', url: `/api/commissions/organization/${id('organization')}`, json: { name: 'Distribuidora revisada' }, as: 'admin' }),
  },
  'POST /api/commissions/organization/:id/area': {
    records: ['CommissionArea'],
    operation: 'create',
    call: () => ({ method: 'POST', url: '/api/commissions/organization/01/area', json: { name: 'Cajeros del historial' }, as: 'admin' }),
    keep: keep('area', (a) => (a.node as Ref).id),
  },
  'PATCH /api/commissions/area/:id': {
    records: ['CommissionArea'],
    operation: 'update',
    field: 'name',
    call: () => ({ method: 'PATCH', url: `/api/commissions/area/${id('area')}`, json: { name: 'Cajeros de piso' }, as: 'admin' }),
  },
  'POST /api/commissions/organization/:id/data-source': {
    records: ['CommissionDataSource'],
    operation: 'create',
    call: () => ({ method: 'POST', url: '/api/commissions/organization/01/data-source', json: { name: 'ERP del historial' }, as: 'admin' }),
    keep: keep('source', (a) => (a.data_source as Ref).id),
  },
  'PATCH /api/commissions/data-source/:id': {
    records: ['CommissionDataSource'],
    operation: 'update',
    field: 'name',
    call: () => ({ method: 'PATCH', url: `/api/commissions/data-source/${id('source')}`, json: { name: 'ERP Fortia' }, as: 'admin' }),
  },
  'POST /api/commissions/data-source/:id/variable': {
    records: ['CommissionVariable'],
    operation: 'create',
    call: () => ({ method: 'POST', url: `/api/commissions/data-source/${id('source')}/variable`, json: { name: 'Cobranza' }, as: 'admin' }),
    keep: keep('variable', (a) => (a.variable as Ref).id),
  },
  'PATCH /api/commissions/variable/:id': {
    records: ['CommissionVariable'],
    operation: 'update',
    field: 'name',
    call: () => ({ method: 'PATCH', url: `/api/commissions/variable/${id('variable')}`, json: { name: 'Cobranza neta' }, as: 'admin' }),
  },
  // A value set adds or drops its tag on the variable.
  'POST /api/commissions/variable/:id/values': {
    records: ['CommissionVariable', 'CommissionVariableValue'],
    operation: 'create',
    call: () => ({
      method: 'POST',
      url: `/api/commissions/variable/${id('variable')}/values`,
      json: { variable_values: [{ tag: 'mensual', date: '2025-12-31', values: { '01-000001': 10, '01-000002': 20 } }] },
      as: 'admin',
    }),
    keep: keep('value', (a) => (a.processed_items as Ref[])[0]!.id),
  },
  'POST /api/commissions/variable-value/:id/employees': {
    records: ['CommissionVariableValue'],
    operation: 'update',
    call: () => ({
      method: 'POST',
      url: `/api/commissions/variable-value/${id('value')}/employees`,
      json: { values: { '01-000001': 11, '01-000003': 30 } },
      as: 'admin',
    }),
  },
  'DELETE /api/commissions/variable-value/:id/employees/:employeeId': {
    records: ['CommissionVariableValue'],
    operation: 'update',
    call: () => ({ method: 'DELETE', url: `/api/commissions/variable-value/${id('value')}/employees/01-000002`, as: 'admin' }),
  },
  'DELETE /api/commissions/variable-value/:id': {
    records: ['CommissionVariable', 'CommissionVariableValue'],
    operation: 'delete',
    call: () => ({ method: 'DELETE', url: `/api/commissions/variable-value/${id('value')}`, as: 'admin' }),
  },
  'DELETE /api/commissions/variable/:id': {
    records: ['CommissionVariable'],
    operation: 'delete',
    call: () => ({ method: 'DELETE', url: `/api/commissions/variable/${id('variable')}`, as: 'admin' }),
  },
  'DELETE /api/commissions/data-source/:id': {
    records: ['CommissionDataSource'],
    operation: 'delete',
    call: () => ({ method: 'DELETE', url: `/api/commissions/data-source/${id('source')}`, as: 'admin' }),
  },
  'POST /api/commissions/area/:id/employee': {
    records: ['CommissionEmployee'],
    operation: 'create',
    call: () => ({
      method: 'POST',
      url: `/api/commissions/area/${DEMO_SELLERS_AREA_ID}/employee`,
      json: { employee: [{ id: '01-900801', first_name: 'Alma', last_name: 'Pérez', second_last_name: 'Ruiz' }] },
      as: 'admin',
    }),
  },
  'PATCH /api/commissions/employee/:id': {
    records: ['CommissionEmployee'],
    operation: 'update',
    call: () => ({ method: 'PATCH', url: '/api/commissions/employee/01-900801', json: { first_name: 'Alma Rosa' }, as: 'admin' }),
  },
  'DELETE /api/commissions/employee/:id': {
    records: ['CommissionEmployee'],
    operation: 'delete',
    call: () => ({ method: 'DELETE', url: '/api/commissions/employee/01-900801', as: 'admin' }),
  },
  'POST /api/commissions/area/:id/parameter': {
    records: ['CommissionParameter'],
    operation: 'create',
    call: () => ({
      method: 'POST',
      url: `/api/commissions/area/${DEMO_SELLERS_AREA_ID}/parameter`,
      json: { name: 'Bono del historial', values: [{ uploaded_at: '2026-01-01', value: '150.125' }] },
      as: 'admin',
    }),
    keep: keep('parameter', (a) => (a.parameter as Ref).id),
  },
  'POST /api/commissions/parameter/:id/values': {
    records: ['CommissionParameter'],
    operation: 'update',
    field: 'values',
    call: () => ({
      method: 'POST',
      url: `/api/commissions/parameter/${id('parameter')}/values`,
      json: { values: [{ uploaded_at: '2026-02-01', value: 10 }] },
      as: 'admin',
    }),
  },
  'PATCH /api/commissions/parameter/:id/uploaded-at/:date': {
    records: ['CommissionParameter'],
    operation: 'update',
    field: 'values',
    call: () => ({ method: 'PATCH', url: `/api/commissions/parameter/${id('parameter')}/uploaded-at/2026-02-01`, json: { value: '12.5' }, as: 'admin' }),
  },
  'DELETE /api/commissions/parameter/:id/uploaded-at/:date': {
    records: ['CommissionParameter'],
    operation: 'update',
    field: 'values',
    call: () => ({ method: 'DELETE', url: `/api/commissions/parameter/${id('parameter')}/uploaded-at/2026-02-01`, as: 'admin' }),
  },
  'PATCH /api/commissions/parameter/:id': {
    records: ['CommissionParameter'],
    operation: 'update',
    field: 'name',
    call: () => ({ method: 'PATCH', url: `/api/commissions/parameter/${id('parameter')}`, json: { name: 'Bono fijo' }, as: 'admin' }),
  },
  'DELETE /api/commissions/parameter/:id': {
    records: ['CommissionParameter'],
    operation: 'delete',
    call: () => ({ method: 'DELETE', url: `/api/commissions/parameter/${id('parameter')}`, as: 'admin' }),
  },
  'POST /api/commissions/area/:id/indicator': {
    records: ['CommissionIndicator'],
    operation: 'create',
    call: () => ({
      method: 'POST',
      url: `/api/commissions/area/${DEMO_SELLERS_AREA_ID}/indicator`,
      json: { name: 'Comisión del historial', html_reference: indicatorSteps },
      as: 'admin',
    }),
    keep: keep('indicator', (a) => (a.indicator as Ref).id),
  },
  'PATCH /api/commissions/indicator/:id': {
    records: ['CommissionIndicator'],
    operation: 'update',
    field: 'name',
    call: () => ({ method: 'PATCH', url: `/api/commissions/indicator/${id('indicator')}`, json: { name: 'Comisión del historial v2' }, as: 'admin' }),
  },
  'DELETE /api/commissions/indicator/:id': {
    records: ['CommissionIndicator'],
    operation: 'delete',
    call: () => ({ method: 'DELETE', url: `/api/commissions/indicator/${id('indicator')}`, as: 'admin' }),
  },
  'POST /api/commissions/helper-function': {
    records: ['CommissionHelperFunction'],
    operation: 'create',
    call: () => ({
      method: 'POST',
      url: '/api/commissions/helper-function',
      json: { name: 'Triple', description: 'El triple', arguments: ['x'], html_reference: functionSteps },
      as: 'admin',
    }),
    keep: keep('function', (a) => ((a.data as Record<string, Ref>).helper_function as Ref).id),
  },
  'PATCH /api/commissions/helper-function/:id': {
    records: ['CommissionHelperFunction'],
    operation: 'update',
    field: 'description',
    call: () => ({ method: 'PATCH', url: `/api/commissions/helper-function/${id('function')}`, json: { description: 'Tres veces' }, as: 'admin' }),
  },
  'DELETE /api/commissions/helper-function/:id': {
    records: ['CommissionHelperFunction'],
    operation: 'delete',
    call: () => ({ method: 'DELETE', url: `/api/commissions/helper-function/${id('function')}`, as: 'admin' }),
  },
  'POST /api/commissions/area/:id/variable-commission': {
    records: ['VariableCommission'],
    operation: 'create',
    call: () => ({
      method: 'POST',
      url: `/api/commissions/area/${DEMO_SELLERS_AREA_ID}/variable-commission`,
      json: { name: 'Bono del historial', period: 'mensual', expression: encodeExpression('indicator("demo-ind-net-sales") * parameter("demo-param-rate")') },
      as: 'admin',
    }),
    keep: keep('commission', (a) => (a.variable_commission as Ref).id),
  },
  'PATCH /api/commissions/variable-commission/:id': {
    records: ['VariableCommission'],
    operation: 'update',
    field: 'active',
    call: () => ({ method: 'PATCH', url: `/api/commissions/variable-commission/${id('commission')}`, json: { active: false }, as: 'admin' }),
  },
  'DELETE /api/commissions/variable-commission/:id': {
    records: ['VariableCommission'],
    operation: 'delete',
    call: () => ({ method: 'DELETE', url: `/api/commissions/variable-commission/${id('commission')}`, as: 'admin' }),
  },
  'DELETE /api/commissions/area/:id': {
    records: ['CommissionArea'],
    operation: 'delete',
    call: () => ({ method: 'DELETE', url: `/api/commissions/area/${id('area')}`, as: 'admin' }),
  },
  'DELETE /api/commissions/organization/:id': {
    records: ['CommissionOrganization'],
    operation: 'delete',
    call: () => ({ method: 'DELETE', url: `/api/commissions/organization/${id('organization')}`, as: 'admin' }),
  },
  'POST /api/commissions/variable-commission/calculate': {
    notCalled: 'starts the commission calculation workflow run (its activities write the reports as the workflow); this app has no workflow runtime',
    records: [],
  },
  'POST /api/commissions/compiler/code-scan': { nothing: 'checks an expression, writes nothing' },
  'POST /api/commissions/preview': { nothing: 'evaluates a formula for a preview, writes nothing' },
  'POST /api/commissions/report/search': { nothing: 'a search (POST for its body), writes nothing' },
  'POST /api/commissions/report/export': { nothing: 'answers the export of a search, writes nothing' },
  'POST /api/commissions/report/chart': { nothing: 'answers chart figures, writes nothing' },
};
