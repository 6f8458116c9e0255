import { defaultLanguage, type Language } from '../i18n/language';
import { fillTemplate } from '../i18n/template';

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
  ROLE_NAME_REQUIRED: {
    kind: 'validation',
    es: 'Escribe el nombre del rol.',
    en: 'Enter the role name.',
  },
  ROLE_TREE_TOO_DEEP: {
    kind: 'validation',
    es: 'El árbol de roles admite hasta {levels} niveles.',
    en: 'The role tree allows up to {levels} levels.',
  },
  MENU_ID_INVALID: {
    kind: 'validation',
    es: 'El identificador del menú solo admite letras, números y . _ - (hasta 80).',
    en: 'The menu id accepts only letters, digits and . _ - (up to 80).',
  },
  MENU_ID_TAKEN: {
    kind: 'conflict',
    es: 'Ya existe un menú {id}.',
    en: 'A menu {id} already exists.',
  },
  MENU_NAME_REQUIRED: {
    kind: 'validation',
    es: 'Escribe el nombre del menú.',
    en: 'Enter the menu name.',
  },
  MENU_COMPONENT_REQUIRED: {
    kind: 'validation',
    es: 'Indica el componente del menú.',
    en: 'Enter the menu component.',
  },
  MENU_PATH_REQUIRED: {
    kind: 'validation',
    es: 'Indica una ruta válida para el menú.',
    en: 'Enter a valid path for the menu.',
  },
  MENU_TYPE_REQUIRED: {
    kind: 'validation',
    es: 'Elige el tipo de menú (profile, system o navigation).',
    en: 'Choose the menu type (profile, system or navigation).',
  },
  MENU_PLATFORM_REQUIRED: {
    kind: 'validation',
    es: 'Elige la plataforma del menú.',
    en: 'Choose the menu platform.',
  },
  MENUS_IMPORT_INVALID: {
    kind: 'validation',
    es: 'El archivo de menús no es válido: {detail}',
    en: 'The menus file is not valid: {detail}',
  },
  POSITION_NOT_FOUND: {
    kind: 'notFound',
    es: 'No existe el puesto {id}.',
    en: 'There is no position {id}.',
  },
  ACCESS_BEYOND_OWN: {
    kind: 'forbidden',
    es: 'No puedes otorgar ni administrar accesos que tú no tienes.',
    en: 'You cannot grant or manage access you do not have yourself.',
  },
  USER_NOT_FOUND: {
    kind: 'notFound',
    es: 'No existe el usuario {userName}.',
    en: 'There is no user {userName}.',
  },
  // Integrations: mail, SMS, files, partner, ERP access.
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
  // Customers: pre-registration (spec 000 sections 5 and 8), list, audits, enrollment (spec 001).
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
  CUSTOMER_DATE_FILTER_INVALID: {
    kind: 'validation',
    es: 'Elige una fecha de los últimos 365 días, sin fechas futuras.',
    en: 'Pick a date within the last 365 days, no future dates.',
  },
  CUSTOMER_SELECTION_EMPTY: {
    kind: 'validation',
    es: 'Selecciona al menos un cliente.',
    en: 'Select at least one customer.',
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
  AUDIT_NOT_FOUND: {
    kind: 'notFound',
    es: 'No existe la auditoría {id}.',
    en: 'There is no audit {id}.',
  },
  AUDIT_ALREADY_RESOLVED: {
    kind: 'conflict',
    es: 'La auditoría ya fue resuelta ({decision}).',
    en: 'The audit has already been resolved ({decision}).',
  },
  AUDIT_ALREADY_OPEN: {
    kind: 'conflict',
    es: 'El cliente {name} ya tiene una auditoría abierta: resuélvela antes de abrir otra.',
    en: 'The customer {name} already has an open audit: resolve it before opening another.',
  },
  POSTAL_CODE_FILE_INVALID: {
    kind: 'validation',
    es: 'El archivo de códigos postales no es válido: {detail}',
    en: 'The postal-code file is not valid: {detail}',
  },
  COMMISSION_READ_FORBIDDEN: {
    kind: 'forbidden',
    es: 'No tienes permiso de lectura en {module}.',
    en: 'You do not have read permission on {module}.',
  },
  COMMISSION_WRITE_FORBIDDEN: {
    kind: 'forbidden',
    es: 'No tienes permiso de escritura en {module}.',
    en: 'You do not have write permission on {module}.',
  },
  COMMISSION_ORGANIZATION_FORBIDDEN: {
    kind: 'forbidden',
    es: 'Tu puesto no tiene acceso a la empresa {id}.',
    en: 'Your position has no access to the company {id}.',
  },
  COMMISSION_ORGANIZATION_NOT_FOUND: {
    kind: 'notFound',
    es: 'Error: No se encotraron resultados (empresa {id}).',
    en: 'No company {id} was found.',
  },
  COMMISSION_AREA_NOT_FOUND: {
    kind: 'notFound',
    es: 'No se encontró el puesto {id}.',
    en: 'No position {id} was found.',
  },
  COMMISSION_DATA_SOURCE_NOT_FOUND: {
    kind: 'notFound',
    es: 'Error: No se encotraron Fuentes de información ({id}).',
    en: 'No data source {id} was found.',
  },
  COMMISSION_VARIABLE_NOT_FOUND: {
    kind: 'notFound',
    es: 'No se encontró la variable {id}.',
    en: 'No variable {id} was found.',
  },
  COMMISSION_VARIABLE_VALUE_NOT_FOUND: {
    kind: 'notFound',
    es: 'No se encontró el tag {id}.',
    en: 'No tag {id} was found.',
  },
  COMMISSION_EMPLOYEE_NOT_FOUND: {
    kind: 'notFound',
    es: 'Empleado no encontrado: {id}',
    en: 'Employee not found: {id}',
  },
  COMMISSION_PARAMETER_NOT_FOUND: {
    kind: 'notFound',
    es: 'Error: No se encotraron Parametros ({id}).',
    en: 'No parameter {id} was found.',
  },
  COMMISSION_PARAMETER_VALUE_NOT_FOUND: {
    kind: 'notFound',
    es: 'El parámetro no tiene un valor el {date}.',
    en: 'The parameter has no value on {date}.',
  },
  COMMISSION_INDICATOR_NOT_FOUND: {
    kind: 'notFound',
    es: 'Indicador no encontrado: {id}',
    en: 'Indicator not found: {id}',
  },
  COMMISSION_FUNCTION_NOT_FOUND: {
    kind: 'notFound',
    es: 'Función no encontrada: {id}',
    en: 'Function not found: {id}',
  },
  VARIABLE_COMMISSION_NOT_FOUND: {
    kind: 'notFound',
    es: 'No se encontraron resultados (comisión variable {id}).',
    en: 'No variable commission {id} was found.',
  },
  COMMISSION_REPORT_NOT_FOUND: {
    kind: 'notFound',
    es: 'No se encontro el reporte {id}.',
    en: 'The report {id} was not found.',
  },
  COMMISSION_NAME_TOO_SHORT: {
    kind: 'validation',
    es: 'El nombre debe tener al menos {min} caracteres.',
    en: 'The name must have at least {min} characters.',
  },
  COMMISSION_EMPLOYEE_FIELD_TOO_SHORT: {
    kind: 'validation',
    es: '{field} debe tener más de 2 caracteres.',
    en: '{field} must be longer than 2 characters.',
  },
  COMMISSION_EMPLOYEE_ID_READ_ONLY: {
    kind: 'validation',
    es: 'El número de empleado no se puede modificar.',
    en: 'The employee id cannot be changed.',
  },
  COMMISSION_EMPLOYEE_EXISTS: {
    kind: 'conflict',
    es: 'Ya existe el empleado {id}.',
    en: 'The employee {id} already exists.',
  },
  COMMISSION_SUBORDINATE_NOT_FOUND: {
    kind: 'validation',
    es: 'Subordinado no encontrado: {id}',
    en: 'Subordinate not found: {id}',
  },
  COMMISSION_TAG_INCOMPLETE: {
    kind: 'validation',
    es: 'El tag necesita nombre, fecha y al menos un valor.',
    en: 'The tag needs a name, a date and at least one value.',
  },
  COMMISSION_PARAMETER_VALUES_REQUIRED: {
    kind: 'validation',
    es: 'El parámetro necesita al menos un valor con fecha y número.',
    en: 'The parameter needs at least one value with a date and a number.',
  },
  COMMISSION_FORMULA_INVALID: {
    kind: 'validation',
    es: 'Verifica la construcción de tus pasos: {detail}',
    en: 'Check the construction of your steps: {detail}',
  },
  COMMISSION_MISSING_PARAMETER: {
    kind: 'validation',
    es: 'No se pudo guardar, este parametro ya no existe.',
    en: 'It could not be saved: this parameter no longer exists.',
  },
  COMMISSION_MISSING_VARIABLE: {
    kind: 'validation',
    es: 'No se pudo guardar, está variable ya no existe.',
    en: 'It could not be saved: this variable no longer exists.',
  },
  COMMISSION_MISSING_FUNCTION: {
    kind: 'validation',
    es: 'No se pudo guardar, está función ya no existe.',
    en: 'It could not be saved: this function no longer exists.',
  },
  COMMISSION_MISSING_INDICATOR: {
    kind: 'validation',
    es: 'No se pudo guardar, este Indicador ya no existe.',
    en: 'It could not be saved: this indicator no longer exists.',
  },
  COMMISSION_FUNCTION_NAME_TAKEN: {
    kind: 'conflict',
    es: 'No se pudo guardar tu Función, intenta con otro nombre.',
    en: 'Your function could not be saved; try another name.',
  },
  COMMISSION_RUN_DATE_IN_PAST: {
    kind: 'validation',
    es: 'La fecha de ejecución no puede ser anterior a hoy ({today}).',
    en: 'The run date cannot be earlier than today ({today}).',
  },
  COMMISSION_REPORT_DATES_INVERTED: {
    kind: 'validation',
    es: 'Fechas Inicio debe ser menos que la fecha Final',
    en: 'The start date must be before the end date',
  },
  COMMISSION_RUN_UNAVAILABLE: {
    kind: 'unavailable',
    es: 'No se pudo correr tu comisión variable, intenta más tarde.',
    en: 'Your variable commission could not be run; try again later.',
  },
  COMMISSION_RUN_IN_PROGRESS: {
    kind: 'conflict',
    es: 'Ya se está calculando esta comisión variable para ese periodo.',
    en: 'This variable commission is already being calculated for that period.',
  },
  COMMISSION_PERIOD_DAYS_INVALID: {
    kind: 'validation',
    es: 'Un periodo de {days} días no corresponde a ninguna frecuencia: diario 1 a 10 días, semana 7 a 70, quincenal 15 a 150, mensual de 1 a 10 meses.',
    en: 'A period of {days} days matches no frequency: daily 1 to 10 days, weekly 7 to 70, fortnightly 15 to 150, monthly 1 to 10 months.',
  },
  COMMISSION_ORGANIZATION_IN_USE: {
    kind: 'conflict',
    es: 'No se puede eliminar la empresa: todavía tiene {areas} puesto(s), {employees} empleado(s) y {dataSources} fuente(s) de información. Elimínalos primero.',
    en: 'The company cannot be deleted: it still has {areas} position(s), {employees} employee(s) and {dataSources} data source(s). Delete them first.',
  },
  COMMISSION_AREA_IN_USE: {
    kind: 'conflict',
    es: 'No se puede eliminar el puesto: todavía tiene {employees} empleado(s), {commissions} comisión(es) variable(s), {indicators} indicador(es) y {parameters} parámetro(s). Elimínalos o muévelos primero.',
    en: 'The position cannot be deleted: it still has {employees} employee(s), {commissions} variable commission(s), {indicators} indicator(s) and {parameters} parameter(s). Delete or move them first.',
  },
  COMMISSION_DATA_SOURCE_IN_USE: {
    kind: 'conflict',
    es: 'No se puede eliminar la fuente de información: todavía tiene {variables} variable(s). Elimínalas primero.',
    en: 'The data source cannot be deleted: it still has {variables} variable(s). Delete them first.',
  },
  COMMISSION_EXPRESSION_MISMATCH: {
    kind: 'validation',
    es: 'La expresión no corresponde a los pasos (html_reference): el paso {step} es distinto. Envía solo los pasos, o la expresión compilada de ellos.',
    en: 'The expression does not match the steps (html_reference): step {step} differs. Send only the steps, or the expression compiled from them.',
  },
  COMMISSION_FORM_BODY_IS_JSON: {
    kind: 'badRequest',
    es: 'El cuerpo es JSON pero se envió como formulario (application/x-www-form-urlencoded). Envíalo con Content-Type: application/json.',
    en: 'The body is JSON but was sent as a form (application/x-www-form-urlencoded). Send it with Content-Type: application/json.',
  },
  COMMISSION_FORM_BODY_TOO_DEEP: {
    kind: 'badRequest',
    es: 'El formulario anida demasiados niveles con corchetes (máximo {depth}). Envía las listas largas como JSON.',
    en: 'The form nests too many levels of brackets (at most {depth}). Send deep lists as JSON.',
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
  return fillTemplate(errorCatalogue[code][language], params);
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
