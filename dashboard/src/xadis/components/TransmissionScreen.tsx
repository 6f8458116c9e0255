import { useCallback, useState } from 'react';
import { Button, Callout, FormGroup, Intent } from '@blueprintjs/core';
import { transmissionRangeSchema } from '../../../../domain/xadis/transmissions';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../access/hooks';
import { LiveStatusTag } from '../../live/components/LiveStatusTag';
import { DataTable, DateField, FormProblem, ScreenHeading } from '../../ui/components';
import { useZodForm } from '../../ui/hooks';
import { showErrorToast } from '../../ui/toaster';
import type { XadisTransmissionFieldsFragment } from '../../graphql/generated/graphql';
import { useCancelXadisTransmission, useStartXadisTransmission, useXadisTransmissions } from '../hooks';
import { useTransmissionColumns } from '../hooks/useTransmissionColumns';
import { pickerBounds } from '../utils';
import { KindProgress } from './KindProgress';
import { SettingsDialog } from './SettingsDialog';
import { TransmissionResult } from './TransmissionResult';
import '../xadis.css';

/**
 * /prometheus/xadis/infoXadis: a date range, 'Enviar', the live progress, the result and the history.
 * The range is a useZodForm on transmissionRangeSchema (the API's): a missing day ('date selection')
 * or an end before the start shows under its field and 'Enviar' stays off.
 */
export function TransmissionScreen() {
  const { t } = useTranslation('xadis');
  const bounds = pickerBounds();
  const start = useStartXadisTransmission();
  const form = useZodForm(transmissionRangeSchema, { id: 'tx', mode: 'onChange', saving: start.isPending, defaultValues: { from: '', to: '' } });
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const canConfigure = usePermissions().can('xadis.settings.write');
  const list = useXadisTransmissions();
  const cancel = useCancelXadisTransmission();
  const rows = list.data?.xadisTransmissions ?? [];
  const running = rows.find((row) => row.status === 'running');
  const current = rows.find((row) => row.id === currentId) ?? running ?? null;
  const columns = useTransmissionColumns();
  const open = useCallback((row: XadisTransmissionFieldsFragment) => setCurrentId(row.id), []);

  const send = form.submit((range) =>
    start.mutate(range, {
      onSuccess: (answer) => setCurrentId(answer.startXadisTransmission.id),
      onError: (error) => {
        form.setServerError(error);
        showErrorToast(error);
      },
    }),
  );

  return (
    <div className="xadis">
      <ScreenHeading
        title={t('tx.title')}
        status={<LiveStatusTag />}
        actions={canConfigure ? <Button icon="cog" text={t('settings.button')} onClick={() => setSettingsOpen(true)} /> : undefined}
      />
      {canConfigure ? <SettingsDialog isOpen={settingsOpen} onClose={() => setSettingsOpen(false)} /> : null}
      <form className="xadis__row" onSubmit={send}>
        <FormGroup label={t('tx.from')} {...form.group('from')}>
          <DateField {...form.date('from')} min={bounds.min} max={bounds.max} />
        </FormGroup>
        <FormGroup label={t('tx.to')} {...form.group('to')}>
          <DateField {...form.date('to')} min={bounds.min} max={bounds.max} />
        </FormGroup>
        <FormGroup>
          <Button
            type="submit"
            intent={Intent.PRIMARY}
            icon="send-to"
            text={t('tx.send')}
            loading={start.isPending}
            disabled={Boolean(running) || form.submitDisabled}
          />
        </FormGroup>
      </form>
      <FormProblem problem={form.formError} />
      {current?.status === 'running' ? (
        <Callout intent={Intent.PRIMARY} title={t('tx.running', { from: current.from, to: current.to })}>
          <div>{t(`tx.state.${(current.state ?? 'login') as 'login'}`)}</div>
          <KindProgress kind="sales" counts={current.sales} />
          <KindProgress kind="inventory" counts={current.inventory} />
          <Button
            icon="stop"
            intent={Intent.DANGER}
            text={t('tx.cancel')}
            loading={cancel.isPending}
            onClick={() => cancel.mutate({ id: current.id }, { onError: (error) => showErrorToast(error) })}
          />
        </Callout>
      ) : current ? (
        <TransmissionResult tx={current} />
      ) : null}
      <h3>{t('tx.history')}</h3>
      <DataTable
        tableId="xadis-transmissions"
        label={t('tx.history')}
        columns={columns}
        rows={list.data?.xadisTransmissions}
        getRowId={(row) => row.id}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText={t('empty.noRecords')}
        pageSizes={[25, 50, 100]}
        onOpen={open}
      />
    </div>
  );
}
