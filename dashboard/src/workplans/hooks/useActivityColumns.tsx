import { Button, Intent } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkplanActivityRowFragment } from '../../graphql';
import { dateOfIsoDay, dayPatternOf, formatDay } from '../../ui/utils';

const column = createColumnHelper<WorkplanActivityRowFragment>();

export interface ActivityActions {
  onDetail: (row: WorkplanActivityRowFragment) => void;
  onEdit: (row: WorkplanActivityRowFragment) => void;
  onDelete: (row: WorkplanActivityRowFragment) => void;
}

/** A section's activities' columns: name filtered, name, dates and score sorted; detail, edit and delete. */
export function useActivityColumns({ onDetail, onEdit, onDelete }: ActivityActions) {
  const { t, i18n } = useTranslation('workplans');
  const pattern = dayPatternOf(i18n.resolvedLanguage);
  // Days read as they are typed in the form (dd/mm/aaaa in Spanish); the column still sorts on the stored day.
  const shownDay = (day: string) => {
    const date = dateOfIsoDay(day);
    return date ? formatDay(date, pattern) : day;
  };
  return useMemo(
    () => [
      column.accessor('activityName', { id: 'name', header: t('activities.name'), meta: { filter: { kind: 'text' } } }),
      column.accessor('marketReleaseDate', { id: 'release', header: t('activities.release'), cell: ({ getValue }) => shownDay(getValue()) }),
      column.accessor('marketFinalDate', { id: 'final', header: t('activities.final'), cell: ({ getValue }) => shownDay(getValue()) }),
      column.accessor((row) => row.temporality.cron, {
        id: 'temporality',
        header: t('activities.temporality'),
        enableSorting: false,
        cell: ({ getValue }) => <code>{getValue()}</code>,
      }),
      column.accessor('score', { id: 'score', header: t('activities.score'), meta: { numeric: true } }),
      column.display({
        id: 'actions',
        header: t('actions'),
        enableHiding: false,
        cell: ({ row: { original: row } }) => (
          <span className="workplans__row-actions">
            <Button
              size="small"
              variant="minimal"
              icon="eye-open"
              aria-label={t('activities.detailOf', { name: row.activityName })}
              onClick={() => onDetail(row)}
            />
            <Button size="small" variant="minimal" icon="edit" aria-label={t('activities.editOf', { name: row.activityName })} onClick={() => onEdit(row)} />
            <Button
              size="small"
              variant="minimal"
              icon="trash"
              intent={Intent.DANGER}
              aria-label={t('activities.deleteOf', { name: row.activityName })}
              onClick={() => onDelete(row)}
            />
          </span>
        ),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- shownDay reads only the pattern
    [t, pattern, onDetail, onEdit, onDelete],
  );
}
