export { forecastsQueryKey } from './forecastsQueryKey';
export { useForecastRunPage } from './useForecastRunPage';
export { useForecastRunProgress } from './useForecastRunProgress';
export { useForecastOptions } from './useForecastOptions';
export { useForecastAccuracy } from './useForecastAccuracy';
export { useStartForecastRun } from './useStartForecastRun';
export { useImportForecasts } from './useImportForecasts';
export { useCancelForecastRun } from './useCancelForecastRun';
