import { z } from 'zod';
import { singleLineText } from '../common/text';
import { isIsoDay } from '../common/time';
import { richTextSchema } from './richText';
import { frequencyTypes, isValidCron } from './temporality';

/**
 * Work plans (spec 002): a plan has sections, a section has activities. Shared by the screens'
 * forms and the server; every message is a catalogue code (domain/errors/workplans.ts).
 */
export const WORKPLAN_NAME_MAX_LENGTH = 120;
/** listWorkplans' limit (spec 002 section 7). */
export const WORKPLAN_LIST_LIMIT = 300;
export const ACTIVITY_SCORE_MAX = 100;
export const ACTIVITY_FREQUENCY_MAX = 366;

const idSchema = singleLineText().min(1, 'WORKPLAN_NOT_FOUND').max(64, 'WORKPLAN_NOT_FOUND');
/** The version the screen read: a record changed meanwhile is refused (…_STALE), never overwritten. */
const versionSchema = z.number({ message: 'WORKPLAN_VERSION_REQUIRED' }).int().min(1, 'WORKPLAN_VERSION_REQUIRED');

function nameSchema(code: 'WORKPLAN_NAME_REQUIRED' | 'WORKPLAN_SECTION_NAME_REQUIRED' | 'WORKPLAN_ACTIVITY_NAME_REQUIRED') {
  return singleLineText()
    .transform((name) => name.replace(/\s+/g, ' '))
    .pipe(z.string().min(1, code).max(WORKPLAN_NAME_MAX_LENGTH, 'WORKPLAN_NAME_TOO_LONG'));
}

export const workplanFields = {
  workplanName: nameSchema('WORKPLAN_NAME_REQUIRED'),
  description: richTextSchema,
};
export const createWorkplanSchema = z.object(workplanFields);
export const updateWorkplanSchema = z.object({
  id: idSchema,
  _version: versionSchema,
  ...workplanFields,
});
export type CreateWorkplanInput = z.output<typeof createWorkplanSchema>;
export type UpdateWorkplanInput = z.output<typeof updateWorkplanSchema>;

export const sectionFields = {
  sectionName: nameSchema('WORKPLAN_SECTION_NAME_REQUIRED'),
  description: richTextSchema,
};
export const createSectionSchema = z.object({
  workplanSectionWorkplanId: idSchema,
  ...sectionFields,
});
export const updateSectionSchema = z.object({
  id: idSchema,
  _version: versionSchema,
  ...sectionFields,
});
export type CreateSectionInput = z.output<typeof createSectionSchema>;
export type UpdateSectionInput = z.output<typeof updateSectionSchema>;

const daySchema = z.string({ message: 'WORKPLAN_DATE_INVALID' }).refine(isIsoDay, 'WORKPLAN_DATE_INVALID');

export const temporalitySchema = z.object({
  cron: singleLineText().refine(isValidCron, 'WORKPLAN_CRON_INVALID'),
  frecuency: z
    .number({ message: 'WORKPLAN_FREQUENCY_INVALID' })
    .int('WORKPLAN_FREQUENCY_INVALID')
    .min(1, 'WORKPLAN_FREQUENCY_INVALID')
    .max(ACTIVITY_FREQUENCY_MAX, 'WORKPLAN_FREQUENCY_INVALID'),
  frecuencyType: z.enum(frequencyTypes, {
    message: 'WORKPLAN_FREQUENCY_TYPE_INVALID',
  }),
});
export type Temporality = z.output<typeof temporalitySchema>;

const activityObject = z.object({
  activityName: nameSchema('WORKPLAN_ACTIVITY_NAME_REQUIRED'),
  description: richTextSchema,
  /** Store days (YYYY-MM-DD) the activity starts and ends; the end is never before the start. */
  marketReleaseDate: daySchema,
  marketFinalDate: daySchema,
  temporality: temporalitySchema,
  score: z
    .number({ message: 'WORKPLAN_SCORE_INVALID' })
    .int('WORKPLAN_SCORE_INVALID')
    .min(0, 'WORKPLAN_SCORE_INVALID')
    .max(ACTIVITY_SCORE_MAX, 'WORKPLAN_SCORE_INVALID'),
});

function datesInOrder<T extends { marketReleaseDate: string; marketFinalDate: string }>(value: T, ctx: z.RefinementCtx) {
  if (value.marketFinalDate < value.marketReleaseDate)
    ctx.addIssue({
      code: 'custom',
      path: ['marketFinalDate'],
      message: 'WORKPLAN_DATES_ORDER',
    });
}

export const activityFieldsSchema = activityObject.superRefine(datesInOrder);
export const createActivitySchema = activityObject.extend({ workplanSectionId: idSchema }).superRefine(datesInOrder);
export const updateActivitySchema = activityObject.extend({ id: idSchema, _version: versionSchema }).superRefine(datesInOrder);
export const deleteActivitySchema = z.object({
  id: idSchema,
  _version: versionSchema,
});
export type CreateActivityInput = z.output<typeof createActivitySchema>;
export type UpdateActivityInput = z.output<typeof updateActivitySchema>;
