import { calculateCommission } from '../../../domain/commissions/calculation';
import { parseFormulaText } from '../../../domain/commissions/language';
import { addDays, localDate, periodEnd } from '../../../domain/commissions/period';
import { formulaToSteps, stepsToExpression } from '../../../domain/commissions/steps';
import type {
  CommissionArea,
  CommissionEmployee,
  CommissionOrganization,
  CommissionReport,
  DataSource,
  HelperFunction,
  Indicator,
  Parameter,
  Variable,
  VariableCommission,
  VariableValue,
} from '../../models/commissions';

/**
 * The variable-commissions demo: company 01 (BAMA) with three positions, employees (store
 * managers with their floor sellers as subordinates), a point-of-sale data source with the
 * variables sales, returns and visits tagged per month, a goal and a rate per position, two
 * indicators, a capped-bonus helper function and an active monthly commission whose reports for
 * the closed tagged months are already computed. The months follow the seeding day (`today`):
 * the three closed months before it have values and reports, the current month has values, and
 * the commission's run_date is the first of next month, so its first scheduled run calculates
 * the current month with data for everyone. Deterministic: the same options (and day) give the
 * same records.
 */
export interface CommissionDemoOptions {
  /** Employees in total (about 85% sellers, 10% managers, 5% warehouse). */
  employees?: number;
  /** The seeding day `yyyy-MM-dd` (Mexico City; default: today). */
  today?: string;
  /** Months `yyyy-MM` with values (tag "mensual", dated on each month's last day); default demoMonths(today). */
  months?: string[];
  warehouses?: string[];
}

export interface CommissionDemoData {
  organizations: CommissionOrganization[];
  areas: CommissionArea[];
  employees: CommissionEmployee[];
  dataSources: DataSource[];
  variables: Variable[];
  variableValues: VariableValue[];
  parameters: Parameter[];
  indicators: Indicator[];
  functions: HelperFunction[];
  commissions: VariableCommission[];
}

export const DEMO_ORGANIZATION_ID = '01';
export const DEMO_SELLERS_AREA_ID = 'demo-area-sellers';
export const DEMO_COMMISSION_ID = 'demo-vc-monthly-sales';
/** The months with values for a seeding day: the three closed months before it and its own. */
export function demoMonths(today: string): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return [3, 2, 1, 0].map((back) => new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 7));
}

/** The closed months of `months` on `today` (those whose reports the demo computes). */
export function closedDemoMonths(months: string[], today: string): string[] {
  return months.filter((month) => month < today.slice(0, 7));
}

/** The first day of the month after `today`: the demo commission's run_date. */
function nextMonthStart(today: string): string {
  return addDays(lastDayOf(today.slice(0, 7)), 1);
}

export const DEMO_TAG = 'mensual';

const FIRST_NAMES = ['Ana', 'Luis', 'María', 'José', 'Carmen', 'Jorge', 'Lucía', 'Miguel', 'Sofía', 'Pedro', 'Elena', 'Raúl', 'Paola', 'Hugo', 'Rosa', 'Iván'];
const LAST_NAMES = [
  'García',
  'Hernández',
  'López',
  'Martínez',
  'González',
  'Pérez',
  'Rodríguez',
  'Sánchez',
  'Ramírez',
  'Cruz',
  'Flores',
  'Gómez',
  'Morales',
  'Reyes',
];

/** A small deterministic generator (LCG), so the demo is the same on every start. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * A formula written as text lines, stored as the editor would save it: its steps
 * (html_reference, so it opens in the step editor) and the expression compiled from them.
 */
function steps(...lines: string[]): { expression: string; htmlReference: string } {
  const structure = formulaToSteps(parseFormulaText(lines.join('\n')));
  return { expression: stepsToExpression(structure).expression, htmlReference: JSON.stringify(structure) };
}

function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
}

const formula = (fields: Omit<Indicator, 'id' | 'name' | 'organizationId' | 'areaId'>) => fields;

export function generateCommissionDemo(options: CommissionDemoOptions = {}): CommissionDemoData {
  const total = options.employees ?? 200;
  const today = options.today ?? localDate(Date.now());
  const months = options.months ?? demoMonths(today);
  const warehouses = options.warehouses ?? ['CO101', 'CO102', 'CO103', 'CO104', 'CO105'];
  const next = random(20260101);
  const organizationId = DEMO_ORGANIZATION_ID;
  const areas: CommissionArea[] = [
    { id: DEMO_SELLERS_AREA_ID, name: 'Vendedor de piso', organizationId },
    { id: 'demo-area-managers', name: 'Gerente de tienda', organizationId },
    { id: 'demo-area-warehouse', name: 'Auxiliar de almacén', organizationId },
  ];
  const managers = Math.max(1, Math.round(total * 0.1));
  const warehouseStaff = Math.max(1, Math.round(total * 0.05));
  const sellers = total - managers - warehouseStaff;
  const employees: CommissionEmployee[] = [];
  const person = (index: number, areaId: string, job: string): CommissionEmployee => ({
    id: `${organizationId}-${String(index + 1).padStart(6, '0')}`,
    firstName: FIRST_NAMES[index % FIRST_NAMES.length] as string,
    lastName: LAST_NAMES[(index * 7) % LAST_NAMES.length] as string,
    secondLastName: LAST_NAMES[(index * 3 + 5) % LAST_NAMES.length] as string,
    job,
    warehouse: warehouses[index % warehouses.length] as string,
    areaId,
    organizationId,
    subordinates: [],
  });
  for (let index = 0; index < sellers; index += 1) employees.push(person(index, DEMO_SELLERS_AREA_ID, 'Vendedor'));
  for (let index = 0; index < managers; index += 1) {
    const manager = person(sellers + index, 'demo-area-managers', 'Gerente');
    // A manager leads the sellers of the same store (every managers-th seller).
    manager.subordinates = employees.filter((_, position) => position < sellers && position % managers === index).map((seller) => seller.id);
    employees.push(manager);
  }
  for (let index = 0; index < warehouseStaff; index += 1) employees.push(person(sellers + managers + index, 'demo-area-warehouse', 'Auxiliar'));

  const dataSources: DataSource[] = [{ id: 'demo-ds-pos', name: 'Punto de venta', organizationId }];
  const variableNames = [
    ['demo-var-sales', 'Ventas'],
    ['demo-var-returns', 'Devoluciones'],
    ['demo-var-visits', 'Visitas'],
  ] as const;
  const variables: Variable[] = variableNames.map(([id, name]) => ({ id, name, dataSourceId: 'demo-ds-pos', organizationId, tags: [DEMO_TAG] }));
  const variableValues: VariableValue[] = [];
  for (const month of months) {
    const sales = employees.map(() => Math.round(60_000 + next() * 140_000));
    const values: Record<string, number[]> = {
      'demo-var-sales': sales,
      'demo-var-returns': sales.map((amount) => Math.round(amount * next() * 0.06)),
      'demo-var-visits': employees.map(() => Math.round(40 + next() * 260)),
    };
    for (const [variableId] of variableNames) {
      variableValues.push({
        id: `${variableId}-${month}`,
        variableId,
        tag: DEMO_TAG,
        date: lastDayOf(month),
        values: employees.map((employee, index) => ({ employeeId: employee.id, value: (values[variableId] as number[])[index] as number })),
      });
    }
  }
  const firstDay = `${months[0]}-01`;
  const parameters: Parameter[] = [
    { id: 'demo-param-goal', name: 'Meta mensual de venta', areaId: DEMO_SELLERS_AREA_ID, organizationId, values: [{ uploadedAt: firstDay, value: 140_000 }] },
    { id: 'demo-param-rate', name: 'Tasa de comisión', areaId: DEMO_SELLERS_AREA_ID, organizationId, values: [{ uploadedAt: firstDay, value: 0.015 }] },
  ];
  const variable = (id: string) => `variable("${id}", "${DEMO_TAG}")`;
  const indicators: Indicator[] = [
    {
      id: 'demo-ind-net-sales',
      name: 'Venta neta',
      organizationId,
      areaId: DEMO_SELLERS_AREA_ID,
      ...formula({
        ...steps(`${variable('demo-var-sales')} - ${variable('demo-var-returns')}`),
        parameterIds: [],
        variableRefs: [
          { id: 'demo-var-sales', tag: DEMO_TAG },
          { id: 'demo-var-returns', tag: DEMO_TAG },
        ],
        indicatorIds: [],
        functionIds: [],
      }),
    },
    {
      id: 'demo-ind-goal-attainment',
      name: 'Cumplimiento de meta',
      organizationId,
      areaId: DEMO_SELLERS_AREA_ID,
      ...formula({
        ...steps(
          `${variable('demo-var-sales')} - ${variable('demo-var-returns')}`,
          'Resultado_Paso_1 / parameter("demo-param-goal")',
          `Resultado_Paso_2 + min(${variable('demo-var-visits')}, 200) / 2000`,
        ),
        parameterIds: ['demo-param-goal'],
        variableRefs: variableNames.map(([id]) => ({ id, tag: DEMO_TAG })),
        indicatorIds: [],
        functionIds: [],
      }),
    },
  ];
  const functions: HelperFunction[] = [
    {
      id: 'demo-fn-capped-bonus',
      name: 'Bono con tope',
      description: 'El menor entre el bono y el tope',
      arguments: ['bono', 'tope'],
      ...steps('min(argument("bono"), argument("tope"))'),
      parameterIds: [],
      variableRefs: [],
      indicatorIds: [],
      functionIds: [],
    },
  ];
  const commissions: VariableCommission[] = [
    {
      id: DEMO_COMMISSION_ID,
      name: 'Comisión mensual de piso',
      organizationId,
      areaId: DEMO_SELLERS_AREA_ID,
      active: true,
      runDate: nextMonthStart(today),
      frequency: 'mensual',
      multiple: 1,
      // Every step but the last has at least 3 items, as the editor requires (spec 003 section 4):
      // base (attainment x goal x rate), accelerated by the tier, capped by the helper function in
      // cents, rounded to whole cents — round(min(base * tier, 8000), 2).
      ...steps(
        'indicator("demo-ind-goal-attainment") * parameter("demo-param-goal")',
        'Resultado_Paso_1 * parameter("demo-param-rate")',
        'Resultado_Paso_2 * tier(indicator("demo-ind-goal-attainment"), 0, 0, 0.8, 0.5, 1, 1, 1.2, 1.5)',
        'function("demo-fn-capped-bonus", Resultado_Paso_3, 8000) * 100',
        'round(Resultado_Paso_4, 0) / 100',
      ),
      parameterIds: ['demo-param-goal', 'demo-param-rate'],
      variableRefs: [],
      indicatorIds: ['demo-ind-goal-attainment'],
      functionIds: ['demo-fn-capped-bonus'],
    },
  ];
  return {
    organizations: [{ id: organizationId, name: 'BAMA' }],
    areas,
    employees,
    dataSources,
    variables,
    variableValues,
    parameters,
    indicators,
    functions,
    commissions,
  };
}

/**
 * The reports of the demo commission for the given months, computed as a run would; calculated
 * at midnight (Mexico City) of the day the period closed unless `calculatedAt` is given.
 */
export function demoReports(data: CommissionDemoData, months: string[], calculatedAt?: Date): Omit<CommissionReport, 'id'>[] {
  const commission = data.commissions[0] as VariableCommission;
  const area = data.areas.find((candidate) => candidate.id === commission.areaId) as CommissionArea;
  const employees = data.employees.filter((employee) => employee.areaId === commission.areaId);
  const shared = {
    commission,
    employees: employees.map((employee) => ({
      id: employee.id,
      name: [employee.firstName, employee.lastName, employee.secondLastName].join(' '),
      warehouse: employee.warehouse,
    })),
    indicators: new Map(data.indicators.map((indicator) => [indicator.id, indicator])),
    functions: new Map(data.functions.map((helper) => [helper.id, helper])),
    variables: new Map(data.variables.map((variable) => [variable.id, variable])),
    variableValues: data.variableValues.map((value) => ({ ...value, values: new Map(value.values.map((entry) => [entry.employeeId, entry.value])) })),
    parameters: new Map(data.parameters.map((parameter) => [parameter.id, parameter])),
  };
  return months.flatMap((month) => {
    const startDate = `${month}-01`;
    const endDate = periodEnd(startDate, commission.frequency, commission.multiple);
    return calculateCommission({ ...shared, period: { startDate, endDate } }).map((outcome) => ({
      employeeId: outcome.employeeId,
      employeeName: outcome.employeeName,
      organizationId: commission.organizationId,
      areaId: commission.areaId,
      areaName: area.name,
      variableCommissionId: commission.id,
      variableCommissionName: commission.name,
      startDate,
      endDate,
      evaluationResult: outcome.evaluationResult,
      warehouse: outcome.warehouse,
      exception: outcome.exception,
      details: { htmlReference: commission.htmlReference, evaluationLog: outcome.evaluationLog },
      runId: 'demo-seed',
      calculatedAt: calculatedAt ?? new Date(`${endDate}T06:00:00Z`),
    }));
  });
}
