import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkplanRowFragment } from '../../graphql';
import { intlLocaleOf } from '../../ui/utils';
import { levelActionsColumn, levelColumns } from './levelColumns';

const column = createColumnHelper<WorkplanRowFragment>();

/** The plans' columns: name and description filtered, name, sections and last change sorted; edit and sections actions. */
export function useWorkplanColumns(onEdit: (row: WorkplanRowFragment) => void, onSections: (row: WorkplanRowFragment) => void) {
  const { t, i18n } = useTranslation('workplans');
  const language = i18n.resolvedLanguage ?? 'es';
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(intlLocaleOf(language), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Mexico_City' });
    const updated = (row: WorkplanRowFragment) => (row.updatedAt ? `${format.format(new Date(row.updatedAt))} · ${row.updatedBy}` : row.updatedBy);
    return [
      column.accessor('workplanName', { id: 'name', header: t('plans.name'), meta: { filter: { kind: 'text' } } }),
      ...levelColumns(column, {
        description: t('plans.description'),
        countId: 'sections',
        countHeader: t('plans.sections'),
        count: (row) => row.sectionCount,
      }),
      column.accessor((row) => row.updatedAt ?? '', {
        id: 'updated',
        header: t('plans.updated'),
        meta: { exportValue: updated },
        cell: ({ row: { original: row } }) => updated(row),
      }),
      levelActionsColumn(column, {
        header: t('actions'),
        editLabel: (row) => t('plans.editOf', { name: row.workplanName }),
        onEdit,
        openLabel: (row) => t('plans.sectionsOf', { name: row.workplanName }),
        openIcon: 'list-detail-view',
        onOpen: onSections,
      }),
    ];
  }, [t, language, onEdit, onSections]);
}
