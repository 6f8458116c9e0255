import { z } from 'zod';
import { singleLineText, multiLineText } from '../common/text';
import { isMoneyText, money as toMoney, moneyText } from '../common/money';

/**
 * Headcount (spec 002 sections 2-5 and 9, spec 003 sections 2.1 and 3.1): a store's work-team
 * template lists team positions (position, quantity, required); the store needs the sum of the
 * quantities of the required ones, has its active attendants, and the difference is its
 * vacancies (or, when it has more, its excedentes). The template's status rules (high, medium,
 * low: vacantNumber and assignedDays) give the store's status level; the
 * headcountVacantSemaphore parameter gives each organization card its severity.
 */

export const statusNames = ['high', 'medium', 'low'] as const;
export type StatusName = (typeof statusNames)[number];

/** Chart and chip colours (spec 002 section 4). */
export const statusColors: Record<StatusName, string> = { high: '#f50057', medium: '#ffeb3b', low: '#4caf50' };

/** Sales frequency of a template (spec 003: a fixed enumeration, values not shown). */
export const salesFrequencies = ['diario', 'semana', 'quincenal', 'mensual'] as const;
export type SalesFrequency = (typeof salesFrequencies)[number];

export interface TeamPositionLike {
  positionId: string;
  positionName: string;
  quantity: number;
  required: boolean;
}

export interface StatusRuleLike {
  statusName: StatusName;
  vacantNumber: number;
  assignedDays: number;
}

export interface StaffLike {
  positionId: string;
  active: boolean;
}

export interface VacancyDetail {
  positionId: string;
  positionName: string;
  count: number;
}

export interface StoreHeadcount {
  /** teamPositionsCount: sum of the quantities of the required team positions. */
  required: number;
  /** teamAssignedCount: active attendants of the store. */
  assigned: number;
  vacancies: number;
  /** assigned minus required, only when there is no vacancy and assigned exceeds required. */
  extras: number;
  /** Vacancies per required position (positions without enough active staff). */
  detail: VacancyDetail[];
}

/**
 * Counts one store. Vacancies are counted per required position (a surplus of cashiers does not
 * cover a missing manager), so vacancies can be above 0 while assigned >= required; extras follow
 * the spec's rule on the totals.
 */
export function computeStoreHeadcount(positions: readonly TeamPositionLike[], staff: readonly StaffLike[]): StoreHeadcount {
  const active = staff.filter((member) => member.active);
  const byPosition = new Map<string, number>();
  for (const member of active) byPosition.set(member.positionId, (byPosition.get(member.positionId) ?? 0) + 1);
  const requiredPositions = positions.filter((position) => position.required && position.quantity > 0);
  const required = requiredPositions.reduce((sum, position) => sum + position.quantity, 0);
  const detail: VacancyDetail[] = [];
  // Several team positions may name the same position: they draw from the same staff.
  const used = new Map<string, number>();
  for (const position of requiredPositions) {
    const available = (byPosition.get(position.positionId) ?? 0) - (used.get(position.positionId) ?? 0);
    const covered = Math.max(0, Math.min(position.quantity, available));
    used.set(position.positionId, (used.get(position.positionId) ?? 0) + covered);
    if (covered < position.quantity) detail.push({ positionId: position.positionId, positionName: position.positionName, count: position.quantity - covered });
  }
  const vacancies = detail.reduce((sum, entry) => sum + entry.count, 0);
  const assigned = active.length;
  const extras = vacancies === 0 && assigned > required ? assigned - required : 0;
  return { required, assigned, vacancies, extras, detail };
}

/** Whole days between two ISO days (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/**
 * The status level of a store: the most severe rule (high, then medium, then low) whose
 * vacantNumber the vacancies reach and whose assignedDays the days the store has been short
 * (counted from the log's sinceDate) reach. A store without vacancies, or whose shortage matches
 * no rule yet, is low. A store without a template is not computed at all ('Status not ready yet').
 */
export function statusLevel(rules: readonly StatusRuleLike[], vacancies: number, daysShort: number): StatusName {
  if (vacancies <= 0) return 'low';
  for (const name of statusNames) {
    const rule = rules.find((candidate) => candidate.statusName === name);
    if (rule && vacancies >= rule.vacantNumber && daysShort >= rule.assignedDays) return name;
  }
  return 'low';
}

export const severities = ['error', 'warning', 'success'] as const;
export type Severity = (typeof severities)[number] | 'info';
export type Semaphore = Partial<Record<(typeof severities)[number], { min: number; max: number }>>;

export const semaphoreSchema = z.record(z.enum(severities), z.object({ min: z.number().min(0), max: z.number().min(0) }));

/** The semaphore param's JSON, or an empty one when it cannot be read (every card then shows info). */
export function parseSemaphore(value: string | null | undefined): Semaphore {
  if (!value) return {};
  try {
    const parsed = semaphoreSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/**
 * An organization card's severity: the ratio of vacancies to template positions falling inside a
 * configured range [min, max) (the last range also takes its max); 'info' by default, and when
 * the organization has no template positions.
 */
export function cardSeverity(semaphore: Semaphore, templatePositions: number, vacancies: number): Severity {
  if (templatePositions <= 0) return 'info';
  const ratio = vacancies / templatePositions;
  for (const name of severities) {
    const range = semaphore[name];
    if (range && ratio >= range.min && (ratio < range.max || (ratio === range.max && range.max >= 1))) return name;
  }
  return 'info';
}

// ---- Work-team templates, team positions and status rules: shared form schemas ----

/** A sales amount: a decimal string or a number, kept as its exact decimal text (docs/money.md). */
const money = z
  .union([z.number({ message: 'HEADCOUNT_NUMBER_INVALID' }).finite('HEADCOUNT_NUMBER_INVALID'), z.string({ message: 'HEADCOUNT_NUMBER_INVALID' })])
  .refine((value) => (typeof value === 'number' || isMoneyText(value)) && !toMoney(value).isNegative() && toMoney(value).lte(1e12), 'HEADCOUNT_NUMBER_INVALID')
  .transform((value) => moneyText(value));

export const workTeamTemplateSchema = z
  .object({
    workTeamTemplate: singleLineText().min(1, 'WORK_TEAM_TEMPLATE_NAME_REQUIRED').max(80, 'WORK_TEAM_TEMPLATE_NAME_REQUIRED'),
    active: z.boolean().default(true),
    minSalesAmount: money,
    maxSalesAmount: money,
    frecuencySales: z.enum(salesFrequencies, { message: 'WORK_TEAM_TEMPLATE_FREQUENCY' }),
    /** Multiples 1 to 10 of the frequency (spec 003 section 9). */
    periodSales: z.number().int('HEADCOUNT_NUMBER_INVALID').min(1, 'HEADCOUNT_NUMBER_INVALID').max(10, 'HEADCOUNT_NUMBER_INVALID'),
  })
  .refine((template) => toMoney(template.minSalesAmount).lte(toMoney(template.maxSalesAmount)), {
    message: 'WORK_TEAM_TEMPLATE_SALES_RANGE',
    path: ['maxSalesAmount'],
  });
export type WorkTeamTemplateInput = z.output<typeof workTeamTemplateSchema>;

export const versionSchema = z.number().int().min(1);

export const teamPositionSchema = z.object({
  positionId: singleLineText().min(1, 'TEAM_POSITION_REQUIRED').max(60),
  quantity: z
    .number({ message: 'HEADCOUNT_NUMBER_INVALID' })
    .int('HEADCOUNT_NUMBER_INVALID')
    .min(1, 'TEAM_POSITION_QUANTITY')
    .max(200, 'TEAM_POSITION_QUANTITY'),
  required: z.boolean(),
  observation: multiLineText().max(500).default(''),
});
export type TeamPositionInput = z.output<typeof teamPositionSchema>;

export const statusRuleSchema = z.object({
  statusName: z.enum(statusNames),
  vacantNumber: z
    .number({ message: 'HEADCOUNT_NUMBER_INVALID' })
    .int('HEADCOUNT_NUMBER_INVALID')
    .min(1, 'HEADCOUNT_NUMBER_INVALID')
    .max(1000, 'HEADCOUNT_NUMBER_INVALID'),
  assignedDays: z
    .number({ message: 'HEADCOUNT_NUMBER_INVALID' })
    .int('HEADCOUNT_NUMBER_INVALID')
    .min(0, 'HEADCOUNT_NUMBER_INVALID')
    .max(365, 'HEADCOUNT_NUMBER_INVALID'),
});
/** The three rules of a template, saved together: high must be at least as strict as medium, medium as low. */
export const statusRulesSchema = z
  .array(statusRuleSchema)
  .max(3)
  .refine((rules) => new Set(rules.map((rule) => rule.statusName)).size === rules.length, 'HEADCOUNT_RULES_ORDER')
  .refine((rules) => {
    const of = (name: StatusName) => rules.find((rule) => rule.statusName === name);
    const ordered = statusNames.map(of).filter((rule): rule is StatusRuleLike => Boolean(rule));
    return ordered.every((rule, index) => index === 0 || ordered[index - 1].vacantNumber >= rule.vacantNumber);
  }, 'HEADCOUNT_RULES_ORDER');
export type StatusRuleInput = z.output<typeof statusRuleSchema>;

/** A calculation day: yyyy-mm-dd. */
export const calculationDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'HEADCOUNT_DATE_INVALID')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'HEADCOUNT_DATE_INVALID');

/** The day before a yyyy-mm-dd day. */
export function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

// ---- The observation and plan-action trees HR keeps (root, then children) ----

/** Which tree: incident observations or incident plan actions. */
export const headcountChoiceKinds = ['observation', 'planAction'] as const;
export type HeadcountChoiceKind = (typeof headcountChoiceKinds)[number];

/** A node of a tree: its name, and its root (none for a root). The trees have two levels. */
export const headcountChoiceSchema = z.object({
  name: singleLineText().min(1, 'HEADCOUNT_CHOICE_NAME').max(80, 'HEADCOUNT_CHOICE_NAME'),
  parentId: z
    .string()
    .max(60)
    .nullish()
    .transform((value) => value || null),
});
export type HeadcountChoiceInput = z.output<typeof headcountChoiceSchema>;
