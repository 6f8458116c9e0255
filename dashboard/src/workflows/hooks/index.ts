import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useGqlMutation, useGqlQuery } from '../../graphql';
import { cancelWorkflowRunMutation } from '../graphql/mutations';
import { workflowRunQuery, workflowRunsQuery, workflowSchedulesQuery, workflowsOverviewQuery } from '../graphql/queries';
import { runFilterVariables, type RunFilter } from '../utils/runs';
import { useLiveTopics } from '../../live/hooks/useLiveTopics';

/** Root of every workflows query key: refresh and cancel refetch them together. */
export const workflowsQueryKey = ['workflows'] as const;

/** Runs matching the filter; refetched when a run changes (live, docs/live.md). */
export function useWorkflowRuns(filter: RunFilter, enabled = true) {
  const variables = runFilterVariables(filter);
  useLiveTopics(['workflowRuns'], [[...workflowsQueryKey, 'runs']]);
  return useGqlQuery([...workflowsQueryKey, 'runs', variables], workflowRunsQuery, variables, {
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** One run in detail, its progress refetched when a run changes (live). */
export function useWorkflowRun(workflowId: string | undefined) {
  useLiveTopics(['workflowRuns'], [[...workflowsQueryKey, 'run', workflowId]]);
  return useGqlQuery([...workflowsQueryKey, 'run', workflowId], workflowRunQuery, { workflowId: workflowId ?? '' }, {
    enabled: Boolean(workflowId),
  });
}

export function useWorkflowSchedules() {
  return useGqlQuery([...workflowsQueryKey, 'schedules'], workflowSchedulesQuery);
}

/** Counts for the strip at the top, refetched when a run changes (live). */
export function useWorkflowsOverview() {
  useLiveTopics(['workflowRuns'], [[...workflowsQueryKey, 'overview']]);
  return useGqlQuery([...workflowsQueryKey, 'overview'], workflowsOverviewQuery);
}

/** Cancels a run, then refetches every workflows answer so the new state shows at once. */
export function useCancelWorkflowRun() {
  const queryClient = useQueryClient();
  return useGqlMutation(cancelWorkflowRunMutation, {
    onSettled: () => queryClient.invalidateQueries({ queryKey: workflowsQueryKey }),
  });
}
