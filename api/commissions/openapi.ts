/**
 * The OpenAPI 3.1 description of the commissions REST API, served at
 * /api/commissions/openapi.json. Built from one table of routes so it lists every path the router
 * serves (a test compares them).
 */
type Method = 'get' | 'post' | 'patch' | 'delete';

interface RouteDoc {
  method: Method;
  path: string;
  module: string;
  summary: string;
  /** The request body's fields (form-encoded or JSON; lists and objects as JSON text in forms). */
  body?: Record<string, unknown>;
  /** The response wrapper. */
  response: string;
  status?: number;
}

const str = { type: 'string' };
const num = { type: 'number' };
const date = { type: 'string', format: 'date' };
const formula = { expression: { type: 'string', description: 'base64 of the step lines' }, html_reference: { type: 'string', description: 'steps as JSON text, "-" in advanced mode' } };

export const commissionRoutes: RouteDoc[] = [
  { method: 'get', path: '/organization', module: 'Business', summary: 'Companies the position may use', response: '{organization:[{id,name}]}' },
  { method: 'post', path: '/organization', module: 'Business', summary: 'Create a company (name at least 2 characters)', body: { name: str }, response: '{organization}', status: 201 },
  { method: 'patch', path: '/organization/{id}', module: 'Business', summary: 'Rename a company', body: { name: str }, response: '{organization}' },
  { method: 'delete', path: '/organization/{id}', module: 'Business', summary: 'Delete a company without positions, employees or data sources (else 409 COMMISSION_ORGANIZATION_IN_USE)', response: '{id,deleted}' },
  { method: 'get', path: '/organization/{id}/area', module: 'Employees', summary: "A company's positions", response: '{node:[...]}' },
  { method: 'post', path: '/organization/{id}/area', module: 'Employees', summary: 'Create a position (name at least 2 characters)', body: { name: str }, response: '{node}', status: 201 },
  { method: 'patch', path: '/area/{id}', module: 'Employees', summary: 'Rename a position', body: { name: str }, response: '{node}' },
  { method: 'delete', path: '/area/{id}', module: 'Employees', summary: 'Delete a position without employees, commissions, indicators or parameters (else 409 COMMISSION_AREA_IN_USE)', response: '{id,deleted}' },
  { method: 'get', path: '/organization/{id}/data-source', module: 'DataSources', summary: "A company's data sources", response: '{data_source:[{id,name}]}' },
  { method: 'post', path: '/organization/{id}/data-source', module: 'DataSources', summary: 'Create a data source', body: { name: str }, response: '{data_source:{id,name}}', status: 201 },
  { method: 'patch', path: '/data-source/{id}', module: 'DataSources', summary: 'Rename a data source', body: { name: str }, response: '{data_source}' },
  { method: 'delete', path: '/data-source/{id}', module: 'DataSources', summary: 'Delete a data source without variables (else 409 COMMISSION_DATA_SOURCE_IN_USE)', response: '{id,deleted}' },
  { method: 'get', path: '/data-source/{id}/variable', module: 'Variables', summary: "A data source's variables", response: '{variable:[{id,name,tags}]}' },
  { method: 'post', path: '/data-source/{id}/variable', module: 'Variables', summary: 'Create a variable', body: { name: str }, response: '{variable:{id,name}}', status: 201 },
  { method: 'patch', path: '/variable/{id}', module: 'Variables', summary: 'Rename a variable', body: { name: str }, response: '{variable}' },
  { method: 'delete', path: '/variable/{id}', module: 'Variables', summary: 'Delete a variable and its values', response: '{id,deleted}' },
  { method: 'get', path: '/variable/{id}/values', module: 'Variables', summary: 'Tags of a variable', response: '{variable_value:[{id,tag,date}]}' },
  {
    method: 'post',
    path: '/variable/{id}/values',
    module: 'Variables',
    summary: 'Load tagged values (merged per tag and date; unknown employees reported)',
    body: { variable_values: { type: 'array', items: { type: 'object', properties: { tag: str, date, values: { type: 'object', additionalProperties: num } } } } },
    response: '{errors, processed_items:[{id,tag,date,values}], unprocessed_items:{employees_not_found}}',
    status: 201,
  },
  { method: 'delete', path: '/variable-value/{id}', module: 'Variables', summary: 'Delete a tag', response: '{id,deleted}' },
  { method: 'get', path: '/variable-value/{id}/employees', module: 'Variables', summary: "A tag's values per employee", response: '{variable_value:{id,tag,date,values}}' },
  { method: 'post', path: '/variable-value/{id}/employees', module: 'Variables', summary: 'Set values of a tag', body: { values: { type: 'object', additionalProperties: num } }, response: '{variable_value, unprocessed_items}' },
  { method: 'delete', path: '/variable-value/{id}/employees/{employeeId}', module: 'Variables', summary: "Remove an employee's value from a tag", response: '{id,deleted}' },
  { method: 'get', path: '/organization/{id}/employee', module: 'Employees', summary: "A company's employees", response: '{employee:[...]}' },
  { method: 'get', path: '/area/{id}/employee', module: 'Employees', summary: "A position's employees", response: '{employee:[...]}' },
  {
    method: 'post',
    path: '/area/{id}/employee',
    module: 'Employees',
    summary: 'Create employees (fields longer than 2 characters; subordinates must exist)',
    body: { employee: { type: 'array', items: { type: 'object', properties: { id: str, first_name: str, last_name: str, second_last_name: str, job: str, warehouse: str, subordinates: { type: 'array', items: str } } } } },
    response: '{employee:[...]}',
    status: 201,
  },
  { method: 'get', path: '/employee/{id}', module: 'Employees', summary: 'One employee (404 when absent)', response: '{employee}' },
  { method: 'patch', path: '/employee/{id}', module: 'Employees', summary: 'Edit an employee (id read-only)', body: { first_name: str, last_name: str, second_last_name: str, subordinates: { type: 'array', items: str } }, response: '{employee}' },
  { method: 'delete', path: '/employee/{id}', module: 'Employees', summary: 'Delete an employee', response: '{id,deleted}' },
  { method: 'get', path: '/area/{id}/parameter', module: 'Parameters', summary: "A position's parameters", response: '{parameter:[{id,name,values}]}' },
  { method: 'post', path: '/area/{id}/parameter', module: 'Parameters', summary: 'Create a parameter with at least one value', body: { name: str, values: { type: 'array', items: { type: 'object', properties: { uploaded_at: date, value: num } } } }, response: '{parameter:{id,name}}', status: 201 },
  { method: 'patch', path: '/parameter/{id}', module: 'Parameters', summary: 'Rename a parameter', body: { name: str }, response: '{parameter}' },
  { method: 'delete', path: '/parameter/{id}', module: 'Parameters', summary: 'Delete a parameter', response: '{id,deleted}' },
  { method: 'get', path: '/parameter/{id}/values', module: 'Parameters', summary: "A parameter's dated values", response: '{parameter:{values}}' },
  { method: 'post', path: '/parameter/{id}/values', module: 'Parameters', summary: 'Add values (a date already there is replaced)', body: { values: { type: 'array', items: { type: 'object', properties: { uploaded_at: date, value: num } } } }, response: '{parameter}', status: 201 },
  { method: 'patch', path: '/parameter/{id}/uploaded-at/{date}', module: 'Parameters', summary: 'Change the value of a date', body: { value: num }, response: '{parameter}' },
  { method: 'delete', path: '/parameter/{id}/uploaded-at/{date}', module: 'Parameters', summary: 'Remove the value of a date', response: '{id,deleted}' },
  { method: 'get', path: '/area/{id}/indicator', module: 'Indicators', summary: "A position's indicators", response: '{indicator:[{id,name}]}' },
  { method: 'post', path: '/area/{id}/indicator', module: 'Indicators', summary: 'Create an indicator (variables, parameters, functions, previous steps)', body: { name: str, ...formula }, response: '{indicator:{id,name}}', status: 201 },
  { method: 'get', path: '/indicator/{id}', module: 'Indicators', summary: 'One indicator with its lists', response: '{indicator}' },
  { method: 'patch', path: '/indicator/{id}', module: 'Indicators', summary: 'Edit an indicator', body: { name: str, ...formula }, response: '{indicator}' },
  { method: 'delete', path: '/indicator/{id}', module: 'Indicators', summary: 'Delete an indicator', response: '{id,deleted}' },
  { method: 'get', path: '/area/{id}/variable-commission', module: 'VariableCommissions', summary: "A position's commissions", response: '{variable_commission:[{id,name,run_date,active}]}' },
  {
    method: 'post',
    path: '/area/{id}/variable-commission',
    module: 'VariableCommissions',
    summary: 'Create a commission (indicators, parameters, functions, previous steps); active ones are scheduled',
    body: { name: str, active: { type: 'boolean' }, period: { description: 'diario | semana | quincenal | mensual, {frequency, multiple 1-10}, or a number of days (7 = semana x1, 14 = semana x2, 29-31 = mensual x1...)' }, start_date: date, ...formula },
    response: '{variable_commission}',
    status: 201,
  },
  { method: 'get', path: '/variable-commission/{id}', module: 'VariableCommissions', summary: 'One commission', response: '{variable_commission}' },
  { method: 'patch', path: '/variable-commission/{id}', module: 'VariableCommissions', summary: 'Edit a commission (deactivating deletes its schedule)', body: { name: str, active: { type: 'boolean' }, period: { description: 'as on create; the loaded period_span_days keeps the current period' }, start_date: date, ...formula }, response: '{variable_commission}' },
  { method: 'delete', path: '/variable-commission/{id}', module: 'VariableCommissions', summary: 'Delete a commission and its schedule', response: '{id,deleted}' },
  {
    method: 'post',
    path: '/variable-commission/calculate',
    module: 'VariableCommissions',
    summary: 'Schedule a calculation run (workflow commissionCalculation) over [start_date, start_date + period)',
    body: { variable_commission_id: str, start_date: date, end_date: date, employee_id: str },
    response: '{data:{workflow_id,status}}',
    status: 202,
  },
  { method: 'get', path: '/variable-commission/calculate/{workflowId}', module: 'VariableCommissions', summary: 'State and progress of a calculation run', response: '{data:{workflow_id,status,progress,result,failure}}' },
  { method: 'post', path: '/compiler/code-scan', module: 'Indicators, Functions or VariableCommissions', summary: 'Is an expression valid (with the line, column and reason when not)', body: { expression: str, type: { enum: ['indicator', 'commission', 'function'] }, arguments: { type: 'array', items: str } }, response: '{data:boolean, error?}' },
  { method: 'get', path: '/helper-function', module: 'Functions', summary: 'Helper functions', response: '{data:{helper_function:[...]}}' },
  { method: 'post', path: '/helper-function', module: 'Functions', summary: 'Create a helper function (its parameters only)', body: { name: str, description: str, arguments: { type: 'array', items: str }, ...formula }, response: '{data:{helper_function}}', status: 201 },
  { method: 'get', path: '/helper-function/{id}', module: 'Functions', summary: 'One helper function', response: '{data:{helper_function}}' },
  { method: 'patch', path: '/helper-function/{id}', module: 'Functions', summary: 'Edit a helper function', body: { name: str, description: str, arguments: { type: 'array', items: str }, ...formula }, response: '{data:{helper_function}}' },
  { method: 'delete', path: '/helper-function/{id}', module: 'Functions', summary: 'Delete a helper function', response: '{id,deleted}' },
  {
    method: 'post',
    path: '/report/search',
    module: 'Reports',
    summary: 'Search reports',
    body: { type: { enum: ['organization', 'organization_hierarchical', 'organization_dates', 'organization_hierarchical_dates'] }, organization_id: str, hierarchical_node_id: str, start_date: date, end_date: date, employee_id: str },
    response: '{data:{results:[...]}}',
  },
  { method: 'get', path: '/report/{id}', module: 'Reports', summary: 'One report with its evaluation log', response: '{report}' },
];

function operation(route: RouteDoc) {
  const parameters = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => ({ name: match[1], in: 'path', required: true, schema: str }));
  const schema = route.body ? { type: 'object', properties: route.body } : undefined;
  return {
    summary: route.summary,
    tags: [route.module],
    description: `Permission: ${route.module} (${route.method === 'get' ? 'read' : 'write'}). Response: ${route.response}.`,
    ...(parameters.length ? { parameters } : {}),
    ...(schema ? { requestBody: { content: { 'application/x-www-form-urlencoded': { schema }, 'application/json': { schema } } } } : {}),
    responses: {
      [String(route.status ?? 200)]: { description: route.response, content: { 'application/json': { schema: { type: 'object' } } } },
      '4XX': { description: 'An error in the caller\'s language: {error:{code,message,details}}; update calls also carry it in data.errors', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    },
  };
}

const paths: Record<string, Record<string, unknown>> = {};
for (const route of commissionRoutes) (paths[route.path] ??= {})[route.method] = operation(route);

export const commissionsOpenApi = {
  openapi: '3.1.0',
  info: { title: 'Prometheus variable commissions API', version: '1.0.0', description: 'Spec 003 section 7.2. Base path /api/commissions. Staff session cookie or Bearer token.' },
  servers: [{ url: '/api/commissions' }],
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, session: { type: 'apiKey', in: 'cookie', name: 'prometheus_session' } },
    schemas: { Error: { type: 'object', properties: { error: { type: 'object', properties: { code: str, message: str, details: {} } } } } },
  },
  security: [{ bearer: [] }, { session: [] }],
  paths,
};
