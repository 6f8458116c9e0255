import { z } from 'zod';
import { formatMoney, type MoneyInput } from '../../../../domain/common/money';
import { statusNames, statusRuleSchema, statusRulesSchema, type StatusName } from '../../../../domain/headcount/rules';
import { intlLocaleOf } from '../../ui/utils/dates';

/**
 * Whole pesos of an amount (a decimal string from the API), rounded half-up by the money module,
 * in the interface language's format (es: es-MX "$1,235"; en: en-US "MX$1,235").
 */
export const formatPesos = (value: MoneyInput, language = 'es') =>
  new Intl.NumberFormat(intlLocaleOf(language), { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 }).format(formatMoney(value, 0) as `${number}`);

/** Required places of a template: the sum of the quantities of its required team positions. */
export function requiredPlaces(positions: readonly { quantity: number; required: boolean }[]): number {
  return positions.filter((position) => position.required).reduce((sum, position) => sum + position.quantity, 0);
}

/**
 * The Rule HeadCount form: one row per level, each used or not. A used row follows the server's
 * rule schema; the used rows together follow the server's order rule (statusRulesSchema).
 */
const unusedRow = z.object({ statusName: z.enum(statusNames), enabled: z.literal(false), vacantNumber: z.unknown(), assignedDays: z.unknown() });
const usedRow = statusRuleSchema.extend({ enabled: z.literal(true) });
export const rulesFormSchema = z
  .object({ rows: z.array(z.discriminatedUnion('enabled', [usedRow, unusedRow])) })
  .refine((form) => statusRulesSchema.safeParse(usedRules(form.rows)).success, { message: 'HEADCOUNT_RULES_ORDER', path: ['order'] });

export interface RuleRow {
  statusName: StatusName;
  enabled: boolean;
  vacantNumber: number;
  assignedDays: number;
}

export function usedRules(rows: readonly { statusName: StatusName; enabled: boolean; vacantNumber?: unknown; assignedDays?: unknown }[]) {
  return rows
    .filter((row) => row.enabled)
    .map((row) => ({ statusName: row.statusName, vacantNumber: Number(row.vacantNumber), assignedDays: Number(row.assignedDays) }));
}

/** The form's three rows from a template's saved rules. */
export function ruleRows(statuses: readonly { statusName: string; vacantNumber: number; assignedDays: number }[]): RuleRow[] {
  return statusNames.map((statusName) => {
    const saved = statuses.find((rule) => rule.statusName === statusName);
    return { statusName, enabled: Boolean(saved), vacantNumber: saved?.vacantNumber ?? 1, assignedDays: saved?.assignedDays ?? 0 };
  });
}

export interface ChoiceNode {
  id: string;
  name: string;
  parentId?: string | null;
  active: boolean;
  _version: number;
}

/** A tree in reading order: each root, then its children. */
export function treeRows<T extends { id: string; parentId?: string | null }>(nodes: readonly T[]): (T & { depth: 0 | 1 })[] {
  const roots = nodes.filter((node) => !node.parentId);
  const known = new Set(roots.map((root) => root.id));
  const orphans = nodes.filter((node) => node.parentId && !known.has(node.parentId));
  return [
    ...roots.flatMap((root) => [
      { ...root, depth: 0 as const },
      ...nodes.filter((node) => node.parentId === root.id).map((child) => ({ ...child, depth: 1 as const })),
    ]),
    ...orphans.map((node) => ({ ...node, depth: 1 as const })),
  ];
}
