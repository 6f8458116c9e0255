import { z } from 'zod';
import { isMoneyText, money } from '../common/money';
import { moneyInputSchema } from '../common/moneySchema';

/**
 * The decisions on a statement that ask a why (issue 25): a dispute's comment, a dispute's
 * resolution and an adjustment with its amount. The API parses its inputs with these rules and the
 * statement's decision dialog checks the same before sending (docs/forms.md).
 */
export const STATEMENT_REASON_LENGTH = { min: 3, max: 500 } as const;

export const statementReasonSchema = z
  .string()
  .trim()
  .min(STATEMENT_REASON_LENGTH.min, 'COMMISSION_STATEMENT_REASON_REQUIRED')
  .max(STATEMENT_REASON_LENGTH.max, 'COMMISSION_STATEMENT_REASON_REQUIRED');

/** An adjustment's amount once it is a decimal text: not zero, under ten thousand million either way. */
function adjustmentRules<Schema extends z.ZodType<string, unknown>>(schema: Schema): Schema {
  // zod runs every refinement even after one failed: a text that is not an amount is left to the first.
  return schema
    .refine((text) => !isMoneyText(text) || !money(text).isZero(), 'COMMISSION_STATEMENT_AMOUNT_ZERO')
    .refine((text) => !isMoneyText(text) || money(text).abs().lt(1e10), 'COMMISSION_STATEMENT_AMOUNT_TOO_LARGE');
}

/** The amount as the API takes it (a decimal text, or a number from older clients). */
export const adjustmentAmountSchema = adjustmentRules(moneyInputSchema);

/** The amount as typed in the dialog: a decimal text, negative to take money back. */
export const adjustmentAmountTextSchema = adjustmentRules(
  z
    .string()
    .trim()
    .refine((text) => isMoneyText(text), 'COMMISSION_STATEMENT_AMOUNT_INVALID'),
);

/** The dialog's fields for each decision (the statement's id is added by the dialog). */
export const statementDecisionFormSchemas = {
  dispute: z.object({ reason: statementReasonSchema, onBehalfOfEmployee: z.boolean() }),
  adjust: z.object({ reason: statementReasonSchema, amount: adjustmentAmountTextSchema }),
  resolve: z.object({ reason: statementReasonSchema }),
} as const;
