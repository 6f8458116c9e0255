import { useGqlQuery } from '../../graphql';
import { customerSelectionQuery } from '../graphql/queries';
import { type MassSelection, customersQueryKey } from './customersQueries';

export function useCustomerSelection(selection: MassSelection) {
  return useGqlQuery([...customersQueryKey, 'selection', selection], customerSelectionQuery, selection, {
    enabled: 'filter' in selection || selection.customerIds.length > 0,
  });
}
