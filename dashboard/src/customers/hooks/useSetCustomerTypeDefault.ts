import { useGqlMutation } from '../../graphql';
import { setCustomerTypeDefaultMutation } from '../graphql/queries';
import { useReloadCustomers } from './useReloadCustomers';

export function useSetCustomerTypeDefault() {
  return useGqlMutation(setCustomerTypeDefaultMutation, { onSettled: useReloadCustomers() });
}
