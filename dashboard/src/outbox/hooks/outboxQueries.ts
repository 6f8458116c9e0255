/** The page of a list the screen shows. */
export interface OutboxPage {
  limit: number;
  offset: number;
}

/** Root of every outbox query key, so the refresh button can refetch them all at once. */
export const outboxQueryKey = ['outbox'] as const;
