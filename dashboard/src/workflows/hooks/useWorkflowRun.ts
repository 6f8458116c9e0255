import { useGqlQuery } from '../../graphql';
import { useLiveTopics } from '../../live/hooks/useLiveTopics';
import { workflowRunQuery } from '../graphql/queries';
import { workflowsQueryKey } from './workflowsQueryKey';

/** One run in detail, its progress refetched when a run changes (live). */
export function useWorkflowRun(workflowId: string | undefined) {
  useLiveTopics(['workflowRuns'], [[...workflowsQueryKey, 'run', workflowId]]);
  return useGqlQuery(
    [...workflowsQueryKey, 'run', workflowId],
    workflowRunQuery,
    { workflowId: workflowId ?? '' },
    {
      enabled: Boolean(workflowId),
    },
  );
}
