/** Root of every workflows query key: refresh and cancel refetch them together. */
export const workflowsQueryKey = ['workflows'] as const;
