import { Spinner } from '@blueprintjs/core';
import { historySortKeys } from '../../../../domain/history/historySort';
import { useMe, usePermissions } from '../../access/hooks';
import { ForbiddenState, ScreenHeading } from '../../ui/components';
import { useServerTableState } from '../../ui/hooks';
import { useChangeHistoryAreas, useHistoryTexts } from '../hooks';
import { dateRangeProblem, emptyFilters, filterNames, type AuditLogFilters } from '../utils';
import { AUDIT_LOG_PAGE_SIZES, AuditLogTable } from './AuditLogTable';
import { AuditLogFiltersForm } from './AuditLogFiltersForm';
import './history.css';

/** The permission that opens the audit log (the read scope of its menu). */
export const HISTORY_READ = 'history:read';

/**
 * "Bitácora" / "Audit log": every recorded change, searched by user, area, record type, record,
 * operation and days, sorted and paged on the server; a row opens its before → after; Export CSV
 * downloads the whole filtered log. The filters, sort and page live in the address.
 */
export function AuditLogScreen() {
  const texts = useHistoryTexts();
  const { t } = texts;
  const me = useMe();
  const allowed = usePermissions().can(HISTORY_READ);
  const list = useServerTableState({ sortKeys: historySortKeys, pageSize: AUDIT_LOG_PAGE_SIZES[0], filters: filterNames, inAddress: true });
  const filters: AuditLogFilters = { ...emptyFilters, ...Object.fromEntries(filterNames.map((name) => [name, list.filter(name)])) };
  const areas = useChangeHistoryAreas(allowed);
  // A range the form refuses is not asked for (the form says why).
  const badRange = dateRangeProblem(filters.from, filters.to) !== null;

  if (me.isPending) return <Spinner />;
  if (!allowed) {
    return (
      <>
        <ScreenHeading title={t('auditLog.title')} />
        <ForbiddenState />
      </>
    );
  }
  return (
    <div className="audit-log">
      <ScreenHeading title={t('auditLog.title')} />
      <AuditLogFiltersForm
        value={filters}
        onSearch={list.setFilters}
        onClear={() => list.setFilters(emptyFilters)}
        areas={areas.areas}
        recordTypes={areas.recordTypes}
        texts={texts}
      />
      <AuditLogTable list={list} filters={filters} enabled={!badRange} texts={texts} />
    </div>
  );
}
