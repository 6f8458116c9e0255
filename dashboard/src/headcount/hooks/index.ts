import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useGqlMutation, useGqlQuery } from '../../graphql';
import { evaluateHeadcountLogMutation, headcountHistoryQuery, headcountReportsQuery, headcountRunQuery, headcountSummaryQuery, startHeadcountMutation } from '../graphql/queries';

export const headcountQueryKey = ['headcount'] as const;

export function useHeadcountSummary() {
  return useGqlQuery([...headcountQueryKey, 'summary'], headcountSummaryQuery);
}

export function useHeadcountReports(search: string, statusName: string | null, page: number, pageSize: number) {
  return useGqlQuery([...headcountQueryKey, 'reports', search, statusName, page, pageSize], headcountReportsQuery, { search: search || null, statusName, page, pageSize }, { placeholderData: keepPreviousData });
}

export function useHeadcountHistory(reportId: string | null) {
  return useGqlQuery([...headcountQueryKey, 'history', reportId], headcountHistoryQuery, { reportId: reportId ?? '' }, { enabled: Boolean(reportId) });
}

export function useEvaluateHeadcountLog() {
  const client = useQueryClient();
  return useGqlMutation(evaluateHeadcountLogMutation, { onSuccess: () => void client.invalidateQueries({ queryKey: [...headcountQueryKey, 'history'] }) });
}

export function useStartHeadcount() {
  return useGqlMutation(startHeadcountMutation);
}

/** Polls a calculation every second until it stops running, then refreshes the dashboard. */
export function useHeadcountRun(workflowId: string | null) {
  const client = useQueryClient();
  return useGqlQuery(['headcountRun', workflowId], headcountRunQuery, { workflowId: workflowId ?? '' }, {
    enabled: Boolean(workflowId),
    refetchInterval: (query) => {
      const status = query.state.data?.headcountRun.status;
      if (status && status !== 'running') {
        void client.invalidateQueries({ queryKey: headcountQueryKey });
        return false;
      }
      return 1000;
    },
  });
}
export * from './templates';
