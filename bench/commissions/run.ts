import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { create, all } from 'mathjs';
import { calculateCommission } from '../../domain/commissions/calculation';
import { compileFormula, roundTo, tierOf, type FormulaLibrary } from '../../domain/commissions/evaluator';
import { parseExpression, type Formula } from '../../domain/commissions/language';
import { DEMO_SELLERS_AREA_ID, generateCommissionDemo } from '../../db/seed/commissions/demo';

/**
 * Commission evaluation benchmark (npm run bench:commissions, or npx tsx bench/commissions/run.ts): 10,000 employees, the demo
 * commission (5 steps using 1 indicator over 3 variables, 2 parameters and 1 helper function,
 * with a tier accelerator) over one month, evaluated by
 *  - the compiled evaluator (domain/commissions/evaluator.ts),
 *  - the same formulas in mathjs (compiled once, evaluated per employee with a scope),
 *  - a hand-written TypeScript function of the same formula (the practical limit),
 * plus the whole calculation (inputs gathered from tag values, evaluation log per employee).
 * The three agree on every employee before anything is timed. Prints peak memory and whether
 * each target is met (compiled at least 5x mathjs, within 1.5x of hand-written, the whole
 * calculation with its evaluation logs at least 100,000 employees/s); the exit code is 1 when one
 * is not. The load average is printed too: on a shared machine the absolute rates follow it, the
 * ratios much less.
 */

const EMPLOYEES = 10_000;
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 5);

// Managers (10%) and warehouse staff (5%) are generated too; the sellers are the commission's area.
const data = generateCommissionDemo({ employees: Math.ceil(EMPLOYEES / 0.85) + 1, months: ['2025-12'], today: '2026-01-05' });
const sellers = data.employees.filter((employee) => employee.areaId === DEMO_SELLERS_AREA_ID).slice(0, EMPLOYEES);
if (sellers.length !== EMPLOYEES) throw new Error(`expected ${EMPLOYEES} sellers, got ${sellers.length}`);
const commission = data.commissions[0]!;
const library: FormulaLibrary = {
  indicators: new Map(data.indicators.map((indicator) => [indicator.id, parseExpression(indicator.expression)])),
  functions: new Map(data.functions.map((helper) => [helper.id, { arguments: helper.arguments, formula: parseExpression(helper.expression) }])),
};
const formula: Formula = parseExpression(commission.expression);
const compiled = compileFormula(formula, library);

const valueOf = new Map(data.variableValues.map((value) => [value.variableId, new Map(value.values.map((entry) => [entry.employeeId, entry.value]))]));
const columns = compiled.variables.map(({ id }) => Float64Array.from(sellers, (employee) => valueOf.get(id)!.get(employee.id)!));
const parameterValue = new Map(data.parameters.map((parameter) => [parameter.id, parameter.values[0]!.value]));
const parameters = compiled.parameters.map((id) => parameterValue.get(id)!);
const [sales, returns, visits] = ['demo-var-sales', 'demo-var-returns', 'demo-var-visits'].map(
  (id) => columns[compiled.variables.findIndex((variable) => variable.id === id)]!,
);
const goal = parameterValue.get('demo-param-goal')!;
const rate = parameterValue.get('demo-param-rate')!;

// ---- the three evaluators, each filling one result per employee ----

function runCompiled(out: Float64Array): void {
  out.set(compiled.evaluate({ rows: EMPLOYEES, variables: columns, parameters }).results());
}

const TIERS = [0, 0, 0.8, 0.5, 1, 1, 1.2, 1.5];
function handWritten(out: Float64Array): void {
  for (let row = 0; row < EMPLOYEES; row += 1) {
    const net = sales![row]! - returns![row]!;
    const attainment = net / goal + Math.min(visits![row]!, 200) / 2000;
    const accelerator = tierOf(attainment, TIERS);
    const base = attainment * goal * rate;
    out[row] = roundTo(Math.min(base * accelerator, 8000), 2);
  }
}

const math = create(all);
math.import(
  { tier: (value: number, ...pairs: number[]) => tierOf(value, pairs), roundTo: (value: number, digits: number) => roundTo(value, digits) },
  { override: true },
);
const indicatorSteps = ['step1 = sales - returns', 'step2 = step1 / goal', 'step3 = step2 + min(visits, 200) / 2000'].map((text) => math.compile(text));
const commissionSteps = [
  'r1 = tier(attainment, 0, 0, 0.8, 0.5, 1, 1, 1.2, 1.5)',
  'r2 = attainment * goal * rate',
  'r3 = r2 * r1',
  'r4 = min(r3, 8000)',
  'r5 = roundTo(r4, 2)',
].map((text) => math.compile(text));
function runMathjs(out: Float64Array): void {
  for (let row = 0; row < EMPLOYEES; row += 1) {
    const scope = new Map<string, number>([
      ['sales', sales![row]!],
      ['returns', returns![row]!],
      ['visits', visits![row]!],
      ['goal', goal],
      ['rate', rate],
    ]);
    let value = 0;
    for (const step of indicatorSteps) value = step.evaluate(scope) as number;
    scope.set('attainment', value);
    for (const step of commissionSteps) value = step.evaluate(scope) as number;
    out[row] = value;
  }
}

// ---- agreement first ----
const expected = new Float64Array(EMPLOYEES);
const actual = new Float64Array(EMPLOYEES);
handWritten(expected);
for (const [name, run] of [
  ['compiled', runCompiled],
  ['mathjs', runMathjs],
] as const) {
  run(actual);
  for (let row = 0; row < EMPLOYEES; row += 1) {
    if (Math.abs(actual[row]! - expected[row]!) > 1e-9) throw new Error(`${name} disagrees on employee ${row}: ${actual[row]} vs ${expected[row]}`);
  }
}

/** Employee evaluations per second of one pass loop lasting at least `minimumMs`. */
function measure(run: (out: Float64Array) => void, minimumMs: number): { perSecond: number; passes: number } {
  const out = new Float64Array(EMPLOYEES);
  for (let warm = 0; warm < 3; warm += 1) run(out);
  let passes = 0;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < minimumMs) {
    run(out);
    passes += 1;
    elapsed = performance.now() - started;
  }
  return { perSecond: (passes * EMPLOYEES) / (elapsed / 1000), passes };
}

const calculationInput = {
  commission,
  period: { startDate: '2025-12-01', endDate: '2026-01-01' },
  employees: sellers.map((employee) => ({ id: employee.id, name: employee.firstName, warehouse: employee.warehouse })),
  indicators: new Map(data.indicators.map((indicator) => [indicator.id, indicator])),
  functions: new Map(data.functions.map((helper) => [helper.id, helper])),
  variables: new Map(data.variables.map((variable) => [variable.id, variable])),
  variableValues: data.variableValues.map((value) => ({ ...value, values: new Map(value.values.map((entry) => [entry.employeeId, entry.value])) })),
  parameters: new Map(data.parameters.map((parameter) => [parameter.id, parameter])),
};

const contenders = [
  ['hand-written TypeScript', handWritten],
  ['compiled evaluator', runCompiled],
  ['mathjs (compiled expressions)', runMathjs],
  ['whole calculation (inputs + logs)', () => void calculateCommission(calculationInput)],
] as const;
// Rounds interleave the contenders and keep each one's best, so a busy machine skews them less.
const ROUNDS = 3;
const best = new Map<string, { perSecond: number; passes: number }>();
console.log(
  `Commission: ${commission.name} — ${formula.steps.length} steps, ${compiled.variables.length} variables, ${compiled.parameters.length} parameters, 1 indicator, 1 helper function`,
);
console.log(`${EMPLOYEES.toLocaleString('en-US')} employees; best of ${ROUNDS} interleaved rounds of at least 700 ms each\n`);
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [name, run] of contenders) {
    const measured = measure(run, 700);
    if (measured.perSecond > (best.get(name)?.perSecond ?? 0)) best.set(name, measured);
  }
}
for (const [name] of contenders) {
  const { perSecond, passes } = best.get(name)!;
  console.log(`${name.padEnd(34)} ${Math.round(perSecond).toLocaleString('en-US').padStart(14)} employee evaluations/s  (${passes} passes)`);
}
const rateOf = (name: string) => best.get(name)!.perSecond;
const handRate = rateOf('hand-written TypeScript');
const compiledRate = rateOf('compiled evaluator');
const mathjsRate = rateOf('mathjs (compiled expressions)');
const fullRate = rateOf('whole calculation (inputs + logs)');

clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);
const MATHJS_TARGET = 5;
const HAND_WRITTEN_TARGET = 1.5;
const CALCULATION_TARGET = 100_000;
const fasterThanMathjs = compiledRate / mathjsRate;
const slowerThanHandWritten = handRate / compiledRate;
const verdict = (met: boolean) => (met ? 'target met' : 'target NOT met');
const mathjsMet = fasterThanMathjs >= MATHJS_TARGET;
const handWrittenMet = slowerThanHandWritten <= HAND_WRITTEN_TARGET;
const calculationMet = fullRate >= CALCULATION_TARGET;
console.log(`\ncompiled vs mathjs:          ${fasterThanMathjs.toFixed(1)}x faster (at least ${MATHJS_TARGET}x: ${verdict(mathjsMet)})`);
console.log(`compiled vs hand-written:    ${slowerThanHandWritten.toFixed(2)}x slower (within ${HAND_WRITTEN_TARGET}x: ${verdict(handWrittenMet)})`);
console.log(
  `whole calculation:           ${Math.round(fullRate).toLocaleString('en-US')} employees/s with evaluation logs (at least ${CALCULATION_TARGET.toLocaleString('en-US')}: ${verdict(calculationMet)}; ${(handRate / fullRate).toFixed(0)}x the time of the hand-written result alone)`,
);
console.log(
  `load average while measuring: ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')} on ${os.availableParallelism()} cores`,
);
console.log(`peak RSS: ${(peakRss / 1024 / 1024).toFixed(0)} MiB (max RSS reported by the OS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB)`);
console.log(mathjsMet && handWrittenMet && calculationMet ? '\nEvery target met.' : '\nA target was NOT met.');
if (!(mathjsMet && handWrittenMet && calculationMet)) process.exitCode = 1;
