import { AppError, type ErrorCode } from '../../domain/errors/catalogue';

/** Lists answer at most this many records. */
export const LIST_LIMIT = 300;

/** The record, or the catalogue's not-found error naming its id. */
export async function found<T>(promise: PromiseLike<T | null>, code: ErrorCode, id: string): Promise<T> {
  const record = await promise;
  if (!record) throw new AppError(code, { id });
  return record;
}

/** A loaded record as fields to write back (the database's own fields are not ours to set). */
export function fieldsOf<T extends object>(record: T): Omit<T, '_id' | '__v' | 'createdAt' | 'updatedAt'> {
  const { _id, __v, createdAt, updatedAt, ...fields } = record as T & { _id?: unknown; __v?: unknown; createdAt?: unknown; updatedAt?: unknown };
  void [_id, __v, createdAt, updatedAt];
  return fields;
}
