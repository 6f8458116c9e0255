export { WorkplansScreen } from './WorkplansScreen';
