import { useGqlQuery } from '../../graphql';
import { useLiveTopics } from '../../live/hooks/useLiveTopics';
import { customerMassUpdateQuery } from '../graphql/queries';

/** Progress of a mass update process, read again as its process moves (live, docs/live.md). */
export function useCustomerMassUpdate(workflowId: string | undefined) {
  useLiveTopics(['customers'], [['customerMassUpdate', workflowId]], Boolean(workflowId));
  return useGqlQuery(['customerMassUpdate', workflowId], customerMassUpdateQuery, { workflowId: workflowId ?? '' }, { enabled: Boolean(workflowId) });
}
