import { formulaForSave } from '../../../domain/commissions/compiler';
import type { FormulaReferences } from '../../../domain/commissions/language';
import type { FormulaScreen } from '../../../domain/commissions/steps';
import { AppError, type ErrorCode } from '../../../domain/errors/catalogue';
import { HelperFunctionModel, IndicatorModel, ParameterModel, VariableModel, type FormulaRecord } from '../../../db/models/commissions';
import { collectReferences } from '../../../domain/commissions/language';

export interface FormulaPayload {
  expression?: string;
  html_reference?: string;
}

/** Missing records per kind, in the order the editor picks its message (spec 003 section 5). */
export interface MissingReferences {
  parameters: string[];
  variables: string[];
  functions: string[];
  indicators: string[];
}

const missingCodes: [keyof MissingReferences, ErrorCode][] = [
  ['functions', 'COMMISSION_MISSING_FUNCTION'],
  ['parameters', 'COMMISSION_MISSING_PARAMETER'],
  ['variables', 'COMMISSION_MISSING_VARIABLE'],
  ['indicators', 'COMMISSION_MISSING_INDICATOR'],
];

/**
 * Parameters, variables and indicators belong to a company: a formula may only name those of its
 * own (another company's record counts as missing). Helper functions have no company (spec 003
 * 7.2 lists them without one): every company shares them.
 */
async function missingReferences(references: FormulaReferences, organizationId: string | undefined): Promise<MissingReferences> {
  const company = organizationId === undefined ? {} : { organizationId };
  const [parameters, variables, functions, indicators] = await Promise.all([
    ParameterModel.find({ id: { $in: references.parameters }, ...company }, { id: 1 }).lean(),
    VariableModel.find({ id: { $in: references.variables.map((variable) => variable.id) }, ...company }, { id: 1, tags: 1 }).lean(),
    HelperFunctionModel.find({ id: { $in: references.functions } }, { id: 1 }).lean(),
    IndicatorModel.find({ id: { $in: references.indicators }, ...company }, { id: 1 }).lean(),
  ]);
  const known = (rows: { id: string }[]) => new Set(rows.map((row) => row.id));
  const variableTags = new Map(variables.map((variable) => [variable.id, new Set(variable.tags)]));
  return {
    parameters: references.parameters.filter((id) => !known(parameters).has(id)),
    // A variable whose tag is gone counts as missing too: its values can no longer be found.
    variables: references.variables.filter(({ id, tag }) => !variableTags.get(id)?.has(tag)).map(({ id }) => id),
    functions: references.functions.filter((id) => !known(functions).has(id)),
    indicators: references.indicators.filter((id) => !known(indicators).has(id)),
  };
}

/**
 * Checks a formula to be saved: it parses, uses only the screen's element kinds, names existing
 * records of its company (`organizationId`: indicators and commissions; helper functions have
 * none and may only use their own arguments), and calls helper functions with their number of
 * arguments. Answers what to store.
 */
export async function checkFormulaForSave(
  payload: FormulaPayload,
  screen: FormulaScreen,
  functionArguments?: string[],
  organizationId?: string,
): Promise<FormulaRecord> {
  const scanned = formulaForSave({ expression: payload.expression, htmlReference: payload.html_reference }, { screen, functionArguments });
  if (!scanned.valid) {
    if (scanned.reason === 'expressionMismatch')
      throw new AppError('COMMISSION_EXPRESSION_MISMATCH', { step: scanned.line }, { reason: scanned.reason, line: scanned.line });
    throw new AppError('COMMISSION_FORMULA_INVALID', { detail: scanned.message }, { reason: scanned.reason, line: scanned.line, column: scanned.column });
  }
  const references = scanned.references;
  const missing = await missingReferences(references, organizationId);
  const first = missingCodes.find(([kind]) => missing[kind].length > 0);
  if (first) {
    const noExistingIds = [...missing.functions, ...missing.parameters, ...missing.variables, ...missing.indicators];
    throw new AppError(first[1], {}, { noExistingIds, missing });
  }
  // Helper functions must be called with as many arguments as they declare.
  const calls = new Map<string, number>();
  const visit = (node: (typeof scanned.formula.steps)[number]): void => {
    if (node.kind === 'function') calls.set(node.id, node.args.length);
    if (node.kind === 'function' || node.kind === 'builtin') node.args.forEach(visit);
    else if (node.kind === 'negate') visit(node.operand);
    else if (node.kind === 'group') visit(node.inner);
    else if (node.kind === 'binary') {
      visit(node.left);
      visit(node.right);
    }
  };
  scanned.formula.steps.forEach(visit);
  if (calls.size > 0) {
    const functions = await HelperFunctionModel.find({ id: { $in: [...calls.keys()] } }, { id: 1, name: 1, arguments: 1 }).lean();
    for (const helper of functions) {
      if (helper.arguments.length !== calls.get(helper.id)) {
        throw new AppError(
          'COMMISSION_FORMULA_INVALID',
          { detail: `${helper.name}: ${helper.arguments.length} argument(s)` },
          { reason: 'wrongArgumentCount', functionId: helper.id },
        );
      }
    }
  }
  const all = collectReferences(scanned.formula);
  return {
    expression: scanned.expression as string,
    htmlReference: payload.html_reference?.trim() || '-',
    parameterIds: all.parameters,
    variableRefs: all.variables,
    indicatorIds: all.indicators,
    functionIds: all.functions,
  };
}

/**
 * The formula to store on edit: the one sent, checked against the record's company; when only
 * the company changes (moved to another company's position) the stored formula is checked again,
 * as its parameters, variables and indicators must be the new company's. Nothing to store when
 * neither changes.
 */
export async function formulaOnEdit(
  sent: FormulaPayload,
  screen: 'indicator' | 'commission',
  current: FormulaRecord & { organizationId: string },
  organizationId: string,
): Promise<Partial<FormulaRecord>> {
  if (sent.expression || sent.html_reference) return checkFormulaForSave(sent, screen, undefined, organizationId);
  if (organizationId === current.organizationId) return {};
  return checkFormulaForSave({ expression: current.expression, html_reference: current.htmlReference }, screen, undefined, organizationId);
}
