import { richTextPlain, type RichTextNode } from '../../../../domain/workplans/richText';

/** The first characters of a description's text, for the tables. */
export function descriptionPreview(description: unknown, length = 90): string {
  const text = richTextPlain(description as RichTextNode)
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/** Today as the stores see it (yyyy-MM-dd), the default release date of a new activity. */
export function todayIso(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** An activity's form as typed: numbers as the number inputs give them (a text while unreadable). */
export interface ActivityForm {
  activityName: string;
  description: unknown;
  marketReleaseDate: string;
  marketFinalDate: string;
  /** Shaped as the schema's, so its problems land under their boxes (temporality.cron...). */
  temporality: { cron: string; frecuency: number | string; frecuencyType: string };
  score: number | string;
}

/** A number typed: itself, or NaN for an empty or unreadable text (the schema refuses it in words). */
function typedNumber(value: number | string): number {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? Number.NaN : Number(value);
}

/** The form's values as the shared schema reads them (the server checks the same). */
export function activityValues(form: ActivityForm) {
  return {
    activityName: form.activityName,
    description: form.description,
    marketReleaseDate: form.marketReleaseDate,
    marketFinalDate: form.marketFinalDate,
    temporality: {
      cron: form.temporality.cron,
      frecuency: typedNumber(form.temporality.frecuency),
      frecuencyType: form.temporality.frecuencyType,
    },
    score: typedNumber(form.score),
  };
}

/** A new activity's form: today's dates, every Monday at nine, a score of ten. */
export function emptyActivity(): ActivityForm {
  const today = todayIso();
  return {
    activityName: '',
    description: null,
    marketReleaseDate: today,
    marketFinalDate: today,
    temporality: { cron: '0 9 * * 1', frecuency: 1, frecuencyType: 'weekly' },
    score: 10,
  };
}

/** A saved activity as its form shows it. */
export function activityForm(activity: {
  activityName: string;
  description: unknown;
  marketReleaseDate: string;
  marketFinalDate: string;
  temporality: { cron: string; frecuency: number; frecuencyType: string };
  score: number;
}): ActivityForm {
  return {
    activityName: activity.activityName,
    description: activity.description,
    marketReleaseDate: activity.marketReleaseDate,
    marketFinalDate: activity.marketFinalDate,
    temporality: { cron: activity.temporality.cron, frecuency: activity.temporality.frecuency, frecuencyType: activity.temporality.frecuencyType },
    score: activity.score,
  };
}
