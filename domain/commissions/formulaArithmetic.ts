import type { BinaryOperator } from './formulaSyntax';
import { roundHalfUp } from '../common/money';

/** Rounds half away from zero to `digits` decimals, every evaluator alike, by the money module's rule (roundHalfUp: 2.135 -> 2.14). */
export function roundTo(value: number, digits: number): number {
  const places = Math.trunc(digits);
  if (places >= 0 && places <= 20) return roundHalfUp(value, places);
  const factor = 10 ** places;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
}

/** The rate of the last (threshold, rate) pair whose threshold the value reaches; 0 below all. */
export function tierOf(value: number, pairs: readonly number[]): number {
  let rate = 0;
  for (let index = 0; index + 1 < pairs.length; index += 2) if (value >= (pairs[index] as number)) rate = pairs[index + 1] as number;
  return rate;
}

export function applyOperator(operator: BinaryOperator, left: number, right: number): number {
  switch (operator) {
    case '+':
      return left + right;
    case '-':
      return left - right;
    case '*':
      return left * right;
    case '/':
      return left / right;
    case '>':
      return left > right ? 1 : 0;
    case '<':
      return left < right ? 1 : 0;
    case '>=':
      return left >= right ? 1 : 0;
    case '<=':
      return left <= right ? 1 : 0;
    case '==':
      return left === right ? 1 : 0;
    case '!=':
      return left !== right ? 1 : 0;
  }
}
