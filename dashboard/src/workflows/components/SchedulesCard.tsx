import { Card, Classes, H4, HTMLTable, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { QueryProblem } from '../../ui/components';
import { useErrorToast } from '../../ui/hooks';
import { formatDateTime } from '../../ui/utils';
import { useWorkflowSchedules } from '../hooks';
import { jsonList } from '../utils/runs';
import { useWorkflowTypeLabel } from './RunStatusTag';

/** Processes that start on a calendar, with their next start. */
export function SchedulesCard() {
  const { t, i18n } = useTranslation('workflows');
  const typeLabel = useWorkflowTypeLabel();
  const schedules = useWorkflowSchedules();
  useErrorToast(schedules.error);
  return (
    <Card className="workflows__card">
      <H4>{t('schedules.title')}</H4>
      {schedules.isPending ? (
        <div className="workflows__loading" role="status">
          <Spinner size={20} /> {t('schedules.loading')}
        </div>
      ) : schedules.isError ? (
        <QueryProblem error={schedules.error} onRetry={() => void schedules.refetch()} />
      ) : schedules.data.workflowSchedules.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{t('schedules.empty')}</p>
      ) : (
        <HTMLTable compact striped className="workflows__table">
          <thead>
            <tr>
              <th>{t('schedules.columns.id')}</th>
              <th>{t('schedules.columns.type')}</th>
              <th>{t('schedules.columns.spec')}</th>
              <th>{t('schedules.columns.overlap')}</th>
              <th>{t('schedules.columns.next')}</th>
              <th>{t('schedules.columns.recent')}</th>
            </tr>
          </thead>
          <tbody>
            {schedules.data.workflowSchedules.map((schedule) => (
              <tr key={schedule.scheduleId}>
                <td className={Classes.MONOSPACE_TEXT}>{schedule.scheduleId}</td>
                <td>{typeLabel(schedule.workflowType)}</td>
                <td className={Classes.MONOSPACE_TEXT}>{JSON.stringify(schedule.spec)}</td>
                <td>{schedule.overlap}</td>
                <td className="workflows__nowrap">{formatDateTime(schedule.nextActionAt, i18n.language)}</td>
                <td>{jsonList(schedule.recentActions).length}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
