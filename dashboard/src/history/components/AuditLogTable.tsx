import { Classes } from '@blueprintjs/core';
import type { historySortKeys } from '../../../../domain/history/historySort';
import { type ChangeHistoryEntryFieldsFragment as AuditLogEntry } from '../../graphql';
import { DataTable } from '../../ui/components';
import { useCsvExport, useErrorToast, useOpenRows, type ServerTableState } from '../../ui/hooks';
import { exportUrl } from '../../ui/utils';
import { useChangeHistory, type HistoryTexts } from '../hooks';
import { recordText, useAuditLogColumns } from '../hooks/useAuditLogColumns';
import { toServerFilter, type AuditLogFilters } from '../utils';
import { FieldChangesTable } from './FieldChangesTable';

/** The audit log's page sizes (the server allows up to 500); the first is the default. */
export const AUDIT_LOG_PAGE_SIZES = [25, 50, 100] as const;

export interface AuditLogTableProps {
  list: ServerTableState<(typeof historySortKeys)[number]>;
  /** The filters the server is asked for (the form's, once sent). */
  filters: AuditLogFilters;
  /** False while the form's range is refused: nothing is asked for. */
  enabled: boolean;
  texts: HistoryTexts;
}

/**
 * The audit log in the data table: sorted and paged on the server, one row per entry; a row's
 * chevron (or Enter) opens its fields before → after beneath it; the CSV is the whole filtered log
 * in the table's sort (the lists' one export, `/api/export/history.csv`).
 */
export function AuditLogTable({ list, filters, enabled, texts }: AuditLogTableProps) {
  const { t } = texts;
  const { isOpen, toggle } = useOpenRows();
  const log = useChangeHistory(filters, list.pageIndex + 1, list.pageSize, list.sort, enabled);
  useErrorToast(log.error);
  const csv = useCsvExport();
  const columns = useAuditLogColumns(texts, isOpen, toggle);
  const page = log.data ? { rows: log.data.changeHistory.entries, total: log.data.changeHistory.total } : undefined;
  const detail = (entry: AuditLogEntry) =>
    isOpen(entry.id) ? (
      <FieldChangesTable
        recordType={entry.recordType}
        operation={entry.operation}
        changes={entry.changes}
        texts={texts}
        label={t('entry.changesOf', { record: recordText(entry, texts) })}
      />
    ) : null;
  return (
    <DataTable
      tableId="audit-log"
      label={t('auditLog.tableLabel')}
      columns={columns}
      getRowId={(entry) => entry.id}
      emptyText={t('auditLog.empty')}
      pageSizes={AUDIT_LOG_PAGE_SIZES}
      {...list.tableProps(log, page)}
      onOpen={(entry) => toggle(entry.id)}
      rowDetail={detail}
      onExport={() => csv.exportCsv(exportUrl('history', { ...toServerFilter(filters), ...list.sort }), 'audit-log.csv')}
      exporting={csv.exporting}
      toolbar={
        page ? (
          <span className={`${Classes.TEXT_MUTED} audit-log__summary`} role="status" title={t('auditLog.exportHint')}>
            {t('auditLog.total', { count: page.total })}
          </span>
        ) : null
      }
    />
  );
}
