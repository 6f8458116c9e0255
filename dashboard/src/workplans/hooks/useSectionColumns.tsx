import { Button, Classes, Tag } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkplanSectionRowFragment } from '../../graphql';
import { descriptionPreview } from '../utils/forms';

const column = createColumnHelper<WorkplanSectionRowFragment>();

/** A plan's sections' columns: name and description filtered, name and activities sorted; edit and activities actions. */
export function useSectionColumns(onEdit: (row: WorkplanSectionRowFragment) => void, onActivities: (row: WorkplanSectionRowFragment) => void) {
  const { t } = useTranslation('workplans');
  return useMemo(
    () => [
      column.accessor('sectionName', { id: 'name', header: t('sections.name'), meta: { filter: { kind: 'text' } } }),
      column.accessor((row) => descriptionPreview(row.description), {
        id: 'description',
        header: t('sections.description'),
        enableSorting: false,
        meta: { filter: { kind: 'text' } },
        cell: ({ getValue }) => <span className={Classes.TEXT_MUTED}>{getValue()}</span>,
      }),
      column.accessor('activityCount', {
        id: 'activities',
        header: t('sections.activities'),
        meta: { numeric: true },
        cell: ({ getValue }) => (
          <Tag minimal round>
            {getValue()}
          </Tag>
        ),
      }),
      column.display({
        id: 'actions',
        header: t('actions'),
        enableHiding: false,
        cell: ({ row: { original: row } }) => (
          <span className="workplans__row-actions">
            <Button size="small" variant="minimal" icon="edit" aria-label={t('sections.editOf', { name: row.sectionName })} onClick={() => onEdit(row)} />
            <Button
              size="small"
              variant="minimal"
              icon="list"
              aria-label={t('sections.activitiesOf', { name: row.sectionName })}
              onClick={() => onActivities(row)}
            />
          </span>
        ),
      }),
    ],
    [t, onEdit, onActivities],
  );
}
