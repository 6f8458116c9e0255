import { FormulaSyntaxError } from './formulaSyntax';

export type TokenKind = 'number' | 'string' | 'name' | 'operator' | '(' | ')' | ',' | 'end';

export interface Token {
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
