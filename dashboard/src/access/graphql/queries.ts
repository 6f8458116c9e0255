/** Who is signed in; `me` is null without a session. */
export const meQuery = /* GraphQL */ `
  query Me {
    me {
      id
      userName
      fullName
    }
  }
`;
