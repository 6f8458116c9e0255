export const xadisQueryKey = ['xadis'] as const;
