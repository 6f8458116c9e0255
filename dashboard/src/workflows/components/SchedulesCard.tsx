import { Card, H4 } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/components';
import { useErrorToast } from '../../ui/hooks';
import { useWorkflowSchedules } from '../hooks';
import { useScheduleColumns } from '../hooks/useScheduleColumns';

/** Processes that start on a calendar, with their next start: the dashboard's data table, sorted and filtered in the browser. */
export function SchedulesCard() {
  const { t } = useTranslation('workflows');
  const schedules = useWorkflowSchedules();
  useErrorToast(schedules.error);
  const rows = schedules.data?.workflowSchedules;
  const types = useMemo(() => [...new Set((rows ?? []).map((schedule) => schedule.workflowType))].sort(), [rows]);
  const columns = useScheduleColumns(types);
  return (
    <Card className="workflows__card">
      <H4>{t('schedules.title')}</H4>
      <DataTable
        tableId="workflow-schedules"
        label={t('schedules.title')}
        columns={columns}
        rows={rows}
        getRowId={(schedule) => schedule.scheduleId}
        rowAttributes={(schedule) => ({ 'data-schedule': schedule.scheduleId })}
        error={schedules.error}
        onRetry={() => void schedules.refetch()}
        emptyText={t('schedules.empty')}
      />
    </Card>
  );
}
