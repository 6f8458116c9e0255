import { z } from 'zod';
import { singleLineText } from '../common/text';
import {
  builtinArity,
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
const screenInput: Record<FormulaScreen, ElementKind> = { indicator: 'variable', commission: 'areaIndicators', function: 'parameterFunction' };

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
      throw new StepStructureError('stepTooShort', { line: index + 1, column: items.length }, `A step needs at least ${MIN_ITEMS_BEFORE_NEXT_STEP} items before a new step; it has ${items.length}`);
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
      if (!builtinNames.includes(value.id as BuiltinName)) throw new StepStructureError('invalidStructure', { line, column: 1 }, `Unknown built-in "${value.id}"`);
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
      return [element('function', { id: node.id }, node.args.map((argument) => nodeItems(argument, line)))];
    case 'builtin':
      return [element('builtin', { id: node.name }, node.args.map((argument) => nodeItems(argument, line)))];
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
    return element(kind, normalized, item.functionArguments?.map((argument) => argument.map(normalizeItem)));
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


/*
 * ---------------------------------------------------------------------------------------------
 * The editor's rules (spec 003 sections 3.5, 4 and 5), shared by the steps editor screen and the
 * server: which item may come next, when a step may be added, when 'Probar' is enabled, and the
 * edits (add, replace, remove an item, fill a function's argument, add or remove a step). Every
 * edit returns new steps and never changes its input, so a screen can keep them as React state.
 * ---------------------------------------------------------------------------------------------
 */

/** The element kinds each screen offers in its element dialog (spec 003 section 3.4; numbers and built-ins everywhere). */
export const elementKindsPerScreen: Record<FormulaScreen, readonly ElementKind[]> = {
  indicator: ['variable', 'parameter', 'function', 'constant', 'builtin'],
  commission: ['areaIndicators', 'parameter', 'function', 'constant', 'builtin'],
  function: ['parameterFunction', 'constant', 'builtin'],
};

/** The operators the editor offers: + - x / and the comparisons `if` uses. */
export const arithmeticOperators: readonly StepOperatorName[] = ['addition', 'subtraction', 'multiplication', 'division'];
export const comparisonOperators: readonly StepOperatorName[] = ['greater', 'less', 'greaterOrEqual', 'lessOrEqual', 'equal', 'notEqual'];

/** Arguments a built-in starts with in the editor (its minimum, two values for min/max, one threshold pair for tier). */
export const builtinStartArguments: Record<BuiltinName, number> = { min: 2, max: 2, abs: 1, round: 2, if: 3, tier: 3 };

/** Where an item is: its step, its position, and for an item inside function arguments each (argument, position) below it. */
export interface ItemAddress {
  step: number;
  item: number;
  inside?: { argument: number; item: number }[];
}

const isOperand = (item: StepItem | undefined): boolean => item !== undefined && item.type !== 'operator';
const isCallable = (item: StepItem | undefined): item is StepElement => item?.type === 'element' && (item.value.kind === 'function' || item.value.kind === 'builtin');

/** An element kind_item_timestamp, the name the original generated when none was given (spec 003 section 3.3). */
export function newElement(kind: ElementKind, value: StepElement['value']['value'], options: { name?: string; argumentCount?: number; now?: number } = {}): StepElement {
  const name = options.name?.trim() || `${kind}_item_${options.now ?? Date.now()}`;
  const argumentCount = options.argumentCount ?? (kind === 'builtin' ? (builtinStartArguments[value.id as BuiltinName] ?? 1) : 0);
  const callable = kind === 'function' || kind === 'builtin';
  return { type: 'element', name, value: { kind, value }, ...(callable ? { functionArguments: Array.from({ length: argumentCount }, () => []) } : {}) };
}

/** A sequence of items that reads as one value: operand, operator, operand..., every function in it complete. */
export function isCompleteSequence(items: readonly StepItem[]): boolean {
  if (items.length % 2 === 0) return false;
  return items.every((item, position) => (position % 2 === 0 ? isOperand(item) && (!isCallable(item) || isFunctionComplete(item)) : item.type === 'operator'));
}

/** A function (or built-in) item is complete only when every argument is filled with a complete sequence. */
export function isFunctionComplete(element: StepElement): boolean {
  if (!isCallable(element)) return true;
  const args = element.functionArguments ?? [];
  if (element.value.kind === 'builtin') {
    const arity = builtinArity[element.value.value.id as BuiltinName];
    if (!arity || args.length < arity[0] || args.length > arity[1]) return false;
    if (element.value.value.id === 'tier' && args.length % 2 === 0) return false;
  }
  return args.every((argument) => argument.length > 0 && isCompleteSequence(argument));
}

/** What the last step accepts next: a value (element or step result) or an operator (spec 003 section 4: they alternate). */
export function nextItemKind(steps: Steps): 'operand' | 'operator' {
  const last = steps.at(-1) ?? [];
  return isOperand(last.at(-1)) ? 'operator' : 'operand';
}

/** isLastFunctionValid (spec 003 section 3.5): the last item, when a function, has all its arguments. */
export function isLastFunctionValid(steps: Steps): boolean {
  const lastItem = steps.at(-1)?.at(-1);
  return !isCallable(lastItem) || isFunctionComplete(lastItem);
}

/** An operator may follow only a value, and a function only once all its arguments are filled. */
export function canAddOperator(steps: Steps): boolean {
  return nextItemKind(steps) === 'operator' && isLastFunctionValid(steps);
}

/** A value may follow an operator, or start an empty step. */
export function canAddOperand(steps: Steps): boolean {
  return nextItemKind(steps) === 'operand';
}

/**
 * A new step only when the current one has at least 3 items and ends with a complete value (not
 * an operator, no function waiting for arguments): spec 003 sections 4 and 9.
 */
export function canAddStep(steps: Steps): boolean {
  const last = steps.at(-1) ?? [];
  return last.length >= MIN_ITEMS_BEFORE_NEXT_STEP && isCompleteSequence(last);
}

/**
 * 'Probar' (spec 003 section 4): with a single step, its sole item must be the screen's input (a
 * variable for indicators, an indicator for commissions, a function parameter for functions) or a
 * complete function; otherwise the last item must not be an operator. We also ask every step to
 * read as a complete value, since a test of a step ending with an operator can only fail.
 */
export function canTest(steps: Steps, screen: FormulaScreen): boolean {
  if (steps.length === 0 || steps.some((step) => step.length === 0)) return false;
  const only = steps.length === 1 && steps[0]?.length === 1 ? steps[0][0] : undefined;
  if (only) {
    if (only.type !== 'element') return false;
    if (isCallable(only)) return isFunctionComplete(only);
    return (only as StepElement).value.kind === screenInput[screen];
  }
  return steps.every((step) => isCompleteSequence(step));
}

/** The step results a step may reference: those of the steps before it (Resultado_Paso_1 .. N-1). */
export function stepReferencesFor(stepIndex: number): string[] {
  return Array.from({ length: stepIndex }, (_, index) => `Resultado_Paso_${index + 1}`);
}

/** The editor's start: one empty step. */
export function emptySteps(): Steps {
  return [[]];
}

/** Adds an item at the end of the last step, when the alternation allows it (else the steps are returned unchanged). */
export function addItem(steps: Steps, item: StepItem): Steps {
  if (item.type === 'operator' ? !canAddOperator(steps) : !canAddOperand(steps)) return steps;
  if (item.type === 'stepResult' && !stepReferencesFor(steps.length - 1).includes(item.name)) return steps;
  return [...steps.slice(0, -1), [...(steps.at(-1) ?? []), item]];
}

/** Adds an empty step when the last one allows it. */
export function addStep(steps: Steps): Steps {
  return canAddStep(steps) ? [...steps, []] : steps;
}

/** Removes the last step (the editor keeps at least one, empty, step). */
export function removeLastStep(steps: Steps): Steps {
  return steps.length <= 1 ? emptySteps() : steps.slice(0, -1);
}

function itemListAt(steps: Steps, address: ItemAddress): { list: StepItem[]; index: number } | undefined {
  let list: StepItem[] | undefined = steps[address.step];
  let index = address.item;
  for (const level of address.inside ?? []) {
    const holder: StepItem | undefined = list?.[index];
    if (!isCallable(holder)) return undefined;
    list = holder.functionArguments?.[level.argument];
    index = level.item;
  }
  return list ? { list, index } : undefined;
}

/** The item at an address, if any. */
export function itemAt(steps: Steps, address: ItemAddress): StepItem | undefined {
  const found = itemListAt(steps, address);
  return found?.list[found.index];
}

/** Rewrites the item list holding an address (copy on write along the path). */
function updateList(steps: Steps, address: ItemAddress, change: (list: StepItem[], index: number) => StepItem[]): Steps {
  const levels = address.inside ?? [];
  const rewrite = (list: StepItem[], index: number, depth: number): StepItem[] => {
    if (depth === levels.length) return change(list, index);
    const holder = list[index] as StepElement;
    const level = levels[depth] as { argument: number; item: number };
    const args = (holder.functionArguments ?? []).map((argument, position) => (position === level.argument ? rewrite(argument, level.item, depth + 1) : argument));
    return list.map((item, position) => (position === index ? { ...holder, functionArguments: args } : item));
  };
  if (!itemListAt(steps, address)) return steps;
  return steps.map((step, position) => (position === address.step ? rewrite(step, address.item, 0) : step));
}

/** Replaces an item by another of the same sort (a value by a value, an operator by an operator). */
export function replaceItem(steps: Steps, address: ItemAddress, item: StepItem): Steps {
  const current = itemAt(steps, address);
  if (!current || (current.type === 'operator') !== (item.type === 'operator')) return steps;
  return updateList(steps, address, (list, index) => list.map((entry, position) => (position === index ? item : entry)));
}

/**
 * Removes an item and keeps the alternation: the last item goes alone; a value elsewhere goes with
 * the operator after it; an operator goes with the value after it. A function goes with its
 * arguments (they live inside it).
 */
export function removeItem(steps: Steps, address: ItemAddress): Steps {
  return updateList(steps, address, (list, index) => {
    if (index >= list.length) return list;
    if (index === list.length - 1) return list.slice(0, -1);
    return [...list.slice(0, index), ...list.slice(index + 2)];
  });
}

/** Fills (replaces) one argument of the function at `address` with a single value. */
export function setArgument(steps: Steps, address: ItemAddress, argument: number, value: StepItem): Steps {
  if (value.type === 'operator') return steps;
  const holder = itemAt(steps, address);
  if (!isCallable(holder) || argument < 0 || argument >= (holder.functionArguments?.length ?? 0)) return steps;
  return updateList(steps, address, (list, index) =>
    list.map((entry, position) => (position === index ? { ...holder, functionArguments: (holder.functionArguments ?? []).map((current, slot) => (slot === argument ? [value] : current)) } : entry)),
  );
}

/** Adds an empty argument to a built-in that takes more (min, max, round's digits, tier's threshold-rate pairs). */
export function addBuiltinArguments(steps: Steps, address: ItemAddress): Steps {
  const holder = itemAt(steps, address);
  if (!isCallable(holder) || holder.value.kind !== 'builtin') return steps;
  const arity = builtinArity[holder.value.value.id as BuiltinName];
  const adding = holder.value.value.id === 'tier' ? 2 : 1;
  const count = holder.functionArguments?.length ?? 0;
  if (!arity || count + adding > arity[1]) return steps;
  return updateList(steps, address, (list, index) =>
    list.map((entry, position) => (position === index ? { ...holder, functionArguments: [...(holder.functionArguments ?? []), ...Array.from({ length: adding }, () => [])] } : entry)),
  );
}

/** The ids the steps name, per kind: what the payload's dictionaries list and what noExistingIds is matched against. */
export function stepsReferences(steps: Steps): { variables: { id: string; tag: string }[]; parameters: string[]; indicators: string[]; functions: string[] } {
  const variables = new Map<string, { id: string; tag: string }>();
  const parameters = new Set<string>();
  const indicators = new Set<string>();
  const functions = new Set<string>();
  const visit = (item: StepItem): void => {
    if (item.type !== 'element') return;
    const { kind, value } = item.value;
    if (kind === 'variable') variables.set(`${value.id}\u0000${value.tag ?? ''}`, { id: value.id, tag: value.tag ?? '' });
    else if (kind === 'parameter') parameters.add(value.id);
    else if (kind === 'areaIndicators') indicators.add(value.id);
    else if (kind === 'function') functions.add(value.id);
    item.functionArguments?.forEach((argument) => argument.forEach(visit));
  };
  steps.forEach((step) => step.forEach(visit));
  return { variables: [...variables.values()], parameters: [...parameters], indicators: [...indicators], functions: [...functions] };
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
