import { useQueryClient } from '@tanstack/react-query';
import { useGqlMutation, useGqlQuery, type SortDirection, type UserSort } from '../../graphql';
import {
  createSystemMenuMutation,
  createSystemRoleMutation,
  createUserMutation,
  resetUserPasswordMutation,
  updatePermissionProfileMutation,
  updatePositionRoleMutation,
  updateSystemMenuMutation,
  updateUserMutation,
} from '../graphql/mutations';
import { positionsQuery, systemMenusQuery, systemRolesQuery, userPositionOptionsQuery, userRoleOptionsQuery, userWarehousesQuery, usersQuery } from '../graphql/queries';

const keys = {
  roles: ['admin', 'systemRoles'] as const,
  menus: ['admin', 'systemMenus'] as const,
  positions: ['admin', 'positions'] as const,
  users: ['admin', 'users'] as const,
  warehouses: ['admin', 'userWarehouses'] as const,
  // Under the full lists' keys, so refreshing those refreshes the Users dialogs' options too.
  positionOptions: ['admin', 'positions', 'options'] as const,
  roleOptions: ['admin', 'systemRoles', 'options'] as const,
};

/** `enabled` false when the caller's menus do not reach the list: the server would refuse it. */
export function useSystemRoles(enabled = true) {
  return useGqlQuery(keys.roles, systemRolesQuery, undefined, { retry: false, enabled });
}

export function useSystemMenus(enabled = true) {
  return useGqlQuery(keys.menus, systemMenusQuery, undefined, { retry: false, enabled });
}

export function usePositions(enabled = true) {
  return useGqlQuery(keys.positions, positionsQuery, undefined, { retry: false, enabled });
}

/** Positions a user can be given (names only: what the users menus may read). */
export function useUserPositionOptions() {
  return useGqlQuery(keys.positionOptions, userPositionOptionsQuery, undefined, { retry: false });
}

/** Roles a user can be given (names only). */
export function useUserRoleOptions() {
  return useGqlQuery(keys.roleOptions, userRoleOptionsQuery, undefined, { retry: false });
}

/** The stores and distribution centres a user can be assigned to. */
export function useUserWarehouses() {
  return useGqlQuery(keys.warehouses, userWarehousesQuery, undefined, { retry: false, staleTime: 300_000 });
}

/** Users per page: the server's maximum (spec 003 section 7.1); the pager reaches the rest. */
export const usersPageSize = 300;

export function useUsers(search: string, offset: number, sort: { sort?: UserSort; direction?: SortDirection } = {}, limit = usersPageSize) {
  return useGqlQuery(
    [...keys.users, search, offset, limit, sort],
    usersQuery,
    { search: search.trim() === '' ? null : search.trim(), limit, offset, ...sort },
    { retry: false, placeholderData: (previous) => previous },
  );
}

function useRefresh(...queryKeys: ReadonlyArray<readonly string[]>) {
  const queryClient = useQueryClient();
  // The shell's own menus may change with any of these edits.
  return () => Promise.all([...queryKeys, ['shell', 'myMenus']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useCreateSystemRole() {
  const refresh = useRefresh(keys.roles, keys.positions);
  return useGqlMutation(createSystemRoleMutation, {
    onSuccess: () => void refresh(),
  });
}

export function useCreateSystemMenu() {
  const refresh = useRefresh(keys.menus, keys.roles);
  return useGqlMutation(createSystemMenuMutation, {
    onSuccess: () => void refresh(),
  });
}

export function useUpdateSystemMenu() {
  const refresh = useRefresh(keys.menus);
  return useGqlMutation(updateSystemMenuMutation, {
    onSuccess: () => void refresh(),
  });
}

export function useUpdatePositionRole() {
  const refresh = useRefresh(keys.positions, keys.roles, keys.users);
  return useGqlMutation(updatePositionRoleMutation, {
    onSuccess: () => void refresh(),
  });
}

export function useCreateUser() {
  const refresh = useRefresh(keys.users);
  return useGqlMutation(createUserMutation, {
    onSuccess: () => void refresh(),
  });
}

export function useUpdateUser() {
  const refresh = useRefresh(keys.users);
  return useGqlMutation(updateUserMutation, {
    onSuccess: () => void refresh(),
  });
}

/** Which menus a position sees: every top-level entry or only those listed, minus the hidden ones. */
export function useUpdatePermissionProfile() {
  const refresh = useRefresh(keys.positions);
  return useGqlMutation(updatePermissionProfileMutation, {
    onSuccess: () => void refresh(),
  });
}

/** A new temporary password: the lockout ends, every session of the user ends, and the next sign-in asks for a new one. */
export function useResetUserPassword() {
  const refresh = useRefresh(keys.users);
  return useGqlMutation(resetUserPasswordMutation, {
    onSuccess: () => void refresh(),
  });
}
