import { defaultLanguage, type Language } from '../i18n/language';

/**
 * Every error a user can see: a typed code, its kind (which the API maps to an HTTP status and a
 * GraphQL error code) and its text in Spanish and English. `{name}` placeholders are filled from
 * the error's params. Areas add their codes here so resolvers map codes and never build strings.
 */
export type ErrorKind =
  | 'badRequest'
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'rateLimited'
  | 'unavailable'
  | 'internal';

interface CatalogueEntry {
  kind: ErrorKind;
  es: string;
  en: string;
}

export const errorCatalogue = {
  MALFORMED_JSON: {
    kind: 'badRequest',
    es: 'El cuerpo de la petición no es JSON válido: {detail}',
    en: 'The request body is not valid JSON: {detail}',
  },
  MALFORMED_GRAPHQL: {
    kind: 'badRequest',
    es: 'La consulta GraphQL no es válida: {detail}',
    en: 'The GraphQL request is not valid: {detail}',
  },
  PAYLOAD_TOO_LARGE: {
    kind: 'badRequest',
    es: 'La petición es demasiado grande.',
    en: 'The request is too large.',
  },
  VALIDATION_FAILED: {
    kind: 'validation',
    es: 'Revisa los datos: {detail}',
    en: 'Check the data: {detail}',
  },
  NOT_AUTHENTICATED: {
    kind: 'unauthenticated',
    es: 'Inicia sesión para continuar.',
    en: 'Sign in to continue.',
  },
  FORBIDDEN: {
    kind: 'forbidden',
    es: 'No tienes permiso para esta operación.',
    en: 'You are not allowed to perform this operation.',
  },
  NOT_FOUND: {
    kind: 'notFound',
    es: 'No se encontró {what}.',
    en: '{what} was not found.',
  },
  ROUTE_NOT_FOUND: {
    kind: 'notFound',
    es: 'La ruta {path} no existe.',
    en: 'The route {path} does not exist.',
  },
  RATE_LIMITED: {
    kind: 'rateLimited',
    es: 'Demasiadas solicitudes. Intenta de nuevo en unos minutos.',
    en: 'Too many requests. Try again in a few minutes.',
  },
  BACKEND_UNAVAILABLE: {
    kind: 'unavailable',
    es: 'El servicio {backend} no está disponible en este momento.',
    en: 'The {backend} service is not available right now.',
  },
  INVALID_CREDENTIALS: {
    kind: 'unauthenticated',
    es: 'Usuario o contraseña incorrectos.',
    en: 'Incorrect username or password.',
  },
  WORKFLOW_NOT_FOUND: {
    kind: 'notFound',
    es: 'No existe la ejecución {id}.',
    en: 'There is no run {id}.',
  },
  WORKFLOW_NOT_RUNNING: {
    kind: 'conflict',
    es: 'La ejecución {id} ya terminó.',
    en: 'The run {id} has already finished.',
  },
  WORKFLOW_ALREADY_RUNNING: {
    kind: 'conflict',
    es: 'Ya hay una ejecución {id} en curso.',
    en: 'A run {id} is already in progress.',
  },
  WORKFLOW_RUN_FAILED: {
    kind: 'unavailable',
    es: 'La ejecución {id} falló: {detail}',
    en: 'The run {id} failed: {detail}',
  },
  SCHEDULE_NOT_FOUND: {
    kind: 'notFound',
    es: 'No existe la programación {id}.',
    en: 'There is no schedule {id}.',
  },
  ERP_OPERATION_NOT_ALLOWED: {
    kind: 'forbidden',
    es: 'La operación {operation} del ERP solo la ejecutan los procesos del sistema.',
    en: 'The ERP operation {operation} is run only by the system\'s processes.',
  },
  ERP_OPERATION_INVALID: {
    kind: 'validation',
    es: 'La operación del ERP no es válida: {detail}',
    en: 'The ERP operation is not valid: {detail}',
  },
  ERP_NO_ANSWER: {
    kind: 'unavailable',
    es: 'El ERP no respondió en {seconds} s.',
    en: 'The ERP did not answer within {seconds} s.',
  },
  ERP_FAILED: {
    kind: 'unavailable',
    es: 'El ERP devolvió un error: {detail}',
    en: 'The ERP returned an error: {detail}',
  },
  INTERNAL: {
    kind: 'internal',
    es: 'Ocurrió un error inesperado. Ya quedó registrado; intenta de nuevo.',
    en: 'An unexpected error happened. It has been logged; please try again.',
  },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof errorCatalogue;
export type ErrorParams = Record<string, string | number>;

/** Fills a catalogue text for a language. */
export function errorMessage(code: ErrorCode, language: Language = defaultLanguage, params: ErrorParams = {}): string {
  const template = errorCatalogue[code][language];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** An error whose code is in the catalogue: safe to show to the user in their language. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly params: ErrorParams;
  readonly details?: unknown;

  constructor(code: ErrorCode, params: ErrorParams = {}, details?: unknown) {
    super(errorMessage(code, 'en', params));
    this.name = 'AppError';
    this.code = code;
    this.params = params;
    this.details = details;
  }

  get kind(): ErrorKind {
    return errorCatalogue[this.code].kind;
  }

  messageIn(language: Language): string {
    return errorMessage(this.code, language, this.params);
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
