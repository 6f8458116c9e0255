import { Button, ButtonGroup, Callout, HTMLSelect, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { Pager, QueryProblem, ScreenHeading } from '../../../ui/components';
import { useCommissionGrants } from '../../hooks';
import { approveStatementsMutation } from '../graphql/queries';
import { STATEMENTS_PAGE_SIZE, useStatementDecision, useStatementPage, useStatementPeriods } from '../hooks';
import { periodFromParam, periodParam } from '../utils/period';
import { StartStatementsForm } from './StartStatementsForm';
import { StatementExportDialog } from './StatementExportDialog';
import { StatementPeriodPicker } from './StatementPeriodPicker';
import { StatementStateSummary } from './StatementStateSummary';
import { StatementsTable } from './StatementsTable';
import '../statements.css';

const states = ['calculated', 'inReview', 'disputed', 'recalculating', 'approved', 'exported'] as const;

/** estados-de-cuenta/lista/{organizationId}: a company's statements by period, with counts per state, approval of many at once and the payroll export. */
export function StatementsScreen() {
  const { t } = useTranslation('commissions');
  const organizationId = useParams().organizationId ?? '';
  const [search, setSearch] = useSearchParams();
  const period = periodFromParam(organizationId, search.get('period'));
  const state = search.get('state');
  const page = Math.max(1, Number(search.get('page') ?? '1') || 1);
  const { grants } = useCommissionGrants();
  const canApprove = grants?.can('StatementApprovals', 'write') ?? false;
  const periods = useStatementPeriods(organizationId);
  const list = useStatementPage(period, state, page);
  const approve = useStatementDecision(approveStatementsMutation);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [exportOpen, setExportOpen] = useState(false);

  const go = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) if (value) next.set(key, value);
    else next.delete(key);
    setSelected(new Set());
    setSearch(next);
  };
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  const data = list.data?.commissionStatements;
  const inReview = data?.summary.find((entry) => entry.state === 'inReview')?.count ?? 0;

  return (
    <div className="commissions-page statements-page">
      <ScreenHeading title={t('statements.title')} />
      {periods.error ? (
        <QueryProblem error={periods.error} onRetry={() => void periods.refetch()} />
      ) : (
        <div className="statements-toolbar">
          <StatementPeriodPicker periods={periods.data?.commissionStatementPeriods ?? []} value={period ? periodParam(period) : ''} onChange={(value) => go({ period: value || null, page: null })} />
          {canApprove && <StartStatementsForm organizationId={organizationId} onStarted={(started) => go({ period: periodParam(started), page: null })} />}
        </div>
      )}
      {period && (
        <>
          {list.isPending ? (
            <Spinner />
          ) : list.error ? (
            <QueryProblem error={list.error} onRetry={() => void list.refetch()} />
          ) : data ? (
            <>
              <StatementStateSummary summary={data.summary} />
              <div className="statements-toolbar">
                <HTMLSelect aria-label={t('statements.column.state')} value={state ?? ''} onChange={(event) => go({ state: event.currentTarget.value || null, page: null })}>
                  <option value="">{t('statements.allStates')}</option>
                  {states.map((value) => (
                    <option key={value} value={value}>
                      {t(`statements.states.${value}`)}
                    </option>
                  ))}
                </HTMLSelect>
                {canApprove && (
                  <ButtonGroup>
                    <Button icon="tick" text={t('statements.approveSelected', { count: selected.size })} disabled={selected.size === 0} loading={approve.isPending} onClick={() => approve.mutate({ input: { ...period, ids: [...selected] } }, { onSuccess: () => setSelected(new Set()) })} />
                    <Button icon="tick-circle" intent="success" text={t('statements.approveAll', { count: inReview })} disabled={inReview === 0} loading={approve.isPending} onClick={() => approve.mutate({ input: { ...period } })} />
                    <Button icon="export" text={t('statements.export.open')} onClick={() => setExportOpen(true)} />
                  </ButtonGroup>
                )}
              </div>
              {approve.data && (
                <Callout intent="success" data-approved={approve.data.approveCommissionStatements.approved}>
                  {t('statements.approvedCount', approve.data.approveCommissionStatements)}
                </Callout>
              )}
              {approve.error && <Callout intent="danger">{approve.error.message}</Callout>}
              {data.items.length === 0 ? <p>{t('statements.none')}</p> : <StatementsTable rows={data.items} selected={selected} onToggle={toggle} selectable={canApprove} />}
              <Pager offset={(page - 1) * STATEMENTS_PAGE_SIZE} limit={STATEMENTS_PAGE_SIZE} rowCount={data.items.length} onOffsetChange={(offset) => go({ page: String(offset / STATEMENTS_PAGE_SIZE + 1) })} />
              {canApprove && <StatementExportDialog period={period} isOpen={exportOpen} onClose={() => setExportOpen(false)} />}
            </>
          ) : null}
        </>
      )}
    </div>
  );
}
