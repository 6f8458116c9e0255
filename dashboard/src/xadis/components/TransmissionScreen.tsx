import { useState } from 'react';
import { Button, Callout, FormGroup, HTMLTable, InputGroup, Intent, ProgressBar, Spinner, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../access/hooks';
import { QueryProblem, ScreenHeading } from '../../ui/components';
import { showErrorToast } from '../../ui/toaster';
import type { XadisTransmissionFieldsFragment } from '../../graphql/generated/graphql';
import { useCancelXadisTransmission, useStartXadisTransmission, useXadisTransmissions } from '../hooks';
import { formatTime, pickerBounds } from '../utils';
import { SettingsDialog } from './SettingsDialog';
import '../xadis.css';

type Transmission = XadisTransmissionFieldsFragment;

const statusIntent: Record<string, Intent> = { running: Intent.PRIMARY, sent: Intent.SUCCESS, error: Intent.WARNING, loginFailed: Intent.DANGER, failed: Intent.DANGER, cancelled: Intent.NONE };

/**
 * A kind's live progress from the workflow's query: its records are those sent so far (batches sent
 * x 500, capped at the total once known), so the counts show from the first batch on; before it only the batches.
 */
function KindProgress({ kind, counts }: { kind: 'sales' | 'inventory'; counts: Transmission['sales'] }) {
  const { t } = useTranslation('xadis');
  const started = counts.batchesSent > 0 || counts.records > 0;
  return (
    <div className="xadis__progress" data-testid={`progress-${kind}`}>
      <strong>{t(kind === 'sales' ? 'tx.sales' : 'tx.inventory')}</strong>: {t('tx.batches', { sent: counts.batchesSent, total: counts.batches })}
      {started ? <> · {t('tx.counts', counts)}</> : null}
      <ProgressBar intent={Intent.PRIMARY} animate stripes value={counts.batches ? counts.batchesSent / counts.batches : 0} />
    </div>
  );
}

/** The result of a finished transmission: the screen's message, the counts and the error items. */
function Result({ tx }: { tx: Transmission }) {
  const { t } = useTranslation('xadis');
  // A refused login and a failure half way e-mail the internal list: the screen says so.
  const email = tx.emailSubject ? <div>{t('tx.email', { subject: tx.emailSubject, count: tx.emailRecipients.length })}</div> : null;
  if (tx.status === 'loginFailed') {
    return (
      <Callout intent={Intent.DANGER} title={t('tx.loginFailed')}>
        {tx.message}
        {email}
      </Callout>
    );
  }
  if (tx.status === 'cancelled' || tx.status === 'failed') {
    return (
      <Callout intent={Intent.WARNING}>
        {t(`tx.status.${tx.status as 'failed'}`)} {tx.message ?? ''}
        {email}
      </Callout>
    );
  }
  return (
    <Callout intent={tx.status === 'sent' ? Intent.SUCCESS : Intent.WARNING} title={tx.status === 'sent' ? t('tx.sent') : t('tx.sentWithErrors')}>
      <div>{t('tx.sales')}: {t('tx.counts', tx.sales)}</div>
      <div>{t('tx.inventory')}: {t('tx.counts', tx.inventory)}</div>
      {email}
      {tx.errorItems.length > 0 ? (
        <HTMLTable compact aria-label={t('tx.errorItems')}>
          <thead>
            <tr>
              <th>{t('tx.kind')}</th>
              <th>SKU</th>
              <th>{t('tx.msg')}</th>
            </tr>
          </thead>
          <tbody>
            {tx.errorItems.slice(0, 50).map((item, index) => (
              <tr key={index}>
                <td>{t(item.kind === 'sales' ? 'tx.sales' : 'tx.inventory')}</td>
                <td>{item.sku}</td>
                <td>{item.msg}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
    </Callout>
  );
}

/** /prometheus/xadis/infoXadis: a date range, 'Enviar', the live progress, the result and the history. */
export function TransmissionScreen() {
  const { t, i18n } = useTranslation('xadis');
  const bounds = pickerBounds();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const canConfigure = usePermissions().can('xadis.settings.write');
  const list = useXadisTransmissions();
  const start = useStartXadisTransmission();
  const cancel = useCancelXadisTransmission();
  const rows = list.data?.xadisTransmissions ?? [];
  const running = rows.find((row) => row.status === 'running');
  const current = rows.find((row) => row.id === currentId) ?? running ?? null;

  const send = () => {
    if (!from || !to) {
      setProblem('date selection');
      return;
    }
    setProblem(null);
    start.mutate({ from, to }, { onSuccess: (answer) => setCurrentId(answer.startXadisTransmission.id), onError: (error) => showErrorToast(error) });
  };

  return (
    <div className="xadis">
      <ScreenHeading title={t('tx.title')} actions={canConfigure ? <Button icon="cog" text={t('settings.button')} onClick={() => setSettingsOpen(true)} /> : undefined} />
      {canConfigure ? <SettingsDialog isOpen={settingsOpen} onClose={() => setSettingsOpen(false)} /> : null}
      <div className="xadis__row">
        <FormGroup label={t('tx.from')} labelFor="tx-from">
          <InputGroup id="tx-from" type="date" min={bounds.min} max={bounds.max} value={from} onValueChange={setFrom} />
        </FormGroup>
        <FormGroup label={t('tx.to')} labelFor="tx-to">
          <InputGroup id="tx-to" type="date" min={bounds.min} max={bounds.max} value={to} onValueChange={setTo} />
        </FormGroup>
        <FormGroup>
          <Button intent={Intent.PRIMARY} icon="send-to" text={t('tx.send')} loading={start.isPending} disabled={Boolean(running)} onClick={send} />
        </FormGroup>
      </div>
      {problem ? <Callout intent={Intent.DANGER} data-testid="date-selection">{problem}</Callout> : null}
      {current?.status === 'running' ? (
        <Callout intent={Intent.PRIMARY} title={t('tx.running', { from: current.from, to: current.to })}>
          <div>{t(`tx.state.${(current.state ?? 'login') as 'login'}`)}</div>
          <KindProgress kind="sales" counts={current.sales} />
          <KindProgress kind="inventory" counts={current.inventory} />
          <Button icon="stop" intent={Intent.DANGER} text={t('tx.cancel')} loading={cancel.isPending} onClick={() => cancel.mutate({ id: current.id }, { onError: (error) => showErrorToast(error) })} />
        </Callout>
      ) : current ? (
        <Result tx={current} />
      ) : null}
      <h3>{t('tx.history')}</h3>
      {list.error ? <QueryProblem error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.isLoading ? <Spinner size={24} /> : null}
      <HTMLTable compact striped interactive aria-label={t('tx.history')}>
        <thead>
          <tr>
            <th>{t('tx.started')}</th>
            <th>{t('tx.range')}</th>
            <th>{t('tx.statusLabel')}</th>
            <th>{t('tx.sales')}</th>
            <th>{t('tx.inventory')}</th>
            <th>{t('tx.emailSent')}</th>
            <th>{t('tx.requestedBy')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} onClick={() => setCurrentId(row.id)}>
              <td>{formatTime(row.startedAt, i18n.resolvedLanguage ?? 'es')}</td>
              <td>{row.from === row.to ? row.from : `${row.from} – ${row.to}`}</td>
              <td>
                <Tag intent={statusIntent[row.status] ?? Intent.NONE}>{t(`tx.status.${row.status as 'sent'}`)}</Tag>
              </td>
              <td>{t('tx.short', row.sales)}</td>
              <td>{t('tx.short', row.inventory)}</td>
              <td>{row.emailSubject ? `${row.emailSubject} (${formatTime(row.emailSentAt, i18n.resolvedLanguage ?? 'es')})` : '—'}</td>
              <td>{row.requestedBy}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {rows.length === 0 && !list.isLoading ? <p className="xadis__empty">{t('empty.noRecords')}</p> : null}
    </div>
  );
}
