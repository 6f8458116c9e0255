export const profileFields = /* GraphQL */ `
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
`;

/** The profile of the route's id; the API refuses any id but the caller's own. */
export const profileQuery = /* GraphQL */ `
  query Profile($attendantId: ID!) {
    profile(attendantId: $attendantId) {
      ${profileFields}
    }
  }
`;
