import { z } from 'zod';
import { isMoneyText, money } from '../common/money';

/**
 * The statement page's small forms (issue 25), checked on the screen with the rules the API parses
 * with (api/commissions/statements/schemas.ts): the what-if's new value and the PDF's e-mail address.
 */

/** The most a what-if value may have: 12 digits before the point, 6 after (what the calculation reads). */
export const WHAT_IF_VALUE_LIMITS = { digits: 12, decimals: 6 } as const;

/** A what-if value as typed: a decimal text (no exponent), read exactly before its digits are counted. */
export const whatIfValueSchema = z
  .string()
  .trim()
  .refine((text) => {
    if (!isMoneyText(text) || /e/i.test(text)) return false;
    const value = money(text);
    return value.decimalPlaces() <= WHAT_IF_VALUE_LIMITS.decimals && value.abs().lt(10 ** WHAT_IF_VALUE_LIMITS.digits);
  }, 'COMMISSION_WHAT_IF_VALUE_INVALID');

/** The what-if form: the input chosen (kind:id:tag, as the list offers it) and its new value. */
export const whatIfFormSchema = z.object({
  input: z.string().min(1, 'COMMISSION_WHAT_IF_INPUT_REQUIRED'),
  value: whatIfValueSchema,
});

/** An address to e-mail the statement to. */
export const statementEmailSchema = z.string().trim().max(200, 'COMMISSION_STATEMENT_EMAIL_INVALID').email('COMMISSION_STATEMENT_EMAIL_INVALID');

/** The e-mail dialog: an address, or empty for the employee's own. */
export const statementEmailFormSchema = z.object({
  to: z
    .string()
    .trim()
    .refine((text) => text === '' || statementEmailSchema.safeParse(text).success, 'COMMISSION_STATEMENT_EMAIL_INVALID'),
});
