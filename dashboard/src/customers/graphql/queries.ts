import { CustomerMassUpdateDocument, StartCustomerMassUpdateDocument } from '../../graphql/generated/graphql';
import { graphql } from '../../graphql/generated';

/** A customer as the list shows it; the detail adds its fingers, legals, audits, releases and files. */
export const CustomerRowFields = graphql(`
  fragment CustomerRow on CustomerSummary {
    id
    customerId
    customerName
    customerTypeId
    customerTypeName
    address
    preregistrationCode
    sellBanned
    blacklisted
    blacklistAudit
    taxpayer {
      taxpayerName
      identification
    }
    zoneName
    lastUpdate
    classes
    phones {
      phoneType
      phone
    }
    emails
    birthdate
    fingerCount
    registrationWarehouseId
    enrollmentWarehouseId
    openAuditCount
  }
`);

export const CustomerDetailFields = graphql(`
  fragment CustomerDetail on CustomerDetail {
    ...CustomerRow
    fingerTypes
    legals {
      legalType
      datetime
    }
    audits {
      ...AuditDetail
    }
    marketReleases {
      warehouseId
      marketReleaseDate
      marketFinalDate
    }
    files {
      fileType
      url
    }
  }
`);

export const CustomerTypeFields = graphql(`
  fragment CustomerType on CustomerTypeRow {
    id
    customerTypeId
    customerTypeName
    defaultType
    _version
  }
`);

export const customerCountersQuery = graphql(`
  query CustomerCounters($filter: CustomerFilterInput) {
    customerCounters(filter: $filter) {
      ...CustomerCounters
    }
  }
`);

export const customersQuery = graphql(`
  query Customers($filter: CustomerFilterInput, $page: Int, $pageSize: Int, $sort: CustomerSort, $direction: SortDirection) {
    customers(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {
      total
      page
      pageSize
      rows {
        ...CustomerRow
      }
    }
  }
`);

export const customerQuery = graphql(`
  query Customer($id: ID!) {
    customer(id: $id) {
      ...CustomerDetail
    }
  }
`);

export const customerSelectionQuery = graphql(`
  query CustomerSelection($customerIds: [ID!], $filter: CustomerFilterInput) {
    customerSelection(customerIds: $customerIds, filter: $filter) {
      selected
      pendingAudits
      pendingAuditIds
    }
  }
`);

export const customerTypesQuery = graphql(`
  query CustomerTypes {
    customerTypes {
      ...CustomerType
    }
  }
`);

export const marketStoresQuery = graphql(`
  query MarketStores {
    marketStores {
      warehouseId
      warehouseName
      zoneName
    }
  }
`);

/** Shared with the CLI: written once in fragments.graphql. */
export const customerMassUpdateQuery = CustomerMassUpdateDocument;

/** Shared with the CLI: written once in fragments.graphql. */
export const startCustomerMassUpdateMutation = StartCustomerMassUpdateDocument;

export const customerByPreregistrationCodeQuery = graphql(`
  query CustomerByPreregistrationCode($code: String!) {
    customerByPreregistrationCode(code: $code) {
      ...CustomerRow
      fingerTypes
    }
  }
`);

export const enrollFingerprintsMutation = graphql(`
  mutation EnrollFingerprints($input: FingerprintEnrollmentInput!) {
    enrollFingerprints(input: $input) {
      id
      fingerCount
      fingerTypes
    }
  }
`);

export const setCustomerTypeDefaultMutation = graphql(`
  mutation SetCustomerTypeDefault($customerTypeId: String!, $defaultType: Boolean!, $_version: Int) {
    setCustomerTypeDefault(customerTypeId: $customerTypeId, defaultType: $defaultType, _version: $_version) {
      ...CustomerType
    }
  }
`);

export const createCustomerTypeMutation = graphql(`
  mutation CreateCustomerType($input: CreateCustomerTypeInput!) {
    createCustomerType(input: $input) {
      ...CustomerType
    }
  }
`);

export const renameCustomerTypeMutation = graphql(`
  mutation RenameCustomerType($customerTypeId: String!, $customerTypeName: String!, $_version: Int) {
    renameCustomerType(customerTypeId: $customerTypeId, customerTypeName: $customerTypeName, _version: $_version) {
      ...CustomerType
    }
  }
`);
