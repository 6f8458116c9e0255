import { graphql } from './generated';

/** A staff account as the CLI prints it. */
export const StaffUserFields = graphql(`
  fragment StaffUserFields on StaffUser {
    attendantId
    userName
    fullName
    active
    passwordChangeRequired
    locked
    position {
      positionId
      positionName
    }
  }
`);

export const createUserMutation = graphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      ...StaffUserFields
    }
  }
`);

export const disableUserMutation = graphql(`
  mutation DisableUser($userName: String!) {
    updateUser(userName: $userName, input: { active: false }) {
      ...StaffUserFields
    }
  }
`);

export const resetUserPasswordMutation = graphql(`
  mutation ResetUserPassword($userName: String!, $password: String!) {
    resetUserPassword(userName: $userName, temporaryPassword: $password) {
      ...StaffUserFields
    }
  }
`);
