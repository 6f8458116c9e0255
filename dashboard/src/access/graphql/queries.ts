/** Who is signed in and what they may do; `me` is null without a session. */
export const meQuery = /* GraphQL */ `
  query Me {
    me {
      id
      kind
      userName
      fullName
      positionId
      permissions
    }
  }
`;
