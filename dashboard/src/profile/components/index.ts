export { ProfileScreen } from './ProfileScreen';
export { AuthenticatorSetupFields, type AuthenticatorSetupData } from './AuthenticatorSetupFields';
