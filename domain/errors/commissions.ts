import type { CatalogueEntry } from './entry';

/** Variable commissions (spec 003). */
export const commissionsErrors = {
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
  COMMISSION_EMPLOYEE_EMAIL_INVALID: {
    kind: 'validation',
    es: 'El correo no es válido: escribe una dirección como nombre@empresa.mx o déjalo vacío.',
    en: 'The e-mail is not valid: type an address such as name@company.mx or leave it empty.',
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
  COMMISSION_REPORT_DATE_INVALID: {
    kind: 'validation',
    es: 'Escribe una fecha válida (aaaa/mm/dd).',
    en: 'Enter a valid date (yyyy/mm/dd).',
  },
  COMMISSION_REPORT_DATES_INVERTED: {
    kind: 'validation',
    es: 'Fechas Inicio debe ser menos que la fecha Final',
    en: 'The start date must be before the end date',
  },
  COMMISSION_REPORT_PAGE_SIZE: {
    kind: 'validation',
    es: 'El tamaño de página debe ser un número entero entre {min} y {max}.',
    en: 'The page size must be a whole number between {min} and {max}.',
  },
  COMMISSION_REPORT_PAGE: {
    kind: 'validation',
    es: 'La página debe ser un número entero mayor o igual a 1.',
    en: 'The page must be a whole number of at least 1.',
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
    es: 'No se puede eliminar la empresa: todavía tiene {areas}, {employees} y {dataSources}. Elimínalos primero.',
    en: 'The company cannot be deleted: it still has {areas}, {employees} and {dataSources}. Delete them first.',
    counts: { areas: 'position', employees: 'employee', dataSources: 'dataSource' },
  },
  COMMISSION_AREA_IN_USE: {
    kind: 'conflict',
    es: 'No se puede eliminar el puesto: todavía tiene {employees}, {commissions}, {indicators} y {parameters}. Elimínalos o muévelos primero.',
    en: 'The position cannot be deleted: it still has {employees}, {commissions}, {indicators} and {parameters}. Delete or move them first.',
    counts: { employees: 'employee', commissions: 'variableCommission', indicators: 'indicator', parameters: 'parameter' },
  },
  COMMISSION_DATA_SOURCE_IN_USE: {
    kind: 'conflict',
    es: 'No se puede eliminar la fuente de información: todavía tiene {variables}. Elimínalas primero.',
    en: 'The data source cannot be deleted: it still has {variables}. Delete them first.',
    counts: { variables: 'variable' },
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
  COMMISSION_FORM_BODY_TOO_MANY_FIELDS: {
    kind: 'badRequest',
    es: 'El formulario tiene demasiados campos (máximo {limit}). Envía las listas largas como JSON.',
    en: 'The form has too many fields (at most {limit}). Send long lists as JSON.',
  },
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
  COMMISSION_DATE_INVALID: {
    kind: 'validation',
    es: 'Escribe una fecha válida.',
    en: 'Enter a valid date.',
  },
  COMMISSION_RUN_EMPLOYEE_REQUIRED: {
    kind: 'validation',
    es: 'Elige el empleado.',
    en: 'Choose the employee.',
  },
  COMMISSION_PERIOD_FREQUENCY_REQUIRED: {
    kind: 'validation',
    es: 'Elige la frecuencia.',
    en: 'Choose the frequency.',
  },
  COMMISSION_PERIOD_DATE_IN_PAST: {
    kind: 'validation',
    es: 'La fecha de ejecución no puede ser anterior a hoy.',
    en: 'The run date cannot be earlier than today.',
  },
  COMMISSION_VALUE_NUMBER_REQUIRED: {
    kind: 'validation',
    es: 'Escribe un valor numérico.',
    en: 'Enter a numeric value.',
  },
  COMMISSION_TAG_REQUIRED: {
    kind: 'validation',
    es: 'Escribe el tag.',
    en: 'Type the tag.',
  },
  COMMISSION_TAG_INVALID: {
    kind: 'validation',
    es: 'El tag solo lleva letras, números, guion y guion bajo (hasta 60).',
    en: 'A tag has only letters, digits, hyphens and underscores (up to 60).',
  },
  COMMISSION_TAG_VALUES_REQUIRED: {
    kind: 'validation',
    es: 'Agrega al menos un valor de empleado.',
    en: 'Add at least one employee value.',
  },
  COMMISSION_ORGANIZATION_REQUIRED: {
    kind: 'validation',
    es: 'Elige la empresa.',
    en: 'Choose the company.',
  },
  COMMISSION_AREA_REQUIRED: {
    kind: 'validation',
    es: 'Elige el puesto.',
    en: 'Choose the position.',
  },
  COMMISSION_ELEMENT_REQUIRED: {
    kind: 'validation',
    es: 'Elige el valor.',
    en: 'Choose the value.',
  },
  COMMISSION_FUNCTION_DESCRIPTION_REQUIRED: {
    kind: 'validation',
    es: 'Escribe la descripción de la función.',
    en: "Type the function's description.",
  },
  COMMISSION_FUNCTION_PARAMETER_INVALID: {
    kind: 'validation',
    es: 'El nombre del parámetro lleva solo letras, números y guion bajo, sin espacios (hasta 40).',
    en: 'A parameter name has only letters, digits and underscores, no spaces (up to 40).',
  },
  COMMISSION_FUNCTION_PARAMETER_REPEATED: {
    kind: 'validation',
    es: 'La función ya tiene ese parámetro.',
    en: 'The function already has that parameter.',
  },
  COMMISSION_FUNCTION_PARAMETERS_REQUIRED: {
    kind: 'validation',
    es: 'Agrega al menos un parámetro para continuar.',
    en: 'Add at least one parameter to continue.',
  },
  COMMISSION_FUNCTION_PARAMETERS_TOO_MANY: {
    kind: 'validation',
    es: 'Una función tiene hasta 20 parámetros.',
    en: 'A function has up to 20 parameters.',
  },
  COMMISSION_EMPLOYEE_ID_INVALID: {
    kind: 'validation',
    es: 'Escribe el número de empleado como empresa-nómina (01-000001).',
    en: 'Type the employee number as company-payroll (01-000001).',
  },
  COMMISSION_ELEMENT_TAG_REQUIRED: {
    kind: 'validation',
    es: 'Elige el tag de la variable.',
    en: "Choose the variable's tag.",
  },
} as const satisfies Record<string, CatalogueEntry>;
