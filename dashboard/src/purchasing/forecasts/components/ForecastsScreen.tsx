import { useCallback, useRef, useState } from 'react';
import { Alert, Button, Card, Intent, ProgressBar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../access/hooks';
import { LiveStatusTag } from '../../../live/components/LiveStatusTag';
import { forecastRunSortKeys, FORECAST_RUN_PAGE_SIZES } from '../../../../../domain/purchasing/forecastRunList';
import { DataTable, ScreenHeading } from '../../../ui/components';
import { useCsvExport, useServerTableState } from '../../../ui/hooks';
import { exportUrl } from '../../../ui/utils';
import { showErrorToast, showToast } from '../../../ui/toaster';
import { useCancelForecastRun, useForecastRunPage, useImportForecasts } from '../hooks';
import { useForecastRunColumns, type ForecastRun as Run } from '../hooks/useForecastRunColumns';
import { formatNumber, newImportId } from '../utils';
import { forecastCsvParts } from '../../../../../domain/purchasing/forecastCsv';
import { AccuracyPanel } from './AccuracyPanel';
import { NewForecastDialog } from './NewForecastDialog';
import './forecasts.css';

/**
 * Pronóstico (/prometheus/purchases/newForecast, issue 12): the forecast runs and imports (who,
 * when, scope, rows, status; sorted, filtered by kind and status and paged on the server, kept in the address, exported), 'Nuevo pronóstico' starting a computation with its live progress,
 * the CSV import, and the accuracy of past forecasts.
 */
export function ForecastsScreen() {
  const { t, i18n } = useTranslation('purchasing');
  const language = i18n.resolvedLanguage ?? 'es';
  const { can } = usePermissions();
  const [dialogOpen, setDialogOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const table = useServerTableState({
    sortKeys: forecastRunSortKeys,
    pageSize: FORECAST_RUN_PAGE_SIZES[0],
    columnFilters: ['kind', 'status'],
    inAddress: true,
  });
  const filters = { kind: table.filter('kind') || null, status: table.filter('status') || null };
  const runs = useForecastRunPage({ ...filters, page: table.pageIndex, pageSize: table.pageSize, ...table.sort });
  const csv = useCsvExport();
  const importFile = useImportForecasts();
  const cancelRun = useCancelForecastRun();
  const [cancelling, setCancelling] = useState<Run | null>(null);
  const mayWrite = can('forecasts.write');

  const confirmCancel = () => {
    if (!cancelling) return;
    cancelRun.mutate(
      { runId: cancelling.runId },
      {
        onSuccess: () => showToast({ intent: 'success', icon: 'stop', message: t('forecasts.cancelled') }),
        onError: (error) => showErrorToast(error),
        onSettled: () => setCancelling(null),
      },
    );
  };

  // A file goes in parts of whole rows (the API's bodies stop at 2 MB), one after the other, under one import id.
  const [importing, setImporting] = useState<{ part: number; parts: number } | null>(null);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const parts = forecastCsvParts(await file.text());
    if (fileInput.current) fileInput.current.value = '';
    const importId = newImportId();
    let rows = 0;
    let pairs = 0;
    setImporting({ part: 0, parts: parts.length });
    try {
      for (const [index, part] of parts.entries()) {
        try {
          const answer = await importFile.mutateAsync({
            csv: part.csv,
            fileName: file.name,
            importId,
            part: index + 1,
            parts: parts.length,
            firstLine: part.firstLine,
          });
          rows = answer.importForecasts.importedRows;
          pairs += answer.importForecasts.pairs;
        } catch (error) {
          if (parts.length === 1) showErrorToast(error);
          else
            showToast({
              intent: 'danger',
              icon: 'error',
              message: t('forecasts.partFailed', {
                part: index + 1,
                parts: parts.length,
                line: part.firstLine,
                message: error instanceof Error ? error.message : String(error),
              }),
            });
          return;
        }
        setImporting({ part: index + 1, parts: parts.length });
      }
      showToast({ intent: 'success', icon: 'tick', message: t('forecasts.imported', { rows: formatNumber(rows, language, 0), pairs }) });
    } finally {
      setImporting(null);
    }
  };

  const scopeOf = useCallback(
    (run: Run) => {
      if (run.kind === 'imported')
        return [run.fileName, run.providerName, run.storeIds.length > 0 ? t('forecasts.storesCount', { count: run.storeIds.length }) : null]
          .filter(Boolean)
          .join(' · ');
      const stores = run.storeIds.length > 0 ? run.storeIds.join(', ') : t('forecasts.allStores');
      const parts = [run.organizationId ? t('forecasts.companyShort', { id: run.organizationId }) : null, run.providerName, stores];
      if (run.start) parts.push(t('forecasts.horizonShort', { start: run.start, days: run.horizonDays ?? 0 }));
      return parts.filter(Boolean).join(' · ');
    },
    [t],
  );
  const columns = useForecastRunColumns({ scopeOf, onCancel: mayWrite ? setCancelling : undefined });

  return (
    <div className="forecasts-screen">
      <ScreenHeading
        status={<LiveStatusTag />}
        title={t('forecastTitle')}
        actions={
          mayWrite ? (
            <>
              <input
                ref={fileInput}
                type="file"
                accept=".csv,text/csv"
                hidden
                data-testid="forecast-import-file"
                onChange={(event) => void onFile(event.currentTarget.files?.[0])}
              />
              <Button icon="import" text={t('forecasts.import')} loading={importing !== null} onClick={() => fileInput.current?.click()} />
              <Button icon="add" intent={Intent.PRIMARY} text={t('forecasts.new')} onClick={() => setDialogOpen(true)} />
            </>
          ) : null
        }
      />
      {importing ? (
        <div className="forecasts-import" data-testid="forecast-import-progress">
          <span>{t('forecasts.importing', { part: importing.part, parts: importing.parts })}</span>
          <ProgressBar value={importing.parts > 0 ? Math.max(0.05, importing.part / importing.parts) : 0.05} intent={Intent.PRIMARY} />
        </div>
      ) : null}
      <Card className="forecasts-runs">
        <DataTable
          tableId="forecast-runs"
          label={t('forecastTitle')}
          columns={columns}
          getRowId={(run) => run.runId}
          {...table.tableProps(runs, runs.data?.forecastRunPage)}
          emptyText={t('forecasts.noRuns')}
          pageSizes={FORECAST_RUN_PAGE_SIZES}
          onExport={() => csv.exportCsv(exportUrl('forecastRuns', { ...filters, ...table.sort }), 'forecast-runs.csv')}
          exporting={csv.exporting}
        />
      </Card>
      <AccuracyPanel />
      <Alert
        isOpen={cancelling !== null}
        intent={Intent.DANGER}
        icon="stop"
        confirmButtonText={t('forecasts.cancelConfirmButton')}
        cancelButtonText={t('forecasts.keepRunning')}
        loading={cancelRun.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
      >
        <p>{cancelling ? t('forecasts.cancelConfirm', { scope: scopeOf(cancelling) }) : null}</p>
      </Alert>
      {dialogOpen ? <NewForecastDialog onClose={() => setDialogOpen(false)} /> : null}
    </div>
  );
}
