import { useCallback, useState } from 'react';
import { Button, Callout, FormGroup, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../access/hooks';
import { LiveStatusTag } from '../../live/components/LiveStatusTag';
import { transmissionSortKeys, TRANSMISSION_PAGE_SIZES } from '../../../../domain/xadis/transmissionList';
import { DataTable, DateField, ScreenHeading } from '../../ui/components';
import { useCsvExport, useServerTableState } from '../../ui/hooks';
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
 */
export function TransmissionScreen() {
  const { t } = useTranslation('xadis');
  const bounds = pickerBounds();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
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
  const start = useStartXadisTransmission();
  const cancel = useCancelXadisTransmission();
  const csv = useCsvExport();
  const answer = list.data?.xadisTransmissionPage;
  const running = answer?.running ?? null;
  // The one opened (its latest answer when the page or the running one holds it), else the one running.
  const current = (opened && (answer?.rows.find((row) => row.id === opened.id) ?? (running?.id === opened.id ? running : opened))) ?? running;
  const columns = useTransmissionColumns();
  const open = useCallback((row: XadisTransmissionFieldsFragment) => setOpened(row), []);

  const send = () => {
    if (!from || !to) {
      setProblem('date selection');
      return;
    }
    setProblem(null);
    start.mutate({ from, to }, { onSuccess: (started) => setOpened(started.startXadisTransmission), onError: (error) => showErrorToast(error) });
  };

  return (
    <div className="xadis">
      <ScreenHeading
        title={t('tx.title')}
        status={<LiveStatusTag />}
        actions={canConfigure ? <Button icon="cog" text={t('settings.button')} onClick={() => setSettingsOpen(true)} /> : undefined}
      />
      {canConfigure ? <SettingsDialog isOpen={settingsOpen} onClose={() => setSettingsOpen(false)} /> : null}
      <div className="xadis__row">
        <FormGroup label={t('tx.from')} labelFor="tx-from">
          <DateField id="tx-from" min={bounds.min} max={bounds.max} value={from} onChange={setFrom} />
        </FormGroup>
        <FormGroup label={t('tx.to')} labelFor="tx-to">
          <DateField id="tx-to" min={bounds.min} max={bounds.max} value={to} onChange={setTo} />
        </FormGroup>
        <FormGroup>
          <Button intent={Intent.PRIMARY} icon="send-to" text={t('tx.send')} loading={start.isPending} disabled={Boolean(running)} onClick={send} />
        </FormGroup>
      </div>
      {problem ? (
        <Callout intent={Intent.DANGER} data-testid="date-selection">
          {problem}
        </Callout>
      ) : null}
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
