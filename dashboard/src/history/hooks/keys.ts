/** Every history answer is kept under this key, so one invalidation refreshes the panels and the log. */
export const historyQueryKey = ['history'] as const;

/** The panel's page size: ten entries, then "more". */
export const PANEL_PAGE_SIZE = 10;
