import { builtinArity, type BuiltinName } from './language';
import {
  MIN_ITEMS_BEFORE_NEXT_STEP,
  screenInput,
  type ElementKind,
  type FormulaScreen,
  type StepElement,
  type StepItem,
  type StepOperatorName,
  type Steps,
} from './steps';

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
const isCallable = (item: StepItem | undefined): item is StepElement =>
  item?.type === 'element' && (item.value.kind === 'function' || item.value.kind === 'builtin');

/** An element kind_item_timestamp, the name the original generated when none was given (spec 003 section 3.3). */
export function newElement(
  kind: ElementKind,
  value: StepElement['value']['value'],
  options: { name?: string; argumentCount?: number; now?: number } = {},
): StepElement {
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
    const args = (holder.functionArguments ?? []).map((argument, position) =>
      position === level.argument ? rewrite(argument, level.item, depth + 1) : argument,
    );
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
    list.map((entry, position) =>
      position === index
        ? { ...holder, functionArguments: (holder.functionArguments ?? []).map((current, slot) => (slot === argument ? [value] : current)) }
        : entry,
    ),
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
    list.map((entry, position) =>
      position === index ? { ...holder, functionArguments: [...(holder.functionArguments ?? []), ...Array.from({ length: adding }, () => [])] } : entry,
    ),
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
