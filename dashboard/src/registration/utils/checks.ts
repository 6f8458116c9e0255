import { registrationDataSchema, registrationLegalsSchema } from '../../../../domain/customers/registration';
import { type ErrorCode } from '../../../../domain/errors/catalogue';
import { commonErrors } from '../../../../domain/errors/common';
import { customersErrors } from '../../../../domain/errors/customers';
import { entryMessage, type ErrorParams } from '../../../../domain/errors/message';
import { type Language } from '../../../../domain/i18n/language';
import { checkFormWith, type ErrorTexts } from '../../ui/utils/formCheck';
import { registrationInput, type RegistrationForm } from './form';

/**
 * The registration form's checks: the shared schemas the server parses with (zod) and the texts
 * of the only catalogue areas they answer with (common and customers). The page loads this module
 * when the visitor first touches the form (../hooks useRegistrationChecks), so its first paint
 * carries neither zod nor any error text.
 */
const registrationErrorTexts = { ...commonErrors, ...customersErrors } satisfies ErrorTexts;
export type RegistrationErrorCode = keyof typeof registrationErrorTexts;

/** Step 1 with the shared schema: the catalogue message of each failing field (keys like `phones.0.phone`). */
export function checkCustomerData(form: RegistrationForm, language: Language): Record<string, string> {
  const { legals: _legals, ...data } = registrationInput(form);
  return checkFormWith(registrationErrorTexts, registrationDataSchema, data, language).problems;
}

/** Step 2: both legals accepted ("Acept Legals"). */
export function checkLegals(form: RegistrationForm, language: Language): string | null {
  const problems = checkFormWith(registrationErrorTexts, registrationLegalsSchema, form.legals, language).problems;
  return Object.values(problems)[0] ?? null;
}

/** A registration message of the catalogue (e.g. the INE photo's size limit) in the visitor's language. */
export function registrationErrorMessage(code: RegistrationErrorCode & ErrorCode, language: Language, params: ErrorParams = {}): string {
  return entryMessage(registrationErrorTexts[code], language, params);
}
