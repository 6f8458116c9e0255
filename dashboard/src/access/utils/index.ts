export { allPermissions, hasAnyPermission, hasPermission } from './permissions';
export { canSubmitSignIn, prepareSignInCredentials, signInRules } from './signInRules';
