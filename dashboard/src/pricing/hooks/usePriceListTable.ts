import { useEffect, useState } from 'react';
import { useGqlMutation, useGqlQuery } from '../../graphql';
import { startPriceListQueryMutation } from '../graphql/mutations';
import { priceListQueryQuery } from '../graphql/queries';
import type { PriceListTable } from '../utils';

/**
 * One of the three tables read from the ERP: starts the ERP query process for the company, then
 * asks every second until the rows arrive (or the reading fails).
 */
export function usePriceListTable<Row>(table: PriceListTable, companyId: number | null) {
  const start = useGqlMutation(startPriceListQueryMutation);
  const [workflowId, setWorkflowId] = useState<string>();
  const [startError, setStartError] = useState<Error | null>(null);
  const { mutate } = start;
  useEffect(() => {
    setWorkflowId(undefined);
    setStartError(null);
    if (!companyId) return;
    mutate({ table, companyId }, { onSuccess: (answer) => setWorkflowId(answer.startPriceListQuery.workflowId), onError: setStartError });
  }, [table, companyId, mutate]);
  const query = useGqlQuery(['pricing', 'table', workflowId], priceListQueryQuery, { workflowId: workflowId ?? '' }, {
    enabled: Boolean(workflowId),
    refetchInterval: (state) => {
      const current = state.state.data?.priceListQuery;
      return state.state.error || current?.status === 'completed' || current?.state === 'failed' ? false : 1000;
    },
  });
  const answer = query.data?.priceListQuery;
  return {
    rows: (answer?.status === 'completed' ? (answer.rows as Row[] | null) : null) ?? [],
    loading: Boolean(companyId) && !startError && answer?.status !== 'completed' && answer?.state !== 'failed' && !query.error,
    error: startError ?? query.error ?? (answer?.state === 'failed' ? new Error(answer.error ?? 'ERP') : null),
  };
}
