import { Button, Card, FormGroup, H4, HTMLSelect, Spinner } from '@blueprintjs/core';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePermissions } from '../../access/hooks';
import { ForbiddenState, QueryProblem, ScreenHeading } from '../../ui/components';
import { LiveStatusTag } from '../../live/components/LiveStatusTag';
import { useErrorToast } from '../../ui/hooks';
import { workflowsQueryKey, useWorkflowRuns } from '../hooks';
import { isRunStatus, type RunFilter, runStatuses, workflowTypeOptions } from '../utils/runs';
import { OverviewStrip } from './OverviewStrip';
import { RunDrawer } from './RunDrawer';
import { RunsTable } from './RunsTable';
import { SchedulesCard } from './SchedulesCard';
import { useWorkflowTypeLabel } from './RunStatusTag';
import './workflows.css';

const limits = [25, 50, 100, 200] as const;

/** Filters and the open run live in the address, so a run can be linked and the back button works. */
function useRunFilter(): [RunFilter, string | undefined, (change: Record<string, string | undefined>) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const limit = Number(params.get('limit'));
  const filter: RunFilter = {
    workflowType: params.get('type') || undefined,
    status: isRunStatus(status) ? status : undefined,
    limit: (limits as readonly number[]).includes(limit) ? limit : 50,
  };
  const update = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  return [filter, params.get('run') ?? undefined, update];
}

/** /prometheus/system/workflows: every run of every process, its detail, and the schedules. */
export function WorkflowsScreen() {
  const { t } = useTranslation('workflows');
  const typeLabel = useWorkflowTypeLabel();
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: workflowsQueryKey }) > 0;
  const [filter, openRun, update] = useRunFilter();
  // Known from `me` already: a position without workflows.read gets one clear state, no calls.
  const allowed = usePermissions().can('workflows.read');
  const runs = useWorkflowRuns(filter, allowed);
  useErrorToast(runs.error);
  const types = workflowTypeOptions(runs.data?.workflowRuns.map((run) => run.workflowType) ?? []);

  if (!allowed || (runs.isError && runs.error.code === 'FORBIDDEN')) {
    return (
      <>
        <ScreenHeading title={t('title')} />
        <Card>{runs.isError ? <QueryProblem error={runs.error} /> : <ForbiddenState />}</Card>
      </>
    );
  }

  return (
    <>
      <ScreenHeading
        title={t('title')}
        actions={
          <>
            <LiveStatusTag />
            <Button icon="refresh" text={t('refresh')} loading={fetching} onClick={() => void queryClient.invalidateQueries({ queryKey: workflowsQueryKey })} />
          </>
        }
      />
      <OverviewStrip />
      <Card className="workflows__card">
        <div className="workflows__card-head">
          <H4>{t('runs.title')}</H4>
          <div className="workflows__filters">
            <FormGroup inline label={t('filters.type')} labelFor="workflow-type-filter">
              <HTMLSelect
                id="workflow-type-filter"
                value={filter.workflowType ?? ''}
                onChange={(event) => update({ type: event.currentTarget.value || undefined })}
              >
                <option value="">{t('filters.allTypes')}</option>
                {types.map((type) => (
                  <option key={type} value={type}>
                    {typeLabel(type)}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <FormGroup inline label={t('filters.status')} labelFor="workflow-status-filter">
              <HTMLSelect
                id="workflow-status-filter"
                value={filter.status ?? ''}
                onChange={(event) => update({ status: event.currentTarget.value || undefined })}
              >
                <option value="">{t('filters.allStatuses')}</option>
                {runStatuses.map((status) => (
                  <option key={status} value={status}>
                    {t(`status.${status}`)}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <FormGroup inline label={t('filters.limit')} labelFor="workflow-limit-filter">
              <HTMLSelect id="workflow-limit-filter" value={String(filter.limit)} onChange={(event) => update({ limit: event.currentTarget.value })}>
                {limits.map((limit) => (
                  <option key={limit} value={limit}>
                    {t('filters.limitOption', { count: limit })}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
          </div>
        </div>
        {runs.isPending ? (
          <div className="workflows__loading" role="status">
            <Spinner size={24} /> {t('runs.loading')}
          </div>
        ) : runs.isError ? (
          <QueryProblem error={runs.error} onRetry={() => void runs.refetch()} />
        ) : (
          <RunsTable runs={runs.data.workflowRuns} selectedId={openRun} onSelect={(workflowId) => update({ run: workflowId })} />
        )}
      </Card>
      <SchedulesCard />
      <RunDrawer workflowId={openRun} onClose={() => update({ run: undefined })} />
    </>
  );
}
