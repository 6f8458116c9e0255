import { useQueryClient } from '@tanstack/react-query';
import { useGqlMutation } from '../../graphql';
import { cancelWorkflowRunMutation } from '../graphql/mutations';
import { workflowsQueryKey } from './workflowsQueryKey';

/** Cancels a run, then refetches every workflows answer so the new state shows at once. */
export function useCancelWorkflowRun() {
  const queryClient = useQueryClient();
  return useGqlMutation(cancelWorkflowRunMutation, {
    onSettled: () => queryClient.invalidateQueries({ queryKey: workflowsQueryKey }),
  });
}
