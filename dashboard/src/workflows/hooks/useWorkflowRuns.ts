import { keepPreviousData } from '@tanstack/react-query';
import { useGqlQuery } from '../../graphql';
import { useLiveTopics } from '../../live/hooks/useLiveTopics';
import { workflowRunsQuery } from '../graphql/queries';
import { runFilterVariables, type RunFilter } from '../utils/runs';
import { workflowsQueryKey } from './workflowsQueryKey';

/** Runs matching the filter; refetched when a run changes (live, docs/live.md). */
export function useWorkflowRuns(filter: RunFilter, enabled = true) {
  const variables = runFilterVariables(filter);
  useLiveTopics(['workflowRuns'], [[...workflowsQueryKey, 'runs']]);
  return useGqlQuery([...workflowsQueryKey, 'runs', variables], workflowRunsQuery, variables, {
    enabled,
    placeholderData: keepPreviousData,
  });
}
