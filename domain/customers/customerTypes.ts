import { z } from 'zod';
import { singleLineText } from '../common/text';

/**
 * Customer types (spec 001, customer/setting): a key (CC, CL, CB001...), a name, and exactly one
 * main type (PRINCIPAL), the others INACTIVO. Shared by the screen's form and the server.
 */
export const CUSTOMER_TYPE_NAME_MAX_LENGTH = 60;

/** 2 to 10 capital letters or digits; typed lower case, it is upper-cased. */
export const customerTypeIdSchema = singleLineText()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,10}$/, 'CUSTOMER_TYPE_ID_INVALID');

export const customerTypeNameSchema = singleLineText()
  .min(1, 'CUSTOMER_TYPE_NAME_REQUIRED')
  .max(CUSTOMER_TYPE_NAME_MAX_LENGTH, 'CUSTOMER_TYPE_NAME_REQUIRED')
  .transform((name) => name.replace(/\s+/g, ' '));

export const createCustomerTypeSchema = z.object({
  customerTypeId: customerTypeIdSchema,
  customerTypeName: customerTypeNameSchema,
  /** true: the new type becomes the main one (the previous main type becomes INACTIVO). */
  defaultType: z.boolean().default(false),
});
export type CreateCustomerTypeInput = z.output<typeof createCustomerTypeSchema>;

export const renameCustomerTypeSchema = z.object({
  customerTypeId: singleLineText().min(1).max(20),
  customerTypeName: customerTypeNameSchema,
  /** The version the screen read: a type changed meanwhile is not overwritten. */
  _version: z.number().int().min(1).nullish(),
});
export type RenameCustomerTypeInput = z.output<typeof renameCustomerTypeSchema>;
