export { checkCustomerData, checkLegals, emptyRegistrationForm, frameAround, fromMapPoint, problemOf, registrationInput, toMapPoint } from './form';
export type { MapFrame } from './form';
