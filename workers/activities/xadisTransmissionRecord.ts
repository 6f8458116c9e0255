import { ApplicationFailure } from '@temporalio/common/lib/failure.js';

/**
 * The transmission record as the xadis activities keep it: its counts per kind and its error items
 * are written by the repository (db/xadis/repository.ts); what the activities need besides it.
 */
export { kindPath, MAX_STORED_ERROR_ITEMS } from '../../db/models/xadis/xadisRepository';

export function required<T>(value: T | undefined, what: string): T {
  if (!value) throw ApplicationFailure.nonRetryable(`The ${what} is not configured for the xadis activities`, 'XadisActivityNotConfigured');
  return value;
}
