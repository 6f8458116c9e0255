import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkplanSectionRowFragment } from '../../graphql';
import { levelActionsColumn, levelColumns } from './levelColumns';

const column = createColumnHelper<WorkplanSectionRowFragment>();

/** A plan's sections' columns: name and description filtered, name and activities sorted; edit and activities actions. */
export function useSectionColumns(onEdit: (row: WorkplanSectionRowFragment) => void, onActivities: (row: WorkplanSectionRowFragment) => void) {
  const { t } = useTranslation('workplans');
  return useMemo(
    () => [
      column.accessor('sectionName', { id: 'name', header: t('sections.name'), meta: { filter: { kind: 'text' } } }),
      ...levelColumns(column, {
        description: t('sections.description'),
        countId: 'activities',
        countHeader: t('sections.activities'),
        count: (row) => row.activityCount,
      }),
      levelActionsColumn(column, {
        header: t('actions'),
        editLabel: (row) => t('sections.editOf', { name: row.sectionName }),
        onEdit,
        openLabel: (row) => t('sections.activitiesOf', { name: row.sectionName }),
        openIcon: 'list',
        onOpen: onActivities,
      }),
    ],
    [t, onEdit, onActivities],
  );
}
