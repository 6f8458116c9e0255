import { collectReferences, parseExpression, type Formula } from '../../domain/commissions/language';
import type { CalculationInput } from '../../domain/commissions/calculation';
import {
  HelperFunctionModel,
  IndicatorModel,
  ParameterModel,
  VariableModel,
  VariableValueModel,
  type CommissionEmployee,
  type VariableCommission,
} from '../models/commissions';

/**
 * What a commission's calculation reads for some employees and a period (domain/commissions/
 * calculation.ts): its indicators and helper functions, then the parameters, variables and tag
 * values those name. Used by the calculation activity and by the statements' what-if.
 */
export function employeeName(employee: Pick<CommissionEmployee, 'firstName' | 'lastName' | 'secondLastName'>): string {
  return [employee.firstName, employee.lastName, employee.secondLastName].filter(Boolean).join(' ');
}

/** Parses what it can: an unreadable formula is reported by the calculation as InvalidSyntax. */
function referencesOf(expression: string) {
  let formula: Formula;
  try {
    formula = parseExpression(expression);
  } catch {
    return null;
  }
  return collectReferences(formula);
}

export async function loadCalculationInput(
  commission: Pick<VariableCommission, 'id' | 'name' | 'expression' | 'htmlReference' | 'organizationId'>,
  employees: readonly Pick<CommissionEmployee, 'id' | 'firstName' | 'lastName' | 'secondLastName' | 'warehouse'>[],
  period: { startDate: string; endDate: string },
): Promise<CalculationInput> {
  // Parameters, variables and indicators are looked up in the commission's own company only
  // (another company's id is missing: IndicatorRidNotFound, InvalidIndicatorVariableKey...);
  // helper functions have no company and are shared.
  const company = commission.organizationId;
  const indicatorIds = new Set<string>();
  const functionIds = new Set<string>();
  const parameterIds = new Set<string>();
  const variableIds = new Set<string>();
  const addReferences = (expression: string) => {
    const references = referencesOf(expression);
    if (!references) return;
    references.indicators.forEach((id) => indicatorIds.add(id));
    references.functions.forEach((id) => functionIds.add(id));
    references.parameters.forEach((id) => parameterIds.add(id));
    references.variables.forEach(({ id }) => variableIds.add(id));
  };
  addReferences(commission.expression);
  const indicators = await IndicatorModel.find({ id: { $in: [...indicatorIds] }, organizationId: company }).lean();
  indicators.forEach((indicator) => addReferences(indicator.expression));
  const functions = await HelperFunctionModel.find({ id: { $in: [...functionIds] } }).lean();
  functions.forEach((helper) => addReferences(helper.expression));
  const [parameters, variables, values] = await Promise.all([
    ParameterModel.find({ id: { $in: [...parameterIds] }, organizationId: company }).lean(),
    VariableModel.find({ id: { $in: [...variableIds] }, organizationId: company }).lean(),
    VariableValueModel.find({ variableId: { $in: [...variableIds] }, date: { $gte: period.startDate, $lt: period.endDate } }).lean(),
  ]);
  return {
    commission: { id: commission.id, name: commission.name, expression: commission.expression, htmlReference: commission.htmlReference },
    period,
    employees: employees.map((employee) => ({ id: employee.id, name: employeeName(employee), warehouse: employee.warehouse })),
    indicators: new Map(indicators.map((indicator) => [indicator.id, { name: indicator.name, expression: indicator.expression }])),
    functions: new Map(functions.map((helper) => [helper.id, { name: helper.name, arguments: helper.arguments, expression: helper.expression }])),
    variables: new Map(variables.map((variable) => [variable.id, { name: variable.name, tags: variable.tags }])),
    variableValues: values.map((value) => ({
      variableId: value.variableId,
      tag: value.tag,
      date: value.date,
      values: new Map(value.values.map((entry) => [entry.employeeId, entry.value])),
    })),
    parameters: new Map(parameters.map((parameter) => [parameter.id, { name: parameter.name, values: parameter.values }])),
  };
}
