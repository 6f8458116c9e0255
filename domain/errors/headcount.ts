import type { CatalogueEntry } from './entry';

/** Work-team templates, headcount rules and the headcount dashboard (spec 002 and 003). */
export const headcountErrors = {
  WORK_TEAM_TEMPLATE_NAME_REQUIRED: {
    kind: 'validation',
    es: 'Escribe el nombre de la plantilla (hasta 80 caracteres).',
    en: 'Enter the template name (up to 80 characters).',
  },
  WORK_TEAM_TEMPLATE_NAME_TAKEN: {
    kind: 'conflict',
    es: 'Ya existe una plantilla llamada {name}.',
    en: 'A template named {name} already exists.',
  },
  WORK_TEAM_TEMPLATE_SALES_RANGE: {
    kind: 'validation',
    es: 'La venta máxima debe ser mayor o igual a la mínima.',
    en: 'The maximum sales amount must be at least the minimum.',
  },
  WORK_TEAM_TEMPLATE_FREQUENCY: {
    kind: 'validation',
    es: 'Elige la frecuencia de ventas: diario, semana, quincenal o mensual.',
    en: 'Choose the sales frequency: daily, weekly, fortnightly or monthly.',
  },
  WORK_TEAM_TEMPLATE_NOT_FOUND: {
    kind: 'notFound',
    es: 'No existe la plantilla {id}.',
    en: 'Template {id} does not exist.',
  },
  WORK_TEAM_TEMPLATE_STALE: {
    kind: 'conflict',
    es: 'Alguien más cambió la plantilla mientras la veías (versión {version}). Recarga y vuelve a intentarlo.',
    en: 'Someone else changed the template while you were looking (version {version}). Reload and try again.',
  },
  HEADCOUNT_NUMBER_INVALID: {
    kind: 'validation',
    es: 'Escribe un número válido.',
    en: 'Enter a valid number.',
  },
  TEAM_POSITION_REQUIRED: {
    kind: 'validation',
    es: 'Elige el puesto.',
    en: 'Choose the position.',
  },
  TEAM_POSITION_QUANTITY: {
    kind: 'validation',
    es: 'La cantidad va de 1 a 200.',
    en: 'The quantity goes from 1 to 200.',
  },
  TEAM_POSITION_UNKNOWN: {
    kind: 'validation',
    es: 'El puesto {id} no existe.',
    en: 'Position {id} does not exist.',
  },
  TEAM_POSITION_NOT_FOUND: {
    kind: 'notFound',
    es: 'El puesto de la plantilla ya no existe.',
    en: 'The template position no longer exists.',
  },
  HEADCOUNT_RULES_ORDER: {
    kind: 'validation',
    es: 'Una regla por nivel, y Alto pide al menos tantas vacantes como Medio, y Medio como Bajo.',
    en: 'One rule per level, and High needs at least as many vacancies as Medium, and Medium as Low.',
  },
  HEADCOUNT_DATE_INVALID: {
    kind: 'validation',
    es: 'La fecha debe ser un día válido (aaaa-mm-dd) y no futuro.',
    en: 'The date must be a valid day (yyyy-mm-dd), not in the future.',
  },
  HEADCOUNT_LOG_NOT_FOUND: {
    kind: 'notFound',
    es: 'No existe esa evaluación.',
    en: 'That evaluation does not exist.',
  },
  HEADCOUNT_CHOICE_UNKNOWN: {
    kind: 'validation',
    es: 'La observación o el plan de acción elegido no existe.',
    en: 'The chosen observation or action plan does not exist.',
  },
  HEADCOUNT_NO_VACANCIES: {
    kind: 'validation',
    es: 'Solo se evalúan los cortes con vacantes.',
    en: 'Only cut-offs with vacancies are evaluated.',
  },
  WORK_TEAM_TEMPLATE_IN_USE: {
    kind: 'conflict',
    es: 'Sucursales con esta plantilla: {stores}. Asígnales otra plantilla antes de borrarla.',
    en: 'Stores with this template: {stores}. Give them another template before deleting it.',
  },
  HEADCOUNT_CHOICE_NAME: {
    kind: 'validation',
    es: 'Escribe el nombre (hasta 80 caracteres).',
    en: 'Enter the name (up to 80 characters).',
  },
  HEADCOUNT_CHOICE_PARENT: {
    kind: 'validation',
    es: 'El grupo elegido debe ser una raíz activa del mismo catálogo.',
    en: 'The chosen group must be an active root of the same catalogue.',
  },
  HEADCOUNT_CHOICE_NOT_FOUND: {
    kind: 'notFound',
    es: 'Esa opción ya no existe.',
    en: 'That option no longer exists.',
  },
  HEADCOUNT_CHOICE_STALE: {
    kind: 'conflict',
    es: 'Alguien más cambió esta opción mientras la veías. Recarga y vuelve a intentarlo.',
    en: 'Someone else changed this option while you were looking. Reload and try again.',
  },
  HEADCOUNT_CHOICE_TAKEN: {
    kind: 'conflict',
    es: 'Ya existe una opción llamada {name} en ese nivel.',
    en: 'An option named {name} already exists at that level.',
  },
  HEADCOUNT_UNAVAILABLE: {
    kind: 'unavailable',
    es: 'El cálculo de plantilla no está disponible ahora; intenta más tarde.',
    en: 'The headcount calculation is not available now; try again later.',
  },
} as const satisfies Record<string, CatalogueEntry>;
