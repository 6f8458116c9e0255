import { useQueryClient } from '@tanstack/react-query';
import { useGqlMutation } from '../../graphql';
import { saveEmptyContainerReportMutation } from '../graphql/queries';
import { xadisQueryKey } from './xadisQueryKey';

export function useSaveEmptyContainerReport() {
  const client = useQueryClient();
  return useGqlMutation(saveEmptyContainerReportMutation, {
    onSuccess: (answer) => client.setQueryData([...xadisQueryKey, 'emptyContainer'], { emptyContainerScreen: answer.saveEmptyContainerReport }),
  });
}
