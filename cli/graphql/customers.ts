import { CustomerMassUpdateDocument, CustomersCsvDocument, StartCustomerMassUpdateDocument } from './generated/graphql';
import { graphql } from './generated';

/** The six counters and a page of the list, for `customers list`. */
export const customerListQuery = graphql(`
  query CustomerList($filter: CustomerFilterInput, $page: Int, $pageSize: Int) {
    customerCounters(filter: $filter) {
      ...CustomerCounters
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

/** Shared with the dashboard: written once in fragments.graphql. */
export const startCustomerMassUpdateMutation = StartCustomerMassUpdateDocument;

/** Shared with the dashboard: written once in fragments.graphql. */
export const customerMassUpdateQuery = CustomerMassUpdateDocument;
