import { graphql } from '../../graphql/generated';

export const PosLicenseFields = graphql(`
  fragment PosLicenseRow on PosLicense {
    id
    licenseId
    warehouseId
    warehouseName
    organizationId
    registerNumber
    maskedKey
    issuedAt
    expiresAt
    status
    daysLeft
    revokedAt
    revokedBy
    revokeReason
    renewals {
      renewedBy
      renewedAt
      months
      previousExpiresAt
      newExpiresAt
      note
    }
    _version
  }
`);

export const posLicensePageQuery = graphql(`
  query PosLicensePage(
    $organizationId: String
    $status: String
    $search: String
    $page: Int
    $pageSize: Int
    $sort: PosLicenseSort
    $direction: SortDirection
  ) {
    posLicensePage(organizationId: $organizationId, status: $status, search: $search, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {
      total
      rows {
        ...PosLicenseRow
      }
      counts {
        active
        expiring
        expired
        revoked
      }
    }
  }
`);

export const renewPosLicenseMutation = graphql(`
  mutation RenewPosLicense($input: RenewPosLicenseInput!) {
    renewPosLicense(input: $input) {
      ...PosLicenseRow
    }
  }
`);

export const revokePosLicenseMutation = graphql(`
  mutation RevokePosLicense($input: RevokePosLicenseInput!) {
    revokePosLicense(input: $input) {
      ...PosLicenseRow
    }
  }
`);
