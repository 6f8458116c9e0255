import { graphql } from '../../graphql/generated';

/** The signed-in user's permission profile: read/write per commissions module and the companies the position may use (spec 003 section 6). */
export const commissionPermissionsQuery = graphql(`
  query CommissionPermissions {
    myPermissions {
      positionId
      pathPermissions {
        id
        name
        read
        write
      }
      organizations
    }
  }
`);
