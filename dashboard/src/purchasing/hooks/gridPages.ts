/** The grid's first page (a store's worth of rows, shown at once) and the size of the pages that follow it. */
export const GRID_FIRST_PAGE_ROWS = 500;
export const GRID_PAGE_ROWS = 10_000;
