import { z } from 'zod';
import { fingerTypes } from '../../../db/models/customers/customer';
import { enrollmentWarehouseSchema } from '../../../domain/customers/enrollment';

/** At least two fingerprints complete a registration (spec 001 section 5). */
export const MIN_FINGERPRINTS = 2;

export const enrollmentSchema = z.object({
  customerId: z.string().regex(/^[a-f0-9]{24}$/i, 'CUSTOMER_NOT_FOUND'),
  warehouseId: enrollmentWarehouseSchema,
  fingers: z
    .array(z.object({ fingerType: z.enum(fingerTypes), fingerTemplate: z.string().regex(/^[A-Za-z0-9+/=_-]{16,16384}$/, 'FINGERPRINT_INVALID') }))
    .max(10)
    .refine((fingers) => new Set(fingers.map((finger) => finger.fingerType)).size >= MIN_FINGERPRINTS, 'FINGERPRINTS_TOO_FEW'),
});
