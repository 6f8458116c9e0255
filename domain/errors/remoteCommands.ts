import type { CatalogueEntry } from './entry';

/** Remote commands to the stores and the stores' point-of-sale endpoint (spec 002; sections 5 and 8). */
export const remoteCommandsErrors = {
  REMOTE_COMMAND_NAME_REQUIRED: {
    kind: 'validation',
    es: 'El nombre del comando es obligatorio.',
    en: 'The command name is required.',
  },
  REMOTE_COMMAND_JSON_INVALID: {
    kind: 'validation',
    es: 'El comando debe ser un JSON con "oper" (texto) y "data".',
    en: 'The command must be JSON with "oper" (text) and "data".',
  },
  REMOTE_COMMAND_NAME_TAKEN: {
    kind: 'conflict',
    es: 'Ya existe un comando llamado {name}.',
    en: 'A command named {name} already exists.',
  },
  REMOTE_COMMAND_NOT_FOUND: {
    kind: 'notFound',
    es: 'El comando {name} no existe.',
    en: 'Command {name} does not exist.',
  },
  REMOTE_COMMAND_DISABLED: {
    kind: 'conflict',
    es: 'Comando no enviado!!!... el comando {name} está deshabilitado.',
    en: 'Command not sent!!!... command {name} is disabled.',
  },
  REMOTE_COMMAND_STALE: {
    kind: 'conflict',
    es: 'Error al intentar actualizar el registro... alguien más lo modificó; recarga e intenta de nuevo.',
    en: 'Error updating the record... someone else changed it; reload and try again.',
  },
  REMOTE_COMMAND_STORE_UNKNOWN: {
    kind: 'notFound',
    es: 'La tienda {storeId} no existe.',
    en: 'Store {storeId} does not exist.',
  },
  REMOTE_COMMAND_COMPANY_REQUIRED: { kind: 'validation', es: 'Selecciona la empresa.', en: 'Choose the company.' },
  REMOTE_COMMAND_STORE_REQUIRED: { kind: 'validation', es: 'Selecciona la tienda.', en: 'Choose the store.' },
  REMOTE_COMMAND_ACTION_REQUIRED: { kind: 'validation', es: 'Selecciona la acción.', en: 'Choose the action.' },
  REMOTE_COMMAND_CUSTOMER_REQUIRED: {
    kind: 'validation',
    es: 'Selecciona un cliente de la tienda para este comando.',
    en: 'Choose a customer of the store for this command.',
  },
  REMOTE_COMMAND_CUSTOMER_NOT_OFFERED: {
    kind: 'validation',
    es: 'El cliente {customerId} no está disponible para esta tienda.',
    en: 'Customer {customerId} is not available for this store.',
  },
  REMOTE_COMMAND_KIT_REQUIRED: {
    kind: 'validation',
    es: 'Selecciona un kit promocional de la tienda para este comando.',
    en: 'Choose a promotional kit of the store for this command.',
  },
  REMOTE_COMMAND_KIT_EXPIRED: {
    kind: 'validation',
    es: 'La promo está vencida... por favor seleccione otra...',
    en: 'The promo has expired... please choose another one...',
  },
  REMOTE_COMMAND_KIT_NOT_IN_STORE: {
    kind: 'validation',
    es: 'El kit {kitId} no está asignado a esta tienda.',
    en: 'Kit {kitId} is not assigned to this store.',
  },
  STORE_TOKEN_INVALID: {
    kind: 'unauthenticated',
    es: 'La credencial del punto de venta no es válida.',
    en: 'The point-of-sale credential is not valid.',
  },
  REMOTE_CONTROL_NOT_FOUND: {
    kind: 'notFound',
    es: 'El comando enviado {id} no existe para esta tienda.',
    en: 'Sent command {id} does not exist for this store.',
  },
  REMOTE_CONTROL_ALREADY_FINISHED: {
    kind: 'conflict',
    es: 'El comando enviado {id} ya terminó ({status}).',
    en: 'Sent command {id} has already finished ({status}).',
  },
} as const satisfies Record<string, CatalogueEntry>;
