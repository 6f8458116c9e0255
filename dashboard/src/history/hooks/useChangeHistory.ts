import { keepPreviousData } from '@tanstack/react-query';
import { useGqlQuery } from '../../graphql';
import { changeHistoryQuery } from '../graphql/queries';
import { toServerFilter, type AuditLogFilters } from '../utils';
import { AUDIT_LOG_PAGE_SIZE, historyQueryKey } from './keys';

/** One page of the audit log for the filters (permission history:read); the previous page stays shown while the next loads. */
export function useChangeHistory(filters: AuditLogFilters, page: number, enabled = true) {
  const filter = toServerFilter(filters);
  return useGqlQuery([...historyQueryKey, 'log', filter, page], changeHistoryQuery, { filter, page, pageSize: AUDIT_LOG_PAGE_SIZE }, { enabled, placeholderData: keepPreviousData });
}
