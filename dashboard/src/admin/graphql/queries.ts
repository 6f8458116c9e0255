import { graphql } from '../../graphql/generated';

/** A role as the Users dialogs pick it: its name only. */
export const RoleOptionFields = graphql(`
  fragment RoleOption on SystemRole {
    systemRoleId
    systemRoleName
  }
`);

/** A role of the System Roles tree (level 1 for a root; at most 4 levels), with its positions and menus. */
export const SystemRoleFields = graphql(`
  fragment SystemRole on SystemRole {
    ...RoleOption
    parentSystemRoleId
    level
    positions {
      positionId
      positionName
    }
    menus {
      systemMenuId
      systemMenuName
    }
  }
`);

export const MenuLabelsFields = graphql(`
  fragment MenuLabels on MenuLabels {
    es
    en
  }
`);

export const SystemMenuFields = graphql(`
  fragment SystemMenu on SystemMenu {
    systemMenuId
    systemMenuName
    labels {
      ...MenuLabels
    }
    menuType
    path
    component
    icon
    active
    platformType
    parentSystemMenuId
    systemMenuRoleId
    defaultScopes {
      scopeName
      active
    }
    order
  }
`);

/** A position as the Users dialogs pick it: its names only. */
export const PositionOptionFields = graphql(`
  fragment PositionOption on StaffPosition {
    positionId
    positionName
    labels {
      ...MenuLabels
    }
  }
`);

/** Which menus a position sees; authenticatorRequired makes its users set up an authenticator first. */
export const PermissionProfileFields = graphql(`
  fragment PermissionProfile on PermissionProfile {
    menuAccess
    permittedMenuIds
    hiddenMenuIds
    menuScopes {
      systemMenuId
      scopes
    }
    visibilityGroup
    authenticatorRequired
  }
`);

export const StaffPositionFields = graphql(`
  fragment StaffPosition on StaffPosition {
    ...PositionOption
    parentPositionId
    systemRoleId
    systemRole {
      systemRoleName
    }
    permissionProfile {
      ...PermissionProfile
    }
  }
`);

export const StaffUserFields = graphql(`
  fragment StaffUser on StaffUser {
    attendantId
    userName
    fullName
    active
    position {
      positionId
      positionName
    }
    role {
      systemRoleId
      systemRoleName
    }
    warehouse {
      warehouseId
      warehouseName
    }
    organizationId
    passwordChangeRequired
    confirmed
    totpEnabled
    locked
    profilePhotoThumbnailUrl
  }
`);

/** A store (_10) or distribution centre (_20) a user can be assigned to. */
export const StaffWarehouseOptionFields = graphql(`
  fragment StaffWarehouseOption on StaffWarehouseOption {
    warehouseId
    warehouseName
    warehouseType
  }
`);

export const systemRolesQuery = graphql(`
  query SystemRoles {
    systemRoles {
      ...SystemRole
    }
  }
`);

export const systemMenusQuery = graphql(`
  query SystemMenus {
    systemMenus {
      ...SystemMenu
    }
  }
`);

export const positionsQuery = graphql(`
  query Positions {
    positions {
      ...StaffPosition
    }
  }
`);

/** One page of staff accounts (300 at most per page, spec 003 section 7.1) and the total. */
export const usersQuery = graphql(`
  query Users($search: String, $limit: Int!, $offset: Int!, $sort: UserSort, $direction: SortDirection) {
    users(search: $search, limit: $limit, offset: $offset, sort: $sort, direction: $direction) {
      total
      items {
        ...StaffUser
      }
    }
  }
`);

export const userWarehousesQuery = graphql(`
  query UserWarehouses {
    userWarehouses {
      ...StaffWarehouseOption
    }
  }
`);

/**
 * The positions and roles the Users dialogs pick from: names only, which the users menus may read
 * (the permission profiles and the roles' menus stay with the roles menus).
 */
export const userPositionOptionsQuery = graphql(`
  query UserPositionOptions {
    positions {
      ...PositionOption
    }
  }
`);

export const userRoleOptionsQuery = graphql(`
  query UserRoleOptions {
    systemRoles {
      ...RoleOption
    }
  }
`);
