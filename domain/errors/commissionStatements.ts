import type { CatalogueEntry } from './entry';

/** Commission statements (issue 25, docs/commissionStatements.md). */
export const commissionStatementsErrors = {
  COMMISSION_STATEMENT_NOT_FOUND: {
    kind: 'notFound',
    es: 'No se encontró el estado de cuenta {id}.',
    en: 'No commission statement {id} was found.',
  },
  COMMISSION_STATEMENT_ACTION_NOT_ALLOWED: {
    kind: 'conflict',
    es: 'El estado de cuenta de {employee} no admite esa acción en su estado actual (alguien más pudo cambiarlo). Actualiza la pantalla.',
    en: 'The statement of {employee} does not allow that action in its current state (someone else may have changed it). Refresh the screen.',
  },
  COMMISSION_STATEMENT_APPROVE_FORBIDDEN: {
    kind: 'forbidden',
    es: 'No tienes permiso para aprobar ni exportar estados de cuenta de comisiones.',
    en: 'You do not have permission to approve or export commission statements.',
  },
  COMMISSION_STATEMENT_INVALID: {
    kind: 'validation',
    es: 'Revisa los datos del estado de cuenta: {detail}.',
    en: 'Check the statement data: {detail}.',
  },
  COMMISSION_STATEMENT_PERIOD_OPEN: {
    kind: 'validation',
    es: 'El periodo {start} a {end} aún no cierra: los estados de cuenta se generan de periodos cerrados.',
    en: 'The period {start} to {end} has not closed yet: statements are generated for closed periods.',
  },
  COMMISSION_STATEMENT_PERIOD_BACKWARDS: {
    kind: 'validation',
    es: 'El fin del periodo va después de su inicio.',
    en: 'The end of the period comes after its start.',
  },
  COMMISSION_STATEMENT_NO_REPORTS: {
    kind: 'validation',
    es: 'La empresa {id} no tiene reportes de comisiones del {start} al {end}: calcula las comisiones del periodo primero.',
    en: "Company {id} has no commission reports from {start} to {end}: calculate the period's commissions first.",
  },
  COMMISSION_STATEMENT_NOTHING_TO_EXPORT: {
    kind: 'validation',
    es: 'No hay estados de cuenta aprobados de la empresa {id} del {start} al {end} para exportar.',
    en: 'There are no approved statements of company {id} from {start} to {end} to export.',
  },
  COMMISSION_STATEMENT_NO_EMAIL: {
    kind: 'validation',
    es: '{employee} no tiene correo registrado: escribe a qué dirección enviar el estado de cuenta.',
    en: '{employee} has no e-mail address on record: type the address to send the statement to.',
  },
  COMMISSION_STATEMENT_REASON_REQUIRED: {
    kind: 'validation',
    es: 'Escribe el motivo: de 3 a 500 caracteres.',
    en: 'Write the reason: 3 to 500 characters.',
  },
  COMMISSION_STATEMENT_AMOUNT_INVALID: {
    kind: 'validation',
    es: 'Escribe el monto como un número decimal, como 150.50 o -12.5 (negativo para descontar).',
    en: 'Write the amount as a decimal number, such as 150.50 or -12.5 (negative to take money back).',
  },
  COMMISSION_STATEMENT_AMOUNT_ZERO: {
    kind: 'validation',
    es: 'Un ajuste no puede ser de cero.',
    en: 'An adjustment cannot be zero.',
  },
  COMMISSION_STATEMENT_AMOUNT_TOO_LARGE: {
    kind: 'validation',
    es: 'Un ajuste es de menos de 10,000,000,000.',
    en: 'An adjustment is less than 10,000,000,000.',
  },
  COMMISSION_STATEMENT_EXPORT_NOT_FOUND: {
    kind: 'notFound',
    es: 'No se encontró la exportación a nómina {id}.',
    en: 'No payroll export {id} was found.',
  },
  COMMISSION_STATEMENT_AREA_FORBIDDEN: {
    kind: 'forbidden',
    es: 'Tu puesto revisa los estados de cuenta de otras áreas: no tiene acceso a los del área {area}.',
    en: 'Your position reviews the statements of other areas: it has no access to those of the area {area}.',
  },
  COMMISSION_STATEMENT_WHOLE_COMPANY: {
    kind: 'forbidden',
    es: 'Tu puesto revisa solo algunas áreas: generar el periodo, exportar a nómina y la configuración de los estados de cuenta son de toda la empresa y los hace un puesto con todas sus áreas.',
    en: "Your position reviews some areas only: generating the period, the payroll export and the statements' settings cover the whole company and are done by a position with all of its areas.",
  },
  COMMISSION_WHAT_IF_INPUT_REQUIRED: { kind: 'validation', es: 'Elige el dato a cambiar.', en: 'Choose the input to change.' },
  COMMISSION_WHAT_IF_VALUE_INVALID: {
    kind: 'validation',
    es: 'Escribe un número como 125000.50 (hasta 6 decimales).',
    en: 'Write a number such as 125000.50 (up to 6 decimals).',
  },
  COMMISSION_STATEMENT_EMAIL_INVALID: {
    kind: 'validation',
    es: 'Escribe un correo válido, o déjalo vacío.',
    en: 'Write a valid e-mail address, or leave it empty.',
  },
} as const satisfies Record<string, CatalogueEntry>;
