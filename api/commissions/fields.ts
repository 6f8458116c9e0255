import { z } from 'zod';
import { singleLineText } from '../../domain/common/text';
import { commissionNameSchema } from '../../domain/commissions/forms';
import { isCalendarDate } from '../../domain/commissions/period';

/**
 * Field readers shared by the commissions routes' body schemas. Bodies come as JSON or as forms
 * (as the original client sends): in a form every value is text, and lists and objects may travel
 * as JSON text inside one field, so these readers turn form text into what JSON would carry.
 */

/** A list or object sent as JSON text inside a form field (the original client does). */
export function jsonField(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (!(trimmed.startsWith('[') || trimmed.startsWith('{'))) return value;
  try {
    return JSON.parse(trimmed);
  } catch {
    return value;
  }
}

/** A list or object field: JSON, bracket notation, or JSON text in a form field. */
export const json = <T extends z.ZodType>(schema: T) => z.preprocess(jsonField, schema);

/** A number: a JSON number or form text. */
export const numberField = z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value), z.number().finite());

/** A boolean: a JSON boolean or the form text `true` / `false`. */
export const booleanField = z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean());

/** A calendar day, `yyyy-MM-dd`. */
export const dateField = z.string().refine(isCalendarDate, 'yyyy-MM-dd').meta({ format: 'date' });

/** An id sent by the caller (an employee's `company-payroll`, a record id): one line of text. */
export const idField = singleLineText();

/**
 * A record's name (spec 003 section 5): one line of free text (trimmed, NFC, no control or
 * direction characters), at least `min` characters and at most 200; too short, too long or
 * missing is COMMISSION_NAME_TOO_SHORT (the spec's message), thrown as that code by readBody.
 */
export function nameField(min: number) {
  return z.preprocess((value) => (typeof value === 'string' ? value : ''), commissionNameSchema(min)).describe(`${min} to 200 characters`);
}

/**
 * Steps as the editor stores them (JSON text, "-" in advanced mode); steps sent as a list, in
 * JSON or in bracket notation, are kept as their JSON text.
 */
export const stepsField = z.preprocess((value) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : value), z.string());

/** The formula fields of indicators, helper functions and commissions (checked by formulas/service.ts). */
export const formulaFields = {
  expression: z.string().optional().describe('base64 of the step lines'),
  html_reference: stepsField.optional().describe('steps as JSON text, "-" in advanced mode'),
};

/** `hierarchical_node_id` on edit: the position to move a formula record to (anything but text keeps it where it is). */
export const movedToField = z
  .preprocess((value) => (typeof value === 'string' ? value : undefined), z.string().optional())
  .describe('move to this position (of a company the caller may write to)');
