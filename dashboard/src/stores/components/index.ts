export { StoreConfigScreen } from './StoreConfigScreen';
