import { CustomersCsvDocument } from './generated/graphql';
import { graphql } from './generated';

/** The six counters and a page of the list, for `customers list`. */
export const customerListQuery = graphql(`
  query CustomerList($filter: CustomerFilterInput, $page: Int, $pageSize: Int) {
    customerCounters(filter: $filter) {
      active
      inactive
      incomplete
      registered
      auditable
      authorization
      total
    }
    customers(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      rows {
        id
        customerName
        customerTypeName
        preregistrationCode
        sellBanned
        blacklisted
        zoneName
        lastUpdate
        classes
      }
    }
  }
`);

/** Shared with the dashboard: written once in fragments.graphql. */
export const customersCsvQuery = CustomersCsvDocument;

/** How many customers a filter holds (a dry run of a mass update). */
export const customerCountQuery = graphql(`
  query CustomerCount($filter: CustomerFilterInput) {
    customers(filter: $filter, pageSize: 5) {
      total
    }
  }
`);

export const startCustomerMassUpdateMutation = graphql(`
  mutation StartCustomerMassUpdate($input: CustomerMassUpdateInput!) {
    startCustomerMassUpdate(input: $input) {
      ...CustomerMassUpdateRun
    }
  }
`);

export const customerMassUpdateQuery = graphql(`
  query CustomerMassUpdate($workflowId: ID!) {
    customerMassUpdate(workflowId: $workflowId) {
      ...CustomerMassUpdateRun
    }
  }
`);
