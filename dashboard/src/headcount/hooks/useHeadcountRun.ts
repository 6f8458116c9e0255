import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useGqlQuery } from '../../graphql';
import { useLiveTopics } from '../../live/hooks/useLiveTopics';
import { headcountRunQuery } from '../graphql/queries';
import { headcountQueryKey } from './headcountQueryKey';

/** A calculation, read again as its process moves (live, docs/live.md); once it ends, the dashboard refreshes. */
export function useHeadcountRun(workflowId: string | null) {
  const client = useQueryClient();
  useLiveTopics(['headcount'], [['headcountRun', workflowId]], Boolean(workflowId));
  const run = useGqlQuery(['headcountRun', workflowId], headcountRunQuery, { workflowId: workflowId ?? '' }, { enabled: Boolean(workflowId) });
  const status = run.data?.headcountRun.status;
  useEffect(() => {
    if (status && status !== 'running') void client.invalidateQueries({ queryKey: headcountQueryKey });
  }, [client, status]);
  return run;
}
