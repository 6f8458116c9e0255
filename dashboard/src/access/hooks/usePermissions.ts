import { hasPermission } from '../utils/permissions';
import { useMe } from './useMe';

/** The signed-in user's permissions (empty while unknown) and a checker over them. */
export function usePermissions() {
  const me = useMe();
  const permissions = me.data?.me?.permissions ?? [];
  return { permissions, can: (permission: string) => hasPermission(permissions, permission) };
}
