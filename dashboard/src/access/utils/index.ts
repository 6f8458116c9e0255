export { allPermissions, hasAnyPermission, hasPermission } from './permissions';
export { canSubmitSignIn, prepareSignInCredentials } from './signInRules';
export type { FormCheck } from './signInRules';
export { attemptsFromError } from './attempts';
