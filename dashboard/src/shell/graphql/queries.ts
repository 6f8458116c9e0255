const entryFields = /* GraphQL */ `
  systemMenuId
  systemMenuName
  labels {
    es
    en
  }
  path
  component
  icon
  scopes
`;

/** The signed-in user's menus (spec 000 section 7: profile, system and navigation records for cloud). */
export const myMenusQuery = /* GraphQL */ `
  query MyMenus {
    myMenus {
      profile {
        ${entryFields}
      }
      system {
        ${entryFields}
        children {
          ${entryFields}
        }
      }
      navigation {
        ${entryFields}
        children {
          ${entryFields}
        }
      }
    }
  }
`;
