import type { BuiltinName } from '../../../../../domain/commissions/language';
import { builtinNames } from '../../../../../domain/commissions/language';
import { stepOperators, type ElementKind, type StepElement, type StepItem, type StepOperatorName } from '../../../../../domain/commissions/steps';

/** One choice of an element dialog: a record of the API (or a built-in), with what its kind needs. */
export interface CatalogueEntry {
  id: string;
  name: string;
  /** A variable's tags. */
  tags?: string[];
  /** A helper function's parameter names. */
  arguments?: string[];
}

/** What the element dialogs offer, per kind (only the kinds the screen uses are loaded). */
export type ElementCatalogue = Partial<Record<ElementKind, CatalogueEntry[]>>;

export const builtinEntries: CatalogueEntry[] = builtinNames.map((name: BuiltinName) => ({ id: name, name }));

/**
 * The operator as the editor shows it: + - x / (spec 003 section 3.3) and the comparisons. No '%':
 * the formula language (domain/commissions/language.ts) has no modulo or percent operator, so a
 * percentage is a multiplication by a rate parameter or a division by 100 (docs/commissions.md).
 */
export const operatorSymbols: Record<StepOperatorName, string> = {
  ...stepOperators,
  multiplication: 'x',
  equal: '=',
  notEqual: '≠',
  greaterOrEqual: '≥',
  lessOrEqual: '≤',
};

/** How an element reads: its record's name when the catalogue knows it, else the name saved in the steps. */
export function elementLabel(element: StepElement, catalogue: ElementCatalogue): string {
  const { kind, value } = element.value;
  if (kind === 'constant') return String(value.number ?? '');
  if (kind === 'builtin' || kind === 'parameterFunction') return value.id;
  const entry = catalogue[kind]?.find((candidate) => candidate.id === value.id);
  const name = entry?.name ?? element.name ?? value.id;
  return kind === 'variable' && value.tag ? `${name} [${value.tag}]` : name;
}

/**
 * An element whose record no longer exists (spec 003 section 3.5, noExistingIds): named by the
 * server's refusal, or absent from a loaded catalogue.
 */
export function isMissing(element: StepElement, catalogue: ElementCatalogue, noExistingIds: ReadonlySet<string>): boolean {
  const { kind, value } = element.value;
  if (kind === 'constant' || kind === 'builtin' || kind === 'parameterFunction') return false;
  if (noExistingIds.has(value.id)) return true;
  const entries = catalogue[kind];
  return entries !== undefined && !entries.some((entry) => entry.id === value.id);
}

/** A readable one-line text of items, for labels and the accessible names of the steps. */
export function itemsText(items: readonly StepItem[], catalogue: ElementCatalogue): string {
  return items
    .map((item) => {
      if (item.type === 'operator') return operatorSymbols[item.value];
      if (item.type === 'stepResult') return item.name;
      const label = elementLabel(item, catalogue);
      return item.functionArguments ? `${label}(${item.functionArguments.map((argument) => itemsText(argument, catalogue)).join(', ')})` : label;
    })
    .join(' ');
}
