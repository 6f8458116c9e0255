import { useCallback, useState } from 'react';
import { Button, Callout, FormGroup, Intent } from '@blueprintjs/core';
import { transmissionRangeSchema } from '../../../../domain/xadis/transmissions';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../access/hooks';
import { LiveStatusTag } from '../../live/components/LiveStatusTag';
import { transmissionSortKeys, TRANSMISSION_PAGE_SIZES } from '../../../../domain/xadis/transmissionList';
import { DataTable, DateField, FormProblem, ScreenHeading } from '../../ui/components';
import { useCsvExport, useServerTableState, useZodForm } from '../../ui/hooks';
import { showErrorToast } from '../../ui/toaster';
import { exportUrl } from '../../ui/utils';
import type { XadisTransmissionFieldsFragment } from '../../graphql/generated/graphql';
import { useCancelXadisTransmission, useStartXadisTransmission, useXadisTransmissionPage } from '../hooks';
import { useTransmissionColumns } from '../hooks/useTransmissionColumns';
import { pickerBounds } from '../utils';
import { KindProgress } from './KindProgress';
import { SettingsDialog } from './SettingsDialog';
import { TransmissionResult } from './TransmissionResult';
import '../xadis.css';

/**
 * /prometheus/xadis/infoXadis: a date range, 'Enviar', the live progress, the result and the history
 * (sorted, filtered by status and requester and paged on the server, kept in the address, exported as CSV).
 * The range is a useZodForm on transmissionRangeSchema (the API's): a missing day ('date selection')
 * or an end before the start shows under its field and 'Enviar' stays off.
 */
export function TransmissionScreen() {
  const { t } = useTranslation('xadis');
  const bounds = pickerBounds();
  const start = useStartXadisTransmission();
  const form = useZodForm(transmissionRangeSchema, { id: 'tx', mode: 'onChange', saving: start.isPending, defaultValues: { from: '', to: '' } });
  const [opened, setOpened] = useState<XadisTransmissionFieldsFragment | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const canConfigure = usePermissions().can('xadis.settings.write');
  const table = useServerTableState({
    sortKeys: transmissionSortKeys,
    pageSize: TRANSMISSION_PAGE_SIZES[0],
    columnFilters: ['status', 'requestedBy'],
    inAddress: true,
  });
  const filters = { status: table.filter('status') || null, requestedBy: table.filter('requestedBy') || null };
  const list = useXadisTransmissionPage({ ...filters, page: table.pageIndex, pageSize: table.pageSize, ...table.sort });
  const cancel = useCancelXadisTransmission();
  const csv = useCsvExport();
  const answer = list.data?.xadisTransmissionPage;
  const running = answer?.running ?? null;
  // The one opened (its latest answer when the page or the running one holds it), else the one running.
  const current = (opened && (answer?.rows.find((row) => row.id === opened.id) ?? (running?.id === opened.id ? running : opened))) ?? running;
  const columns = useTransmissionColumns();
  const open = useCallback((row: XadisTransmissionFieldsFragment) => setOpened(row), []);

  const send = form.submit((range) =>
    start.mutate(range, {
      onSuccess: (started) => setOpened(started.startXadisTransmission),
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
        <FormGroup className="xadis__row-action">
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
        getRowId={(row) => row.id}
        {...table.tableProps(list, answer)}
        emptyText={t('empty.noRecords')}
        pageSizes={TRANSMISSION_PAGE_SIZES}
        onOpen={open}
        onExport={() => csv.exportCsv(exportUrl('xadisTransmissions', { ...filters, ...table.sort }), 'xadis-transmissions.csv')}
        exporting={csv.exporting}
      />
    </div>
  );
}
