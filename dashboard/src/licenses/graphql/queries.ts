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

export const posLicensesQuery = graphql(`
  query PosLicenses($filter: PosLicenseFilter) {
    posLicenses(filter: $filter) {
      ...PosLicenseRow
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
