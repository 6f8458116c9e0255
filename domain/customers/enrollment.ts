import { z } from 'zod';
import { normalizePreregistrationCode, preregistrationCodePattern } from './code';

/**
 * The fingerprint enrollment screen's forms (spec 001 section 5), with the rules the API reads the
 * enrollment with (api/customers/enrollment/schemas.ts): the pre-registration code searched, then the store.
 */

/** A store's id as the enrollment takes it. */
export const enrollmentWarehouseSchema = z.string().regex(/^[A-Z0-9_]{1,20}$/, 'STORE_NOT_FOUND');

/** The code as typed: trimmed and upper-cased, then 15 letters and digits. */
export const preregistrationCodeSearchSchema = z.object({
  code: z.string().transform(normalizePreregistrationCode).pipe(z.string().regex(preregistrationCodePattern, 'PREREGISTRATION_CODE_INVALID')),
});

/** The store picked among the nearest ones. */
export const enrollmentStoreFormSchema = z.object({
  warehouseId: z.string().min(1, 'STORE_NOT_FOUND').pipe(enrollmentWarehouseSchema),
});
