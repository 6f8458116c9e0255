import { useGqlQuery } from '../../graphql';
import { erpQueryQuery } from '../graphql/queries';
import { isErpQueryFinished } from '../utils/operations';
import { erpPollIntervalMs } from './erpPollIntervalMs';

/** A started read, asked again every second until it has rows or an error. */
export function useErpQuery(workflowId: string | undefined) {
  return useGqlQuery(['erp', 'query', workflowId], erpQueryQuery, { workflowId: workflowId ?? '' }, {
    enabled: Boolean(workflowId),
    refetchInterval: (query) => (query.state.error || isErpQueryFinished(query.state.data?.erpQuery) ? false : erpPollIntervalMs),
  });
}
