import { Schema } from 'mongoose';
import { defineModel } from '../common';

/**
 * One row of the postal-code catalogue (spec 000 section 3: c_cp, d_asenta, d_estado, d_mnpio),
 * imported from the official pipe-separated file plus the local Veracruz neighbourhoods.
 */
export interface PostalCode {
  c_cp: string;
  d_asenta: string;
  d_estado: string;
  d_mnpio: string;
  /** 'official' or 'local' (the extra neighbourhoods). */
  source: string;
}

const postalCodeSchema = new Schema<PostalCode>(
  {
    c_cp: { type: String, required: true, match: /^\d{5}$/ },
    d_asenta: { type: String, required: true },
    d_estado: { type: String, required: true },
    d_mnpio: { type: String, required: true },
    source: { type: String, default: 'official' },
  },
  { collection: 'postalCodes' },
);
postalCodeSchema.index({ c_cp: 1, d_asenta: 1, d_mnpio: 1 }, { unique: true });

export const PostalCodeModel = defineModel<PostalCode>('PostalCode', postalCodeSchema);
