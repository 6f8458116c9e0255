import { Button, HTMLTable } from '@blueprintjs/core';
import { Fragment, useState } from 'react';
import { type ChangeHistoryEntryFieldsFragment } from '../../graphql';
import { type HistoryTexts } from '../hooks';
import { changedFieldsSummary } from '../utils';
import { FieldChangesTable } from './FieldChangesTable';
import { OperationTag } from './OperationTag';

export interface AuditLogTableProps {
  entries: readonly ChangeHistoryEntryFieldsFragment[];
  texts: HistoryTexts;
}

const columns = ['when', 'who', 'area', 'record', 'operation', 'fields'] as const;

/** The audit log's page: one row per entry; a row's button opens its fields before → after beneath it. */
export function AuditLogTable({ entries, texts }: AuditLogTableProps) {
  const { t } = texts;
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <HTMLTable compact className="audit-log__table" aria-label={t('auditLog.tableLabel')}>
      <thead>
        <tr>
          <th aria-hidden="true" />
          {columns.map((column) => (
            <th key={column} scope="col">
              {t(`auditLog.columns.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const expanded = open.has(entry.id);
          const record = `${texts.recordType(entry.recordType)} ${entry.recordId}`;
          const fields = changedFieldsSummary(
            entry.changes.map((change) => texts.field(change.field, entry.recordType)),
            (count) => t('entry.moreFields', { count }),
          );
          return (
            <Fragment key={entry.id}>
              <tr className="audit-log__row" onClick={() => toggle(entry.id)}>
                <td>
                  <Button
                    variant="minimal"
                    size="small"
                    icon={expanded ? 'chevron-down' : 'chevron-right'}
                    aria-expanded={expanded}
                    aria-label={t(expanded ? 'auditLog.collapse' : 'auditLog.expand', { id: record })}
                    onClick={(event) => {
                      event.stopPropagation();
                      toggle(entry.id);
                    }}
                  />
                </td>
                <td>
                  <time dateTime={new Date(entry.at).toISOString()}>{texts.when(entry.at)}</time>
                </td>
                <td>{texts.actor(entry.actor)}</td>
                <td>{texts.area(entry.area)}</td>
                <td className="audit-log__record">
                  {texts.recordType(entry.recordType)}
                  <code>{entry.recordId}</code>
                </td>
                <td>
                  <OperationTag operation={entry.operation} texts={texts} />
                </td>
                <td>{fields || t('entry.noFields')}</td>
              </tr>
              {expanded ? (
                <tr className="audit-log__detail">
                  <td />
                  <td colSpan={columns.length}>
                    <FieldChangesTable recordType={entry.recordType} operation={entry.operation} changes={entry.changes} texts={texts} label={t('entry.changesOf', { record })} />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}
