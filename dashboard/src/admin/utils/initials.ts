/** The initials a user without a photo is shown by: the first letters of the first two words of the name (or of the user name). */
export function initialsOf(fullName: string, userName: string): string {
  const words = (fullName.trim() || userName).split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => [...word][0]?.toLocaleUpperCase('es-MX') ?? '')
    .join('');
}
