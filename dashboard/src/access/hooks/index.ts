export { meQueryKey, useMe } from './useMe';
export { usePermissions } from './usePermissions';
export { useSignIn } from './useSignIn';
export { useSignOut } from './useSignOut';
