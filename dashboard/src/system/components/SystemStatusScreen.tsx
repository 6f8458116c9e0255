import { Button, Card, Classes, H4, Spinner, Tag } from '@blueprintjs/core';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../access/hooks';
import { LiveStatusTag } from '../../live/components/LiveStatusTag';
import { ForbiddenState, QueryProblem, ScreenHeading } from '../../ui/components';
import { useErrorToast } from '../../ui/hooks';
import { formatDateTime } from '../../ui/utils';
import { useSystemStatus } from '../hooks';
import { BackendsTable } from './BackendsTable';
import { HeapUsagePanel } from './HeapUsagePanel';
import { RetainedCollectionsTable } from './RetainedCollectionsTable';
import './system.css';

export interface SystemStatusScreenProps {
  /** Tools shown under the status (the router puts the ERP query form here). */
  children?: ReactNode;
}

/**
 * /prometheus/system/status: each backend's mode and state, the version and the start time, the
 * server's memory against its limit, and the collections that only grow with their retention.
 */
export function SystemStatusScreen({ children }: SystemStatusScreenProps) {
  const { t, i18n } = useTranslation('system');
  const allowed = usePermissions().can('system.status');
  const status = useSystemStatus(allowed);
  useErrorToast(status.error);

  return (
    <>
      <ScreenHeading
        status={<LiveStatusTag />}
        title={t('title')}
        actions={<Button icon="refresh" text={t('refresh')} loading={status.isFetching} disabled={!allowed} onClick={() => void status.refetch()} />}
      />
      <Card className="system__card">
        {!allowed ? (
          <ForbiddenState />
        ) : status.isPending ? (
          <div className="system__loading" role="status">
            <Spinner size={24} /> {t('loading')}
          </div>
        ) : status.isError ? (
          <QueryProblem error={status.error} onRetry={() => void status.refetch()} />
        ) : (
          <>
            <div className="system__summary">
              <div>
                <span className={Classes.TEXT_MUTED}>{t('summary.overall')}</span>
                <Tag large intent={status.data.systemStatus.ok ? 'success' : 'danger'} icon={status.data.systemStatus.ok ? 'tick-circle' : 'error'}>
                  {status.data.systemStatus.ok ? t('summary.allOk') : t('summary.someDown')}
                </Tag>
              </div>
              <div>
                <span className={Classes.TEXT_MUTED}>{t('summary.version')}</span>
                <strong className={Classes.MONOSPACE_TEXT}>{status.data.systemStatus.version}</strong>
              </div>
              <div>
                <span className={Classes.TEXT_MUTED}>{t('summary.startedAt')}</span>
                <strong>{formatDateTime(status.data.systemStatus.startedAt, i18n.language)}</strong>
              </div>
            </div>
            <H4>{t('backends.title')}</H4>
            <BackendsTable backends={status.data.systemStatus.backends} />
            <HeapUsagePanel heap={status.data.systemStatus.heap} />
            <RetainedCollectionsTable collections={status.data.systemStatus.collections} />
          </>
        )}
      </Card>
      {children}
    </>
  );
}
