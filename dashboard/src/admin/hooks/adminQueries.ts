export const keys = {
  roles: ['admin', 'systemRoles'] as const,
  menus: ['admin', 'systemMenus'] as const,
  positions: ['admin', 'positions'] as const,
  users: ['admin', 'users'] as const,
  warehouses: ['admin', 'userWarehouses'] as const,
  // Under the full lists' keys, so refreshing those refreshes the Users dialogs' options too.
  positionOptions: ['admin', 'positions', 'options'] as const,
  roleOptions: ['admin', 'systemRoles', 'options'] as const,
};

/** Users per page: the server's maximum (spec 003 section 7.1); the pager reaches the rest. */
export const usersPageSize = 300;
