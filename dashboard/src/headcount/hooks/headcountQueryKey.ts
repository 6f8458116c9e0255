export const headcountQueryKey = ['headcount'] as const;
