/** A document as the embedded server holds it: BSON values by field name. */
export type Document = Record<string, unknown>;
