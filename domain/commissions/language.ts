/**
 * The formula language of indicators, helper functions and variable commissions (spec 003
 * section 3.3). A formula is a list of steps; its stored `expression` is the base64 of one text
 * line per step. Line N defines Resultado_Paso_N and may use the results of earlier lines; the
 * result of the formula is the last line.
 *
 * Grammar (whitespace between tokens is free):
 *
 *   line       := comparison
 *   comparison := additive ( ( '>' | '<' | '>=' | '<=' | '==' | '!=' ) additive )?
 *   additive   := term ( ( '+' | '-' ) term )*
 *   term       := unary ( ( '*' | '/' ) unary )*
 *   unary      := '-' unary | primary
 *   primary    := NUMBER | STEP_REF | reference | call | '(' comparison ')'
 *   reference  := 'variable' '(' STRING ',' STRING ')'      value of a variable for a tag
 *               | 'parameter' '(' STRING ')'                 value of a parameter at the period
 *               | 'indicator' '(' STRING ')'                 an indicator, per employee
 *               | 'argument' '(' STRING ')'                  an argument of a helper function
 *   call       := 'function' '(' STRING ( ',' comparison )* ')'   a helper function, bound arguments
 *               | BUILTIN '(' comparison ( ',' comparison )* ')'
 *   BUILTIN    := min | max | abs | round | if | tier
 *   STEP_REF   := 'Resultado_Paso_' DIGITS
 *   STRING     := '"' ( any character but '"', '\' and line ends | '\"' | '\\' )* '"'
 *
 * Comparisons answer 1 or 0 (for `if`). There is no other way to name anything: the text can only
 * reference stored records by id, so nothing a client writes is ever executed as code.
 */

import {
  type BinaryOperator,
  type BuiltinName,
  type Formula,
  type FormulaNode,
  FormulaSyntaxError,
  MAX_NESTING,
  type SyntaxReason,
  builtinArity,
  builtinNames,
} from './formulaSyntax';
import { STEP_REFERENCE, type Token, type TokenKind, tokenizeLine } from './formulaTokens';

export { builtinNames, builtinArity, MAX_NESTING, FormulaSyntaxError } from './formulaSyntax';
export type { BinaryOperator, BuiltinName, FormulaNode, Formula, SourcePosition, SyntaxReason } from './formulaSyntax';
export { STEP_REFERENCE, tokenizeLine } from './formulaTokens';
export { formatNode, formatFormula } from './formulaFormat';
export { collectReferences, type FormulaReferences } from './formulaReferences';

class LineParser {
  private index = 0;
  private depth = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly line: number,
  ) {}

  parse(): FormulaNode {
    const node = this.comparison();
    const next = this.peek();
    if (next.kind !== 'end') this.fail(next, 'unexpectedToken', `Unexpected "${next.text}"`);
    return node;
  }

  private peek(): Token {
    return this.tokens[this.index] as Token;
  }

  private take(): Token {
    const token = this.peek();
    if (token.kind !== 'end') this.index += 1;
    return token;
  }

  private fail(token: Token, reason: SyntaxReason, message: string): never {
    throw new FormulaSyntaxError(
      token.kind === 'end' && reason === 'unexpectedToken' ? 'unexpectedEnd' : reason,
      { line: this.line, column: token.column },
      message,
    );
  }

  private expect(kind: TokenKind, what: string): Token {
    const token = this.peek();
    if (token.kind !== kind)
      this.fail(token, 'unexpectedToken', token.kind === 'end' ? `Expected ${what} before the end of the line` : `Expected ${what}, found "${token.text}"`);
    return this.take();
  }

  private comparison(): FormulaNode {
    this.depth += 1;
    if (this.depth > MAX_NESTING) this.fail(this.peek(), 'tooDeep', `The formula nests deeper than ${MAX_NESTING} levels`);
    try {
      return this.comparisonBody();
    } finally {
      this.depth -= 1;
    }
  }

  private comparisonBody(): FormulaNode {
    const left = this.additive();
    const next = this.peek();
    if (next.kind === 'operator' && ['>', '<', '>=', '<=', '==', '!='].includes(next.text)) {
      this.take();
      return { kind: 'binary', operator: next.text as BinaryOperator, left, right: this.additive() };
    }
    return left;
  }

  private additive(): FormulaNode {
    let node = this.term();
    for (let next = this.peek(); next.kind === 'operator' && (next.text === '+' || next.text === '-'); next = this.peek()) {
      this.take();
      node = { kind: 'binary', operator: next.text as BinaryOperator, left: node, right: this.term() };
    }
    return node;
  }

  private term(): FormulaNode {
    let node = this.unary();
    for (let next = this.peek(); next.kind === 'operator' && (next.text === '*' || next.text === '/'); next = this.peek()) {
      this.take();
      node = { kind: 'binary', operator: next.text as BinaryOperator, left: node, right: this.unary() };
    }
    return node;
  }

  private unary(): FormulaNode {
    const next = this.peek();
    if (next.kind === 'operator' && next.text === '-') {
      this.take();
      this.depth += 1;
      if (this.depth > MAX_NESTING) this.fail(next, 'tooDeep', `The formula nests deeper than ${MAX_NESTING} levels`);
      try {
        return { kind: 'negate', operand: this.unary() };
      } finally {
        this.depth -= 1;
      }
    }
    return this.primary();
  }

  private primary(): FormulaNode {
    const token = this.take();
    switch (token.kind) {
      case 'number': {
        const value = Number(token.text);
        if (!Number.isFinite(value)) this.fail(token, 'invalidNumber', `Number out of range "${token.text}"`);
        return { kind: 'number', value };
      }
      case '(': {
        const inner = this.comparison();
        this.expect(')', '")"');
        return { kind: 'group', inner };
      }
      case 'name':
        return this.named(token);
      default:
        return this.fail(
          token,
          'unexpectedToken',
          token.kind === 'end' ? 'Expected a value before the end of the line' : `Expected a value, found "${token.text}"`,
        );
    }
  }

  private stringArgument(what: string): string {
    return this.expect('string', what).text;
  }

  private named(token: Token): FormulaNode {
    const step = STEP_REFERENCE.exec(token.text);
    if (step) {
      const index = Number(step[1]);
      if (index < 1 || index >= this.line) this.fail(token, 'stepReferenceNotEarlier', `${token.text} is not an earlier step`);
      return { kind: 'step', index };
    }
    const name = token.text;
    if (!['variable', 'parameter', 'indicator', 'argument', 'function', ...builtinNames].includes(name)) {
      this.fail(token, 'unknownName', `Unknown name "${name}"`);
    }
    this.expect('(', '"("');
    let node: FormulaNode;
    switch (name) {
      case 'variable': {
        const id = this.stringArgument('the variable id');
        this.expect(',', '","');
        node = { kind: 'variable', id, tag: this.stringArgument('the variable tag') };
        break;
      }
      case 'parameter':
        node = { kind: 'parameter', id: this.stringArgument('the parameter id') };
        break;
      case 'indicator':
        node = { kind: 'indicator', id: this.stringArgument('the indicator id') };
        break;
      case 'argument':
        node = { kind: 'argument', name: this.stringArgument('the argument name') };
        break;
      case 'function': {
        const id = this.stringArgument('the function id');
        const args: FormulaNode[] = [];
        while (this.peek().kind === ',') {
          this.take();
          args.push(this.comparison());
        }
        node = { kind: 'function', id, args };
        break;
      }
      default: {
        const builtin = name as BuiltinName;
        const args = [this.comparison()];
        while (this.peek().kind === ',') {
          this.take();
          args.push(this.comparison());
        }
        const [minimum, maximum] = builtinArity[builtin];
        const pairsOk = builtin !== 'tier' || args.length % 2 === 1;
        if (args.length < minimum || args.length > maximum || !pairsOk) {
          this.fail(token, 'wrongArgumentCount', `${builtin} does not take ${args.length} arguments`);
        }
        node = { kind: 'builtin', name: builtin, args };
      }
    }
    this.expect(')', '")"');
    return node;
  }
}

/** Parses the text of a formula: one step per non-empty line. */
export function parseFormulaText(text: string): Formula {
  const lines = text.split('\n');
  while (lines.length > 0 && lines[lines.length - 1]?.trim() === '') lines.pop();
  if (lines.length === 0) throw new FormulaSyntaxError('emptyFormula', { line: 1, column: 1 }, 'The formula has no steps');
  return {
    steps: lines.map((line, index) => {
      if (line.trim() === '') throw new FormulaSyntaxError('emptyFormula', { line: index + 1, column: 1 }, `Step ${index + 1} is empty`);
      return new LineParser(tokenizeLine(line, index + 1), index + 1).parse();
    }),
  };
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The stored expression (base64 of the step lines) back to its text. */
export function decodeExpression(expression: string): string {
  const compact = expression.replace(/\s+/g, '');
  if (compact.length === 0 || compact.length % 4 !== 0 || !BASE64.test(compact)) {
    throw new FormulaSyntaxError('invalidBase64', { line: 1, column: 1 }, 'The expression is not base64 text');
  }
  return new TextDecoder().decode(Uint8Array.from(atob(compact), (char) => char.charCodeAt(0)));
}

export function encodeExpression(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Parses a stored expression. */
export function parseExpression(expression: string): Formula {
  return parseFormulaText(decodeExpression(expression));
}
