import type { CatalogueEntry } from './entry';

/** Work plans, sections and activities (spec 002 sections 2, 3, 5 and 8). */
export const workplansErrors = {
  WORKPLAN_NAME_REQUIRED: {
    kind: 'validation',
    es: 'Requerido: escribe el nombre del plan de trabajo.',
    en: 'Required: enter the work plan name.',
  },
  WORKPLAN_SECTION_NAME_REQUIRED: {
    kind: 'validation',
    es: 'Requerido: escribe el nombre de la sección.',
    en: 'Required: enter the section name.',
  },
  WORKPLAN_ACTIVITY_NAME_REQUIRED: {
    kind: 'validation',
    es: 'Requerido: escribe el nombre de la actividad.',
    en: 'Required: enter the activity name.',
  },
  WORKPLAN_NAME_TOO_LONG: {
    kind: 'validation',
    es: 'El nombre admite hasta 120 caracteres.',
    en: 'The name takes up to 120 characters.',
  },
  WORKPLAN_DESCRIPTION_INVALID: {
    kind: 'validation',
    es: 'La descripción no tiene un formato válido de texto enriquecido.',
    en: 'The description is not valid rich text.',
  },
  WORKPLAN_DESCRIPTION_TOO_LONG: {
    kind: 'validation',
    es: 'La descripción es demasiado larga (hasta 20,000 caracteres).',
    en: 'The description is too long (up to 20,000 characters).',
  },
  WORKPLAN_DATE_INVALID: {
    kind: 'validation',
    es: 'Elige una fecha válida.',
    en: 'Choose a valid date.',
  },
  WORKPLAN_DATES_ORDER: {
    kind: 'validation',
    es: 'La fecha final no puede ser anterior a la fecha de lanzamiento.',
    en: 'The final date cannot be before the release date.',
  },
  WORKPLAN_CRON_INVALID: {
    kind: 'validation',
    es: 'La expresión cron no es válida (5 campos: minuto hora día mes día-de-la-semana, p. ej. 0 9 * * 1).',
    en: 'The cron expression is not valid (5 fields: minute hour day month weekday, e.g. 0 9 * * 1).',
  },
  WORKPLAN_FREQUENCY_INVALID: {
    kind: 'validation',
    es: 'La frecuencia es un número entero de 1 a 366.',
    en: 'The frequency is a whole number from 1 to 366.',
  },
  WORKPLAN_FREQUENCY_TYPE_INVALID: {
    kind: 'validation',
    es: 'Elige el tipo de frecuencia.',
    en: 'Choose the frequency type.',
  },
  WORKPLAN_SCORE_INVALID: {
    kind: 'validation',
    es: 'El puntaje es un número entero de 0 a 100.',
    en: 'The score is a whole number from 0 to 100.',
  },
  WORKPLAN_VERSION_REQUIRED: {
    kind: 'validation',
    es: 'Falta la versión del registro: vuelve a abrirlo.',
    en: 'The record version is missing: open it again.',
  },
  WORKPLAN_NOT_FOUND: {
    kind: 'notFound',
    es: 'El plan de trabajo ya no existe.',
    en: 'The work plan no longer exists.',
  },
  WORKPLAN_SECTION_NOT_FOUND: {
    kind: 'notFound',
    es: 'La sección ya no existe.',
    en: 'The section no longer exists.',
  },
  WORKPLAN_ACTIVITY_NOT_FOUND: {
    kind: 'notFound',
    es: 'La actividad ya no existe.',
    en: 'The activity no longer exists.',
  },
  WORKPLAN_STALE: {
    kind: 'conflict',
    es: 'Alguien más modificó este plan de trabajo mientras lo editabas. Recarga la lista y vuelve a intentarlo.',
    en: 'Someone else changed this work plan while you were editing it. Reload the list and try again.',
  },
  WORKPLAN_SECTION_STALE: {
    kind: 'conflict',
    es: 'Alguien más modificó esta sección mientras la editabas. Recarga la lista y vuelve a intentarlo.',
    en: 'Someone else changed this section while you were editing it. Reload the list and try again.',
  },
  WORKPLAN_ACTIVITY_STALE: {
    kind: 'conflict',
    es: 'Alguien más modificó esta actividad mientras la editabas. Recarga la lista y vuelve a intentarlo.',
    en: 'Someone else changed this activity while you were editing it. Reload the list and try again.',
  },
  WORKPLAN_NAME_TAKEN: {
    kind: 'conflict',
    es: 'Ya existe un plan de trabajo llamado {name}.',
    en: 'There is already a work plan called {name}.',
  },
} as const satisfies Record<string, CatalogueEntry>;
