import { AnchorButton, Classes, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMe, usePermissions } from '../../access/hooks';
import { ForbiddenState, Pager, QueryProblem, ScreenHeading } from '../../ui/components';
import { useErrorToast } from '../../ui/hooks';
import { AUDIT_LOG_PAGE_SIZE, useChangeHistory, useChangeHistoryAreas, useHistoryTexts } from '../hooks';
import { dateRangeProblem, emptyFilters, exportCsvUrl, filtersFromSearch, searchFromFilters } from '../utils';
import { AuditLogFiltersForm } from './AuditLogFiltersForm';
import { AuditLogTable } from './AuditLogTable';
import './history.css';

/** The permission that opens the audit log (the read scope of its menu). */
export const HISTORY_READ = 'history:read';

/**
 * "Bitácora" / "Audit log": every recorded change, searched by user, area, record type, record,
 * operation and days, newest first, a page at a time from the server; a row opens its before →
 * after; Export CSV downloads the whole filtered log. The filters and page live in the address.
 */
export function AuditLogScreen() {
  const texts = useHistoryTexts();
  const { t } = texts;
  const me = useMe();
  const allowed = usePermissions().can(HISTORY_READ);
  const [search, setSearch] = useSearchParams();
  const { filters, page } = filtersFromSearch(search);
  const [draft, setDraft] = useState(filters);
  const searchKey = search.toString();
  // Back and forward through searches bring their filters back into the form.
  useEffect(() => setDraft(filtersFromSearch(new URLSearchParams(searchKey)).filters), [searchKey]);

  const areas = useChangeHistoryAreas(allowed);
  // A range the form refuses is not asked for (the form says why).
  const badRange = dateRangeProblem(filters.from, filters.to) !== null;
  const log = useChangeHistory(filters, page, allowed && !badRange);
  useErrorToast(log.error);

  if (me.isPending) return <Spinner />;
  if (!allowed || log.error?.code === 'FORBIDDEN') {
    return (
      <>
        <ScreenHeading title={t('auditLog.title')} />
        <ForbiddenState />
      </>
    );
  }

  const entries = log.data?.changeHistory.entries ?? [];
  const total = log.data?.changeHistory.total ?? 0;
  const offset = (page - 1) * AUDIT_LOG_PAGE_SIZE;
  const go = (next: typeof filters, nextPage: number) => setSearch(searchFromFilters(next, nextPage));

  return (
    <div className="audit-log">
      <ScreenHeading
        title={t('auditLog.title')}
        actions={<AnchorButton icon="download" text={t('auditLog.export')} title={t('auditLog.exportHint')} href={exportCsvUrl(filters)} download="bitacora.csv" disabled={badRange} />}
      />
      <AuditLogFiltersForm
        value={draft}
        onChange={setDraft}
        onSearch={() => go(draft, 1)}
        onClear={() => {
          setDraft(emptyFilters);
          go(emptyFilters, 1);
        }}
        areas={areas.areas}
        recordTypes={areas.recordTypes}
        texts={texts}
        busy={log.isFetching}
      />
      {log.isPending && !badRange ? <Spinner /> : null}
      {log.error && !log.data ? <QueryProblem error={log.error} onRetry={() => void log.refetch()} /> : null}
      {log.data ? (
        <>
          <div className="audit-log__summary">
            <span className={Classes.TEXT_MUTED} role="status">
              {t('auditLog.total', { count: total })}
            </span>
          </div>
          {entries.length === 0 ? (
            <NonIdealState icon="history" title={t('auditLog.empty')} description={t('auditLog.emptyDescription')} />
          ) : (
            <AuditLogTable key={`${searchKey}`} entries={entries} texts={texts} />
          )}
          <Pager offset={offset} limit={AUDIT_LOG_PAGE_SIZE} rowCount={entries.length} disabled={log.isFetching} onOffsetChange={(next) => go(filters, Math.floor(next / AUDIT_LOG_PAGE_SIZE) + 1)} />
        </>
      ) : null}
    </div>
  );
}
