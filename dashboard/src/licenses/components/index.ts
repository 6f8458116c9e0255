export { LicensesScreen } from './LicensesScreen';
