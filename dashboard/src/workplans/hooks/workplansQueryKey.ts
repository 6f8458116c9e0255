/** Every work-plan answer lives under this key, so any change reloads plans, sections and activities (their counts move). */
export const workplansQueryKey = ['workplans'] as const;
