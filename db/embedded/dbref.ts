import { DBRef } from 'bson';

/**
 * DBRef fields: bson decodes `{ $ref, $id, $db }` into a DBRef object whose properties are named
 * `collection`, `oid` and `db`, so a query on `'owner.$id'` or `'owner.$ref'` (which MongoDB
 * answers from the stored fields) would read nothing. The DBRef prototype gets read-only,
 * non-enumerable `$ref`, `$id` and `$db` getters, so query paths, sorts and projections reach
 * them; the objects themselves and their encoding are unchanged.
 */
const fields: Array<[string, (reference: DBRef) => unknown]> = [
  ['$ref', (reference) => reference.collection],
  ['$id', (reference) => reference.oid],
  ['$db', (reference) => reference.db],
];

for (const [name, read] of fields) {
  if (!Object.hasOwn(DBRef.prototype, name)) {
    Object.defineProperty(DBRef.prototype, name, {
      get(this: DBRef) {
        return read(this);
      },
      enumerable: false,
      configurable: true,
    });
  }
}
