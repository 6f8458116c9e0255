import type { MailSort, SmsSort, SortDirection } from '../../graphql';

/** The page of a list the screen shows: its search, page and sort (the server's keys). */
export interface OutboxPage<Sort extends string = MailSort> {
  search?: string | null;
  page: number;
  pageSize: number;
  sort?: Sort;
  direction?: SortDirection;
}

/** The SMS list's page, with its status filter. */
export interface SmsPage extends OutboxPage<SmsSort> {
  status?: string | null;
}

/** Root of every outbox query key, so the refresh button can refetch them all at once. */
export const outboxQueryKey = ['outbox'] as const;
