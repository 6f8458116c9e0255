import type { CatalogueEntry } from './entry';

/** Errors every area shares: malformed requests, validation, sign-in and permission, not found, rate limits, unavailable backends, free text (domain/common/text.ts) and the unexpected. */
export const commonErrors = {
  MALFORMED_JSON: {
    kind: 'badRequest',
    es: 'El cuerpo de la petición no es JSON válido: {detail}',
    en: 'The request body is not valid JSON: {detail}',
  },
  LIVE_TOPIC_UNKNOWN: {
    kind: 'badRequest',
    es: 'El tema en vivo «{topic}» no existe.',
    en: 'The live topic "{topic}" does not exist.',
  },
  MALFORMED_GRAPHQL: {
    kind: 'badRequest',
    es: 'La consulta GraphQL no es válida: {detail}',
    en: 'The GraphQL request is not valid: {detail}',
  },
  GRAPHQL_TOO_DEEP: {
    kind: 'badRequest',
    es: 'La consulta GraphQL anida {found} niveles y el máximo es {max}. Pide menos niveles o divídela en varias consultas.',
    en: 'The GraphQL query nests {found} levels and the maximum is {max}. Ask for fewer levels or split it into several queries.',
  },
  GRAPHQL_TOO_MANY_ALIASES: {
    kind: 'badRequest',
    es: 'La consulta GraphQL usa {found} alias y el máximo es {max}. Pide cada campo una vez o divídela en varias consultas.',
    en: 'The GraphQL query uses {found} aliases and the maximum is {max}. Ask for each field once or split it into several queries.',
  },
  GRAPHQL_TOO_MANY_DIRECTIVES: {
    kind: 'badRequest',
    es: 'La consulta GraphQL usa {found} directivas y el máximo es {max}.',
    en: 'The GraphQL query uses {found} directives and the maximum is {max}.',
  },
  GRAPHQL_TOO_COSTLY: {
    kind: 'badRequest',
    es: 'La consulta GraphQL pide demasiado de una vez (costo {found}, máximo {max}). Pide menos campos o divídela en varias consultas.',
    en: 'The GraphQL query asks for too much at once (cost {found}, maximum {max}). Ask for fewer fields or split it into several queries.',
  },
  GRAPHQL_TOO_LONG: {
    kind: 'badRequest',
    es: 'La consulta GraphQL tiene más de {max} elementos (nombres, llaves, valores). Divídela en varias consultas.',
    en: 'The GraphQL query has more than {max} tokens (names, braces, values). Split it into several queries.',
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
  TEXT_CONTROL_CHARACTER: {
    kind: 'validation',
    es: 'El texto tiene un carácter de control (invisible, como un salto de línea o un tabulador donde no caben). Quítalo y vuelve a intentarlo.',
    en: 'The text contains a control character (an invisible one, such as a line break or a tab where none fits). Remove it and try again.',
  },
  TEXT_UNPAIRED_SURROGATE: {
    kind: 'validation',
    es: 'El texto tiene un carácter dañado (media letra de un emoji o símbolo). Escríbelo de nuevo.',
    en: 'The text contains a broken character (half of an emoji or symbol). Type it again.',
  },
  TEXT_DIRECTION_CHARACTER: {
    kind: 'validation',
    es: 'El texto tiene marcas invisibles que cambian el sentido de la escritura. Quítalas y vuelve a intentarlo.',
    en: 'The text contains invisible marks that change the writing direction. Remove them and try again.',
  },
  NOT_AUTHENTICATED: {
    kind: 'unauthenticated',
    es: 'Inicia sesión para continuar.',
    en: 'Sign in to continue.',
  },
  INTROSPECTION_NOT_ALLOWED: {
    kind: 'unauthenticated',
    es: 'El esquema de la API solo se muestra al personal con sesión iniciada. Inicia sesión para consultarlo.',
    en: 'The API schema is shown only to signed-in staff. Sign in to read it.',
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
  INTERNAL: {
    kind: 'internal',
    es: 'Ocurrió un error inesperado. Ya quedó registrado; intenta de nuevo.',
    en: 'An unexpected error happened. It has been logged; please try again.',
  },
} as const satisfies Record<string, CatalogueEntry>;
