/** Digit groups of the profile phone input: 52 921 123 4567 (spec 000 section 5). */
const groups = [2, 3, 3, 4];

/** Formats what is typed into the 2-3-3-4 pattern as the user types (digits only, 12 at most). */
export function formatProfilePhone(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 12);
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/** Keeps only digits of a PIN as it is typed (the field is numeric). */
export function digitsOnly(typed: string, max = 8): string {
  return typed.replace(/\D/g, '').slice(0, max);
}
