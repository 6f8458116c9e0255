export const purchasingQueryKey = ['purchasing'] as const;
