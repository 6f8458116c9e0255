import { keepPreviousData } from '@tanstack/react-query';
import { useGqlQuery } from '../../graphql';
import { workflowRunsQuery } from '../graphql/queries';
import { anyRunning, runFilterVariables, runningRefreshMs, type RunFilter } from '../utils/runs';
import { workflowsQueryKey } from './workflowsQueryKey';

/** Runs matching the filter; refreshes every 5 s while one of them runs. */
export function useWorkflowRuns(filter: RunFilter, enabled = true) {
  const variables = runFilterVariables(filter);
  return useGqlQuery([...workflowsQueryKey, 'runs', variables], workflowRunsQuery, variables, {
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (anyRunning(query.state.data?.workflowRuns) ? runningRefreshMs : false),
  });
}
