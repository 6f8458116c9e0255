import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { gql, useGqlMutation, useGqlQuery } from '../../graphql';
import {
  customerByPreregistrationCodeQuery,
  customerCountersQuery,
  customerMassUpdateQuery,
  customerQuery,
  customerSelectionQuery,
  customersCsvQuery,
  customersQuery,
  customerTypesQuery,
  enrollFingerprintsMutation,
  marketStoresQuery,
  setCustomerTypeDefaultMutation,
  startCustomerMassUpdateMutation,
} from '../graphql/queries';
import {
  type CustomerCounters,
  type CustomerDetail,
  type CustomerFilter,
  type CustomerMassUpdateRun,
  type CustomerPage,
  type CustomerType,
  type MarketStore,
  type MassUpdateAction,
} from '../types';

/** Every customer answer lives under this key, so a decision or an update refreshes them all. */
export const customersQueryKey = ['customers'] as const;

export function useCustomerCounters(filter: CustomerFilter) {
  return useGqlQuery<{ customerCounters: CustomerCounters }, { filter: CustomerFilter }>([...customersQueryKey, 'counters', filter], customerCountersQuery, { filter }, { placeholderData: keepPreviousData });
}

export function useCustomers(filter: CustomerFilter, page: number, pageSize: number) {
  return useGqlQuery<{ customers: CustomerPage }, { filter: CustomerFilter; page: number; pageSize: number }>(
    [...customersQueryKey, 'list', filter, page, pageSize],
    customersQuery,
    { filter, page, pageSize },
    { placeholderData: keepPreviousData },
  );
}

export function useCustomer(id: string | undefined) {
  return useGqlQuery<{ customer: CustomerDetail }, { id: string }>([...customersQueryKey, 'detail', id], customerQuery, { id: id ?? '' }, { enabled: Boolean(id) });
}

/** The server's CSV of every customer of the filter (cells never start a formula). */
export function fetchCustomersCsv(filter: CustomerFilter) {
  return gql<{ customersCsv: string }, { filter: CustomerFilter }>(customersCsvQuery, { filter });
}

/** What a mass update works on: the selected rows, or every customer of the list's filter. */
export type MassSelection = { customerIds: string[] } | { filter: CustomerFilter };

export function useCustomerSelection(selection: MassSelection) {
  return useGqlQuery<{ customerSelection: { selected: number; pendingAudits: number; pendingAuditIds: string[] } }, MassSelection>(
    [...customersQueryKey, 'selection', selection],
    customerSelectionQuery,
    selection,
    { enabled: 'filter' in selection || selection.customerIds.length > 0 },
  );
}

export function useCustomerTypes() {
  return useGqlQuery<{ customerTypes: CustomerType[] }>([...customersQueryKey, 'types'], customerTypesQuery);
}

export function useMarketStores(enabled = true) {
  return useGqlQuery<{ marketStores: MarketStore[] }>([...customersQueryKey, 'marketStores'], marketStoresQuery, undefined, { enabled, staleTime: 300_000 });
}

/** Progress of a mass update process, polled every second until it stops running. */
export function useCustomerMassUpdate(workflowId: string | undefined) {
  return useGqlQuery<{ customerMassUpdate: CustomerMassUpdateRun }, { workflowId: string }>(
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
  return useGqlMutation<
    { startCustomerMassUpdate: CustomerMassUpdateRun },
    { input: { action: MassUpdateAction; customerIds?: string[]; filter?: CustomerFilter; customerTypeId?: string; warehouseIds?: string[] } }
  >(startCustomerMassUpdateMutation);
}

export function useCustomerByPreregistrationCode(code: string) {
  return useGqlQuery<{ customerByPreregistrationCode: CustomerDetail }, { code: string }>([...customersQueryKey, 'byCode', code], customerByPreregistrationCodeQuery, { code }, {
    enabled: code.length > 0,
    retry: false,
  });
}

export function useEnrollFingerprints() {
  const client = useQueryClient();
  return useGqlMutation<
    { enrollFingerprints: { id: string; fingerCount: number; fingerTypes: string[] } },
    { input: { customerId: string; warehouseId: string; fingers: { fingerType: string; fingerTemplate: string }[] } }
  >(enrollFingerprintsMutation, { onSuccess: () => void client.invalidateQueries({ queryKey: customersQueryKey }) });
}

export function useSetCustomerTypeDefault() {
  const client = useQueryClient();
  return useGqlMutation<{ setCustomerTypeDefault: CustomerType }, { customerTypeId: string; defaultType: boolean; _version: number }>(setCustomerTypeDefaultMutation, {
    onSettled: () => void client.invalidateQueries({ queryKey: [...customersQueryKey, 'types'] }),
  });
}
