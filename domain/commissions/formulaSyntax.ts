/** The syntax tree of the formula language (language.ts) and its syntax errors. */

export type BinaryOperator = '+' | '-' | '*' | '/' | '>' | '<' | '>=' | '<=' | '==' | '!=';

export const builtinNames = ['min', 'max', 'abs', 'round', 'if', 'tier'] as const;

export type BuiltinName = (typeof builtinNames)[number];

/** Arity of the built-ins: [minimum, maximum] arguments. */
export const builtinArity: Record<BuiltinName, [number, number]> = {
  min: [1, 32],
  max: [1, 32],
  abs: [1, 1],
  round: [1, 2],
  if: [3, 3],
  tier: [3, 65],
};

export type FormulaNode =
  | { kind: 'number'; value: number }
  | { kind: 'variable'; id: string; tag: string }
  | { kind: 'parameter'; id: string }
  | { kind: 'indicator'; id: string }
  | { kind: 'argument'; name: string }
  | { kind: 'step'; index: number }
  | { kind: 'function'; id: string; args: FormulaNode[] }
  | { kind: 'builtin'; name: BuiltinName; args: FormulaNode[] }
  | { kind: 'negate'; operand: FormulaNode }
  | { kind: 'group'; inner: FormulaNode }
  | { kind: 'binary'; operator: BinaryOperator; left: FormulaNode; right: FormulaNode };

/** A parsed formula: one expression per step, in order. */
export interface Formula {
  steps: FormulaNode[];
}

/** Where a problem is: 1-based line (step) and column of the text. */
export interface SourcePosition {
  line: number;
  column: number;
}

export type SyntaxReason =
  | 'unexpectedCharacter'
  | 'unterminatedString'
  | 'invalidNumber'
  | 'unexpectedToken'
  | 'unexpectedEnd'
  | 'unknownName'
  | 'wrongArgumentCount'
  | 'stepReferenceNotEarlier'
  | 'emptyFormula'
  | 'tooDeep'
  | 'invalidBase64';

/** Deepest nesting of parentheses, calls and negations a line may have (bounds the recursion). */
export const MAX_NESTING = 100;

/** Why a text is not a formula, and where. */
export class FormulaSyntaxError extends Error {
  readonly reason: SyntaxReason;
  readonly position: SourcePosition;
  constructor(reason: SyntaxReason, position: SourcePosition, message: string) {
    super(`${message} (line ${position.line}, column ${position.column})`);
    this.name = 'FormulaSyntaxError';
    this.reason = reason;
    this.position = position;
  }
}
