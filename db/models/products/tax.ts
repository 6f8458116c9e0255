import { Schema } from 'mongoose';

/**
 * A tax applied to a product or a provider product. `rate` is a percentage (16 means 16 %).
 * Purchasing sums the rates whose taxName contains IVA or IEPS; an IVA 0 or IVA+DEV entry makes
 * the row's IVA zero (spec 002 section 9).
 */
export interface Tax {
  taxName: string;
  taxId: string;
  rate: number;
}

export const taxSchema = new Schema<Tax>(
  {
    taxName: { type: String, required: true },
    taxId: { type: String, required: true },
    rate: { type: Number, required: true, min: 0, max: 100 },
  },
  { _id: false },
);

/** The taxes the demo catalogue uses. */
export const taxes = {
  iva16: { taxName: 'IVA 16%', taxId: 'IVA16', rate: 16 },
  iva0: { taxName: 'IVA 0%', taxId: 'IVA0', rate: 0 },
  ieps8: { taxName: 'IEPS 8%', taxId: 'IEPS8', rate: 8 },
  ieps265: { taxName: 'IEPS 26.5%', taxId: 'IEPS265', rate: 26.5 },
} as const satisfies Record<string, Tax>;
