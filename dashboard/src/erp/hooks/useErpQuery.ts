import { useGqlQuery } from '../../graphql';
import { useLiveTopics } from '../../live/hooks/useLiveTopics';
import { erpQueryQuery } from '../graphql/queries';

/** A started read, asked again as its process moves until it has rows or an error (live, docs/live.md). */
export function useErpQuery(workflowId: string | undefined) {
  useLiveTopics(['erpQueries'], [['erp', 'query', workflowId]], Boolean(workflowId));
  return useGqlQuery(['erp', 'query', workflowId], erpQueryQuery, { workflowId: workflowId ?? '' }, { enabled: Boolean(workflowId) });
}
