import { collectReferences, decodeExpression, FormulaSyntaxError, parseFormulaText, type Formula, type FormulaReferences } from './language';
import { checkScreenKinds, parseHtmlReference, stepsToExpression, StepStructureError, type FormulaScreen } from './steps';

/** What POST /compiler/code-scan and every save answer about an expression. */
export type ScanResult =
  | { valid: true; formula: Formula; references: FormulaReferences; steps: number }
  | { valid: false; reason: string; message: string; line: number; column: number };

export interface ScanOptions {
  screen: FormulaScreen;
  /** A helper function's declared arguments: the only names `argument(...)` may use. */
  functionArguments?: string[];
}

function failure(error: unknown): ScanResult {
  if (error instanceof FormulaSyntaxError || error instanceof StepStructureError) {
    return { valid: false, reason: error.reason, message: error.message, line: error.position.line, column: error.position.column };
  }
  throw error;
}

/** Checks a formula for a screen: syntax, element kinds, and the function's own arguments. */
export function scanFormula(formula: Formula, options: ScanOptions): ScanResult {
  try {
    checkScreenKinds(formula, options.screen);
  } catch (error) {
    return failure(error);
  }
  const references = collectReferences(formula);
  if (options.screen === 'function') {
    const declared = new Set(options.functionArguments ?? []);
    const unknown = references.arguments.find((name) => !declared.has(name));
    if (unknown !== undefined) {
      return { valid: false, reason: 'unknownArgument', message: `"${unknown}" is not a parameter of the function`, line: 1, column: 1 };
    }
  }
  return { valid: true, formula, references, steps: formula.steps.length };
}

/** Checks a stored expression (base64 of the step lines). */
export function scanExpression(expression: string, options: ScanOptions): ScanResult {
  let formula: Formula;
  try {
    formula = parseFormulaText(decodeExpression(expression));
  } catch (error) {
    return failure(error);
  }
  return scanFormula(formula, options);
}

/**
 * The formula to save: from the editor's steps (html_reference) when given, the expression being
 * derived from them; otherwise from the expression (advanced mode, html_reference "-"). When both
 * are sent, the steps win and the expression must say the same.
 */
export function formulaForSave(input: { expression?: string; htmlReference?: string }, options: ScanOptions): ScanResult & { expression?: string } {
  const htmlReference = input.htmlReference?.trim();
  if (htmlReference && htmlReference !== '-') {
    let expression: string;
    try {
      expression = stepsToExpression(parseHtmlReference(htmlReference)).expression;
    } catch (error) {
      return failure(error);
    }
    return { ...scanExpression(expression, options), expression };
  }
  if (!input.expression) return { valid: false, reason: 'emptyFormula', message: 'The formula has no steps', line: 1, column: 1 };
  return { ...scanExpression(input.expression, options), expression: input.expression.replace(/\s+/g, '') };
}
