import { auditFields } from '../../audits/graphql/queries';

const rowFields = /* GraphQL */ `
  id customerId customerName customerTypeId customerTypeName address preregistrationCode sellBanned blacklisted blacklistAudit
  taxpayer { taxpayerName identification } zoneName lastUpdate classes phones { phoneType phone } emails birthdate fingerCount
  registrationWarehouseId enrollmentWarehouseId openAuditCount
`;

export const customerCountersQuery = /* GraphQL */ `
  query CustomerCounters($filter: CustomerFilterInput) {
    customerCounters(filter: $filter) { active inactive incomplete registered auditable authorization total }
  }
`;

export const customersQuery = /* GraphQL */ `
  query Customers($filter: CustomerFilterInput, $page: Int, $pageSize: Int) {
    customers(filter: $filter, page: $page, pageSize: $pageSize) { total page pageSize rows { ${rowFields} } }
  }
`;

export const customerQuery = /* GraphQL */ `
  query Customer($id: ID!) {
    customer(id: $id) { ${rowFields} fingerTypes legals { legalType datetime } audits { ${auditFields} } marketReleases { warehouseId marketReleaseDate marketFinalDate } files { fileType url } }
  }
`;

export const customersCsvQuery = /* GraphQL */ `
  query CustomersCsv($filter: CustomerFilterInput) { customersCsv(filter: $filter) }
`;

export const customerSelectionQuery = /* GraphQL */ `
  query CustomerSelection($customerIds: [ID!], $filter: CustomerFilterInput) { customerSelection(customerIds: $customerIds, filter: $filter) { selected pendingAudits pendingAuditIds } }
`;

export const customerTypesQuery = /* GraphQL */ `
  query CustomerTypes { customerTypes { id customerTypeId customerTypeName defaultType _version } }
`;

export const marketStoresQuery = /* GraphQL */ `
  query MarketStores { marketStores { warehouseId warehouseName zoneName } }
`;

export const customerMassUpdateQuery = /* GraphQL */ `
  query CustomerMassUpdate($workflowId: ID!) { customerMassUpdate(workflowId: $workflowId) { workflowId status state total processed updated skipped notified } }
`;

export const startCustomerMassUpdateMutation = /* GraphQL */ `
  mutation StartCustomerMassUpdate($input: CustomerMassUpdateInput!) {
    startCustomerMassUpdate(input: $input) { workflowId status state total processed updated skipped notified }
  }
`;

export const customerByPreregistrationCodeQuery = /* GraphQL */ `
  query CustomerByPreregistrationCode($code: String!) {
    customerByPreregistrationCode(code: $code) { ${rowFields} fingerTypes }
  }
`;

export const enrollFingerprintsMutation = /* GraphQL */ `
  mutation EnrollFingerprints($input: FingerprintEnrollmentInput!) { enrollFingerprints(input: $input) { id fingerCount fingerTypes } }
`;

export const setCustomerTypeDefaultMutation = /* GraphQL */ `
  mutation SetCustomerTypeDefault($customerTypeId: String!, $defaultType: Boolean!, $_version: Int) {
    setCustomerTypeDefault(customerTypeId: $customerTypeId, defaultType: $defaultType, _version: $_version) { id customerTypeId customerTypeName defaultType _version }
  }
`;
