/** The interface languages: Spanish by default, English available. */
export const languages = ['es', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'es';

/** Picks the first supported language of an Accept-Language header (or a plain 'es'/'en'). */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase().slice(0, 2), q: q ? Number(q.slice(2)) || 0 : 1, order };
    })
    .sort((a, b) => b.q - a.q || a.order - b.order);
  const found = ranked.find((entry) => (languages as readonly string[]).includes(entry.tag));
  return (found?.tag as Language | undefined) ?? defaultLanguage;
}
