export { ForecastsScreen } from './ForecastsScreen';
