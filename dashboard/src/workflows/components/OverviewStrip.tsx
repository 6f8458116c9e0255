import { Card, Classes, type Intent, Spinner, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { QueryProblem } from '../../ui/components';
import { useErrorToast } from '../../ui/hooks';
import { useWorkflowsOverview } from '../hooks';

/** Engine and counts of runs by state, at the top of the screen. */
export function OverviewStrip() {
  const { t } = useTranslation('workflows');
  const overview = useWorkflowsOverview();
  useErrorToast(overview.error);
  if (overview.isPending) return <Spinner size={20} className="workflows__strip-loading" />;
  if (overview.isError) return <QueryProblem error={overview.error} onRetry={() => void overview.refetch()} />;
  const data = overview.data.workflowsOverview;
  const backend = data.backend === 'embedded' || data.backend === 'temporal' ? t(`overview.backends.${data.backend}`) : data.backend;
  const figures: Array<{ key: 'workers' | 'running' | 'completed' | 'failed' | 'schedules'; value: number; intent: Intent }> = [
    // Runs move only while a worker takes their tasks (on Temporal, a worker process must poll).
    { key: 'workers', value: data.workers, intent: data.workers > 0 ? 'none' : 'danger' },
    { key: 'running', value: data.running, intent: 'primary' },
    { key: 'completed', value: data.completed, intent: 'success' },
    { key: 'failed', value: data.failed, intent: data.failed > 0 ? 'danger' : 'none' },
    { key: 'schedules', value: data.schedules, intent: 'none' },
  ];
  return (
    <div className="workflows__strip" role="group" aria-label={t('title')}>
      <Card compact className="workflows__figure">
        <span className={Classes.TEXT_MUTED}>{t('overview.backend')}</span>
        <Tag large minimal icon="database">
          {backend}
        </Tag>
      </Card>
      {figures.map((figure) => (
        <Card compact key={figure.key} className="workflows__figure" data-figure={figure.key}>
          <span className={Classes.TEXT_MUTED}>{t(`overview.${figure.key}`)}</span>
          <span className={`workflows__count workflows__count--${figure.intent}`}>{figure.value}</span>
        </Card>
      ))}
    </div>
  );
}
