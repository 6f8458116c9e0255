import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useGqlMutation, useGqlQuery } from '../../graphql';
import { cancelWorkflowRunMutation } from '../graphql/mutations';
import { workflowRunQuery, workflowRunsQuery, workflowSchedulesQuery, workflowsOverviewQuery } from '../graphql/queries';
import { anyRunning, runFilterVariables, runningRefreshMs, type RunFilter } from '../utils/runs';

/** Root of every workflows query key: refresh and cancel refetch them together. */
export const workflowsQueryKey = ['workflows'] as const;

/** Runs matching the filter; refreshes every 5 s while one of them runs. */
export function useWorkflowRuns(filter: RunFilter, enabled = true) {
  const variables = runFilterVariables(filter);
  return useGqlQuery([...workflowsQueryKey, 'runs', variables], workflowRunsQuery, variables, {
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (anyRunning(query.state.data?.workflowRuns) ? runningRefreshMs : false),
  });
}

/** One run in detail; refreshes every 5 s while it runs. */
export function useWorkflowRun(workflowId: string | undefined) {
  return useGqlQuery([...workflowsQueryKey, 'run', workflowId], workflowRunQuery, { workflowId: workflowId ?? '' }, {
    enabled: Boolean(workflowId),
    refetchInterval: (query) => (query.state.data?.workflowRun?.status === 'running' ? runningRefreshMs : false),
  });
}

export function useWorkflowSchedules() {
  return useGqlQuery([...workflowsQueryKey, 'schedules'], workflowSchedulesQuery);
}

/** Counts for the strip at the top; refreshes every 5 s while anything runs. */
export function useWorkflowsOverview() {
  return useGqlQuery([...workflowsQueryKey, 'overview'], workflowsOverviewQuery, undefined, {
    refetchInterval: (query) => ((query.state.data?.workflowsOverview.running ?? 0) > 0 ? runningRefreshMs : false),
  });
}

/** Cancels a run, then refetches every workflows answer so the new state shows at once. */
export function useCancelWorkflowRun() {
  const queryClient = useQueryClient();
  return useGqlMutation(cancelWorkflowRunMutation, {
    onSettled: () => queryClient.invalidateQueries({ queryKey: workflowsQueryKey }),
  });
}
