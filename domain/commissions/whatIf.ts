import { calculateCommission, parameterValueOn, type CalculationInput, type EmployeeOutcome } from './calculation';
import { collectReferences, parseExpression } from './language';

/**
 * The statements' what-if (issue 25, Spiff's estimator): one input of an employee's commission
 * changed (a variable's value for its tag, or a parameter) and the commission evaluated again,
 * every step's value with it, without saving anything.
 */
export interface WhatIfInput {
  kind: 'variable' | 'parameter';
  id: string;
  /** The variable's tag (empty for a parameter). */
  tag: string;
  name: string;
  /** The value the calculation used for this employee (null: none in the period). */
  value: number | null;
}

export type WhatIfChange = { kind: 'variable'; id: string; tag: string; value: number } | { kind: 'parameter'; id: string; value: number };

/** The variable tag value in effect in the period: the latest date inside it (as the calculation reads it). */
function latestValue(input: CalculationInput, id: string, tag: string) {
  let latest: CalculationInput['variableValues'][number] | undefined;
  for (const value of input.variableValues) {
    if (
      value.variableId === id &&
      value.tag === tag &&
      value.date >= input.period.startDate &&
      value.date < input.period.endDate &&
      (!latest || value.date > latest.date)
    )
      latest = value;
  }
  return latest;
}

/** The inputs a what-if may change for one employee: every variable (with its tag) and parameter the formulas reach. */
export function whatIfInputs(input: CalculationInput, employeeId: string): WhatIfInput[] {
  const variables = new Map<string, { id: string; tag: string }>();
  const parameters = new Set<string>();
  const expressions = [
    input.commission.expression,
    ...[...input.indicators.values()].map((indicator) => indicator.expression),
    ...[...input.functions.values()].map((helper) => helper.expression),
  ];
  for (const expression of expressions) {
    try {
      const references = collectReferences(parseExpression(expression));
      references.variables.forEach((variable) => variables.set(`${variable.id}\u0000${variable.tag}`, variable));
      references.parameters.forEach((id) => parameters.add(id));
    } catch {
      // An unreadable formula has no inputs to change; the calculation reports it.
    }
  }
  return [
    ...[...variables.values()].map(({ id, tag }) => ({
      kind: 'variable' as const,
      id,
      tag,
      name: input.variables.get(id)?.name ?? id,
      value: latestValue(input, id, tag)?.values.get(employeeId) ?? null,
    })),
    ...[...parameters].map((id) => {
      const value = parameterValueOn(input.parameters.get(id)?.values ?? [], input.period.startDate);
      return { kind: 'parameter' as const, id, tag: '', name: input.parameters.get(id)?.name ?? id, value: Number.isFinite(value) ? value : null };
    }),
  ];
}

/** The input with one value changed for `employeeId` (the others' values and the stored data untouched). */
export function withChange(input: CalculationInput, employeeId: string, change: WhatIfChange): CalculationInput {
  if (change.kind === 'parameter') {
    const parameter = input.parameters.get(change.id) ?? { name: change.id, values: [] };
    return { ...input, parameters: new Map([...input.parameters, [change.id, { ...parameter, values: [{ uploadedAt: '0000-01-01', value: change.value }] }]]) };
  }
  const latest = latestValue(input, change.id, change.tag);
  const changed = {
    variableId: change.id,
    tag: change.tag,
    date: latest?.date ?? input.period.startDate,
    values: new Map([...(latest?.values ?? []), [employeeId, change.value]]),
  };
  return { ...input, variableValues: [...input.variableValues.filter((value) => value !== latest), changed] };
}

/** The employee's commission as calculated and with the change. */
export function whatIf(input: CalculationInput, employeeId: string, change: WhatIfChange): { before: EmployeeOutcome; after: EmployeeOutcome } {
  const one = { ...input, employees: input.employees.filter((employee) => employee.id === employeeId) };
  const [before] = calculateCommission(one);
  const [after] = calculateCommission(withChange(one, employeeId, change));
  if (!before || !after) throw new RangeError(`employee ${employeeId} is not in the calculation`);
  return { before, after };
}
