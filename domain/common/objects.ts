/**
 * A document or sub-document as BSON decodes it, an object literal: not null, an array, a Date,
 * an ObjectId, a Decimal128 or any other class's instance.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** An object literal or an object without a prototype (`Object.create(null)`), as the change history reads a record's fields. */
export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === Object.prototype || prototype === null;
}
