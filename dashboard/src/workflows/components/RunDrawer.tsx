import { Alert, Button, Classes, Drawer, H5, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../access/hooks';
import { JsonBlock, QueryProblem } from '../../ui/components';
import { useErrorToast } from '../../ui/hooks';
import { showErrorToast, showToast } from '../../ui/toaster';
import { formatDateTime, formatDuration } from '../../ui/utils';
import { useCancelWorkflowRun, useWorkflowRun } from '../hooks';
import { type WorkflowRunDetailsFragment as WorkflowRunDetails } from '../../graphql';
import { epochToIso } from '../utils/runs';
import { HistoryTable } from './HistoryTable';
import { useWorkflowTypeLabel } from '../hooks/useWorkflowTypeLabel';
import { RunStatusTag } from './RunStatusTag';

export interface RunDrawerProps {
  /** The run shown; the drawer is closed without one. */
  workflowId?: string;
  onClose: () => void;
}

/** One run in detail at the right edge, with Cancel for a running run. */
export function RunDrawer({ workflowId, onClose }: RunDrawerProps) {
  const { t } = useTranslation('workflows');
  return (
    <Drawer
      isOpen={Boolean(workflowId)}
      onClose={onClose}
      position="right"
      size="760px"
      icon="flows"
      title={workflowId ? t('run.title', { id: workflowId }) : ''}
      className="workflows__drawer"
    >
      <div className={`${Classes.DRAWER_BODY} workflows__drawer-body`}>{workflowId ? <RunDetailsPanel workflowId={workflowId} /> : null}</div>
    </Drawer>
  );
}

interface RunDetailsPanelProps {
  workflowId: string;
}

function RunDetailsPanel({ workflowId }: RunDetailsPanelProps) {
  const { t } = useTranslation('workflows');
  const run = useWorkflowRun(workflowId);
  useErrorToast(run.error);
  if (run.isPending) {
    return (
      <div className="workflows__loading" role="status">
        <Spinner size={24} /> {t('run.loading')}
      </div>
    );
  }
  if (run.isError) return <QueryProblem error={run.error} onRetry={() => void run.refetch()} />;
  if (!run.data.workflowRun) return <NonIdealState icon="search" title={t('run.notFound')} />;
  return <RunDetails run={run.data.workflowRun} />;
}

interface RunDetailsProps {
  run: WorkflowRunDetails;
}

function RunDetails({ run }: RunDetailsProps) {
  const { pendingActivities, pendingTimers } = run;
  const { t, i18n } = useTranslation('workflows');
  const typeLabel = useWorkflowTypeLabel();
  const { can } = usePermissions();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelWorkflowRun();

  function confirmCancel() {
    cancel.mutate(
      { workflowId: run.workflowId },
      {
        onSuccess: () => void showToast({ message: t('run.cancelled', { id: run.workflowId }), intent: 'success', icon: 'tick' }),
        onError: (error) => void showErrorToast(error),
        onSettled: () => setConfirming(false),
      },
    );
  }

  return (
    <div className="workflows__details">
      <div className="workflows__details-head">
        <RunStatusTag status={run.status} />
        {run.status === 'running' && can('workflows.cancel') ? (
          <Button intent="danger" icon="stop" text={t('run.cancel')} loading={cancel.isPending} onClick={() => setConfirming(true)} />
        ) : null}
      </div>
      <dl className="workflows__fields">
        <dt>{t('run.type')}</dt>
        <dd>{typeLabel(run.workflowType)}</dd>
        <dt>{t('run.runId')}</dt>
        <dd className={Classes.MONOSPACE_TEXT}>{run.runId}</dd>
        <dt>{t('run.started')}</dt>
        <dd>{formatDateTime(run.startTime, i18n.language)}</dd>
        <dt>{t('run.closed')}</dt>
        <dd>{formatDateTime(run.closeTime, i18n.language)}</dd>
        <dt>{t('run.duration')}</dt>
        <dd>{formatDuration(run.startTime, run.closeTime)}</dd>
      </dl>

      <section>
        <H5>{t('run.input')}</H5>
        <JsonBlock value={run.input} />
      </section>
      {run.result !== null && run.result !== undefined ? (
        <section>
          <H5>{t('run.result')}</H5>
          <JsonBlock value={run.result} />
        </section>
      ) : null}
      {run.failure ? (
        <section>
          <H5>{t('run.failure')}</H5>
          <JsonBlock value={run.failure} />
        </section>
      ) : null}
      {run.status === 'running' ? (
        <section className="workflows__pending">
          <div>
            <H5>{t('run.pendingActivities')}</H5>
            {pendingActivities.length === 0 ? (
              <span className={Classes.TEXT_MUTED}>{t('run.noPending')}</span>
            ) : (
              <ul className={Classes.LIST}>
                {pendingActivities.map((activity, index) => (
                  <li key={`${activity.activityType}-${index}`}>
                    <code>{activity.activityType}</code> · {t('run.attempt', { attempt: activity.attempt })}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <H5>{t('run.pendingTimers')}</H5>
            {pendingTimers.length === 0 ? (
              <span className={Classes.TEXT_MUTED}>{t('run.noPending')}</span>
            ) : (
              <ul className={Classes.LIST}>
                {pendingTimers.map((timer, index) => (
                  <li key={index}>{t('run.firesAt', { time: formatDateTime(epochToIso(timer.fireAt), i18n.language) })}</li>
                ))}
              </ul>
            )}
          </div>
        </section>
      ) : null}
      <section>
        <H5>{t('run.history')}</H5>
        <HistoryTable events={run.history} />
      </section>

      <Alert
        isOpen={confirming}
        intent="danger"
        icon="stop"
        confirmButtonText={t('run.cancelConfirmButton')}
        cancelButtonText={t('run.keepRunning')}
        loading={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('run.cancelConfirm', { id: run.workflowId })}</p>
      </Alert>
    </div>
  );
}
