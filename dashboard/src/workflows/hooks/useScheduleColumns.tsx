import { Classes } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type WorkflowScheduleFragment as WorkflowSchedule } from '../../graphql';
import { formatDateTime } from '../../ui/utils';
import { useWorkflowTypeLabel } from './useWorkflowTypeLabel';
import { jsonList } from '../utils/runs';
import { scheduleText, type ScheduleCalendar } from '../utils/scheduleText';

const column = createColumnHelper<WorkflowSchedule>();

/**
 * The schedules card's columns, sorted and filtered in the browser: the schedule's id and its process
 * (a choice among the processes listed) under their headings; the next start by time (none last),
 * the recent starts as a count. The calendar in words (scheduleText), not sorted.
 */
export function useScheduleColumns(workflowTypes: readonly string[]) {
  const { t, i18n } = useTranslation('workflows');
  const typeLabel = useWorkflowTypeLabel();
  return useMemo(
    () => [
      column.accessor('scheduleId', {
        id: 'id',
        header: t('schedules.columns.id'),
        enableHiding: false,
        meta: { filter: { kind: 'text' } },
        cell: ({ getValue }) => <span className={Classes.MONOSPACE_TEXT}>{getValue()}</span>,
      }),
      column.accessor((schedule) => typeLabel(schedule.workflowType), {
        id: 'type',
        header: t('schedules.columns.type'),
        filterFn: 'equalsString',
        meta: { filter: { kind: 'select', options: workflowTypes.map((type) => ({ value: typeLabel(type), label: typeLabel(type) })) } },
      }),
      column.accessor((schedule) => scheduleText(schedule.spec as ScheduleCalendar | null, i18n.language), {
        id: 'spec',
        header: t('schedules.columns.spec'),
        enableSorting: false,
        // The words; the stored calendar (cron, time zone) on hover for whoever set it up.
        cell: ({ getValue, row }) => <span title={JSON.stringify(row.original.spec)}>{getValue()}</span>,
      }),
      column.accessor('overlap', { id: 'overlap', header: t('schedules.columns.overlap') }),
      column.accessor((schedule) => (schedule.nextActionAt ? Date.parse(schedule.nextActionAt) : null), {
        id: 'next',
        header: t('schedules.columns.next'),
        meta: { exportValue: (schedule) => schedule.nextActionAt },
        cell: ({ row }) => <span className="workflows__nowrap">{formatDateTime(row.original.nextActionAt, i18n.language)}</span>,
      }),
      column.accessor((schedule) => jsonList(schedule.recentActions).length, {
        id: 'recent',
        header: t('schedules.columns.recent'),
        meta: { numeric: true },
      }),
    ],
    [t, i18n.language, typeLabel, workflowTypes],
  );
}
