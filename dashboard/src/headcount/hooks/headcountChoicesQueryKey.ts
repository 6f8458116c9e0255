/** The headcount choices (the catalogues the template dialogs offer) live under this key. */
export const headcountChoicesQueryKey = ['headcountChoices'] as const;
