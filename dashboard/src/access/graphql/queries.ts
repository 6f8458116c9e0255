import { graphql } from '../../graphql/generated';

/** The signed-in staff member as the API describes the session. */
export const SignedInUserFields = graphql(`
  fragment SignedInUser on Principal {
    id
    kind
    userName
    fullName
    positionId
    permissions
  }
`);

/** Who is signed in and what they may do; `me` is null without a session. */
export const meQuery = graphql(`
  query Me {
    me {
      ...SignedInUser
    }
  }
`);
