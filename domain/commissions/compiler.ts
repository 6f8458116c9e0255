import { collectReferences, decodeExpression, FormulaSyntaxError, parseFormulaText, type Formula, type FormulaNode, type FormulaReferences } from './language';
import { checkScreenKinds, checkStepRules, parseHtmlReference, stepsToExpression, StepStructureError, type FormulaScreen } from './steps';

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

/** A step's tree as comparable text, without parentheses (the tree already says what they grouped). */
function structureOf(node: FormulaNode): string {
  return JSON.stringify(node, (_key, value: unknown) => {
    let current = value;
    while (current && typeof current === 'object' && (current as { kind?: unknown }).kind === 'group') current = (current as { inner: unknown }).inner;
    return current;
  });
}

/** The first step (1-based) where two formulas differ, or 0 when they say the same. */
function firstDifferentStep(expected: Formula, actual: Formula): number {
  const steps = Math.max(expected.steps.length, actual.steps.length);
  for (let index = 0; index < steps; index += 1) {
    const left = expected.steps[index];
    const right = actual.steps[index];
    if (!left || !right || structureOf(left) !== structureOf(right)) return index + 1;
  }
  return 0;
}

/**
 * The formula to save: from the editor's steps (html_reference) when given, the expression being
 * derived from them; otherwise from the expression (advanced mode, html_reference "-"). When both
 * are sent, the steps win and the expression must say the same (same tree, step by step; spaces
 * and redundant parentheses aside): otherwise `expressionMismatch` at the first differing step.
 */
export function formulaForSave(input: { expression?: string; htmlReference?: string }, options: ScanOptions): ScanResult & { expression?: string } {
  const htmlReference = input.htmlReference?.trim();
  if (htmlReference && htmlReference !== '-') {
    let compiled: { expression: string; formula: Formula };
    try {
      const steps = parseHtmlReference(htmlReference);
      checkStepRules(steps, options.screen);
      compiled = stepsToExpression(steps);
    } catch (error) {
      return failure(error);
    }
    if (input.expression?.trim()) {
      let sent: Formula;
      try {
        sent = parseFormulaText(decodeExpression(input.expression));
      } catch (error) {
        return failure(error);
      }
      const step = firstDifferentStep(compiled.formula, sent);
      if (step > 0)
        return { valid: false, reason: 'expressionMismatch', message: `Step ${step} of the expression does not match the steps`, line: step, column: 1 };
    }
    return { ...scanExpression(compiled.expression, options), expression: compiled.expression };
  }
  if (!input.expression) return { valid: false, reason: 'emptyFormula', message: 'The formula has no steps', line: 1, column: 1 };
  return { ...scanExpression(input.expression, options), expression: input.expression.replace(/\s+/g, '') };
}
