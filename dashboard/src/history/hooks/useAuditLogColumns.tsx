import { Button } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { type ChangeHistoryEntryFieldsFragment as AuditLogEntry } from '../../graphql';
import { OperationTag } from '../components/OperationTag';
import { changedFieldsSummary } from '../utils';
import { type HistoryTexts } from './useHistoryTexts';

const column = createColumnHelper<AuditLogEntry>();

/** "CustomerType 65f0…": how a row names its record (the expander's label, the detail's caption). */
export function recordText(entry: AuditLogEntry, texts: HistoryTexts): string {
  return `${texts.recordType(entry.recordType)} ${entry.recordId}`;
}

/**
 * The audit log's columns: an expander, then when, who, area, record and operation, sortable on
 * the server (the ids are domain/history/historySort.ts's keys), and the changed fields.
 */
export function useAuditLogColumns(texts: HistoryTexts, isOpen: (id: string) => boolean, toggle: (id: string) => void) {
  const { t } = texts;
  return useMemo(
    () => [
      column.display({
        id: 'expand',
        header: '',
        enableHiding: false,
        cell: ({ row }) => {
          const expanded = isOpen(row.original.id);
          return (
            <Button
              variant="minimal"
              size="small"
              icon={expanded ? 'chevron-down' : 'chevron-right'}
              aria-expanded={expanded}
              aria-label={t(expanded ? 'auditLog.collapse' : 'auditLog.expand', { id: recordText(row.original, texts) })}
              onClick={() => toggle(row.original.id)}
            />
          );
        },
      }),
      column.accessor('at', {
        id: 'at',
        header: t('auditLog.columns.when'),
        enableHiding: false,
        cell: ({ getValue }) => <time dateTime={new Date(getValue()).toISOString()}>{texts.when(getValue())}</time>,
      }),
      column.accessor((entry) => texts.actor(entry.actor), { id: 'actorName', header: t('auditLog.columns.who') }),
      column.accessor((entry) => texts.area(entry.area), { id: 'area', header: t('auditLog.columns.area') }),
      column.accessor((entry) => recordText(entry, texts), {
        id: 'record',
        header: t('auditLog.columns.record'),
        cell: ({ row }) => (
          <span className="audit-log__record">
            {texts.recordType(row.original.recordType)}
            <code>{row.original.recordId}</code>
          </span>
        ),
      }),
      column.accessor('operation', {
        id: 'operation',
        header: t('auditLog.columns.operation'),
        cell: ({ getValue }) => <OperationTag operation={getValue()} texts={texts} />,
      }),
      column.accessor(
        (entry) =>
          changedFieldsSummary(
            entry.changes.map((change) => texts.field(change.field, entry.recordType)),
            (count) => t('entry.moreFields', { count }),
          ) || t('entry.noFields'),
        { id: 'fields', header: t('auditLog.columns.fields'), enableSorting: false },
      ),
    ],
    [t, texts, isOpen, toggle],
  );
}
