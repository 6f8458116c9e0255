import { useGqlQuery } from '../../graphql';
import { workflowRunQuery } from '../graphql/queries';
import { runningRefreshMs } from '../utils/runs';
import { workflowsQueryKey } from './workflowsQueryKey';

/** One run in detail; refreshes every 5 s while it runs. */
export function useWorkflowRun(workflowId: string | undefined) {
  return useGqlQuery([...workflowsQueryKey, 'run', workflowId], workflowRunQuery, { workflowId: workflowId ?? '' }, {
    enabled: Boolean(workflowId),
    refetchInterval: (query) => (query.state.data?.workflowRun?.status === 'running' ? runningRefreshMs : false),
  });
}
