import { z } from 'zod';
import { singleLineText } from '../common/text';

/**
 * 'Relacion de cajeros con tienda' (spec 002 sections 2, 4 and 5): a cashier is looked up by user
 * name and company, then linked to a store by its code. Shared by the screen and the server.
 */

/** Company choices: BAMA = 01 and TCO = 02 (ids, spec 002 section 5). */
export const cashierCompanies = [
  { id: '01', name: 'BAMA' },
  { id: '02', name: 'TCO' },
] as const;
export type CashierCompanyId = (typeof cashierCompanies)[number]['id'];
const companyIds = cashierCompanies.map((company) => company.id) as [CashierCompanyId, ...CashierCompanyId[]];

export const STORE_CODE_MAX_LENGTH = 20;

/** What the user name field keeps of what is typed: forced to upper case. */
export function cashierUserNameInput(typed: string): string {
  return typed.toUpperCase();
}

/** What the store-code field keeps of what is typed: letters, digits and underscore, upper case. */
export function storeCodeInput(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[^A-Z0-9_]/g, '')
    .slice(0, STORE_CODE_MAX_LENGTH);
}

const userNameSchema = singleLineText().toUpperCase().min(1, 'COLLABORATOR_USERNAME_REQUIRED').max(60, 'COLLABORATOR_USERNAME_REQUIRED');
const companySchema = z.enum(companyIds, {
  message: 'COLLABORATOR_COMPANY_INVALID',
});

export const cashierLookupSchema = z.object({
  userName: userNameSchema,
  company: companySchema,
});
export type CashierLookupInput = z.output<typeof cashierLookupSchema>;

export const storeCodeSchema = singleLineText()
  .toUpperCase()
  .regex(new RegExp(`^[A-Z0-9_]{1,${STORE_CODE_MAX_LENGTH}}$`), 'COLLABORATOR_STORE_CODE_INVALID');

export const cashierLinkSchema = z.object({
  userName: userNameSchema,
  company: companySchema,
  storeCode: storeCodeSchema,
});
export type CashierLinkInput = z.output<typeof cashierLinkSchema>;

/** The lookup dialog's types (spec 002 section 4): 1 loading, 2 success, 3 warning, 0 plain titled. */
export const lookupDialogTypes = {
  plain: 0,
  loading: 1,
  success: 2,
  warning: 3,
} as const;
export type LookupDialogType = (typeof lookupDialogTypes)[keyof typeof lookupDialogTypes];

/** Which dialog an answer opens: an inactive cashier a warning, a found active one a success. */
export function lookupDialogFor(answer: { complete: boolean; active: boolean | null }): LookupDialogType {
  if (!answer.complete) return lookupDialogTypes.warning;
  return answer.active ? lookupDialogTypes.success : lookupDialogTypes.warning;
}
