import type { CatalogueEntry } from './entry';

/** Staff access (spec 000 section 5): sign-in, sign-up, codes, passwords, phones, profile, authenticator, the landing page's e-mail subscription, users. */
export const accessErrors = {
  INVALID_CREDENTIALS: {
    kind: 'unauthenticated',
    es: 'Usuario o contraseña incorrectos.',
    en: 'Incorrect username or password.',
  },
  ATTEMPT_LIMIT_EXCEEDED: {
    kind: 'unauthenticated',
    es: 'Se superó el límite de intentos. Restablece tu contraseña o intenta de nuevo en {minutes} min.',
    en: 'Attempt limit exceeded. Reset your password or try again in {minutes} min.',
  },
  USER_NOT_CONFIRMED: {
    kind: 'unauthenticated',
    es: 'La cuenta aún no está confirmada. Ingresa el código que te enviamos por SMS.',
    en: 'The account is not confirmed yet. Enter the code we sent you by SMS.',
  },
  USERNAME_TOO_SHORT: {
    kind: 'validation',
    es: 'El usuario debe tener más de 4 caracteres.',
    en: 'The username must be longer than 4 characters.',
  },
  USERNAME_INVALID: {
    kind: 'validation',
    es: 'El usuario solo admite letras, números y . _ @ - (hasta 60 caracteres).',
    en: 'The username accepts only letters, digits and . _ @ - (up to 60 characters).',
  },
  USERNAME_TAKEN: {
    kind: 'conflict',
    es: 'Ya existe una cuenta con ese usuario.',
    en: 'An account with that username already exists.',
  },
  PASSWORD_TOO_SHORT: {
    kind: 'validation',
    es: 'La contraseña es demasiado corta.',
    en: 'The password is too short.',
  },
  PASSWORD_TOO_LONG: {
    kind: 'validation',
    es: 'La contraseña es demasiado larga.',
    en: 'The password is too long.',
  },
  PASSWORD_ERROR: {
    kind: 'unauthenticated',
    es: 'Error de contraseña: la contraseña actual no coincide.',
    en: 'Password Error',
  },
  PASSWORD_CONFIRMATION_MISMATCH: {
    kind: 'validation',
    es: 'La confirmación no coincide con la contraseña.',
    en: 'The confirmation does not match the password.',
  },
  PHONE_TOO_SHORT: {
    kind: 'validation',
    es: 'El teléfono debe tener al menos 10 caracteres.',
    en: 'The phone must have at least 10 characters.',
  },
  PHONE_INVALID: {
    kind: 'validation',
    es: 'El teléfono debe tener 10 dígitos.',
    en: 'The phone must have 10 digits.',
  },
  PHONE_NOT_MEXICAN: {
    kind: 'validation',
    es: 'No es un teléfono válido de México: revisa la lada y los 10 dígitos.',
    en: 'This is not a valid Mexican phone: check the area code and the 10 digits.',
  },
  PHONE_PATTERN: {
    kind: 'validation',
    es: 'Escribe el teléfono como 52 921 123 4567.',
    en: 'Write the phone as 52 921 123 4567.',
  },
  PHONE_TYPE_INVALID: {
    kind: 'validation',
    es: 'El tipo de teléfono no es válido.',
    en: 'The phone type is not valid.',
  },
  PHONES_TOO_MANY: {
    kind: 'validation',
    es: 'Se admiten hasta 3 teléfonos.',
    en: 'Up to 3 phones are accepted.',
  },
  PHONE_REQUIRED: {
    kind: 'validation',
    es: 'Esta cuenta necesita un teléfono de al menos 10 caracteres.',
    en: 'This account needs a phone of at least 10 characters.',
  },
  NO_PHONE_FOR_CODE: {
    kind: 'conflict',
    es: 'La cuenta no tiene un teléfono móvil para enviar el código. Pide ayuda a un administrador.',
    en: 'The account has no mobile phone to send the code to. Ask an administrator for help.',
  },
  CODE_TOO_SHORT: {
    kind: 'validation',
    es: 'El código es demasiado corto.',
    en: 'The code is too short.',
  },
  CODE_NOT_NUMERIC: {
    kind: 'validation',
    es: 'El código solo lleva números.',
    en: 'The code has digits only.',
  },
  CODE_INVALID: {
    kind: 'validation',
    es: 'Código de verificación inválido.',
    en: 'Invalid verification code.',
  },
  CODE_EXPIRED: {
    kind: 'validation',
    es: 'El código venció o ya se usó. Solicita uno nuevo.',
    en: 'The code has expired or was already used. Request a new one.',
  },
  CODE_ATTEMPTS_EXCEEDED: {
    kind: 'validation',
    es: 'Demasiados intentos con este código. Solicita uno nuevo.',
    en: 'Too many tries with this code. Request a new one.',
  },
  PIN_NOT_NUMERIC: {
    kind: 'validation',
    es: 'El NIP debe tener de 4 a 8 números.',
    en: 'The PIN must have 4 to 8 digits.',
  },
  NICKNAME_INVALID: {
    kind: 'validation',
    es: 'El apodo debe tener de 1 a 40 caracteres.',
    en: 'The nickname must have 1 to 40 characters.',
  },
  PROFILE_NOTHING_CHANGED: {
    kind: 'validation',
    es: 'No hay cambios que guardar.',
    en: 'There are no changes to save.',
  },
  PROFILE_NOT_OWN: {
    kind: 'forbidden',
    es: 'Solo puedes modificar tu propio perfil.',
    en: 'You can edit only your own profile.',
  },
  PHOTO_KEY_INVALID: {
    kind: 'validation',
    es: 'La foto no se encontró entre tus archivos. Súbela de nuevo.',
    en: 'The photo was not found among your files. Upload it again.',
  },
  PHOTO_TYPE_NOT_ALLOWED: {
    kind: 'validation',
    es: 'La foto debe ser JPEG, PNG o WebP de hasta {megabytes} MB.',
    en: 'The photo must be a JPEG, PNG or WebP of up to {megabytes} MB.',
  },
  PHOTO_UNREADABLE: {
    kind: 'validation',
    es: 'No pudimos abrir la foto: el archivo está dañado o tiene más de {megapixels} megapíxeles. Elige otra imagen.',
    en: 'We could not open the photo: the file is damaged or has more than {megapixels} megapixels. Choose another image.',
  },
  MFA_CODE_INVALID: {
    kind: 'validation',
    es: 'El código del autenticador no es válido.',
    en: 'The authenticator code is not valid.',
  },
  MFA_CHALLENGE_EXPIRED: {
    kind: 'unauthenticated',
    es: 'La verificación venció. Inicia sesión de nuevo.',
    en: 'The verification has expired. Sign in again.',
  },
  MFA_NOT_SET_UP: {
    kind: 'conflict',
    es: 'Primero configura el autenticador.',
    en: 'Set up the authenticator first.',
  },
  MFA_ALREADY_ENABLED: {
    kind: 'conflict',
    es: 'El autenticador ya está activado.',
    en: 'The authenticator is already enabled.',
  },
  SUBSCRIPTION_EMAIL_REQUIRED: {
    kind: 'validation',
    es: 'Ingresa tu e-m@il',
    en: 'Enter your e-m@il',
  },
  SUBSCRIPTION_EMAIL_INVALID: {
    kind: 'validation',
    es: 'Formato incorrecto de e-m@il',
    en: 'Incorrect e-m@il format',
  },
  SUBSCRIPTION_ORIGIN_INVALID: {
    kind: 'validation',
    es: 'El origen de la suscripción no es válido.',
    en: 'The subscription origin is not valid.',
  },
  USER_NOT_FOUND: {
    kind: 'notFound',
    es: 'No existe el usuario {userName}.',
    en: 'There is no user {userName}.',
  },
} as const satisfies Record<string, CatalogueEntry>;
