export { PriceListScreen } from './PriceListScreen';
