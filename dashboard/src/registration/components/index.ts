export { CustomerRegistration } from './CustomerRegistration';
