import { Button, ButtonGroup, Callout, Spinner } from '@blueprintjs/core';
import { functionalUpdate, type RowSelectionState, type SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { statementSortKeys } from '../../../../../domain/commissions/statementSort';
import { LiveStatusTag } from '../../../live/components/LiveStatusTag';
import { QueryProblem, ScreenHeading, type ServerListState } from '../../../ui/components';
import { listSortOf } from '../../../ui/utils';
import { useCommissionGrants } from '../../hooks';
import { commissionsPath, part } from '../../utils/paths';
import { approveStatementsMutation } from '../graphql/queries';
import { STATEMENTS_PAGE_SIZE, useStatementDecision, useStatementPage, useStatementPeriods } from '../hooks';
import { periodFromParam, periodParam } from '../utils/period';
import { StartStatementsForm } from './StartStatementsForm';
import { StatementExportDialog } from './StatementExportDialog';
import { StatementPeriodPicker } from './StatementPeriodPicker';
import { StatementSettingsButton } from './StatementSettingsButton';
import { StatementStateSummary } from './StatementStateSummary';
import { StatementsTable } from './StatementsTable';
import '../statements.css';

/**
 * estados-de-cuenta/lista/{organizationId}: a company's statements by period, with counts per
 * state, the list in the data table (state filter, sort, page and page size on the server, kept in
 * the address), approval of many at once and the payroll export.
 */
export function StatementsScreen() {
  const { t } = useTranslation('commissions');
  const organizationId = useParams().organizationId ?? '';
  const [search, setSearch] = useSearchParams();
  const period = periodFromParam(organizationId, search.get('period'));
  const state = search.get('state');
  const page = Math.max(1, Number(search.get('page') ?? '1') || 1);
  const pageSize = [50, 100, 200].includes(Number(search.get('size'))) ? Number(search.get('size')) : STATEMENTS_PAGE_SIZE;
  const sorting: SortingState = search.get('sort') ? [{ id: search.get('sort') ?? '', desc: search.get('direction') === 'desc' }] : [];
  const sort = listSortOf(sorting, statementSortKeys);
  const navigate = useNavigate();
  const { grants } = useCommissionGrants();
  const canApprove = grants?.can('StatementApprovals', 'write') ?? false;
  const periods = useStatementPeriods(organizationId);
  const list = useStatementPage(period, state, page, sort, pageSize);
  const approve = useStatementDecision(approveStatementsMutation);
  const [selected, setSelected] = useState<RowSelectionState>({});
  const [exportOpen, setExportOpen] = useState(false);

  const go = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes))
      if (value) next.set(key, value);
      else next.delete(key);
    setSelected({});
    setSearch(next);
  };
  const data = list.data?.commissionStatements;
  const inReview = data?.summary.find((entry) => entry.state === 'inReview')?.count ?? 0;
  const ids = Object.keys(selected).filter((id) => selected[id]);
  const pagination = { pageIndex: page - 1, pageSize };
  const columnFilters = state ? [{ id: 'state', value: state }] : [];
  const server: ServerListState = {
    total: data?.total ?? 0,
    loading: list.isPlaceholderData,
    pagination,
    onPaginationChange: (next) => {
      const value = functionalUpdate(next, pagination);
      go({ page: value.pageIndex > 0 ? String(value.pageIndex + 1) : null, size: value.pageSize === STATEMENTS_PAGE_SIZE ? null : String(value.pageSize) });
    },
    sorting,
    onSortingChange: (next) => {
      const [first] = functionalUpdate(next, sorting);
      go({ sort: first?.id ?? null, direction: first?.desc ? 'desc' : null, page: null });
    },
    columnFilters,
    onColumnFiltersChange: (next) =>
      go({ state: (functionalUpdate(next, columnFilters).find((filter) => filter.id === 'state')?.value as string | undefined) ?? null, page: null }),
  };

  return (
    <div className="commissions-page statements-page">
      <ScreenHeading title={t('statements.title')} status={<LiveStatusTag />} />
      {periods.error ? (
        <QueryProblem error={periods.error} onRetry={() => void periods.refetch()} />
      ) : (
        <div className="statements-toolbar">
          <StatementPeriodPicker
            periods={periods.data?.commissionStatementPeriods ?? []}
            value={period ? periodParam(period) : ''}
            onChange={(value) => go({ period: value || null, page: null })}
          />
          {canApprove && <StartStatementsForm organizationId={organizationId} onStarted={(started) => go({ period: periodParam(started), page: null })} />}
          {canApprove && <StatementSettingsButton organizationId={organizationId} />}
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
                {canApprove && (
                  <ButtonGroup>
                    <Button
                      icon="tick"
                      text={t('statements.approveSelected', { count: ids.length })}
                      disabled={ids.length === 0}
                      loading={approve.isPending}
                      onClick={() => approve.mutate({ input: { ...period, ids } }, { onSuccess: () => setSelected({}) })}
                    />
                    <Button
                      icon="tick-circle"
                      intent="success"
                      text={t('statements.approveAll', { count: inReview })}
                      disabled={inReview === 0}
                      loading={approve.isPending}
                      onClick={() => approve.mutate({ input: { ...period } })}
                    />
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
              <StatementsTable
                rows={data.items}
                server={server}
                selected={selected}
                onSelect={setSelected}
                selectable={canApprove}
                onOpen={(row) => void navigate(commissionsPath(`estados-de-cuenta/detalle/${part(row.id)}`))}
              />
              {canApprove && <StatementExportDialog period={period} isOpen={exportOpen} onClose={() => setExportOpen(false)} />}
            </>
          ) : null}
        </>
      )}
    </div>
  );
}
