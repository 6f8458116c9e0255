import { PostalCodeModel } from '../../../db/models/catalog/postalCode';

export interface PostalCodeRow {
  c_cp: string;
  d_asenta: string;
  d_estado: string;
  d_mnpio: string;
}

/** The catalogue rows of a 5-digit postal code (neighbourhoods, municipality, state). */
export function postalCodesOf(postalCode: string) {
  return PostalCodeModel.find({ c_cp: postalCode }).sort({ d_asenta: 1 }).limit(500).lean();
}

/** Upserts by code, settlement and municipality: a repeated row changes nothing. */
export async function importPostalCodes(rows: PostalCodeRow[], source: 'local' | 'official') {
  const result = await PostalCodeModel.bulkWrite(
    rows.map((row) => ({
      updateOne: {
        filter: { c_cp: row.c_cp, d_asenta: row.d_asenta, d_mnpio: row.d_mnpio },
        update: { $set: { d_estado: row.d_estado }, $setOnInsert: { source } },
        upsert: true,
      },
    })),
    { ordered: false },
  );
  return { inserted: result.upsertedCount, updated: result.modifiedCount, total: await PostalCodeModel.estimatedDocumentCount() };
}
