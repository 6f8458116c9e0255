/** Every work-team template answer lives under this key, so any change reloads the list and its options. */
export const templatesQueryKey = ['workTeamTemplates'] as const;
