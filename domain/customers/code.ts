/**
 * The pre-registration code (spec 000 section 9): 15 upper-case characters, a time-stamp part
 * (epoch milliseconds in base 36, 9 characters) plus 6 random letters and digits. It is unique by
 * a database index; a collision (two registrations in the same millisecond drawing the same
 * letters) is retried with new letters. Messages show it in lower case.
 */
export const PREREGISTRATION_CODE_LENGTH = 15;
const TIME_PART_LENGTH = 9;
const RANDOM_PART_LENGTH = PREREGISTRATION_CODE_LENGTH - TIME_PART_LENGTH;
export const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export const preregistrationCodePattern = /^[A-Z0-9]{15}$/;

/** `randomIndex(n)` returns an integer in [0, n): crypto.randomInt on the server, a seeded PRNG in tests. */
export function generatePreregistrationCode(nowMs: number, randomIndex: (n: number) => number): string {
  const time = Math.floor(nowMs).toString(36).toUpperCase().padStart(TIME_PART_LENGTH, '0').slice(-TIME_PART_LENGTH);
  let random = '';
  for (let index = 0; index < RANDOM_PART_LENGTH; index += 1) random += CODE_ALPHABET[randomIndex(CODE_ALPHABET.length)];
  return time + random;
}

/** What a person types in the enrollment box: trimmed and upper-cased (spec 001 section 5). */
export function normalizePreregistrationCode(typed: string): string {
  return typed.trim().toUpperCase();
}
