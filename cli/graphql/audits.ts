import { graphql } from './generated';

/** The ids of a page of auditable customers (pageSize 0: up to 1000). */
export const auditableCustomersQuery = graphql(`
  query AuditableCustomers($filter: CustomerFilterInput, $page: Int) {
    customers(filter: $filter, page: $page, pageSize: 0) {
      total
      rows {
        id
      }
    }
  }
`);

/** The pending audits of some customers. */
export const pendingAuditsQuery = graphql(`
  query PendingAudits($ids: [ID!]!) {
    customerSelection(customerIds: $ids) {
      pendingAuditIds
    }
  }
`);

export const decideAuditsMutation = graphql(`
  mutation DecideAudits($input: AuditMassDecisionInput!) {
    decideAudits(input: $input) {
      ...AuditMassDecisionResult
    }
  }
`);
