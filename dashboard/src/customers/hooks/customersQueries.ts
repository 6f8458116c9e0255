import { gql } from '../../graphql';
import { customersCsvQuery } from '../graphql/queries';
import { type CustomerFilter } from '../../../../domain/customers/filters';

/** Every customer answer lives under this key, so a decision or an update refreshes them all. */
export const customersQueryKey = ['customers'] as const;

/** The server's CSV of every customer of the filter (cells never start a formula). */
export function fetchCustomersCsv(filter: CustomerFilter) {
  return gql(customersCsvQuery, { filter });
}

/** What a mass update works on: the selected rows, or every customer of the list's filter. */
export type MassSelection = { customerIds: string[] } | { filter: CustomerFilter };
