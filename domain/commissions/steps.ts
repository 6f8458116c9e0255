import { z } from 'zod';
import { singleLineText } from '../common/text';
import {
  builtinNames,
  encodeExpression,
  formatNode,
  FormulaSyntaxError,
  parseExpression,
  parseFormulaText,
  type BinaryOperator,
  type BuiltinName,
  type Formula,
  type FormulaNode,
  type SourcePosition,
} from './language';

/**
 * The step structure the editor builds (spec 003 section 3.3), kept as `html_reference` (JSON
 * text). Each step is a list of items alternating operand, operator, operand... An operand is an
 * element (a variable with its tag, a parameter, an indicator, a helper function with its
 * arguments, a helper function's own parameter, a number or a built-in) or the result of an
 * earlier step (Resultado_Paso_N). The operators beyond + - x / are the comparisons that `if`
 * uses. Steps carry no parentheses: the usual precedence applies (x and / before + and -).
 */
/** The name a formula uses for the result of step `step` (1-based): an identifier of the formula language, the same in every interface language. */
export const stepResultName = (step: number) => `Resultado_Paso_${step}`;

export const elementKinds = ['variable', 'parameter', 'areaIndicators', 'function', 'parameterFunction', 'constant', 'builtin'] as const;
export type ElementKind = (typeof elementKinds)[number];

export const stepOperators = {
  addition: '+',
  subtraction: '-',
  multiplication: '*',
  division: '/',
  greater: '>',
  less: '<',
  greaterOrEqual: '>=',
  lessOrEqual: '<=',
  equal: '==',
  notEqual: '!=',
} as const satisfies Record<string, BinaryOperator>;
export type StepOperatorName = keyof typeof stepOperators;

export interface StepElement {
  type: 'element';
  /** Shown in the editor; generated as kind_item_timestamp when empty. */
  name?: string;
  value: { kind: ElementKind; value: { id: string; tag?: string; number?: number } };
  /** A function's or built-in's arguments, each a small item list of its own. */
  functionArguments?: StepItem[][];
}
export interface StepOperator {
  type: 'operator';
  value: StepOperatorName;
}
export interface StepResultReference {
  type: 'stepResult';
  name: string;
}
export type StepItem = StepElement | StepOperator | StepResultReference;
export type Steps = StepItem[][];

const itemSchema: z.ZodType<StepItem> = z.lazy(() =>
  z.union([
    z.object({
      type: z.literal('element'),
      name: singleLineText().max(200).optional(),
      value: z.object({
        kind: z.enum(elementKinds),
        value: z.object({ id: singleLineText().max(200), tag: singleLineText().max(100).optional(), number: z.number().finite().optional() }),
      }),
      functionArguments: z.array(z.array(itemSchema).max(200)).max(65).optional(),
    }),
    z.object({ type: z.literal('operator'), value: z.enum(Object.keys(stepOperators) as [StepOperatorName, ...StepOperatorName[]]) }),
    z.object({ type: z.literal('stepResult'), name: singleLineText().regex(/^Resultado_Paso_\d+$/) }),
  ]),
);
export const stepsSchema = z.array(z.array(itemSchema).min(1).max(200)).min(1).max(100);

/** The screens that build formulas, and what each may use (spec 003 section 3.4). */
export type FormulaScreen = 'indicator' | 'commission' | 'function';

const allowedPerScreen: Record<FormulaScreen, ReadonlySet<FormulaNode['kind']>> = {
  indicator: new Set(['variable', 'parameter', 'function', 'step', 'number', 'builtin', 'negate', 'group', 'binary']),
  commission: new Set(['indicator', 'parameter', 'function', 'step', 'number', 'builtin', 'negate', 'group', 'binary']),
  function: new Set(['argument', 'step', 'number', 'builtin', 'negate', 'group', 'binary']),
};

const kindLabels: Record<FormulaNode['kind'], string> = {
  variable: 'a variable',
  parameter: 'a parameter',
  indicator: 'an indicator',
  argument: 'a function parameter',
  function: 'a function',
  step: 'a step result',
  number: 'a number',
  builtin: 'a built-in',
  negate: 'a negation',
  group: 'parentheses',
  binary: 'an operator',
};

export class StepStructureError extends Error {
  readonly position: SourcePosition;
  readonly reason: 'notAllowedHere' | 'invalidSequence' | 'notRepresentable' | 'invalidStructure' | 'stepTooShort' | 'singleItemKind';
  constructor(reason: StepStructureError['reason'], position: SourcePosition, message: string) {
    super(`${message} (step ${position.line})`);
    this.name = 'StepStructureError';
    this.reason = reason;
    this.position = position;
  }
}

/** Items a step needs before another step may follow it (spec 003 sections 4 and 5). */
export const MIN_ITEMS_BEFORE_NEXT_STEP = 3;
export const screenInput: Record<FormulaScreen, ElementKind> = { indicator: 'variable', commission: 'areaIndicators', function: 'parameterFunction' };

/**
 * The editor's step rules, enforced on save as well (spec 003 section 4: "A new step can be added
 * only when ... the step has at least 3 items"; "with a single step the sole item must be a
 * variable or a valid function"): every step followed by another has at least 3 items, and a
 * formula of one step with one item names a variable or a function (a helper function, or one of
 * our built-ins such as min or tier). "Variable" is read per screen as that screen's input: a
 * variable for indicators, an indicator for commissions (which may not use variables), a function
 * parameter for helper functions (which may use nothing else). A step result counts as an item; function arguments are not
 * steps and may hold a single item.
 */
export function checkStepRules(steps: Steps, screen: FormulaScreen): void {
  steps.forEach((items, index) => {
    if (index < steps.length - 1 && items.length < MIN_ITEMS_BEFORE_NEXT_STEP) {
      throw new StepStructureError(
        'stepTooShort',
        { line: index + 1, column: items.length },
        `A step needs at least ${MIN_ITEMS_BEFORE_NEXT_STEP} items before a new step; it has ${items.length}`,
      );
    }
  });
  const only = steps.length === 1 && steps[0]?.length === 1 ? steps[0][0] : undefined;
  if (only && !(only.type === 'element' && ['function', 'builtin', screenInput[screen]].includes(only.value.kind))) {
    throw new StepStructureError('singleItemKind', { line: 1, column: 1 }, `A formula of a single item must be a ${screenInput[screen]} or a function`);
  }
}

/** Refuses elements the screen may not use, wherever they are (also inside function arguments). */
export function checkScreenKinds(formula: Formula, screen: FormulaScreen): void {
  const allowed = allowedPerScreen[screen];
  formula.steps.forEach((step, index) => {
    const visit = (node: FormulaNode): void => {
      if (!allowed.has(node.kind)) {
        throw new StepStructureError('notAllowedHere', { line: index + 1, column: 1 }, `${kindLabels[node.kind]} cannot be used in a ${screen}`);
      }
      if (node.kind === 'function' || node.kind === 'builtin') node.args.forEach(visit);
      else if (node.kind === 'negate') visit(node.operand);
      else if (node.kind === 'group') visit(node.inner);
      else if (node.kind === 'binary') {
        visit(node.left);
        visit(node.right);
      }
    };
    visit(step);
  });
}

function elementText(element: StepElement, line: number): string {
  const { kind, value } = element.value;
  const args = () => (element.functionArguments ?? []).map((argument) => sequenceText(argument, line));
  const quoted = (text: string) => formatNode({ kind: 'argument', name: text }).slice('argument('.length, -1);
  switch (kind) {
    case 'variable':
      if (!value.tag) throw new StepStructureError('invalidStructure', { line, column: 1 }, 'A variable needs its tag');
      return formatNode({ kind: 'variable', id: value.id, tag: value.tag });
    case 'parameter':
      return formatNode({ kind: 'parameter', id: value.id });
    case 'areaIndicators':
      return formatNode({ kind: 'indicator', id: value.id });
    case 'parameterFunction':
      return formatNode({ kind: 'argument', name: value.id });
    case 'constant':
      if (value.number === undefined) throw new StepStructureError('invalidStructure', { line, column: 1 }, 'A number element needs its value');
      return formatNode({ kind: 'number', value: value.number });
    case 'function':
      return `function(${[quoted(value.id), ...args()].join(', ')})`;
    case 'builtin':
      if (!builtinNames.includes(value.id as BuiltinName))
        throw new StepStructureError('invalidStructure', { line, column: 1 }, `Unknown built-in "${value.id}"`);
      return `${value.id}(${args().join(', ')})`;
  }
}

function sequenceText(items: StepItem[], line: number): string {
  if (items.length === 0) throw new StepStructureError('invalidSequence', { line, column: 1 }, 'An empty list of items');
  if (items.length % 2 === 0) throw new StepStructureError('invalidSequence', { line, column: items.length }, 'The step ends with an operator');
  return items
    .map((item, position) => {
      const expectsOperand = position % 2 === 0;
      if (item.type === 'operator') {
        if (expectsOperand) throw new StepStructureError('invalidSequence', { line, column: position + 1 }, 'An operator where a value was expected');
        return stepOperators[item.value];
      }
      if (!expectsOperand) throw new StepStructureError('invalidSequence', { line, column: position + 1 }, 'A value where an operator was expected');
      if (item.type === 'stepResult') return item.name;
      return elementText(item, line);
    })
    .join(' ');
}

/** The text of the steps: one line per step (parsed afterwards to check it). */
export function stepsToText(steps: Steps): string {
  return steps.map((step, index) => sequenceText(step, index + 1)).join('\n');
}

/** Steps to the stored expression (base64 of the step lines), checked by the parser. */
export function stepsToExpression(steps: Steps): { expression: string; formula: Formula } {
  const text = stepsToText(steps);
  return { expression: encodeExpression(text), formula: parseFormulaText(text) };
}

const operatorNames = Object.fromEntries(Object.entries(stepOperators).map(([name, symbol]) => [symbol, name])) as Record<BinaryOperator, StepOperatorName>;

function element(kind: ElementKind, value: StepElement['value']['value'], functionArguments?: StepItem[][]): StepElement {
  return { type: 'element', value: { kind, value }, ...(functionArguments ? { functionArguments } : {}) };
}

function nodeItems(node: FormulaNode, line: number): StepItem[] {
  switch (node.kind) {
    case 'binary':
      return [...nodeItems(node.left, line), { type: 'operator', value: operatorNames[node.operator] }, ...nodeItems(node.right, line)];
    case 'number':
      return [element('constant', { id: '', number: node.value })];
    case 'negate':
      if (node.operand.kind === 'number') return [element('constant', { id: '', number: -node.operand.value })];
      throw new StepStructureError('notRepresentable', { line, column: 1 }, 'A negation needs the advanced mode');
    case 'group':
      throw new StepStructureError('notRepresentable', { line, column: 1 }, 'Parentheses need the advanced mode');
    case 'variable':
      return [element('variable', { id: node.id, tag: node.tag })];
    case 'parameter':
      return [element('parameter', { id: node.id })];
    case 'indicator':
      return [element('areaIndicators', { id: node.id })];
    case 'argument':
      return [element('parameterFunction', { id: node.name })];
    case 'step':
      return [{ type: 'stepResult', name: `Resultado_Paso_${node.index}` }];
    case 'function':
      return [
        element(
          'function',
          { id: node.id },
          node.args.map((argument) => nodeItems(argument, line)),
        ),
      ];
    case 'builtin':
      return [
        element(
          'builtin',
          { id: node.name },
          node.args.map((argument) => nodeItems(argument, line)),
        ),
      ];
  }
}

/** A parsed formula back to editor steps (element names are the editor's and are not kept). */
export function formulaToSteps(formula: Formula): Steps {
  return formula.steps.map((node, index) => nodeItems(node, index + 1));
}

/** Removes what the expression does not carry (element names), to compare structures. */
export function normalizeSteps(steps: Steps): Steps {
  const normalizeItem = (item: StepItem): StepItem => {
    if (item.type !== 'element') return item.type === 'operator' ? { type: 'operator', value: item.value } : { type: 'stepResult', name: item.name };
    const { kind, value } = item.value;
    const normalized: StepElement['value']['value'] =
      kind === 'variable' ? { id: value.id, tag: value.tag } : kind === 'constant' ? { id: '', number: value.number } : { id: value.id };
    return element(
      kind,
      normalized,
      item.functionArguments?.map((argument) => argument.map(normalizeItem)),
    );
  };
  return steps.map((step) => step.map(normalizeItem));
}

/** Parses the editor's JSON text; a structure error becomes a syntax error at step 1. */
export function parseHtmlReference(htmlReference: string): Steps {
  let raw: unknown;
  try {
    raw = JSON.parse(htmlReference);
  } catch {
    throw new FormulaSyntaxError('unexpectedToken', { line: 1, column: 1 }, 'html_reference is not JSON');
  }
  let parsed: ReturnType<typeof stepsSchema.safeParse>;
  try {
    parsed = stepsSchema.safeParse(raw);
  } catch (error) {
    // Absurdly deep function arguments exhaust the stack before any limit is checked.
    if (error instanceof RangeError) throw new StepStructureError('invalidStructure', { line: 1, column: 1 }, 'The steps nest too deeply');
    throw error;
  }
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const step = typeof issue?.path[0] === 'number' ? issue.path[0] + 1 : 1;
    throw new StepStructureError('invalidStructure', { line: step, column: 1 }, `The steps are not valid: ${issue?.path.join('.')} ${issue?.message}`);
  }
  return parsed.data;
}

/** Steps loaded for editing: `html_reference` when it holds steps, else the expression's steps; null when only the advanced mode can show it. */
export function stepsForEditing(record: { htmlReference?: string | null; expression?: string | null }): Steps | null {
  const reference = record.htmlReference?.trim();
  if (reference && reference !== '-') {
    try {
      return parseHtmlReference(reference);
    } catch {
      // fall back to the expression
    }
  }
  if (!record.expression) return null;
  try {
    return formulaToSteps(parseExpression(record.expression));
  } catch {
    return null;
  }
}
