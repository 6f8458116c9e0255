export { HeadcountScreen } from './HeadcountScreen';
