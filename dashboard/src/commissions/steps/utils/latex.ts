import type { StepItem, Steps } from '../../../../../domain/commissions/steps';
import { elementLabel, type ElementCatalogue } from './catalogue';

const latexOperators: Record<string, string> = {
  addition: '+',
  subtraction: '-',
  multiplication: '\\times',
  greater: '>',
  less: '<',
  greaterOrEqual: '\\geq',
  lessOrEqual: '\\leq',
  equal: '=',
  notEqual: '\\neq',
};

/** Escapes a name for \text{}. */
export function latexText(text: string): string {
  return text.replace(/[\\{}$&#^_%~]/g, (character) =>
    character === '\\' ? '\\textbackslash{}' : character === '~' ? '\\textasciitilde{}' : character === '^' ? '\\textasciicircum{}' : `\\${character}`,
  );
}

function operand(item: StepItem, catalogue: ElementCatalogue): string {
  if (item.type === 'stepResult') return `P_{${item.name.replace('Resultado_Paso_', '')}}`;
  if (item.type === 'operator') return '';
  const { kind, value } = item.value;
  if (kind === 'constant') return String(value.number ?? '');
  const args = (item.functionArguments ?? []).map((argument) => sequence(argument, catalogue));
  if (kind === 'builtin') {
    if (value.id === 'abs') return `\\left|${args[0] ?? ''}\\right|`;
    return `\\operatorname{${value.id}}\\left(${args.join(',\\ ')}\\right)`;
  }
  const label = `\\text{${latexText(elementLabel(item, catalogue))}}`;
  return kind === 'function' ? `${label}\\left(${args.join(',\\ ')}\\right)` : label;
}

/**
 * One step as readable math (KaTeX source): a division becomes a fraction of the term before it
 * (x and / bind tighter than + and -, as the engine reads the step), products show as ×, earlier
 * steps as P_n.
 */
export function sequence(items: readonly StepItem[], catalogue: ElementCatalogue): string {
  // Split into additive terms (the operators of lowest precedence), keeping the comparisons.
  const parts: string[] = [];
  let term: string | null = null;
  for (let index = 0; index < items.length; index += 1) {
    const item = items[index] as StepItem;
    if (item.type === 'operator') {
      if (item.value === 'division') {
        const next = items[index + 1];
        const denominator = next ? operand(next, catalogue) : '\\square';
        term = `\\frac{${term ?? '\\square'}}{${denominator}}`;
        index += 1;
      } else if (item.value === 'multiplication') {
        const next = items[index + 1];
        term = `${term ?? '\\square'} \\times ${next ? operand(next, catalogue) : '\\square'}`;
        index += 1;
      } else {
        parts.push(term ?? '\\square', latexOperators[item.value] ?? item.value);
        term = null;
      }
    } else {
      term = operand(item, catalogue);
    }
  }
  parts.push(term ?? (items.length === 0 ? '' : '\\square'));
  return parts.join(' ');
}

/** Every step as `P_n = ...`, one line each (the last is the result). */
export function stepsToLatex(steps: Steps, catalogue: ElementCatalogue): string[] {
  return steps.map((items, index) => `P_{${index + 1}} = ${items.length === 0 ? '\\square' : sequence(items, catalogue)}`);
}
