/** Opens a session; the API answers with the user and sets the session cookie. */
export const signInMutation = /* GraphQL */ `
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      user {
        id
        kind
        userName
        fullName
        positionId
        permissions
      }
    }
  }
`;

/** Closes the session everywhere (spec 000 section 6: sign-out is global). */
export const signOutMutation = /* GraphQL */ `
  mutation SignOut {
    signOut
  }
`;
