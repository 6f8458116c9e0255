import { useQueryClient } from '@tanstack/react-query';
import { useGqlMutation } from '../../graphql';
import { saveStoreSettingsMutation } from '../graphql/queries';
import { storesQueryKey } from './storesQueryKey';

export function useSaveStoreSettings() {
  const client = useQueryClient();
  return useGqlMutation(saveStoreSettingsMutation, { onSettled: () => client.invalidateQueries({ queryKey: storesQueryKey }) });
}
