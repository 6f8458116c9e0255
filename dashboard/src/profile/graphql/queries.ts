import { graphql } from '../../graphql/generated';

/** A staff member's own profile; phones carry their 2-3-3-4 display form (52 921 123 4567). */
export const ProfileFields = graphql(`
  fragment Profile on Profile {
    attendantId
    userName
    fullName
    nickname
    position {
      positionId
      positionName
    }
    role {
      systemRoleName
    }
    warehouse {
      warehouseName
    }
    phones {
      phoneType
      phone
      display
    }
    emails {
      emailType
      email
    }
    profilePhoto
    profilePhotoUrl
    hasPin
    totpEnabled
    color
  }
`);

/** The profile of the route's id; the API refuses any id but the caller's own. */
export const profileQuery = graphql(`
  query Profile($attendantId: ID!) {
    profile(attendantId: $attendantId) {
      ...Profile
    }
  }
`);
