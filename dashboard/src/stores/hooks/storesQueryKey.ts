export const storesQueryKey = ['stores'] as const;
