import { keepPreviousData } from '@tanstack/react-query';
import { useGqlQuery, type ChangeHistorySort, type SortDirection } from '../../graphql';
import { changeHistoryQuery } from '../graphql/queries';
import { toServerFilter, type AuditLogFilters } from '../utils';
import { historyQueryKey } from './keys';

/** One page (1-based) of the audit log for the filters in the table's sort (permission history:read); the previous page stays shown while the next loads. */
export function useChangeHistory(
  filters: AuditLogFilters,
  page: number,
  pageSize: number,
  sort: { sort?: ChangeHistorySort; direction?: SortDirection },
  enabled = true,
) {
  const filter = toServerFilter(filters);
  return useGqlQuery(
    [...historyQueryKey, 'log', filter, page, pageSize, sort],
    changeHistoryQuery,
    { filter, page, pageSize, ...sort },
    { enabled, placeholderData: keepPreviousData },
  );
}
