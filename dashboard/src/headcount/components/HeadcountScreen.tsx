import { Fragment, useState } from 'react';
import { Button, Callout, Card, Drawer, HTMLSelect, HTMLTable, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { QueryProblem, ScreenHeading } from '../../ui/components';
import { showErrorToast, showToast } from '../../ui/toaster';
import { useEvaluateHeadcountLog, useHeadcountHistory, useHeadcountReports, useHeadcountRun, useHeadcountSummary, useStartHeadcount } from '../hooks';
import { offeredOptions, severityIntent, statusColors, treeOptions } from '../utils';
import './headcount.css';

type Status = 'high' | 'medium' | 'low';
const pageSizes = [10, 25, 100];

function StatusTag({ statusName }: { statusName: string | null | undefined }) {
  const { t } = useTranslation('headcount');
  if (!statusName) return <span className="headcount__not-ready">{t('notReady')}</span>;
  const color = statusColors[statusName as Status];
  return (
    <Tag round style={{ background: color, color: statusName === 'medium' ? '#1c2127' : '#fff' }}>
      {t(`status.${statusName as Status}`)}
    </Tag>
  );
}

function Cards() {
  const { t } = useTranslation('headcount');
  const summary = useHeadcountSummary();
  if (summary.isPending) return <Spinner size={30} />;
  if (summary.isError) return <QueryProblem error={summary.error} onRetry={() => void summary.refetch()} />;
  const cards = summary.data.headcountSummary;
  const chart = cards.map((card) => ({ name: card.organizationName, high: card.high, medium: card.medium, low: card.low }));
  return (
    <div className="headcount__top">
      <div className="headcount__cards">
        {cards.map((card) => (
          <Card key={card.organizationId} className="headcount__card" aria-label={card.organizationName}>
            <Callout intent={severityIntent(card.severity)} title={card.organizationName} icon="people">
              <div className="headcount__figures">
                <div>
                  <strong>{card.templatePositions}</strong> {t('cards.positions')}
                </div>
                <div>
                  <strong>{card.vacants}</strong> {t('cards.vacants')}
                </div>
              </div>
              <div className="headcount__vacant-positions">
                {card.vacantPositions.map((entry) => (
                  <Tag key={entry.positionName} minimal>
                    {entry.positionName}: {entry.count}
                  </Tag>
                ))}
              </div>
              <div className="headcount__store-ids">{card.storeIds.join(', ')}</div>
            </Callout>
          </Card>
        ))}
      </div>
      <Card className="headcount__chart" aria-label={t('chart.title')}>
        <h3>{t('chart.title')}</h3>
        <ResponsiveContainer width="100%" height={220}>
          <BarChart data={chart}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            <Bar dataKey="high" stackId="status" name={t('chart.high')} fill={statusColors.high} />
            <Bar dataKey="medium" stackId="status" name={t('chart.medium')} fill={statusColors.medium} />
            <Bar dataKey="low" stackId="status" name={t('chart.low')} fill={statusColors.low} />
          </BarChart>
        </ResponsiveContainer>
      </Card>
    </div>
  );
}

interface ReportRow {
  id: string;
  warehouseName: string;
  workTeamTemplateName?: string | null;
  statusName?: string | null;
  vacants?: number | null;
}

function HistoryDrawer({ report, onClose }: { report: ReportRow; onClose: () => void }) {
  const { t } = useTranslation('headcount');
  const history = useHeadcountHistory(report.id);
  const evaluate = useEvaluateHeadcountLog();
  const [open, setOpen] = useState<string | null>(null);
  const logs = history.data?.headcountHistory ?? [];
  const observations = treeOptions(history.data?.incidentObservations ?? []);
  const plans = treeOptions(history.data?.incidentPlanActions ?? []);
  const line = [...logs].reverse().map((log) => ({ date: log.calculationDate, vacants: log.vacantCounter }));
  const save = (id: string, change: { incidentObservationId?: string | null; incidentPlanActionId?: string | null }) =>
    evaluate.mutate({ id, ...change }, { onSuccess: () => void showToast({ message: t('history.saved'), intent: 'success', icon: 'tick' }), onError: (error) => showErrorToast(error) });
  return (
    <Drawer isOpen onClose={onClose} title={report.warehouseName} size="60%" position="right">
      <div className="headcount__drawer">
        <p>
          {t('drawer.template')}: <strong>{report.workTeamTemplateName ?? '—'}</strong> · {t('drawer.status')}: <StatusTag statusName={report.statusName} /> · {t('drawer.vacants')}: <strong>{report.vacants ?? '—'}</strong>
        </p>
        {history.isPending ? (
          <Spinner />
        ) : history.isError ? (
          <QueryProblem error={history.error} onRetry={() => void history.refetch()} />
        ) : (
          <>
            <ResponsiveContainer width="100%" height={200}>
              <LineChart data={line}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="date" />
                <YAxis allowDecimals={false} />
                <Tooltip />
                <Line type="monotone" dataKey="vacants" name={t('drawer.vacants')} stroke="#f50057" dot={false} />
              </LineChart>
            </ResponsiveContainer>
            <h3>{t('history.title')}</h3>
            <HTMLTable compact striped className="headcount__history">
              <thead>
                <tr>
                  <th />
                  <th>{t('history.since')}</th>
                  <th>{t('history.cutoff')} ▼</th>
                  <th>{t('history.status')}</th>
                  <th>{t('history.vacants')}</th>
                  <th>{t('history.observation')}</th>
                  <th>{t('history.plan')}</th>
                </tr>
              </thead>
              <tbody>
                {logs.map((log) => (
                  <Fragment key={log.id}>
                    <tr>
                      <td>
                        <Button variant="minimal" size="small" icon={open === log.id ? 'chevron-down' : 'chevron-right'} aria-label={t('history.expand', { date: log.calculationDate })} onClick={() => setOpen(open === log.id ? null : log.id)} />
                      </td>
                      <td>{log.sinceDate}</td>
                      <td>{log.calculationDate}</td>
                      <td>
                        <StatusTag statusName={log.statusName} />
                      </td>
                      <td>{log.vacantCounter}</td>
                      <td>
                        {log.vacantCounter > 0 && (
                          <HTMLSelect aria-label={t('history.observationOf', { date: log.calculationDate })} value={log.incidentObservationId ?? ''} onChange={(event) => save(log.id, { incidentObservationId: event.currentTarget.value || null })}>
                            <option value="">{t('history.choose')}</option>
                            {offeredOptions(observations, log.incidentObservationId).map((option) => (
                              <option key={option.value} value={option.value}>
                                {option.label}
                              </option>
                            ))}
                          </HTMLSelect>
                        )}
                      </td>
                      <td>
                        {log.vacantCounter > 0 && (
                          <HTMLSelect aria-label={t('history.planOf', { date: log.calculationDate })} value={log.incidentPlanActionId ?? ''} onChange={(event) => save(log.id, { incidentPlanActionId: event.currentTarget.value || null })}>
                            <option value="">{t('history.choose')}</option>
                            {offeredOptions(plans, log.incidentPlanActionId).map((option) => (
                              <option key={option.value} value={option.value}>
                                {option.label}
                              </option>
                            ))}
                          </HTMLSelect>
                        )}
                      </td>
                    </tr>
                    {open === log.id && (
                      <tr>
                        <td colSpan={7}>
                          <div className="headcount__expanded">
                            <div>
                              <h4>{t('history.incidents')}</h4>
                              <HTMLTable compact>
                                <thead>
                                  <tr>
                                    <th>{t('history.incidentDate')}</th>
                                    <th>{t('history.createdAt')}</th>
                                    <th>{t('history.description')}</th>
                                  </tr>
                                </thead>
                                <tbody>
                                  {log.incidents.length === 0 ? (
                                    <tr>
                                      <td colSpan={3}>{t('empty')}</td>
                                    </tr>
                                  ) : (
                                    log.incidents.map((incident) => (
                                      <tr key={incident.incidentId}>
                                        <td>{incident.day}</td>
                                        <td>{new Date(incident.datetime * 1000).toLocaleString()}</td>
                                        <td>{incident.description}</td>
                                      </tr>
                                    ))
                                  )}
                                </tbody>
                              </HTMLTable>
                            </div>
                            <div>
                              <h4>{t('history.details')}</h4>
                              <HTMLTable compact>
                                <thead>
                                  <tr>
                                    <th>{t('history.counter')}</th>
                                    <th>{t('history.position')}</th>
                                    <th>{t('history.date')}</th>
                                  </tr>
                                </thead>
                                <tbody>
                                  {log.detail.length === 0 ? (
                                    <tr>
                                      <td colSpan={3}>{t('empty')}</td>
                                    </tr>
                                  ) : (
                                    log.detail.map((entry) => (
                                      <tr key={entry.positionId}>
                                        <td>{entry.count}</td>
                                        <td>{entry.positionName}</td>
                                        <td>{entry.date}</td>
                                      </tr>
                                    ))
                                  )}
                                </tbody>
                              </HTMLTable>
                            </div>
                          </div>
                        </td>
                      </tr>
                    )}
                  </Fragment>
                ))}
              </tbody>
            </HTMLTable>
          </>
        )}
      </div>
    </Drawer>
  );
}

function Reports() {
  const { t } = useTranslation('headcount');
  const [search, setSearch] = useState('');
  const [statusName, setStatusName] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [selected, setSelected] = useState<ReportRow | null>(null);
  const reports = useHeadcountReports(search, statusName || null, page, pageSize);
  const data = reports.data?.headcountReports;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  return (
    <Card className="headcount__reports">
      <h3>{t('reports.title')}</h3>
      <div className="headcount__toolbar">
        <InputGroup leftIcon="search" placeholder={t('reports.search')} aria-label={t('reports.search')} value={search} onValueChange={(value) => (setSearch(value), setPage(0))} />
        <HTMLSelect aria-label={t('reports.statusFilter')} value={statusName} onChange={(event) => (setStatusName(event.currentTarget.value), setPage(0))}>
          <option value="">{t('reports.allStatus')}</option>
          <option value="high">{t('status.high')}</option>
          <option value="medium">{t('status.medium')}</option>
          <option value="low">{t('status.low')}</option>
          <option value="none">{t('notReady')}</option>
        </HTMLSelect>
      </div>
      {reports.isPending ? (
        <Spinner />
      ) : reports.isError ? (
        <QueryProblem error={reports.error} onRetry={() => void reports.refetch()} />
      ) : (
        <HTMLTable striped compact interactive className="headcount__table">
          <thead>
            <tr>
              {(['company', 'storeCode', 'store', 'zone', 'type', 'positions', 'assigned', 'vacants', 'extras', 'status', 'more'] as const).map((column) => (
                <th key={column}>{t(`reports.${column}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data!.rows.length === 0 ? (
              <tr>
                <td colSpan={11}>{t('empty')}</td>
              </tr>
            ) : (
              data!.rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.organizationName}</td>
                  <td>{row.warehouseId}</td>
                  <td>{row.warehouseName}</td>
                  <td>{row.zoneName}</td>
                  <td>{row.workTeamTemplateName ?? '—'}</td>
                  <td>{row.teamPositionsCount ?? '—'}</td>
                  <td>{row.teamAssignedCount ?? '—'}</td>
                  <td>{row.vacants ?? '—'}</td>
                  <td>{row.extras ?? '—'}</td>
                  <td>
                    <StatusTag statusName={row.statusName} />
                  </td>
                  <td>
                    <Button variant="minimal" size="small" icon="info-sign" text={t('reports.more')} aria-label={t('reports.moreOf', { store: row.warehouseName })} disabled={!row.statusName} onClick={() => setSelected(row)} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </HTMLTable>
      )}
      <div className="headcount__pager">
        <HTMLSelect aria-label={t('reports.pageSize')} value={pageSize} onChange={(event) => (setPageSize(Number(event.currentTarget.value)), setPage(0))}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </HTMLSelect>
        <Button icon="chevron-left" disabled={page === 0} aria-label={t('reports.previous')} onClick={() => setPage(page - 1)} />
        <span>{t('reports.page', { page: page + 1, pages, total: data?.total ?? 0 })}</span>
        <Button icon="chevron-right" disabled={page + 1 >= pages} aria-label={t('reports.next')} onClick={() => setPage(page + 1)} />
      </div>
      {selected && <HistoryDrawer report={selected} onClose={() => setSelected(null)} />}
    </Card>
  );
}

function ComputeButton() {
  const { t } = useTranslation('headcount');
  const start = useStartHeadcount();
  const [workflowId, setWorkflowId] = useState<string | null>(null);
  const run = useHeadcountRun(workflowId);
  const status = run.data?.headcountRun;
  const running = start.isPending || (workflowId !== null && (!status || status.status === 'running'));
  return (
    <div className="headcount__compute">
      <Button
        icon="refresh"
        intent="primary"
        loading={running}
        text={t('compute.run')}
        onClick={() => start.mutate({}, { onSuccess: (answer) => setWorkflowId(answer.startHeadcount.workflowId), onError: (error) => showErrorToast(error) })}
      />
      {status && status.status !== 'running' && <span>{t('compute.done', { date: status.calculationDate ?? '', count: status.processed })}</span>}
    </div>
  );
}

/** /prometheus/humanResources/headcount: 'Head Count' (spec 002 section 2). */
export function HeadcountScreen() {
  const { t } = useTranslation('headcount');
  return (
    <div className="headcount">
      <ScreenHeading title={t('title')} />
      <ComputeButton />
      <Cards />
      <Reports />
    </div>
  );
}
