import { keepPreviousData } from '@tanstack/react-query';
import type { StatementSortKey } from '../../../../../domain/commissions/statementSort';
import { useGqlQuery } from '../../../graphql';
import { useLiveTopics } from '../../../live/hooks/useLiveTopics';
import type { ListSort } from '../../../ui/utils/tableQuery';
import { statementPageQuery } from '../graphql/queries';
import type { StatementPeriod } from '../utils/period';
import { STATEMENTS_PAGE_SIZE, statementsQueryKey } from './keys';

/**
 * One page of a period (with its counts and totals per state); the previous page stays shown while
 * the next loads. Read again when a statement or its generating process changes (live, docs/live.md).
 */
export function useStatementPage(
  period: StatementPeriod | null,
  state: string | null,
  page: number,
  sort: ListSort<StatementSortKey> = {},
  pageSize: number = STATEMENTS_PAGE_SIZE,
) {
  const variables = {
    organizationId: period?.organizationId ?? '',
    periodStart: period?.periodStart ?? '',
    periodEnd: period?.periodEnd ?? '',
    state,
    page,
    pageSize,
    sort: sort.sort ?? null,
    direction: sort.direction ?? null,
  };
  useLiveTopics(['commissionStatements'], [[...statementsQueryKey, 'page']], period !== null);
  return useGqlQuery([...statementsQueryKey, 'page', variables], statementPageQuery, variables, {
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
}
