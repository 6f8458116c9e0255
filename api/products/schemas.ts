import { z } from 'zod';

/** The catalogue's search and page (spec 002 Products: 10, 25, 50 or 100 rows). */
export const productPageSchema = z.object({
  search: z.string().max(100).nullish(),
  page: z.number().int().min(0).default(0),
  pageSize: z.union([z.literal(10), z.literal(25), z.literal(50), z.literal(100)]).default(25),
});
