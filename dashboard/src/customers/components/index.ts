export { CustomerListScreen } from './CustomerListScreen';
export { CustomerTypesScreen } from './CustomerTypesScreen';
export { FingerprintEnrollmentScreen } from './FingerprintEnrollmentScreen';
export { CustomerDetailScreen } from './CustomerDetailScreen';
