import { DecideAuditsDocument } from './generated/graphql';
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

/** Shared with the dashboard: written once in fragments.graphql. */
export const decideAuditsMutation = DecideAuditsDocument;
