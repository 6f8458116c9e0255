import { useQueryClient } from '@tanstack/react-query';
import { useGqlMutation } from '../../graphql';
import { updateStoreConfigMutation } from '../graphql/queries';
import { storesQueryKey } from './storesQueryKey';

export function useUpdateStoreConfig() {
  const client = useQueryClient();
  return useGqlMutation(updateStoreConfigMutation, { onSettled: () => client.invalidateQueries({ queryKey: storesQueryKey }) });
}
