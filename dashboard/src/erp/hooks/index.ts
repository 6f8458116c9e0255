import { type StartErpQueryMutation, useGqlMutation, useGqlQuery } from '../../graphql';
import { startErpQueryMutation } from '../graphql/mutations';
import { erpQueryQuery } from '../graphql/queries';
import { type ErpOperationVariables, isErpQueryFinished } from '../utils/operations';

/** The ERP answers through an agent that polls for requests: once a second is soon enough. */
export const erpPollIntervalMs = 1000;

export function useStartErpQuery() {
  return useGqlMutation<StartErpQueryMutation, { operation: ErpOperationVariables }>(startErpQueryMutation);
}

/** A started read, asked again every second until it has rows or an error. */
export function useErpQuery(workflowId: string | undefined) {
  return useGqlQuery(['erp', 'query', workflowId], erpQueryQuery, { workflowId: workflowId ?? '' }, {
    enabled: Boolean(workflowId),
    refetchInterval: (query) => (query.state.error || isErpQueryFinished(query.state.data?.erpQuery) ? false : erpPollIntervalMs),
  });
}
