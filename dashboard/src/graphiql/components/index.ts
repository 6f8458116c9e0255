export { GraphiqlScreen } from './GraphiqlScreen';
