import { Button, Classes, Tag } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkplanRowFragment } from '../../graphql';
import { intlLocaleOf } from '../../ui/utils';
import { descriptionPreview } from '../utils/forms';

const column = createColumnHelper<WorkplanRowFragment>();

/** The plans' columns: name and description filtered, name, sections and last change sorted; edit and sections actions. */
export function useWorkplanColumns(onEdit: (row: WorkplanRowFragment) => void, onSections: (row: WorkplanRowFragment) => void) {
  const { t, i18n } = useTranslation('workplans');
  const language = i18n.resolvedLanguage ?? 'es';
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(intlLocaleOf(language), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Mexico_City' });
    return [
      column.accessor('workplanName', { id: 'name', header: t('plans.name'), meta: { filter: { kind: 'text' } } }),
      column.accessor((row) => descriptionPreview(row.description), {
        id: 'description',
        header: t('plans.description'),
        enableSorting: false,
        meta: { filter: { kind: 'text' } },
        cell: ({ getValue }) => <span className={Classes.TEXT_MUTED}>{getValue()}</span>,
      }),
      column.accessor('sectionCount', {
        id: 'sections',
        header: t('plans.sections'),
        meta: { numeric: true },
        cell: ({ getValue }) => (
          <Tag minimal round>
            {getValue()}
          </Tag>
        ),
      }),
      column.accessor((row) => row.updatedAt ?? '', {
        id: 'updated',
        header: t('plans.updated'),
        cell: ({ row: { original: row } }) => (row.updatedAt ? `${format.format(new Date(row.updatedAt))} · ${row.updatedBy}` : row.updatedBy),
      }),
      column.display({
        id: 'actions',
        header: t('actions'),
        enableHiding: false,
        cell: ({ row: { original: row } }) => (
          <span className="workplans__row-actions">
            <Button size="small" variant="minimal" icon="edit" aria-label={t('plans.editOf', { name: row.workplanName })} onClick={() => onEdit(row)} />
            <Button
              size="small"
              variant="minimal"
              icon="list-detail-view"
              aria-label={t('plans.sectionsOf', { name: row.workplanName })}
              onClick={() => onSections(row)}
            />
          </span>
        ),
      }),
    ];
  }, [t, language, onEdit, onSections]);
}
