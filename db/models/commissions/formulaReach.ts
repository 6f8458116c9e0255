import type { CalculationInput } from '../../../domain/commissions/calculation';
import { collectReferences, parseExpression, type FormulaReferences } from '../../../domain/commissions/language';
import { HelperFunctionModel, IndicatorModel, ParameterModel, VariableModel, VariableValueModel } from './index';

/** Parses what it can: an unreadable formula is reported by the calculation as InvalidSyntax. */
function referencesOf(expression: string): FormulaReferences | null {
  try {
    return collectReferences(parseExpression(expression));
  } catch {
    return null;
  }
}

/**
 * What a formula reaches, for a calculation run and for a preview alike: its indicators and
 * helper functions, then what those name, then the parameters, variables and the variables' values
 * in the period [startDate, endDate). Parameters, variables and indicators are looked up in the
 * formula's own company only (another company's id is missing: IndicatorRidNotFound,
 * InvalidIndicatorVariableKey...); helper functions have no company and are shared.
 */
export async function loadFormulaReach(expression: string, organizationId: string, period: { startDate: string; endDate: string }) {
  const indicatorIds = new Set<string>();
  const functionIds = new Set<string>();
  const parameterIds = new Set<string>();
  const variableIds = new Set<string>();
  const addReferences = (text: string) => {
    const references = referencesOf(text);
    if (!references) return;
    references.indicators.forEach((id) => indicatorIds.add(id));
    references.functions.forEach((id) => functionIds.add(id));
    references.parameters.forEach((id) => parameterIds.add(id));
    references.variables.forEach(({ id }) => variableIds.add(id));
  };
  addReferences(expression);
  const indicators = await IndicatorModel.find({ id: { $in: [...indicatorIds] }, organizationId }).lean();
  indicators.forEach((indicator) => addReferences(indicator.expression));
  const functions = await HelperFunctionModel.find({ id: { $in: [...functionIds] } }).lean();
  functions.forEach((helper) => addReferences(helper.expression));
  const [parameters, variables, values] = await Promise.all([
    ParameterModel.find({ id: { $in: [...parameterIds] }, organizationId }).lean(),
    VariableModel.find({ id: { $in: [...variableIds] }, organizationId }).lean(),
    VariableValueModel.find({ variableId: { $in: [...variableIds] }, date: { $gte: period.startDate, $lt: period.endDate } }).lean(),
  ]);
  return { indicators, functions, parameters, variables, values };
}

export type FormulaReach = Awaited<ReturnType<typeof loadFormulaReach>>;

/** The calculation's lookups of what a formula reaches. */
export function calculationLookups(reach: FormulaReach): Pick<CalculationInput, 'indicators' | 'functions' | 'variables' | 'variableValues' | 'parameters'> {
  return {
    indicators: new Map(reach.indicators.map((indicator) => [indicator.id, { name: indicator.name, expression: indicator.expression }])),
    functions: new Map(reach.functions.map((helper) => [helper.id, { name: helper.name, arguments: helper.arguments, expression: helper.expression }])),
    variables: new Map(reach.variables.map((variable) => [variable.id, { name: variable.name, tags: variable.tags }])),
    variableValues: reach.values.map((value) => ({
      variableId: value.variableId,
      tag: value.tag,
      date: value.date,
      values: new Map(value.values.map((entry) => [entry.employeeId, entry.value])),
    })),
    parameters: new Map(reach.parameters.map((parameter) => [parameter.id, { name: parameter.name, values: parameter.values }])),
  };
}
