import { useGqlMutation } from '../../graphql';
import { renameCustomerTypeMutation } from '../graphql/queries';
import { useReloadCustomers } from './useReloadCustomers';

export function useRenameCustomerType() {
  return useGqlMutation(renameCustomerTypeMutation, { onSettled: useReloadCustomers() });
}
