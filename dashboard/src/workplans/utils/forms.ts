import {
  richTextPlain,
  type RichTextNode,
} from "../../../../domain/workplans/richText";

/** The first characters of a description's text, for the tables. */
export function descriptionPreview(description: unknown, length = 90): string {
  const text = richTextPlain(description as RichTextNode)
    .replace(/\s+/g, " ")
    .trim();
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/** Today as the stores see it (yyyy-MM-dd), the default release date of a new activity. */
export function todayIso(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Mexico_City",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** An activity's form as typed (numbers as text until checked). */
export interface ActivityForm {
  activityName: string;
  description: unknown;
  marketReleaseDate: string;
  marketFinalDate: string;
  cron: string;
  frecuency: string;
  frecuencyType: string;
  score: string;
}

/** The form's values as the shared schema reads them (the server checks the same). */
export function activityValues(form: ActivityForm) {
  const number = (text: string) =>
    text.trim() === "" ? Number.NaN : Number(text);
  return {
    activityName: form.activityName,
    description: form.description,
    marketReleaseDate: form.marketReleaseDate,
    marketFinalDate: form.marketFinalDate,
    temporality: {
      cron: form.cron,
      frecuency: number(form.frecuency),
      frecuencyType: form.frecuencyType,
    },
    score: number(form.score),
  };
}

/** Field problems come keyed by path (temporality.cron): the form shows them by its own field names. */
export function activityProblem(
  problems: Record<string, string>,
  field: keyof ActivityForm,
): string | undefined {
  if (field === "cron" || field === "frecuency" || field === "frecuencyType")
    return problems[`temporality.${field}`];
  return problems[field];
}

/** A new activity's form: today's dates, every Monday at nine, a score of ten. */
export function emptyActivity(): ActivityForm {
  const today = todayIso();
  return {
    activityName: "",
    description: null,
    marketReleaseDate: today,
    marketFinalDate: today,
    cron: "0 9 * * 1",
    frecuency: "1",
    frecuencyType: "weekly",
    score: "10",
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
    cron: activity.temporality.cron,
    frecuency: String(activity.temporality.frecuency),
    frecuencyType: activity.temporality.frecuencyType,
    score: String(activity.score),
  };
}
