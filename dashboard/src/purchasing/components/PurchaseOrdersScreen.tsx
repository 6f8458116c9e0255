import { useMemo, useState } from 'react';
import { Alert, Button, ButtonGroup, Intent, Menu, MenuItem, NonIdealState, PopoverNext, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ProjectionIndex } from '../../../../domain/purchasing/rules';
import { LiveStatusTag } from '../../live/components/LiveStatusTag';
import { QueryProblem, ScreenHeading } from '../../ui/components';
import { showErrorToast } from '../../ui/toaster';
import { usePurchaseGrid, usePurchaseGridTotals, useVerifyPurchaseOrder } from '../hooks';
import { formatMoney, totalsWithEdits, withProjection, type GridRow } from '../utils/grid';
import {
  gridSelectionOf,
  hasInvalidEdit,
  initialPurchaseSelection,
  packagesEditText,
  purchaseOrderRequest,
  rowsWithEdits,
  type PurchaseScreenSelection,
} from '../utils/order';
import { ForecastChartDialog } from './ForecastChartDialog';
import { OrderHistory } from './OrderHistory';
import { OrderPreview, type PreviewOrder } from './OrderPreview';
import { PurchaseGrid } from './PurchaseGrid';
import { PurchaseSelectionForm } from './PurchaseSelectionForm';
import './purchasing.css';

/**
 * The Purchase Orders screen (spec 002 sections 2-5): the selection cascade, each control disabled
 * until its source is loaded; the grid computed by the server in pages (the first rows at once, the
 * rest appended as they arrive; the totals of the whole selection from the server); the projection split
 * button and Piezas edits recomputing the money with the shared rules; the forecast chart per row;
 * 'Verificar orden de compra' -> the preview with the ERP folio -> send, following the process.
 */
export function PurchaseOrdersScreen() {
  const { t, i18n } = useTranslation('purchasing');
  const language = i18n.resolvedLanguage ?? 'es';
  const [selection, setSelection] = useState<PurchaseScreenSelection>(() => initialPurchaseSelection());
  const [projection, setProjection] = useState<ProjectionIndex>(0);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [chartRow, setChartRow] = useState<GridRow | null>(null);
  const [askPerStore, setAskPerStore] = useState(false);
  const [preview, setPreview] = useState<PreviewOrder | null>(null);
  const verify = useVerifyPurchaseOrder();
  const gridSelection = gridSelectionOf(selection);
  const grid = usePurchaseGrid(gridSelection);
  const serverTotals = usePurchaseGridTotals(gridSelection ? { ...gridSelection, projection } : null);
  const firstPage = grid.data?.pages[0]?.purchaseGrid;
  const loadedRows = useMemo(() => (grid.data?.pages ?? []).flatMap((page) => page.purchaseGrid.rows) as GridRow[], [grid.data]);
  const baseRows = useMemo(() => withProjection(loadedRows, projection), [loadedRows, projection]);
  const rows = useMemo(() => rowsWithEdits(baseRows, edits), [baseRows, edits]);
  // The whole selection's money from the server, plus what the buyer's edits change on the rows at hand.
  const totals = useMemo(
    () => (serverTotals.data ? totalsWithEdits(serverTotals.data.purchaseGrid.totals, baseRows, edits) : null),
    [serverTotals.data, baseRows, edits],
  );
  const rowCount = firstPage?.rowCount ?? 0;
  const invalidEdit = hasInvalidEdit(edits);
  const request = gridSelection ? purchaseOrderRequest(gridSelection, projection, selection.consolidated, edits) : null;

  const change = (patch: Partial<PurchaseScreenSelection>) => {
    setSelection((current) => ({ ...current, ...patch }));
    setEdits({});
  };
  const runVerify = () => {
    if (!request) return;
    verify.mutate({ order: request }, { onSuccess: (answer) => setPreview(answer.verifyPurchaseOrder), onError: (error) => showErrorToast(error) });
  };

  return (
    <div className="purchasing-screen">
      <ScreenHeading title={t('title')} status={<LiveStatusTag />} />
      <PurchaseSelectionForm
        selection={selection}
        onChange={change}
        onConsolidatedChange={(consolidated) => setSelection((current) => ({ ...current, consolidated }))}
      />

      <div className="purchasing-toolbar">
        <ButtonGroup>
          <Button icon="predictive-analysis" text={t(`projections.p${projection}`)} disabled={rows.length === 0} onClick={() => setEdits({})} />
          <PopoverNext
            placement="bottom-end"
            content={
              <Menu>
                {[0, 1, 2, 3].map((index) => (
                  <MenuItem
                    key={index}
                    text={t(`projections.p${index}` as 'projections.p0')}
                    active={index === projection}
                    onClick={() => {
                      setProjection(index as ProjectionIndex);
                      setEdits({});
                    }}
                  />
                ))}
              </Menu>
            }
          >
            <Button icon="caret-down" aria-label={t('projection')} disabled={rows.length === 0} />
          </PopoverNext>
        </ButtonGroup>
        {firstPage ? (
          <span className="purchasing-toolbar__summary" data-testid="grid-summary">
            {t('rowsSummary', {
              rows: rowCount,
              stores: firstPage.stores,
              products: firstPage.products,
              from: firstPage.forecastFrom,
              to: firstPage.forecastToExclusive,
            })}
            {rows.length < rowCount ? <span data-testid="grid-loading">{t('rowsLoading', { rows: rows.length, total: rowCount })}</span> : null}
          </span>
        ) : null}
        <span className="purchasing-toolbar__totals" data-testid="grid-totals">
          {totals
            ? t('totals', {
                subtotal: formatMoney(totals.subtotal, language),
                ieps: formatMoney(totals.ieps, language),
                iva: formatMoney(totals.iva, language),
                total: formatMoney(totals.total, language),
              })
            : gridSelection && !serverTotals.error
              ? t('totalsLoading')
              : null}
        </span>
        <Button
          intent={Intent.PRIMARY}
          icon="endorsed"
          text={t('verify')}
          disabled={rows.length === 0 || invalidEdit}
          loading={verify.isPending}
          onClick={() => (selection.consolidated ? runVerify() : setAskPerStore(true))}
        />
      </div>

      {serverTotals.error ? <QueryProblem error={serverTotals.error} onRetry={() => void serverTotals.refetch()} /> : null}
      {grid.error && rows.length > 0 ? <QueryProblem error={grid.error} onRetry={() => void grid.fetchNextPage()} /> : null}
      {!gridSelection ? (
        <NonIdealState icon="shopping-cart" description={t('pickFirst')} />
      ) : grid.isPending ? (
        <Spinner />
      ) : grid.error && rows.length === 0 ? (
        <QueryProblem error={grid.error} onRetry={() => void grid.refetch()} />
      ) : rows.length === 0 ? (
        <NonIdealState icon="search" description={t('noRows')} />
      ) : (
        <PurchaseGrid
          rows={rows}
          edits={edits}
          onEdit={(key, text) => setEdits((current) => ({ ...current, [key]: packagesEditText(text) }))}
          onChart={setChartRow}
        />
      )}

      <OrderHistory />

      {chartRow ? <ForecastChartDialog row={chartRow} from={selection.from} to={selection.to} onClose={() => setChartRow(null)} /> : null}
      <Alert
        isOpen={askPerStore}
        intent={Intent.PRIMARY}
        icon="help"
        confirmButtonText={t('perStore')}
        cancelButtonText={t('cancel')}
        onCancel={() => setAskPerStore(false)}
        onConfirm={() => {
          setAskPerStore(false);
          runVerify();
        }}
      >
        <p>{t('askConsolidate')}</p>
      </Alert>
      {preview && request ? <OrderPreview order={preview} request={request} onClose={() => setPreview(null)} /> : null}
    </div>
  );
}
