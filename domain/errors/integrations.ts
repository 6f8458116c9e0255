import type { CatalogueEntry } from './entry';

/** Integrations: mail, SMS, files and the partner (Xadis). */
export const integrationsErrors = {
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
} as const satisfies Record<string, CatalogueEntry>;
