import { Button, Card, FormGroup, H4, HTMLSelect } from '@blueprintjs/core';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePermissions } from '../../access/hooks';
import { ForbiddenState, QueryProblem, ScreenHeading } from '../../ui/components';
import { LiveStatusTag } from '../../live/components/LiveStatusTag';
import { useErrorToast, useServerTableState } from '../../ui/hooks';
import { WORKFLOW_RUN_PAGE_SIZES, workflowRunSortKeys } from '../../../../domain/workflows/runList';
import { workflowsQueryKey, useWorkflowRuns } from '../hooks';
import { runFilterOf, runStatuses, workflowTypeOptions } from '../utils/runs';
import { OverviewStrip } from './OverviewStrip';
import { RunDrawer } from './RunDrawer';
import { RunsTable } from './RunsTable';
import { SchedulesCard } from './SchedulesCard';
import { useWorkflowTypeLabel } from '../hooks/useWorkflowTypeLabel';
import './workflows.css';

/** The run opened in the drawer lives in the address beside the list's page, sort and filters, so a run can be linked and Back works. */
function useOpenRun(): [string | undefined, (workflowId: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const open = (workflowId: string | undefined) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (workflowId) next.set('run', workflowId);
        else next.delete('run');
        return next;
      },
      { replace: true },
    );
  return [params.get('run') ?? undefined, open];
}

/** /prometheus/system/workflows: every run of every process, its detail, and the schedules. */
export function WorkflowsScreen() {
  const { t } = useTranslation('workflows');
  const typeLabel = useWorkflowTypeLabel();
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: workflowsQueryKey }) > 0;
  const [openRun, setOpenRun] = useOpenRun();
  const list = useServerTableState({ sortKeys: workflowRunSortKeys, pageSize: WORKFLOW_RUN_PAGE_SIZES[0], filters: ['type', 'status'], inAddress: true });
  const filter = runFilterOf(list.filter('type'), list.filter('status'));
  const pageSize = (WORKFLOW_RUN_PAGE_SIZES as readonly number[]).includes(list.pageSize) ? list.pageSize : WORKFLOW_RUN_PAGE_SIZES[0];
  // Known from `me` already: a position without workflows.read gets one clear state, no calls.
  const allowed = usePermissions().can('workflows.read');
  const runs = useWorkflowRuns({ ...filter, page: list.pageIndex, pageSize, ...list.sort }, allowed);
  useErrorToast(runs.error);
  const types = workflowTypeOptions(runs.data?.workflowRunPage.rows.map((run) => run.workflowType) ?? []);

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
                onChange={(event) => list.setFilters({ type: event.currentTarget.value })}
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
              <HTMLSelect id="workflow-status-filter" value={filter.status ?? ''} onChange={(event) => list.setFilters({ status: event.currentTarget.value })}>
                <option value="">{t('filters.allStatuses')}</option>
                {runStatuses.map((status) => (
                  <option key={status} value={status}>
                    {t(`status.${status}`)}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
          </div>
        </div>
        <RunsTable list={list} filter={filter} runs={runs} selectedId={openRun} onSelect={setOpenRun} />
      </Card>
      <SchedulesCard />
      <RunDrawer workflowId={openRun} onClose={() => setOpenRun(undefined)} />
    </>
  );
}
