import { graphql } from '../../graphql/generated';

export const createSystemRoleMutation = graphql(`
  mutation CreateSystemRole($input: CreateSystemRoleInput!) {
    createSystemRole(input: $input) {
      ...RoleOption
      parentSystemRoleId
      level
    }
  }
`);

export const createSystemMenuMutation = graphql(`
  mutation CreateSystemMenu($input: CreateSystemMenuInput!) {
    createSystemMenu(input: $input) {
      systemMenuId
    }
  }
`);

export const updateSystemMenuMutation = graphql(`
  mutation UpdateSystemMenu($id: ID!, $input: UpdateSystemMenuInput!) {
    updateSystemMenu(systemMenuId: $id, input: $input) {
      systemMenuId
      active
    }
  }
`);

export const updatePositionRoleMutation = graphql(`
  mutation UpdatePositionRole($positionId: ID!, $systemRoleId: ID!) {
    updatePositionRole(positionId: $positionId, systemRoleId: $systemRoleId) {
      positionId
      systemRoleId
    }
  }
`);

export const createUserMutation = graphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      userName
      passwordChangeRequired
    }
  }
`);

export const updateUserMutation = graphql(`
  mutation UpdateUser($userName: String!, $input: UpdateUserInput!) {
    updateUser(userName: $userName, input: $input) {
      userName
      active
    }
  }
`);

export const updatePermissionProfileMutation = graphql(`
  mutation UpdatePermissionProfile($input: PermissionProfileInput!) {
    updatePermissionProfile(input: $input) {
      positionId
    }
  }
`);

export const resetUserPasswordMutation = graphql(`
  mutation ResetUserPassword($userName: String!, $temporaryPassword: String!) {
    resetUserPassword(userName: $userName, temporaryPassword: $temporaryPassword) {
      userName
      passwordChangeRequired
    }
  }
`);
