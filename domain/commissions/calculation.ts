import { compileFormula, FormulaCompileError, rowErrorNames, type CompiledFormula, type FormulaLibrary, type TraceEntry } from './evaluator';
import { collectReferences, parseExpression, FormulaSyntaxError, type Formula } from './language';

/**
 * How a variable commission is calculated for one period (spec 003 sections 3.2 and 8.1):
 *
 * - a variable is the employee's value for the chosen tag at the latest tag date inside the
 *   period [startDate, endDate); a variable or tag that does not exist is
 *   InvalidIndicatorVariableKey (for everyone); an employee without a value is
 *   DictionaryIndexNotFound (for that employee);
 * - a parameter is the value in effect at the period's start (the latest uploaded_at on or before
 *   it); none is DictionaryIndexNotFound;
 * - an indicator is evaluated per employee; a helper function binds its arguments;
 * - steps evaluate in order, the result is the last step; any failing step fails the employee;
 * - a division by zero is ZeroDivision; a missing indicator or function is IndicatorRidNotFound or
 *   HelperFunctionRidNotFound; an expression that does not parse is InvalidSyntax.
 *
 * One employee's failure never stops the others: each gets a report, with a result or an exception.
 */
export interface CalculationEmployee {
  id: string;
  name: string;
  warehouse: string;
}

export interface CalculationInput {
  commission: { id: string; name: string; expression: string; htmlReference: string };
  period: { startDate: string; endDate: string };
  employees: CalculationEmployee[];
  indicators: ReadonlyMap<string, { name: string; expression: string }>;
  functions: ReadonlyMap<string, { name: string; arguments: string[]; expression: string }>;
  variables: ReadonlyMap<string, { name: string; tags: string[] }>;
  /** Tag values of the variables the formulas use (any dates; the period is applied here). */
  variableValues: { variableId: string; tag: string; date: string; values: ReadonlyMap<string, number> }[];
  parameters: ReadonlyMap<string, { name: string; values: { uploadedAt: string; value: number }[] }>;
}

export interface EmployeeOutcome {
  employeeId: string;
  employeeName: string;
  warehouse: string;
  evaluationResult: number | null;
  exception: { name: string; details: string } | null;
  evaluationLog: EvaluationLogEntry[];
}

/**
 * One logged value. Inputs, indicator totals and the commission's steps come first; then each
 * indicator's own steps (`Venta neta › Resultado_Paso_1`) and each helper function call with its
 * arguments (`arguments`) and result (`value`); a log longer than MAX_LOG_ENTRIES ends with a
 * `truncated` entry saying how many values were left out.
 */
export interface EvaluationLogEntry {
  details: { name: string; value: number | null; arguments?: Record<string, number | null>; truncated?: number };
}

/** Log entries kept per employee (a report is one document; a formula can call functions many times). */
export const MAX_LOG_ENTRIES = 200;

class CalculationFailure extends Error {
  constructor(
    readonly exceptionName: string,
    readonly details: string,
  ) {
    super(details);
  }
}

function parse(expression: string, what: string): Formula {
  try {
    return parseExpression(expression);
  } catch (error) {
    if (error instanceof FormulaSyntaxError) throw new CalculationFailure('InvalidSyntax', `${what}: ${error.message}`);
    throw error;
  }
}

/** The parameter value in effect on `date`, or NaN. */
export function parameterValueOn(values: readonly { uploadedAt: string; value: number }[], date: string): number {
  let best: { uploadedAt: string; value: number } | undefined;
  for (const entry of values) if (entry.uploadedAt <= date && (!best || entry.uploadedAt > best.uploadedAt)) best = entry;
  return best ? best.value : NaN;
}

function compile(input: CalculationInput): { compiled: CompiledFormula; library: FormulaLibrary } {
  const formula = parse(input.commission.expression, `commission ${input.commission.name}`);
  const indicators = new Map<string, Formula>();
  const functions = new Map<string, { arguments: string[]; formula: Formula }>();
  const pending = [formula];
  // Parse exactly what is reachable, so a broken unused record does not fail the commission.
  while (pending.length > 0) {
    const references = collectReferences(pending.pop() as Formula);
    for (const id of references.indicators) {
      if (indicators.has(id)) continue;
      const indicator = input.indicators.get(id);
      if (!indicator) throw new CalculationFailure('IndicatorRidNotFound', `Indicator ${id} does not exist`);
      const parsed = parse(indicator.expression, `indicator ${indicator.name}`);
      indicators.set(id, parsed);
      pending.push(parsed);
    }
    for (const id of references.functions) {
      if (functions.has(id)) continue;
      const helper = input.functions.get(id);
      if (!helper) throw new CalculationFailure('HelperFunctionRidNotFound', `Function ${id} does not exist`);
      const parsed = parse(helper.expression, `function ${helper.name}`);
      functions.set(id, { arguments: helper.arguments, formula: parsed });
      pending.push(parsed);
    }
    for (const { id, tag } of references.variables) {
      const variable = input.variables.get(id);
      if (!variable) throw new CalculationFailure('InvalidIndicatorVariableKey', `Variable ${id} does not exist`);
      if (!variable.tags.includes(tag)) throw new CalculationFailure('InvalidIndicatorVariableKey', `Variable ${variable.name} has no tag ${tag}`);
    }
  }
  const library: FormulaLibrary = { indicators, functions };
  try {
    return { compiled: compileFormula(formula, library), library };
  } catch (error) {
    if (error instanceof FormulaCompileError) throw new CalculationFailure(error.exceptionName, error.message);
    throw error;
  }
}

/** Evaluates the commission for every employee of the input. */
export function calculateCommission(input: CalculationInput): EmployeeOutcome[] {
  const base = (employee: CalculationEmployee) => ({ employeeId: employee.id, employeeName: employee.name, warehouse: employee.warehouse });
  let compiled: CompiledFormula;
  try {
    compiled = compile(input).compiled;
  } catch (error) {
    if (!(error instanceof CalculationFailure)) throw error;
    return input.employees.map((employee) => ({
      ...base(employee),
      evaluationResult: null,
      exception: { name: error.exceptionName, details: error.details },
      evaluationLog: [],
    }));
  }
  const { startDate, endDate } = input.period;
  const rows = input.employees.length;
  const columns = compiled.variables.map(({ id, tag }) => {
    const column = new Float64Array(rows).fill(NaN);
    let latest: CalculationInput['variableValues'][number] | undefined;
    for (const value of input.variableValues) {
      if (value.variableId === id && value.tag === tag && value.date >= startDate && value.date < endDate && (!latest || value.date > latest.date))
        latest = value;
    }
    if (latest) {
      input.employees.forEach((employee, row) => {
        const found = latest.values.get(employee.id);
        if (found !== undefined) column[row] = found;
      });
    }
    return column;
  });
  const parameterValues = compiled.parameters.map((id) => parameterValueOn(input.parameters.get(id)?.values ?? [], startDate));
  const batch = compiled.evaluate({ rows, variables: columns, parameters: parameterValues });
  const value = (number: number) => (Number.isFinite(number) ? number : null);

  // The log's shape is the same for every employee: names and value columns are looked up once,
  // then each employee's entries are read from the columns (no per-employee name building).
  type Source = { name: string; column: Float64Array | null; constant: number };
  const plain: Source[] = [
    ...compiled.variables.map(({ id, tag }, index) => ({
      name: `${input.variables.get(id)?.name ?? id} [${tag}]`,
      column: columns[index] as Float64Array,
      constant: NaN,
    })),
    ...compiled.parameters.map((id, index) => ({ name: input.parameters.get(id)?.name ?? id, column: null, constant: parameterValues[index] as number })),
    ...compiled.indicators.map((id) => ({ name: input.indicators.get(id)?.name ?? id, column: batch.indicatorColumn(id) ?? null, constant: NaN })),
    ...Array.from({ length: compiled.steps }, (_, index) => ({ name: `Resultado_Paso_${index + 1}`, column: batch.stepColumn(index + 1), constant: NaN })),
  ];
  const inputs = compiled.variables.length + compiled.parameters.length;
  const traced = Math.min(compiled.trace.length, Math.max(0, MAX_LOG_ENTRIES - plain.length));
  const calls: { name: string; argumentNames: string[]; columns: Float64Array[] }[] = [];
  for (let index = 0; index < traced; index += 1) {
    const entry = compiled.trace[index] as TraceEntry;
    const traceColumns = batch.traceColumns(index);
    if (entry.kind === 'indicatorStep')
      plain.push({
        name: `${input.indicators.get(entry.indicatorId)?.name ?? entry.indicatorId} › Resultado_Paso_${entry.step}`,
        column: traceColumns[0] as Float64Array,
        constant: NaN,
      });
    else
      calls.push({
        name: `${input.functions.get(entry.functionId)?.name ?? entry.functionId} (#${entry.call})`,
        argumentNames: entry.arguments,
        columns: traceColumns,
      });
  }
  // Indicator steps and calls keep the trace's order: indicator steps were appended to `plain` in order, calls after them.
  const order = compiled.trace.slice(0, traced).map((entry) => entry.kind);
  const truncated = compiled.trace.length - traced;
  const results = batch.results();
  const errors = batch.errors();
  const baseEntries = plain.length - order.filter((kind) => kind === 'indicatorStep').length;

  const outcomes: EmployeeOutcome[] = new Array(rows);
  for (let row = 0; row < rows; row += 1) {
    const employee = input.employees[row] as CalculationEmployee;
    const evaluationLog: EvaluationLogEntry[] = new Array(plain.length + calls.length + (truncated > 0 ? 1 : 0));
    let at = 0;
    for (let index = 0; index < baseEntries; index += 1) {
      const source = plain[index] as Source;
      evaluationLog[at++] = { details: { name: source.name, value: value(source.column ? (source.column[row] as number) : source.constant) } };
    }
    let nextStep = baseEntries;
    let nextCall = 0;
    for (const kind of order) {
      if (kind === 'indicatorStep') {
        const source = plain[nextStep++] as Source;
        evaluationLog[at++] = { details: { name: source.name, value: value((source.column as Float64Array)[row] as number) } };
      } else {
        const call = calls[nextCall++] as (typeof calls)[number];
        const args: Record<string, number | null> = {};
        call.argumentNames.forEach((name, position) => (args[name] = value((call.columns[position] as Float64Array)[row] as number)));
        evaluationLog[at++] = {
          details: { name: call.name, value: value((call.columns[call.argumentNames.length] as Float64Array)[row] as number), arguments: args },
        };
      }
    }
    if (truncated > 0) evaluationLog[at] = { details: { name: 'truncated', value: null, truncated } };
    const code = errors[row] as number;
    if (code) {
      const missing = evaluationLog
        .slice(0, inputs)
        .filter((entry) => entry.details.value === null)
        .map((entry) => entry.details.name);
      const details = code === 2 ? `No value for: ${missing.join(', ') || 'an input'}` : 'A division by zero occurred; check the variable and parameter values';
      outcomes[row] = { ...base(employee), evaluationResult: null, exception: { name: rowErrorNames[code] as string, details }, evaluationLog };
    } else
      outcomes[row] = {
        employeeId: employee.id,
        employeeName: employee.name,
        warehouse: employee.warehouse,
        evaluationResult: results[row] as number,
        exception: null,
        evaluationLog,
      };
  }
  return outcomes;
}
