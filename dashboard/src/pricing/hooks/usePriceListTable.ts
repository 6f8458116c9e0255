import { useEffect, useState } from 'react';
import { GraphqlRequestError, useGqlMutation, useGqlQuery } from '../../graphql';
import { useLiveTopics } from '../../live/hooks/useLiveTopics';
import { startPriceListQueryMutation } from '../graphql/mutations';
import { priceListQueryQuery } from '../graphql/queries';
import type { PriceListTable } from '../utils';

/**
 * One of the three tables read from the ERP: starts the ERP query process for the company, then
 * reads it again as the process moves until the rows arrive or the reading fails (live, docs/live.md).
 */
export function usePriceListTable<Row>(table: PriceListTable, companyId: number | null) {
  const start = useGqlMutation(startPriceListQueryMutation);
  const [workflowId, setWorkflowId] = useState<string>();
  const [startError, setStartError] = useState<GraphqlRequestError | null>(null);
  const { mutate } = start;
  useEffect(() => {
    setWorkflowId(undefined);
    setStartError(null);
    if (!companyId) return;
    mutate({ table, companyId }, { onSuccess: (answer) => setWorkflowId(answer.startPriceListQuery.workflowId), onError: setStartError });
  }, [table, companyId, mutate]);
  useLiveTopics(['erpQueries'], [['pricing', 'table', workflowId]], Boolean(workflowId));
  const query = useGqlQuery(['pricing', 'table', workflowId], priceListQueryQuery, { workflowId: workflowId ?? '' }, { enabled: Boolean(workflowId) });
  const answer = query.data?.priceListQuery;
  const failed = answer?.state === 'failed' ? new GraphqlRequestError('ERP_QUERY_FAILED', answer.error ?? 'ERP') : null;
  return {
    /** Undefined until the ERP's rows arrive (the table shows its skeleton). */
    rows: answer?.status === 'completed' ? ((answer.rows as Row[] | null) ?? []) : undefined,
    error: startError ?? query.error ?? failed,
    retry: () => void query.refetch(),
  };
}
