export const systemRolesQuery = /* GraphQL */ `
  query SystemRoles {
    systemRoles {
      systemRoleId
      systemRoleName
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
  }
`;

export const systemMenusQuery = /* GraphQL */ `
  query SystemMenus {
    systemMenus {
      systemMenuId
      systemMenuName
      labels {
        es
        en
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
  }
`;

export const positionsQuery = /* GraphQL */ `
  query Positions {
    positions {
      positionId
      positionName
      labels {
        es
        en
      }
      parentPositionId
      systemRoleId
      systemRole {
        systemRoleName
      }
      permissionProfile {
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
    }
  }
`;

/** One page of staff accounts (300 at most per page, spec 003 section 7.1) and the total. */
export const usersQuery = /* GraphQL */ `
  query Users($search: String, $limit: Int!, $offset: Int!) {
    users(search: $search, limit: $limit, offset: $offset) {
      total
      items {
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
      }
    }
  }
`;

export const userWarehousesQuery = /* GraphQL */ `
  query UserWarehouses {
    userWarehouses {
      warehouseId
      warehouseName
      warehouseType
    }
  }
`;

/**
 * The positions and roles the Users dialogs pick from: names only, which the users menus may read
 * (the permission profiles and the roles' menus stay with the roles menus).
 */
export const userPositionOptionsQuery = /* GraphQL */ `
  query UserPositionOptions {
    positions {
      positionId
      positionName
      labels {
        es
        en
      }
    }
  }
`;

export const userRoleOptionsQuery = /* GraphQL */ `
  query UserRoleOptions {
    systemRoles {
      systemRoleId
      systemRoleName
    }
  }
`;
