export { allPermissions, hasAnyPermission, hasPermission } from './permissions';
export { canSubmitSignIn, catalogueLanguage, prepareSignInCredentials } from './signInRules';
export type { FormCheck } from './signInRules';
export { attemptsFromError } from './attempts';
