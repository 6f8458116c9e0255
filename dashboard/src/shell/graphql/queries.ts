import { graphql } from '../../graphql/generated';

/** One system-menu record as the API gives it to the signed-in user (path relative to /prometheus/, scopes it grants). */
export const MenuEntryFields = graphql(`
  fragment MenuEntry on MenuEntry {
    systemMenuId
    systemMenuName
    labels {
      ...MenuLabels
    }
    path
    component
    icon
    scopes
  }
`);

/** The signed-in user's menus (spec 000 section 7: profile, system and navigation records for cloud). */
export const myMenusQuery = graphql(`
  query MyMenus {
    myMenus {
      profile {
        ...MenuEntry
      }
      system {
        ...MenuEntry
        children {
          ...MenuEntry
        }
      }
      navigation {
        ...MenuEntry
        children {
          ...MenuEntry
        }
      }
    }
  }
`);
