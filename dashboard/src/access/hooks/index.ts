export { meQueryKey, useMe } from './useMe';
export { useSignIn } from './useSignIn';
export { useSignOut } from './useSignOut';
