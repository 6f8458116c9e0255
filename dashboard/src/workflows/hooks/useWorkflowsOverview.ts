import { useGqlQuery } from '../../graphql';
import { workflowsOverviewQuery } from '../graphql/queries';
import { runningRefreshMs } from '../utils/runs';
import { workflowsQueryKey } from './workflowsQueryKey';

/** Counts for the strip at the top; refreshes every 5 s while anything runs. */
export function useWorkflowsOverview() {
  return useGqlQuery([...workflowsQueryKey, 'overview'], workflowsOverviewQuery, undefined, {
    refetchInterval: (query) => ((query.state.data?.workflowsOverview.running ?? 0) > 0 ? runningRefreshMs : false),
  });
}
