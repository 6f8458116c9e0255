import { defaultLanguage, type Language } from '../../domain/i18n/language';
import { type ErrorKind } from '../../domain/errors/catalogue';

/**
 * The errors the integrations raise, with their texts in Spanish and English. The shape matches
 * the domain catalogue (kind, es, en, `{name}` placeholders) so the API maps both the same way.
 */
interface IntegrationCatalogueEntry {
  kind: ErrorKind;
  es: string;
  en: string;
}

export const integrationErrorCatalogue = {
  SMS_INVALID_PHONE: {
    kind: 'validation',
    es: 'El teléfono {phone} no es un número válido de México (10 dígitos, opcionalmente con +52).',
    en: 'The phone {phone} is not a valid Mexican number (10 digits, optionally with +52).',
  },
  SMS_NOT_MOBILE: {
    kind: 'validation',
    es: 'Solo se envían SMS a teléfonos de tipo celular.',
    en: 'SMS are only sent to mobile phones.',
  },
  SMS_MESSAGE_INVALID: {
    kind: 'validation',
    es: 'El mensaje SMS debe tener entre 1 y {max} caracteres.',
    en: 'The SMS message must have between 1 and {max} characters.',
  },
  SMS_PROVIDER_FAILED: {
    kind: 'unavailable',
    es: 'El proveedor de SMS rechazó el envío: {detail}',
    en: 'The SMS provider rejected the message: {detail}',
  },
  MAIL_SEND_FAILED: {
    kind: 'unavailable',
    es: 'No se pudo enviar el correo: {detail}',
    en: 'The e-mail could not be sent: {detail}',
  },
  MAIL_INVALID: {
    kind: 'validation',
    es: 'El correo no es válido: {detail}',
    en: 'The e-mail is not valid: {detail}',
  },
  FILE_KEY_INVALID: {
    kind: 'badRequest',
    es: 'La ruta del archivo no es válida.',
    en: 'The file path is not valid.',
  },
  FILE_NOT_FOUND: {
    kind: 'notFound',
    es: 'El archivo no existe.',
    en: 'The file does not exist.',
  },
  FILE_FORBIDDEN: {
    kind: 'forbidden',
    es: 'No tienes permiso para ver este archivo.',
    en: 'You are not allowed to see this file.',
  },
  PARTNER_LOGIN_FAILED: {
    kind: 'unavailable',
    es: 'Hubo un error al intentar comunicarse con el servicios de grupo modelo',
    en: 'There was an error trying to communicate with the Grupo Modelo service',
  },
  PARTNER_UNREACHABLE: {
    kind: 'unavailable',
    es: 'El servicio del socio no respondió: {detail}',
    en: 'The partner service did not answer: {detail}',
  },
  PARTNER_SESSION_EXPIRED: {
    kind: 'unavailable',
    es: 'La sesión con el servicio del socio expiró.',
    en: 'The session with the partner service expired.',
  },
  PARTNER_BATCH_TOO_LARGE: {
    kind: 'validation',
    es: 'Un envío al socio admite como máximo {max} registros.',
    en: 'A partner batch holds at most {max} records.',
  },
  PARTNER_NOT_CONFIGURED: {
    kind: 'unavailable',
    es: 'No está configurada la dirección del servicio del socio (PARTNER_URL).',
    en: 'The partner service address (PARTNER_URL) is not configured.',
  },
  ERP_BACKEND_NOT_CONFIGURED: {
    kind: 'unavailable',
    es: 'El acceso al ERP no está configurado: {detail}',
    en: 'ERP access is not configured: {detail}',
  },
} as const satisfies Record<string, IntegrationCatalogueEntry>;

export type IntegrationErrorCode = keyof typeof integrationErrorCatalogue;
export type IntegrationErrorParams = Record<string, string | number>;

export function integrationErrorMessage(
  code: IntegrationErrorCode,
  language: Language = defaultLanguage,
  params: IntegrationErrorParams = {},
): string {
  const template = integrationErrorCatalogue[code][language];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** An integration failure whose text is safe to show to the user in their language. */
export class IntegrationError extends Error {
  readonly code: IntegrationErrorCode;
  readonly params: IntegrationErrorParams;
  readonly details?: unknown;

  constructor(code: IntegrationErrorCode, params: IntegrationErrorParams = {}, details?: unknown) {
    super(integrationErrorMessage(code, 'en', params));
    this.name = 'IntegrationError';
    this.code = code;
    this.params = params;
    this.details = details;
  }

  get kind(): ErrorKind {
    return integrationErrorCatalogue[this.code].kind;
  }

  messageIn(language: Language): string {
    return integrationErrorMessage(this.code, language, this.params);
  }
}

export function isIntegrationError(value: unknown, code?: IntegrationErrorCode): value is IntegrationError {
  return value instanceof IntegrationError && (code === undefined || value.code === code);
}
