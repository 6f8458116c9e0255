/** MongoDB's and the embedded server's code for a write a unique index refused. */
export const DUPLICATE_KEY_CODE = 11000;

/** A write refused by a unique index, with the index's keys when the server gives them. */
export interface DuplicateKeyError {
  code: typeof DUPLICATE_KEY_CODE;
  keyPattern?: Record<string, unknown>;
  keyValue?: Record<string, unknown>;
  message?: string;
}

/** A write refused by a unique index (MongoDB's and the embedded server's code 11000). */
export function isDuplicateKeyError(error: unknown): error is DuplicateKeyError {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === DUPLICATE_KEY_CODE;
}

/** One write error of a bulk write or insertMany: its position in the batch and its code. */
export interface BatchWriteError {
  index?: number;
  code?: number;
}

/** The write errors of a bulk error as a list (the driver reports one as an object, several as a list; [] when none). */
export function batchWriteErrorsOf(error: unknown): BatchWriteError[] {
  const raw = (error as { writeErrors?: unknown } | null)?.writeErrors;
  const list = (Array.isArray(raw) ? raw : raw ? [raw] : []) as (BatchWriteError & { err?: BatchWriteError })[];
  return list.map((item) => ({ index: item.index ?? item.err?.index, code: item.code ?? item.err?.code }));
}

/** True when a bulk error is duplicate keys only: one refused write, or a batch whose every write error is one. */
export function isOnlyDuplicateKeys(error: unknown): boolean {
  const writeErrors = batchWriteErrorsOf(error);
  return writeErrors.length === 0 ? isDuplicateKeyError(error) : writeErrors.every(isDuplicateKeyError);
}
