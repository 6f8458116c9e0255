import { keepPreviousData } from '@tanstack/react-query';
import { type ListSort } from '../../ui/utils';
import { type WorkflowRunSortKey } from '../../../../domain/workflows/runList';
import { useGqlQuery } from '../../graphql';
import { useLiveTopics } from '../../live/hooks/useLiveTopics';
import { workflowRunPageQuery } from '../graphql/queries';
import { type RunFilter } from '../utils/runs';
import { workflowsQueryKey } from './workflowsQueryKey';

export interface RunPageVariables extends RunFilter, ListSort<WorkflowRunSortKey> {
  page: number;
  pageSize: number;
}

/** One page of the runs matching the filter in the table's sort; refetched when a run changes (live, docs/live.md). */
export function useWorkflowRuns(variables: RunPageVariables, enabled = true) {
  useLiveTopics(['workflowRuns'], [[...workflowsQueryKey, 'runs']]);
  return useGqlQuery([...workflowsQueryKey, 'runs', variables], workflowRunPageQuery, variables, {
    enabled,
    placeholderData: keepPreviousData,
  });
}
