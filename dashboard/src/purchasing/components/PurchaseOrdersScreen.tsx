import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  AnchorButton,
  Button,
  ButtonGroup,
  Callout,
  Card,
  Checkbox,
  Dialog,
  DialogBody,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Intent,
  Menu,
  MenuItem,
  NonIdealState,
  PopoverNext,
  ProgressBar,
  Spinner,
  Switch,
  Tag,
} from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { Area, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { money } from '../../../../domain/common/money';
import { defaultEndDate } from '../../../../domain/purchasing/dates';
import { parsePackagesInput, type ProjectionIndex } from '../../../../domain/purchasing/rules';
import type { PurchaseSelectionInput, VerifyPurchaseOrderMutation } from '../../graphql';
import { QueryProblem, ScreenHeading } from '../../ui/components';
import { showErrorToast, showToast } from '../../ui/toaster';
import { intlLocaleOf } from '../../ui/utils';
import {
  useForecastChart,
  usePurchaseGrid,
  usePurchaseGridTotals,
  usePurchaseOrderProgress,
  usePurchaseOrders,
  usePurchasingOptions,
  purchasingQueryKey,
  useSendPurchaseOrder,
  useVerifyPurchaseOrder,
} from '../hooks';
import { formatMoney, formatPrice, formatQuantity, formatStoreTotal, rowKey, totalsWithEdits, withPackages, withProjection, type GridRow } from '../utils/grid';
import { OrderDialog } from './OrderDialog';
import { OrderLines } from './OrderLines';
import './purchasing.css';
import { storeDate } from '../../../../domain/common/time';

function todayIso(): string {
  return storeDate(Date.now());
}

interface Selection {
  from: string;
  to: string;
  companyId: string;
  zoneId: string;
  storeIds: string[];
  providerId: string;
  distributionCentre: boolean;
  consolidated: boolean;
}

/** The grid's columns (spec 002 section 2): widths shared by the header and the virtual rows. */
const columnTemplate = '64px minmax(180px, 2fr) 64px 84px 60px 60px 60px 52px 52px 72px 72px 88px 96px 90px 96px 40px';

function ForecastChartDialog({ row, from, to, onClose }: { row: GridRow; from: string; to: string; onClose: () => void }) {
  const { t } = useTranslation('purchasing');
  const chart = useForecastChart({ storeId: row.storeId, sku: row.sku, from, to });
  const points = (chart.data?.forecastChart ?? []).map((point) => ({
    ...point,
    base: point.p10,
    band: point.p10 !== null && point.p10 !== undefined && point.p90 !== null && point.p90 !== undefined ? point.p90 - point.p10 : null,
  }));
  return (
    <Dialog isOpen onClose={onClose} title={t('chart', { description: row.description, store: row.storeName })} style={{ width: 820 }}>
      <DialogBody>
        {chart.isPending ? (
          <Spinner />
        ) : chart.error ? (
          <QueryProblem error={chart.error} />
        ) : (
          <div className="purchasing-chart" data-testid="forecast-chart">
            <ResponsiveContainer width="100%" height={320}>
              <ComposedChart data={points}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="date" tick={{ fontSize: 11 }} />
                <YAxis />
                <Tooltip />
                <Legend />
                <Area type="monotone" dataKey="base" stackId="band" stroke="none" fill="transparent" legendType="none" isAnimationActive={false} />
                <Area type="monotone" dataKey="band" stackId="band" name={t('chartBand')} stroke="none" fill="#8abbff" fillOpacity={0.5} isAnimationActive={false} />
                <Line type="monotone" dataKey="p50" name="P50" stroke="#2d72d2" strokeWidth={2} dot={false} isAnimationActive={false} />
                <Line type="monotone" dataKey="sales" name={t('chartSales')} stroke="#238551" dot={false} isAnimationActive={false} />
                <Line type="monotone" dataKey="salesYearBefore" name={t('chartYearBefore')} stroke="#c87619" strokeDasharray="4 3" dot={false} isAnimationActive={false} />
              </ComposedChart>
            </ResponsiveContainer>
          </div>
        )}
      </DialogBody>
    </Dialog>
  );
}

function PackagesInput({ row, text, onChange }: { row: GridRow; text: string | undefined; onChange: (text: string) => void }) {
  const { t } = useTranslation('purchasing');
  const value = text ?? String(row.packages);
  const invalid = parsePackagesInput(value) === null;
  return (
    <InputGroup
      small
      className="purchasing-grid__packages"
      value={value}
      intent={invalid ? Intent.DANGER : Intent.NONE}
      title={invalid ? t('packagesInvalid') : undefined}
      aria-label={`${t('columns.packages')} ${row.sku} ${row.storeId}`}
      aria-invalid={invalid}
      inputMode="numeric"
      onValueChange={onChange}
    />
  );
}

function Grid({ rows, edits, onEdit, onChart }: { rows: GridRow[]; edits: Record<string, string>; onEdit: (key: string, text: string) => void; onChart: (row: GridRow) => void }) {
  const { t, i18n } = useTranslation('purchasing');
  const language = i18n.resolvedLanguage ?? 'es';
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => 34, overscan: 12 });
  const header = ['sku', 'description', 'perPackage', 'packages', 'p10', 'p50', 'p90', 'min', 'max', 'store', 'stock', 'price', 'subtotal', 'taxes', 'total'];
  return (
    <div className="purchasing-grid" role="table" aria-label={t('title')} aria-rowcount={rows.length + 1}>
      <div className="purchasing-grid__row purchasing-grid__head" role="row" style={{ gridTemplateColumns: columnTemplate }}>
        {header.map((name) => (
          <div key={name} role="columnheader">
            {t(`columns.${name}` as 'columns.sku')}
          </div>
        ))}
        <div role="columnheader" />
      </div>
      <div ref={scroller} className="purchasing-grid__body">
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]!;
            const key = rowKey(row);
            return (
              <div
                key={key}
                role="row"
                data-row={key}
                className="purchasing-grid__row"
                style={{ gridTemplateColumns: columnTemplate, position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
              >
                <div role="cell">{row.sku}</div>
                <div role="cell" className="purchasing-grid__description" title={row.description}>
                  {row.description}
                </div>
                <div role="cell" className="num">{row.piecesPerPackage}</div>
                <div role="cell">
                  <PackagesInput row={row} text={edits[key]} onChange={(text) => onEdit(key, text)} />
                </div>
                <div role="cell" className="num">{formatQuantity(row.p10, language)}</div>
                <div role="cell" className="num">{formatQuantity(row.p50, language)}</div>
                <div role="cell" className="num">{formatQuantity(row.p90, language)}</div>
                <div role="cell" className="num">{row.minProduct}</div>
                <div role="cell" className="num">{row.maxProduct}</div>
                <div role="cell" title={row.storeName}>{row.storeId}</div>
                <div role="cell" className="num">{formatQuantity(row.stock, language)}</div>
                <div role="cell" className="num" data-cell="price">{formatPrice(row, language)}</div>
                <div role="cell" className="num" data-cell="subtotal">{formatMoney(row.subtotal, language)}</div>
                <div role="cell" className="num" title={t('grid.taxRates', { iva: row.ivaRate, ieps: row.iepsRate })}>{formatMoney(money(row.iva).plus(row.ieps), language)}</div>
                <div role="cell" className="num" data-cell="total">{formatMoney(row.total, language)}</div>
                <div role="cell">
                  <Button variant="minimal" size="small" icon="timeline-line-chart" aria-label={t('chartOpen', { sku: row.sku, store: row.storeId })} onClick={() => onChart(row)} />
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

type PreviewOrder = VerifyPurchaseOrderMutation['verifyPurchaseOrder'];

function OrderPreview({
  order,
  request,
  onClose,
}: {
  order: PreviewOrder;
  request: { selection: PurchaseSelectionInput; consolidated: boolean; lines: { storeId: string; sku: string; packages: number }[] };
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('purchasing');
  const language = i18n.resolvedLanguage ?? 'es';
  const send = useSendPurchaseOrder();
  const [following, setFollowing] = useState(false);
  const progress = usePurchaseOrderProgress({ erpCompanyId: order.erpCompanyId, folio: order.folio }, following);
  const step = following ? (progress.data?.purchaseOrderProgress.step ?? 'pdf') : 'draft';
  const announced = useRef(false);
  const client = useQueryClient();
  useEffect(() => {
    if ((step === 'done' || step === 'failed') && !announced.current) {
      announced.current = true;
      // The history shows the PDFs, the e-mail and the ERP rows once the process ended.
      void client.invalidateQueries({ queryKey: [...purchasingQueryKey, 'orders'] });
      if (step === 'done') showToast({ message: t('success'), intent: 'success', icon: 'tick', timeout: 5000 });
    }
  }, [step, t, client]);
  const stepIndex = ['draft', 'pdf', 'email', 'erp', 'done'].indexOf(step);
  return (
    <Dialog isOpen onClose={onClose} title={t('preview', { folio: order.folio })} className="purchasing-preview" canOutsideClickClose={false}>
      <DialogBody>
        <p>{t('previewSummary', { provider: order.providerName, email: order.providerEmail, lines: order.lineCount })}</p>
        <HTMLTable compact striped className="purchasing-preview__stores">
          <thead>
            <tr>
              <th>{t('columns.store')}</th>
              <th>{t('columns.subtotal')}</th>
              <th>IEPS</th>
              <th>IVA</th>
              <th>{t('columns.total')}</th>
            </tr>
          </thead>
          <tbody>
            {order.stores.map((store) => (
              <tr key={store.storeId}>
                <td>
                  {store.storeId} {store.storeName}
                </td>
                <td className="num">{formatStoreTotal(store.subtotal)}</td>
                <td className="num">{formatStoreTotal(store.ieps)}</td>
                <td className="num">{formatStoreTotal(store.iva)}</td>
                <td className="num">{formatStoreTotal(store.total)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <OrderLines lines={order.lines} />
        <p className="purchasing-preview__total">
          {t('totals', { subtotal: formatMoney(order.totals.subtotal, language), ieps: formatMoney(order.totals.ieps, language), iva: formatMoney(order.totals.iva, language), total: formatMoney(order.totals.total, language) })}
        </p>
        <div className="purchasing-preview__actions">
          <Tag large minimal intent={step === 'done' ? Intent.SUCCESS : step === 'failed' ? Intent.DANGER : Intent.PRIMARY} data-testid="order-step">
            {t(`steps.${step}` as 'steps.done')}
          </Tag>
          {following && step !== 'done' && step !== 'failed' ? <ProgressBar value={Math.max(0.1, stepIndex / 4)} intent={Intent.PRIMARY} /> : null}
          {step === 'done' ? <Callout intent={Intent.SUCCESS} icon="tick">{t('success')}</Callout> : null}
          {step === 'failed' ? <Callout intent={Intent.DANGER}>{progress.data?.purchaseOrderProgress.failure}</Callout> : null}
          <ButtonGroup>
            <Button text={t('close')} onClick={onClose} />
            <Button
              intent={Intent.PRIMARY}
              icon="send-message"
              text={t('send')}
              loading={send.isPending}
              disabled={following}
              onClick={() =>
                send.mutate({ folio: order.folio, order: request }, { onSuccess: () => setFollowing(true), onError: (error) => showErrorToast(error) })
              }
            />
          </ButtonGroup>
        </div>
      </DialogBody>
    </Dialog>
  );
}

function OrderHistory() {
  const { t, i18n } = useTranslation('purchasing');
  const orders = usePurchaseOrders();
  const [opened, setOpened] = useState<{ erpCompanyId: number; folio: number } | null>(null);
  if (orders.isPending) return <Spinner size={24} />;
  if (orders.error) return <QueryProblem error={orders.error} onRetry={() => void orders.refetch()} />;
  const list = orders.data.purchaseOrders;
  return (
    <section className="purchasing-history" aria-label={t('history')}>
      <h3>{t('history')}</h3>
      {list.length === 0 ? (
        <p className="bp6-text-muted">{t('noHistory')}</p>
      ) : (
        <HTMLTable compact striped>
          <thead>
            <tr>
              {['folio', 'date', 'provider', 'stores', 'total', 'pdf', 'email', 'erp', 'status'].map((name) => (
                <th key={name}>{t(`historyColumns.${name}` as 'historyColumns.folio')}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.map((order) => (
              <tr key={`${order.erpCompanyId}-${order.folio}`} data-folio={order.folio}>
                <td>
                  <Button
                    variant="minimal"
                    size="small"
                    text={order.folio}
                    title={t('openOrder', { folio: order.folio, lines: order.lineCount })}
                    onClick={() => setOpened({ erpCompanyId: order.erpCompanyId, folio: order.folio })}
                  />
                </td>
                <td>{new Date(order.createdAt).toLocaleString(intlLocaleOf(i18n.resolvedLanguage ?? 'es'))}</td>
                <td>{order.providerName}</td>
                <td>{order.stores.map((store) => store.storeId).join(', ')}</td>
                <td className="num">{formatStoreTotal(order.totals.total)}</td>
                <td>
                  {order.pdfs.map((pdf) => (
                    <AnchorButton key={pdf.fileName} variant="minimal" size="small" icon="document" href={pdf.url ?? undefined} target="_blank" text={pdf.fileName} />
                  ))}
                </td>
                <td>{order.emailedAt ? order.emailRecipients.join(', ') : '—'}</td>
                <td>{order.erpInsertedAt ? t('erpRows', { orders: order.erpOrders, lines: order.erpLines }) : '—'}</td>
                <td>
                  <Tag minimal intent={order.status === 'sent' ? Intent.SUCCESS : order.status === 'failed' ? Intent.DANGER : Intent.PRIMARY}>{t(`status.${order.status}` as 'status.sent')}</Tag>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {opened ? <OrderDialog order={opened} onClose={() => setOpened(null)} /> : null}
    </section>
  );
}

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
  const [selection, setSelection] = useState<Selection>(() => {
    const from = todayIso();
    return { from, to: defaultEndDate(from), companyId: '', zoneId: '', storeIds: [], providerId: '', distributionCentre: false, consolidated: true };
  });
  const [projection, setProjection] = useState<ProjectionIndex>(0);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [chartRow, setChartRow] = useState<GridRow | null>(null);
  const [askPerStore, setAskPerStore] = useState(false);
  const [preview, setPreview] = useState<PreviewOrder | null>(null);
  const options = usePurchasingOptions(selection.companyId || null);
  const verify = useVerifyPurchaseOrder();
  const optionsData = options.data?.purchasingOptions;
  const companyLoaded = Boolean(selection.companyId) && !options.isPlaceholderData && Boolean(optionsData);
  const stores = useMemo(
    () => (companyLoaded ? (optionsData?.stores ?? []).filter((store) => !selection.zoneId || store.zoneId === selection.zoneId) : []),
    [companyLoaded, optionsData, selection.zoneId],
  );
  const gridSelection: PurchaseSelectionInput | null =
    selection.companyId && selection.providerId
      ? {
          companyId: selection.companyId,
          providerId: selection.providerId,
          from: selection.from,
          to: selection.to,
          zoneId: selection.zoneId || null,
          storeIds: selection.storeIds,
          distributionCentre: selection.distributionCentre,
          projection: 0,
        }
      : null;
  const grid = usePurchaseGrid(gridSelection);
  const serverTotals = usePurchaseGridTotals(gridSelection ? { ...gridSelection, projection } : null);
  const firstPage = grid.data?.pages[0]?.purchaseGrid;
  const loadedRows = useMemo(() => (grid.data?.pages ?? []).flatMap((page) => page.purchaseGrid.rows) as GridRow[], [grid.data]);
  const baseRows = useMemo(() => withProjection(loadedRows, projection), [loadedRows, projection]);
  const rows = useMemo(
    () =>
      baseRows.map((row) => {
        const text = edits[rowKey(row)];
        if (text === undefined) return row;
        const packages = parsePackagesInput(text);
        return packages === null ? row : withPackages(row, packages);
      }),
    [baseRows, edits],
  );
  // The whole selection's money from the server, plus what the buyer's edits change on the rows at hand.
  const totals = useMemo(() => (serverTotals.data ? totalsWithEdits(serverTotals.data.purchaseGrid.totals, baseRows, edits) : null), [serverTotals.data, baseRows, edits]);
  const rowCount = firstPage?.rowCount ?? 0;
  const invalidEdit = Object.values(edits).some((text) => parsePackagesInput(text) === null);
  const request = gridSelection
    ? {
        selection: { ...gridSelection, projection },
        consolidated: selection.consolidated,
        lines: Object.entries(edits)
          .filter(([, text]) => parsePackagesInput(text) !== null)
          .map(([key, text]) => {
            const [storeId, sku] = key.split('|') as [string, string];
            return { storeId, sku, packages: parsePackagesInput(text)! };
          }),
      }
    : null;

  const change = (patch: Partial<Selection>) => {
    setSelection((current) => ({ ...current, ...patch }));
    setEdits({});
  };
  const runVerify = () => {
    if (!request) return;
    verify.mutate({ order: request }, { onSuccess: (answer) => setPreview(answer.verifyPurchaseOrder), onError: (error) => showErrorToast(error) });
  };

  return (
    <div className="purchasing-screen">
      <ScreenHeading title={t('title')} />
      <Card className="purchasing-selection">
        <FormGroup label={t('startDate')} labelFor="purchase-from">
          <input
            id="purchase-from"
            className="bp6-input"
            type="date"
            value={selection.from}
            onChange={(event) => event.target.value && change({ from: event.target.value, to: defaultEndDate(event.target.value) })}
          />
        </FormGroup>
        <FormGroup label={t('endDate')} labelFor="purchase-to">
          <input id="purchase-to" className="bp6-input" type="date" value={selection.to} min={selection.from} onChange={(event) => event.target.value && change({ to: event.target.value })} />
        </FormGroup>
        <FormGroup label={t('company')} labelFor="purchase-company">
          <HTMLSelect
            id="purchase-company"
            value={selection.companyId}
            disabled={!options.data}
            onChange={(event) => change({ companyId: event.currentTarget.value, zoneId: '', storeIds: [], providerId: '' })}
          >
            <option value="">{t('chooseCompany')}</option>
            {(optionsData?.companies ?? []).map((company) => (
              <option key={company.organizationId} value={company.organizationId}>
                {company.organizationName}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('zone')} labelFor="purchase-zone">
          <HTMLSelect id="purchase-zone" value={selection.zoneId} disabled={!companyLoaded} onChange={(event) => change({ zoneId: event.currentTarget.value, storeIds: [] })}>
            <option value="">{t('allZones')}</option>
            {(companyLoaded ? (optionsData?.zones ?? []) : []).map((zone) => (
              <option key={zone.zoneId} value={zone.zoneId}>
                {zone.zoneName}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('stores')} labelFor="purchase-stores">
          <select
            id="purchase-stores"
            className="purchasing-selection__stores"
            multiple
            disabled={stores.length === 0}
            value={selection.storeIds}
            title={t('allStores')}
            onChange={(event) => change({ storeIds: Array.from(event.currentTarget.selectedOptions, (option) => option.value) })}
          >
            {stores.map((store) => (
              <option key={store.warehouseId} value={store.warehouseId}>
                {store.warehouseId} {store.warehouseName}
              </option>
            ))}
          </select>
        </FormGroup>
        <FormGroup label={t('provider')} labelFor="purchase-provider">
          <HTMLSelect
            id="purchase-provider"
            value={selection.providerId}
            disabled={!companyLoaded || (optionsData?.providers.length ?? 0) === 0}
            onChange={(event) => change({ providerId: event.currentTarget.value })}
          >
            <option value="">{t('chooseProvider')}</option>
            {(companyLoaded ? (optionsData?.providers ?? []) : []).map((provider) => (
              <option key={provider.providerId} value={provider.providerId}>
                {provider.providerName}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <div className="purchasing-selection__switches">
          <Switch
            id="purchase-centre"
            checked={selection.distributionCentre}
            disabled={!companyLoaded || !optionsData?.distributionCentreId}
            label={t('distributionCentre', { id: optionsData?.distributionCentreId ?? 'CO129' })}
            onChange={(event) => change({ distributionCentre: event.currentTarget.checked })}
          />
          <Checkbox
            id="purchase-consolidate"
            checked={selection.consolidated}
            label={t('consolidate')}
            onChange={(event) => setSelection((current) => ({ ...current, consolidated: (event.target as HTMLInputElement).checked }))}
          />
        </div>
      </Card>
      {options.error ? <QueryProblem error={options.error} onRetry={() => void options.refetch()} /> : null}

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
            ? t('totals', { subtotal: formatMoney(totals.subtotal, language), ieps: formatMoney(totals.ieps, language), iva: formatMoney(totals.iva, language), total: formatMoney(totals.total, language) })
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
        <Grid rows={rows} edits={edits} onEdit={(key, text) => setEdits((current) => ({ ...current, [key]: text.trim() !== '' && parsePackagesInput(text) !== null ? String(parsePackagesInput(text)) : text }))} onChart={setChartRow} />
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
