export const forecastsQueryKey = ['purchasing', 'forecasts'] as const;
