import { formatPhoneGroups } from '../../../../domain/common/phone';

/** Formats what is typed into the 52 921 123 4567 pattern as the user types (digits only, 12 at most). */
export function formatProfilePhone(typed: string): string {
  return formatPhoneGroups(typed);
}

/** Keeps only digits of a PIN as it is typed (the field is numeric). */
export function digitsOnly(typed: string, max = 8): string {
  return typed.replace(/\D/g, '').slice(0, max);
}
