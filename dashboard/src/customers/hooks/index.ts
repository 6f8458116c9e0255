import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { type CustomerMassUpdateInput, type StartCustomerMassUpdateMutation, useGqlMutation, useGqlQuery } from '../../graphql';
import {
  customerByPreregistrationCodeQuery,
  customerCountersQuery,
  customerMassUpdateQuery,
  customerQuery,
  customerSelectionQuery,
  customersQuery,
  customerTypesQuery,
  createCustomerTypeMutation,
  enrollFingerprintsMutation,
  marketStoresQuery,
  renameCustomerTypeMutation,
  setCustomerTypeDefaultMutation,
  startCustomerMassUpdateMutation,
} from '../graphql/queries';
import { type CustomerFilter } from '../../../../domain/customers/filters';
import { type CustomerSortKey } from '../../../../domain/customers/listSort';
import { type ListSort } from '../../ui/utils';
import { type MassUpdateAction } from '../utils/massUpdateAction';

/** Every customer answer lives under this key, so a decision or an update refreshes them all. */
export const customersQueryKey = ['customers'] as const;

export function useCustomerCounters(filter: CustomerFilter) {
  return useGqlQuery([...customersQueryKey, 'counters', filter], customerCountersQuery, { filter }, { placeholderData: keepPreviousData });
}

export function useCustomers(filter: CustomerFilter, page: number, pageSize: number, sort: ListSort<CustomerSortKey>) {
  return useGqlQuery(
    [...customersQueryKey, 'list', filter, page, pageSize, sort],
    customersQuery,
    { filter, page, pageSize, ...sort },
    { placeholderData: keepPreviousData },
  );
}

export function useCustomer(id: string | undefined) {
  return useGqlQuery([...customersQueryKey, 'detail', id], customerQuery, { id: id ?? '' }, { enabled: Boolean(id) });
}

/** What a mass update works on: the selected rows, or every customer of the list's filter. */
export type MassSelection = { customerIds: string[] } | { filter: CustomerFilter };

export function useCustomerSelection(selection: MassSelection) {
  return useGqlQuery(
    [...customersQueryKey, 'selection', selection],
    customerSelectionQuery,
    selection,
    { enabled: 'filter' in selection || selection.customerIds.length > 0 },
  );
}

export function useCustomerTypes() {
  return useGqlQuery([...customersQueryKey, 'types'], customerTypesQuery);
}

export function useMarketStores(enabled = true) {
  return useGqlQuery([...customersQueryKey, 'marketStores'], marketStoresQuery, undefined, { enabled, staleTime: 300_000 });
}

/** Progress of a mass update process, polled every second until it stops running. */
export function useCustomerMassUpdate(workflowId: string | undefined) {
  return useGqlQuery(
    ['customerMassUpdate', workflowId],
    customerMassUpdateQuery,
    { workflowId: workflowId ?? '' },
    {
      enabled: Boolean(workflowId),
      refetchInterval: (query) => (query.state.data && query.state.data.customerMassUpdate.status !== 'running' ? false : 1000),
    },
  );
}

export function useStartCustomerMassUpdate() {
  return useGqlMutation<StartCustomerMassUpdateMutation, { input: CustomerMassUpdateInput & { action: MassUpdateAction } }>(startCustomerMassUpdateMutation);
}

export function useCustomerByPreregistrationCode(code: string) {
  return useGqlQuery([...customersQueryKey, 'byCode', code], customerByPreregistrationCodeQuery, { code }, {
    enabled: code.length > 0,
    retry: false,
  });
}

export function useEnrollFingerprints() {
  const client = useQueryClient();
  return useGqlMutation(enrollFingerprintsMutation, { onSuccess: () => void client.invalidateQueries({ queryKey: customersQueryKey }) });
}

/** Choosing the main type changes the others too: every change reloads the customer answers (types, names in rows). */
function useReloadCustomers() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: customersQueryKey });
}

export function useSetCustomerTypeDefault() {
  return useGqlMutation(setCustomerTypeDefaultMutation, { onSettled: useReloadCustomers() });
}

export function useCreateCustomerType() {
  return useGqlMutation(createCustomerTypeMutation, { onSettled: useReloadCustomers() });
}

export function useRenameCustomerType() {
  return useGqlMutation(renameCustomerTypeMutation, { onSettled: useReloadCustomers() });
}
