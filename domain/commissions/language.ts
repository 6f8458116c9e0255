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

type TokenKind = 'number' | 'string' | 'name' | 'operator' | '(' | ')' | ',' | 'end';

interface Token {
  kind: TokenKind;
  text: string;
  column: number;
}

const OPERATORS = ['>=', '<=', '==', '!=', '+', '-', '*', '/', '>', '<'];
const NUMBER = /^(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*/;
export const STEP_REFERENCE = /^Resultado_Paso_(\d+)$/;

/** Splits one line into tokens; columns are 1-based. */
export function tokenizeLine(text: string, line: number): Token[] {
  const tokens: Token[] = [];
  let offset = 0;
  while (offset < text.length) {
    const char = text[offset];
    if (char === ' ' || char === '\t' || char === '\r') {
      offset += 1;
      continue;
    }
    const column = offset + 1;
    const rest = text.slice(offset);
    if (char === '(' || char === ')' || char === ',') {
      tokens.push({ kind: char, text: char, column });
      offset += 1;
      continue;
    }
    if (char === '"') {
      let value = '';
      let cursor = offset + 1;
      let closed = false;
      while (cursor < text.length) {
        const current = text[cursor];
        if (current === '\\' && (text[cursor + 1] === '"' || text[cursor + 1] === '\\')) {
          value += text[cursor + 1];
          cursor += 2;
          continue;
        }
        if (current === '"') {
          closed = true;
          break;
        }
        value += current;
        cursor += 1;
      }
      if (!closed) throw new FormulaSyntaxError('unterminatedString', { line, column }, 'Unterminated text');
      tokens.push({ kind: 'string', text: value, column });
      offset = cursor + 1;
      continue;
    }
    const number = NUMBER.exec(rest);
    if (number) {
      if (NAME.test(rest.slice(number[0].length))) {
        throw new FormulaSyntaxError('invalidNumber', { line, column }, `Invalid number "${number[0]}${NAME.exec(rest.slice(number[0].length))?.[0]}"`);
      }
      tokens.push({ kind: 'number', text: number[0], column });
      offset += number[0].length;
      continue;
    }
    const name = NAME.exec(rest);
    if (name) {
      tokens.push({ kind: 'name', text: name[0], column });
      offset += name[0].length;
      continue;
    }
    const operator = OPERATORS.find((candidate) => rest.startsWith(candidate));
    if (operator) {
      tokens.push({ kind: 'operator', text: operator, column });
      offset += operator.length;
      continue;
    }
    throw new FormulaSyntaxError('unexpectedCharacter', { line, column }, `Unexpected character "${char}"`);
  }
  tokens.push({ kind: 'end', text: '', column: text.length + 1 });
  return tokens;
}

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
    throw new FormulaSyntaxError(token.kind === 'end' && reason === 'unexpectedToken' ? 'unexpectedEnd' : reason, { line: this.line, column: token.column }, message);
  }

  private expect(kind: TokenKind, what: string): Token {
    const token = this.peek();
    if (token.kind !== kind) this.fail(token, 'unexpectedToken', token.kind === 'end' ? `Expected ${what} before the end of the line` : `Expected ${what}, found "${token.text}"`);
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
        return this.fail(token, 'unexpectedToken', token.kind === 'end' ? 'Expected a value before the end of the line' : `Expected a value, found "${token.text}"`);
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

function quote(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function formatNumber(value: number): string {
  return Number.isInteger(value) && Math.abs(value) < 1e21 ? String(value) : String(value);
}

/** Text of one node, with the parentheses its structure needs. */
export function formatNode(node: FormulaNode): string {
  switch (node.kind) {
    case 'number':
      return formatNumber(node.value);
    case 'variable':
      return `variable(${quote(node.id)}, ${quote(node.tag)})`;
    case 'parameter':
      return `parameter(${quote(node.id)})`;
    case 'indicator':
      return `indicator(${quote(node.id)})`;
    case 'argument':
      return `argument(${quote(node.name)})`;
    case 'step':
      return `Resultado_Paso_${node.index}`;
    case 'function':
      return `function(${[quote(node.id), ...node.args.map(formatNode)].join(', ')})`;
    case 'builtin':
      return `${node.name}(${node.args.map(formatNode).join(', ')})`;
    case 'negate':
      return `-${formatNode(node.operand)}`;
    case 'group':
      return `(${formatNode(node.inner)})`;
    case 'binary':
      return `${formatNode(node.left)} ${node.operator} ${formatNode(node.right)}`;
  }
}

export function formatFormula(formula: Formula): string {
  return formula.steps.map(formatNode).join('\n');
}

/** Every stored record a formula names, for existence checks and loading. */
export interface FormulaReferences {
  variables: { id: string; tag: string }[];
  parameters: string[];
  indicators: string[];
  functions: string[];
  arguments: string[];
}

export function collectReferences(formula: Formula): FormulaReferences {
  const variables = new Map<string, { id: string; tag: string }>();
  const parameters = new Set<string>();
  const indicators = new Set<string>();
  const functions = new Set<string>();
  const args = new Set<string>();
  const visit = (node: FormulaNode): void => {
    switch (node.kind) {
      case 'variable':
        variables.set(`${node.id}\u0000${node.tag}`, { id: node.id, tag: node.tag });
        return;
      case 'parameter':
        parameters.add(node.id);
        return;
      case 'indicator':
        indicators.add(node.id);
        return;
      case 'argument':
        args.add(node.name);
        return;
      case 'function':
        functions.add(node.id);
        node.args.forEach(visit);
        return;
      case 'builtin':
        node.args.forEach(visit);
        return;
      case 'negate':
        visit(node.operand);
        return;
      case 'group':
        visit(node.inner);
        return;
      case 'binary':
        visit(node.left);
        visit(node.right);
        return;
      default:
        return;
    }
  };
  formula.steps.forEach(visit);
  return { variables: [...variables.values()], parameters: [...parameters], indicators: [...indicators], functions: [...functions], arguments: [...args] };
}
