import { z } from 'zod';
import { adjustmentAmountSchema, statementReasonSchema as reason } from '../../../domain/commissions/statementDecisions';
import { statementEmailSchema, whatIfValueSchema } from '../../../domain/commissions/statementForms';
import { statementStates } from '../../../domain/commissions/statements';

/** Inputs of the statements' GraphQL operations (issue 25). */
/** The period's rules live in domain/ (the start form and the export dialog check them as the server does). */
export { statementPeriodSchema as periodSchema } from '../../../domain/commissions/statementPeriod';

export const pageSchema = z.object({
  state: z.enum(statementStates).nullish(),
  search: z.string().trim().max(80).nullish(),
  page: z.number().int().min(1).max(100_000).nullish(),
  pageSize: z.number().int().min(1).max(200).nullish(),
});

export const approveSchema = z.object({ ids: z.array(z.string().min(1).max(60)).max(10_000).nullish(), reason: z.string().trim().max(500).nullish() });

export const disputeSchema = z.object({ id: z.string().min(1).max(60), comment: reason, onBehalfOfEmployee: z.boolean().nullish() });

export const resolveSchema = z.object({ id: z.string().min(1).max(60), choice: z.enum(['recalculate', 'reject']), reason });

export const adjustSchema = z.object({
  id: z.string().min(1).max(60),
  amount: adjustmentAmountSchema,
  reason,
});

/** The settings' rules live in domain/ (the settings dialog checks them as the server does). */
export { statementSettingsSchema as settingsSchema } from '../../../domain/commissions/statementSettings';

export const emailSchema = z.object({ id: z.string().min(1).max(60), to: statementEmailSchema.nullish() });

export const whatIfSchema = z.object({
  id: z.string().min(1).max(60),
  reportId: z.string().min(1).max(60),
  kind: z.enum(['variable', 'parameter']),
  inputId: z.string().min(1).max(60),
  tag: z.string().max(60).nullish(),
  value: whatIfValueSchema.transform(Number),
});
