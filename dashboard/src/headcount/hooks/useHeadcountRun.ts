import { useQueryClient } from '@tanstack/react-query';
import { useGqlQuery } from '../../graphql';
import { headcountRunQuery } from '../graphql/queries';
import { headcountQueryKey } from './headcountQueryKey';

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
