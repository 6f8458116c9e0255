import { useQueryClient } from '@tanstack/react-query';
import { useLiveTopics } from '../../live/hooks/useLiveTopics';
import { gql, useGqlMutation, useGqlQuery, type RemoteCommandCustomersQuery } from '../../graphql';
import { createRemoteCommandMutation, sendRemoteCommandMutation, updateRemoteCommandMutation } from '../graphql/mutations';
import { remoteCommandCompaniesQuery, remoteCommandCustomersQuery, remoteCommandHistoryQuery, remoteCommandKitsQuery, remoteCommandsQuery } from '../graphql/queries';

export function useRemoteCommands() {
  return useGqlQuery(['remoteCommands', 'commands'], remoteCommandsQuery);
}

export function useCommandCompanies() {
  return useGqlQuery(['remoteCommands', 'companies'], remoteCommandCompaniesQuery);
}

export function useStoreKits(storeId: string | null) {
  return useGqlQuery(['remoteCommands', 'kits', storeId], remoteCommandKitsQuery, { storeId: storeId ?? '' }, { enabled: Boolean(storeId) });
}

/** The history refetches when a command changes, so the stores' answers show as they arrive (live, docs/live.md). */
export function useCommandHistory(storeId: string | null) {
  useLiveTopics(['remoteCommands'], [['remoteCommands', 'history']]);
  return useGqlQuery(['remoteCommands', 'history', storeId], remoteCommandHistoryQuery, { storeId });
}

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

function useInvalidate(...keys: string[]) {
  const client = useQueryClient();
  return () => keys.forEach((key) => void client.invalidateQueries({ queryKey: ['remoteCommands', key] }));
}

export function useCreateCommand() {
  return useGqlMutation(createRemoteCommandMutation, { onSuccess: useInvalidate('commands') });
}

export function useUpdateCommand() {
  return useGqlMutation(updateRemoteCommandMutation, { onSuccess: useInvalidate('commands') });
}

export function useSendCommand() {
  return useGqlMutation(sendRemoteCommandMutation, { onSuccess: useInvalidate('history') });
}
