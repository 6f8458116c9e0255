import { graphql } from './generated';

/** Every menu and permission profile as one JSON document. */
export const exportMenusQuery = graphql(`
  query ExportMenus {
    exportMenus
  }
`);

export const MenuImportCountsFields = graphql(`
  fragment MenuImportCountsFields on ImportCounts {
    inserted
    updated
    unchanged
  }
`);

export const importMenusMutation = graphql(`
  mutation ImportMenus($document: JSON!) {
    importMenus(document: $document) {
      systemMenus {
        ...MenuImportCountsFields
      }
      permissionProfiles {
        ...MenuImportCountsFields
      }
    }
  }
`);
