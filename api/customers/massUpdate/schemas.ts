import { z } from 'zod';
import { customerFilterSchema } from '../../../domain/customers/filters';
import { MAX_SELECTED_IDS } from '../service';

export const objectIdSchema = z.string().regex(/^[a-f0-9]{24}$/i);

export const massUpdateSchema = z
  .object({
    action: z.enum(['inactivate', 'setType', 'release']),
    customerIds: z.array(objectIdSchema).max(MAX_SELECTED_IDS).nullish(),
    filter: customerFilterSchema.nullish(),
    customerTypeId: z
      .string()
      .regex(/^[A-Z0-9]{2,10}$/)
      .nullish(),
    warehouseIds: z
      .array(z.string().regex(/^[A-Z0-9_]{1,20}$/))
      .max(200)
      .nullish(),
    batchSize: z.number().int().min(1).max(1000).nullish(),
  })
  .refine((input) => (input.customerIds?.length ?? 0) > 0 || input.filter, 'CUSTOMER_SELECTION_EMPTY');
export type MassUpdateRequest = z.output<typeof massUpdateSchema>;
