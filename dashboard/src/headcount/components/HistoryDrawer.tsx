import { Drawer, Spinner } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, QueryProblem } from '../../ui/components';
import { showErrorToast, showToast } from '../../ui/toaster';
import { useEvaluateHeadcountLog, useHeadcountHistory } from '../hooks';
import { type HeadcountReportRow } from '../hooks/useHeadcountReportColumns';
import { useHistoryColumns, type HeadcountLog, type LogChoice } from '../hooks/useHistoryColumns';
import { treeOptions } from '../utils';
import { LogDetails } from './LogDetails';
import { StatusTag } from './StatusTag';
import { VacanciesChart } from './VacanciesChart';

export interface HistoryDrawerProps {
  report: HeadcountReportRow;
  onClose: () => void;
}

/**
 * A store's history (More Info): its vacancies over time, its evaluations in the data table (newest
 * cut-off first, sortable), the observation and plan of each cut-off with vacancies, and the
 * incidents and vacant positions of the cut-off opened (its arrow, or Enter on its row).
 */
export function HistoryDrawer({ report, onClose }: HistoryDrawerProps) {
  const { t } = useTranslation('headcount');
  const history = useHeadcountHistory(report.id);
  const evaluate = useEvaluateHeadcountLog();
  const [open, setOpen] = useState<string | null>(null);
  const logs = history.data?.headcountHistory;
  const observations = useMemo(() => treeOptions(history.data?.incidentObservations ?? []), [history.data]);
  const plans = useMemo(() => treeOptions(history.data?.incidentPlanActions ?? []), [history.data]);
  const save = useCallback(
    (id: string, change: LogChoice) =>
      evaluate.mutate(
        { id, ...change },
        { onSuccess: () => void showToast({ message: t('history.saved'), intent: 'success', icon: 'tick' }), onError: (error) => showErrorToast(error) },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the mutation's mutate is stable
    [t],
  );
  const toggle = useCallback((log: HeadcountLog) => setOpen((current) => (current === log.id ? null : log.id)), []);
  const columns = useHistoryColumns(observations, plans, open, toggle, save);
  const opened = logs?.find((log) => log.id === open);
  return (
    <Drawer isOpen onClose={onClose} title={report.warehouseName} size="60%" position="right">
      <div className="headcount__drawer">
        <p>
          {t('drawer.template')}: <strong>{report.workTeamTemplateName ?? '—'}</strong> · {t('drawer.status')}: <StatusTag statusName={report.statusName} /> ·{' '}
          {t('drawer.vacants')}: <strong>{report.vacants ?? '—'}</strong>
        </p>
        {history.isPending ? (
          <Spinner />
        ) : history.isError ? (
          <QueryProblem error={history.error} onRetry={() => void history.refetch()} />
        ) : (
          <VacanciesChart logs={logs ?? []} />
        )}
        <h3>{t('history.title')}</h3>
        <DataTable
          tableId="headcount-history"
          label={t('history.title')}
          columns={columns}
          rows={logs}
          getRowId={(log) => log.id}
          error={history.error}
          onRetry={() => void history.refetch()}
          emptyText={t('empty')}
          pageSizes={[25, 100, 400]}
          onOpen={toggle}
        />
        {opened ? <LogDetails log={opened} /> : null}
      </div>
    </Drawer>
  );
}
