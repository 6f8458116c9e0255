export const licensesQueryKey = ['posLicenses'] as const;
