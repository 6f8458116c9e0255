import { gql, type RemoteCommandCustomersQuery } from '../../graphql';
import { remoteCommandCustomersQuery } from '../graphql/queries';

export interface StoreCustomer {
  customerId: string;
  customerName: string;
  customerTypeId: string;
}

/** Loads every offered customer of a store page by page, telling how many arrived so far. */
export async function loadStoreCustomers(storeId: string, onProgress: (count: number) => void): Promise<StoreCustomer[]> {
  const customers: StoreCustomer[] = [];
  let after: string | null = null;
  do {
    const answer: RemoteCommandCustomersQuery = await gql(remoteCommandCustomersQuery, { storeId, after, limit: 200 });
    customers.push(...answer.remoteCommandCustomers.items);
    after = answer.remoteCommandCustomers.nextToken ?? null;
    onProgress(customers.length);
  } while (after);
  return customers;
}
