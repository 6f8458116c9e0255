import { useGqlMutation } from '../../graphql';
import { createCustomerTypeMutation } from '../graphql/queries';
import { useReloadCustomers } from './useReloadCustomers';

export function useCreateCustomerType() {
  return useGqlMutation(createCustomerTypeMutation, { onSettled: useReloadCustomers() });
}
