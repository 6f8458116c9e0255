import type { CatalogueEntry } from './entry';

/** Customers: pre-registration (spec 000 sections 5 and 8), list, enrollment, postal codes (spec 001). */
export const customersErrors = {
  CUSTOMER_NAME_REQUIRED: {
    kind: 'validation',
    es: 'Ingresa el nombre del cliente',
    en: 'Enter Customer Name',
  },
  CUSTOMER_SECOND_NAME_REQUIRED: {
    kind: 'validation',
    es: 'Ingresa el segundo nombre o apellido del cliente',
    en: 'Enter Customer Second Name',
  },
  CUSTOMER_BIRTHDAY_INVALID: {
    kind: 'validation',
    es: 'La fecha de nacimiento no es válida.',
    en: 'The birthday is not a valid date.',
  },
  CUSTOMER_EMAIL_FORMAT: {
    kind: 'validation',
    es: 'Formato de correo incorrecto',
    en: 'Email incorrect Format',
  },
  CUSTOMER_EMAILS_TOO_MANY: {
    kind: 'validation',
    es: 'Se admiten hasta 2 correos.',
    en: 'Up to 2 e-mails are accepted.',
  },
  CUSTOMER_PHONE_REQUIRED: {
    kind: 'validation',
    es: 'Ingresa al menos un teléfono',
    en: 'Enter at least one phone',
  },
  CUSTOMER_PHONE_LENGTH: {
    kind: 'validation',
    es: 'El número de teléfono no tiene la longitud correcta',
    en: "The telephone number don't have a correct length",
  },
  CUSTOMER_PHONES_TOO_MANY: {
    kind: 'validation',
    es: 'Se admiten hasta 2 teléfonos.',
    en: 'Up to 2 phones are accepted.',
  },
  CUSTOMER_PHONE_UNPARSEABLE: {
    kind: 'validation',
    es: 'La variable teléfono tiene un valor inválido: no se puede interpretar {phone} como un número de teléfono válido',
    en: 'Variable phone has an invalid value Unable to parse {phone} as a valid phone number',
  },
  CUSTOMER_TAXPAYER_REQUIRED: {
    kind: 'validation',
    es: 'Ingresa los datos fiscales',
    en: 'Enter Taxpayer',
  },
  CUSTOMER_LEGALS_REQUIRED: {
    kind: 'validation',
    es: 'Acepta los avisos legales',
    en: 'Acept Legals',
  },
  POSTAL_CODE_INVALID: {
    kind: 'validation',
    es: 'El código postal debe tener 5 dígitos.',
    en: 'The postal code must have 5 digits.',
  },
  STORE_NOT_FOUND: {
    kind: 'validation',
    es: 'Elige una tienda de la lista.',
    en: 'Choose a store from the list.',
  },
  CUSTOMER_ALREADY_EXISTS: {
    kind: 'conflict',
    es: 'Ya existe un cliente registrado con ese teléfono o correo.',
    en: 'A customer with that phone or e-mail is already registered.',
  },
  CUSTOMER_INE_PHOTO_TYPE: {
    kind: 'validation',
    es: 'La foto de tu INE debe ser una imagen JPEG o PNG.',
    en: 'The photo of your INE must be a JPEG or PNG image.',
  },
  CUSTOMER_INE_PHOTO_UNREADABLE: {
    kind: 'validation',
    es: 'No pudimos abrir la foto de tu INE: el archivo está dañado o tiene más de {megapixels} megapíxeles. Toma otra foto o elige otra imagen.',
    en: 'We could not open the photo of your INE: the file is damaged or has more than {megapixels} megapixels. Take another photo or choose another image.',
  },
  CUSTOMER_INE_PHOTO_TOO_LARGE: {
    kind: 'validation',
    es: 'La foto de tu INE pesa más de {megabytes} MB: elige una más ligera.',
    en: 'The photo of your INE is larger than {megabytes} MB: choose a smaller one.',
  },
  CUSTOMER_INE_PHOTO_MISSING: {
    kind: 'validation',
    es: 'Elige la foto de tu INE para subirla.',
    en: 'Choose the photo of your INE to upload it.',
  },
  CUSTOMER_INE_TOKEN_INVALID: {
    kind: 'validation',
    es: 'La foto de tu INE ya no es válida o caducó: vuelve a elegirla.',
    en: 'The photo of your INE is no longer valid or has expired: choose it again.',
  },
  CUSTOMER_REGISTRATION_FAILED: {
    kind: 'unavailable',
    es: 'Error genérico al crear el cliente',
    en: 'Generic Error Create Customer',
  },
  CUSTOMER_NOT_FOUND: {
    kind: 'notFound',
    es: 'No existe el cliente {id}.',
    en: 'There is no customer {id}.',
  },
  CUSTOMER_BLOCKED: {
    kind: 'conflict',
    es: 'El cliente {name} está en lista negra: solo una autorización puede liberarlo.',
    en: 'The customer {name} is blacklisted: only an authorization can release them.',
  },
  CUSTOMER_TYPE_NOT_FOUND: {
    kind: 'notFound',
    es: 'No existe el tipo de cliente {id}.',
    en: 'There is no customer type {id}.',
  },
  CUSTOMER_TYPE_ID_INVALID: {
    kind: 'validation',
    es: 'La clave del tipo de cliente lleva de 2 a 10 letras mayúsculas o números (por ejemplo CC o CB001).',
    en: 'The customer type key has 2 to 10 capital letters or digits (for example CC or CB001).',
  },
  CUSTOMER_TYPE_NAME_REQUIRED: {
    kind: 'validation',
    es: 'Escribe el nombre del tipo de cliente (hasta 60 caracteres).',
    en: 'Type the customer type name (up to 60 characters).',
  },
  CUSTOMER_TYPE_ID_TAKEN: {
    kind: 'conflict',
    es: 'Ya existe un tipo de cliente con la clave {id}.',
    en: 'A customer type with the key {id} already exists.',
  },
  CUSTOMER_TYPE_NAME_TAKEN: {
    kind: 'conflict',
    es: 'Ya existe un tipo de cliente llamado {name}.',
    en: 'A customer type named {name} already exists.',
  },
  CUSTOMER_TYPE_DEFAULT_REQUIRED: {
    kind: 'conflict',
    es: 'Siempre hay un tipo principal: para cambiarlo, marca como principal otro tipo.',
    en: 'There is always one main type: to change it, mark another type as main.',
  },
  CUSTOMER_TYPE_STALE: {
    kind: 'conflict',
    es: 'Alguien más cambió los tipos de cliente mientras los veías. Recarga la lista y vuelve a intentarlo.',
    en: 'Someone else changed the customer types while you were looking. Reload the list and try again.',
  },
  CUSTOMER_DATE_FILTER_INVALID: {
    kind: 'validation',
    es: 'Elige una fecha de los últimos 365 días, sin fechas futuras.',
    en: 'Pick a date within the last 365 days, no future dates.',
  },
  CUSTOMER_ACTIVITY_RANGE_INVALID: {
    kind: 'validation',
    es: 'Elige fechas de los últimos 365 días, sin fechas futuras.',
    en: 'Pick dates within the last 365 days, no future dates.',
  },
  CUSTOMER_ACTIVITY_RANGE_ORDER: {
    kind: 'validation',
    es: 'La fecha final es anterior a la inicial.',
    en: 'The end date is before the start date.',
  },
  CUSTOMER_SELECTION_EMPTY: {
    kind: 'validation',
    es: 'Selecciona al menos un cliente.',
    en: 'Select at least one customer.',
  },
  PREREGISTRATION_CODE_INVALID: {
    kind: 'validation',
    es: 'El código de prerregistro tiene 15 letras y números.',
    en: 'The preregistration code has 15 letters and digits.',
  },
  PREREGISTRATION_CODE_NOT_FOUND: {
    kind: 'notFound',
    es: 'No hay resultados para este código de prerregistro',
    en: 'No results for this preregistration code',
  },
  FINGERPRINTS_TOO_FEW: {
    kind: 'validation',
    es: 'Se necesitan al menos 2 huellas para completar el registro',
    en: 'At least 2 fingerprints to complete registration',
  },
  FINGERPRINTS_ALREADY_ENROLLED: {
    kind: 'conflict',
    es: 'Este cliente ya registró sus huellas',
    en: 'This Customer has already registered their fingerprints',
  },
  FINGERPRINT_INVALID: {
    kind: 'validation',
    es: 'La huella {finger} no es válida.',
    en: 'The fingerprint {finger} is not valid.',
  },
  POSTAL_CODE_FILE_INVALID: {
    kind: 'validation',
    es: 'El archivo de códigos postales no es válido: {detail}',
    en: 'The postal-code file is not valid: {detail}',
  },
} as const satisfies Record<string, CatalogueEntry>;
