/** The outbox lists' page sizes (the server's outboxPageSchema); the first is the default. */
export const OUTBOX_PAGE_SIZES = [25, 50, 100] as const;
