import { useGqlQuery } from '../../graphql';
import { useLiveTopics } from '../../live/hooks/useLiveTopics';
import { workflowsOverviewQuery } from '../graphql/queries';
import { workflowsQueryKey } from './workflowsQueryKey';

/** Counts for the strip at the top, refetched when a run changes (live). */
export function useWorkflowsOverview() {
  useLiveTopics(['workflowRuns'], [[...workflowsQueryKey, 'overview']]);
  return useGqlQuery([...workflowsQueryKey, 'overview'], workflowsOverviewQuery);
}
