import { useQueryClient } from '@tanstack/react-query';
import { useGqlMutation } from '../../graphql';
import { saveXadisSettingsMutation } from '../graphql/queries';
import { xadisQueryKey } from './xadisQueryKey';

export function useSaveXadisSettings() {
  const client = useQueryClient();
  return useGqlMutation(saveXadisSettingsMutation, {
    onSuccess: (answer) => client.setQueryData([...xadisQueryKey, 'settings'], { xadisSettings: answer.saveXadisSettings }),
  });
}
