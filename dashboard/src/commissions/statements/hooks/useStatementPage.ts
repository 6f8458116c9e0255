import { keepPreviousData } from '@tanstack/react-query';
import { useGqlQuery } from '../../../graphql';
import { statementPageQuery } from '../graphql/queries';
import type { StatementPeriod } from '../utils/period';
import { STATEMENTS_PAGE_SIZE, statementsQueryKey } from './keys';

/**
 * One page of a period (with its counts and totals per state); the previous page stays shown while
 * the next loads. Read again every second while the period has no statement yet (its process is
 * generating them) or one is being recalculated.
 */
export function useStatementPage(period: StatementPeriod | null, state: string | null, page: number) {
  const variables = { organizationId: period?.organizationId ?? '', periodStart: period?.periodStart ?? '', periodEnd: period?.periodEnd ?? '', state, page, pageSize: STATEMENTS_PAGE_SIZE };
  return useGqlQuery([...statementsQueryKey, 'page', variables], statementPageQuery, variables, {
    enabled: period !== null,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => {
      const summary = query.state.data?.commissionStatements.summary;
      const waiting = !summary || summary.every((entry) => entry.count === 0) || summary.some((entry) => entry.state === 'recalculating' && entry.count > 0);
      return waiting ? 1000 : false;
    },
  });
}
