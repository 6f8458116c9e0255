/** Every statements answer lives under this key: one invalidation after a decision refreshes the list, the counts and the detail. */
export const statementsQueryKey = ['commissions', 'statements'] as const;

export const STATEMENTS_PAGE_SIZE = 50;
