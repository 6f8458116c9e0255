export const createSystemRoleMutation = /* GraphQL */ `
  mutation CreateSystemRole($input: CreateSystemRoleInput!) {
    createSystemRole(input: $input) {
      systemRoleId
      systemRoleName
      parentSystemRoleId
      level
    }
  }
`;

export const createSystemMenuMutation = /* GraphQL */ `
  mutation CreateSystemMenu($input: CreateSystemMenuInput!) {
    createSystemMenu(input: $input) {
      systemMenuId
    }
  }
`;

export const updateSystemMenuMutation = /* GraphQL */ `
  mutation UpdateSystemMenu($id: ID!, $input: UpdateSystemMenuInput!) {
    updateSystemMenu(systemMenuId: $id, input: $input) {
      systemMenuId
      active
    }
  }
`;

export const updatePositionRoleMutation = /* GraphQL */ `
  mutation UpdatePositionRole($positionId: ID!, $systemRoleId: ID!) {
    updatePositionRole(positionId: $positionId, systemRoleId: $systemRoleId) {
      positionId
      systemRoleId
    }
  }
`;

export const createUserMutation = /* GraphQL */ `
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      userName
      passwordChangeRequired
    }
  }
`;

export const updateUserMutation = /* GraphQL */ `
  mutation UpdateUser($userName: String!, $input: UpdateUserInput!) {
    updateUser(userName: $userName, input: $input) {
      userName
      active
    }
  }
`;

export const updatePermissionProfileMutation = /* GraphQL */ `
  mutation UpdatePermissionProfile($input: PermissionProfileInput!) {
    updatePermissionProfile(input: $input) {
      positionId
    }
  }
`;

export const resetUserPasswordMutation = /* GraphQL */ `
  mutation ResetUserPassword($userName: String!, $temporaryPassword: String!) {
    resetUserPassword(userName: $userName, temporaryPassword: $temporaryPassword) {
      userName
      passwordChangeRequired
    }
  }
`;
