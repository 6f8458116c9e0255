import { z } from 'zod';
import { multiLineText, singleLineText } from '../common/text';
import { commissionDay } from './calculationRun';

/**
 * The schemas of the commissions forms, shared by the API's body readers and the dashboard's forms
 * (useZodForm), so a rule lives once. A message is a catalogue code; where the catalogue's text has
 * parameters (`{min}`, `{field}`) the caller may pass the text already worded in its language.
 */

/** Longest record name the API keeps (spec 003 section 5). */
export const COMMISSION_NAME_MAX = 200;

/**
 * A record's name (spec 003 section 5): one line of free text (trimmed, NFC, no control or
 * direction characters), at least `min` characters and at most 200; otherwise COMMISSION_NAME_TOO_SHORT.
 */
export function commissionNameSchema(min: number, message = 'COMMISSION_NAME_TOO_SHORT') {
  return singleLineText().refine((name) => name.length >= min && name.length <= COMMISSION_NAME_MAX, { message, params: { catalogue: { min } } });
}

/** The create / rename dialog of a named record (companies, positions, data sources, variables, parameters). */
export function commissionNameFormSchema(min: number, message?: string) {
  return z.object({ name: commissionNameSchema(min, message) });
}

/** The employee fields that must be longer than 2 characters (spec 003 section 5). */
export const EMPLOYEE_NAME_FIELDS = ['id', 'first_name', 'last_name', 'second_last_name'] as const;
export type EmployeeNameField = (typeof EMPLOYEE_NAME_FIELDS)[number];

/** An employee's e-mail (issue 25): empty (none, or cleared) or an address; otherwise COMMISSION_EMPLOYEE_EMAIL_INVALID. */
export const employeeEmailSchema = z.union([z.literal(''), z.string().trim().email('COMMISSION_EMPLOYEE_EMAIL_INVALID').max(200)]);

/**
 * The employee create / edit form (spec 003 section 5): id, first name and both last names longer
 * than 2 characters (COMMISSION_EMPLOYEE_FIELD_TOO_SHORT, `tooShort` words it with the field's label),
 * job and warehouse optional, the e-mail empty or an address, the subordinates' ids.
 */
export function employeeFormSchema(tooShort: (field: EmployeeNameField) => string = () => 'COMMISSION_EMPLOYEE_FIELD_TOO_SHORT') {
  const longerThanTwo = (field: EmployeeNameField) =>
    singleLineText().refine((value) => value.length > 2, { message: tooShort(field), params: { catalogue: { field } } });
  return z.object({
    id: longerThanTwo('id'),
    first_name: longerThanTwo('first_name'),
    last_name: longerThanTwo('last_name'),
    second_last_name: longerThanTwo('second_last_name'),
    job: singleLineText().max(100),
    warehouse: singleLineText().max(40),
    email: employeeEmailSchema,
    subordinates: z.array(singleLineText()).max(500),
  });
}

/** A dated value of a parameter or a variable's tag (spec 003 section 5): a real day and a number, both needed. */
export const datedValueSchema = z.object({
  uploaded_at: commissionDay,
  value: z.number('COMMISSION_VALUE_NUMBER_REQUIRED').finite('COMMISSION_VALUE_NUMBER_REQUIRED'),
});

/** A variable's tag (spec 003 section 4): letters, digits, `_` and `-`, up to 60 characters. */
export const variableTagNameSchema = singleLineText()
  .max(60, 'COMMISSION_TAG_INVALID')
  .regex(/^[\w-]*$/, 'COMMISSION_TAG_INVALID');

/** A new tag of a variable with its first employee values (variables/detalle-valor-tag): a tag, a real day and at least one value. */
export const variableTagFormSchema = z.object({
  tag: variableTagNameSchema.refine((tag) => tag !== '', 'COMMISSION_TAG_REQUIRED'),
  date: commissionDay,
  values: z.record(z.string(), z.number()).refine((values) => Object.keys(values).length > 0, 'COMMISSION_TAG_VALUES_REQUIRED'),
});

const chosen = z.object({ id: z.string(), name: z.string() }).loose();

/**
 * The create form of indicators and commissions (spec 003 sections 2.2 and 5): a name (`message`
 * words COMMISSION_NAME_TOO_SHORT with its {min}), then the company, then the position.
 */
export function recordPlacementSchema(message?: string) {
  return z.object({
    name: commissionNameSchema(1, message),
    organization: chosen.nullable().refine((value) => value !== null, 'COMMISSION_ORGANIZATION_REQUIRED'),
    area: chosen.nullable().refine((value) => value !== null, 'COMMISSION_AREA_REQUIRED'),
  });
}

/** A constant of a step as typed (spec 003 section 3.4): a number, with a comma or a point for the decimals; NaN when it is not one. */
export function elementNumber(typed: string): number {
  return typed.trim() === '' ? Number.NaN : Number(typed.replace(',', '.'));
}

/**
 * The element dialog of the steps editor (spec 003 sections 3.4 and 5): a constant is a readable
 * number (COMMISSION_VALUE_NUMBER_REQUIRED), a variable needs its value and its tag
 * (COMMISSION_ELEMENT_TAG_REQUIRED), any other kind its value (COMMISSION_ELEMENT_REQUIRED).
 */
export const elementChoiceSchema = z.object({ kind: z.string(), value: z.string(), tag: z.string(), number: z.string() }).superRefine((choice, context) => {
  if (choice.kind === 'constant') {
    if (!Number.isFinite(elementNumber(choice.number))) context.addIssue({ code: 'custom', path: ['number'], message: 'COMMISSION_VALUE_NUMBER_REQUIRED' });
  } else if (choice.value === '') context.addIssue({ code: 'custom', path: ['value'], message: 'COMMISSION_ELEMENT_REQUIRED' });
  else if (choice.kind === 'variable' && choice.tag === '') context.addIssue({ code: 'custom', path: ['tag'], message: 'COMMISSION_ELEMENT_TAG_REQUIRED' });
});

/** A helper function's description (spec 003 section 2.4): 1 to 500 characters of free text. */
export const functionDescriptionSchema = multiLineText().min(1, 'COMMISSION_FUNCTION_DESCRIPTION_REQUIRED').max(500);

/** A helper function's parameter name: letters, digits and `_`, 1 to 40 characters (COMMISSION_FUNCTION_PARAMETER_INVALID). */
export const functionParameterNameSchema = singleLineText().regex(/^[\p{L}\w]{1,40}$/u, 'COMMISSION_FUNCTION_PARAMETER_INVALID');

/** A helper function's parameters: 1 to 20 names. */
export const functionParametersSchema = z
  .array(functionParameterNameSchema)
  .min(1, 'COMMISSION_FUNCTION_PARAMETERS_REQUIRED')
  .max(20, 'COMMISSION_FUNCTION_PARAMETERS_TOO_MANY');

/** funciones/crear (spec 003 section 2.4): a name and a description (at least 1 character each) and 1 to 20 parameters. */
export function functionDraftSchema(message?: string) {
  return z.object({ name: commissionNameSchema(1, message), description: functionDescriptionSchema, arguments: functionParametersSchema });
}

/** The parameter being added to a function: a valid name the function does not have yet (COMMISSION_FUNCTION_PARAMETER_REPEATED). */
export function functionParameterFormSchema(taken: readonly string[]) {
  return z.object({ parameter: functionParameterNameSchema.refine((name) => !taken.includes(name), 'COMMISSION_FUNCTION_PARAMETER_REPEATED') });
}

/** An employee's id as the API keys values by (`company-payroll`, e.g. 01-000001). */
export const EMPLOYEE_ID_PATTERN = /^[A-Za-z0-9]+-[A-Za-z0-9]+$/;

/** One employee's value of a variable's tag (spec 003 section 4): an employee id (COMMISSION_EMPLOYEE_ID_INVALID) and a number. */
export const employeeValueFormSchema = z.object({
  employee: singleLineText().regex(EMPLOYEE_ID_PATTERN, 'COMMISSION_EMPLOYEE_ID_INVALID'),
  value: z.number('COMMISSION_VALUE_NUMBER_REQUIRED').finite('COMMISSION_VALUE_NUMBER_REQUIRED'),
});
