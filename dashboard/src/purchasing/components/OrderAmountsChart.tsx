import { useState } from 'react';
import { SegmentedControl } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatMoneyIn, MONEY_SCALE, moneyToNumber } from '../../../../domain/common/money';
import type { PurchaseOrderLineFieldsFragment, VerifyPurchaseOrderMutation } from '../../graphql';
import { ChartFrame, chartColor } from '../../ui/charts';
import { intlLocaleOf } from '../../ui/utils/dates';
import { amountsByProduct, amountsByStore, type OrderAmounts } from '../utils/orderChart';

/** Products drawn one by one; the smaller ones share one "Otros" bar. */
const PRODUCT_BARS = 15;

/**
 * The order preview's chart, before sending: the amounts (subtotal, IEPS, IVA stacked to the total)
 * per store, or per product over every store; and the same exact figures as a table.
 */
export interface OrderAmountsChartProps {
  order: Pick<VerifyPurchaseOrderMutation['verifyPurchaseOrder'], 'stores'> & { lines: readonly PurchaseOrderLineFieldsFragment[] };
}

export function OrderAmountsChart({ order }: OrderAmountsChartProps) {
  const { t, i18n } = useTranslation('purchasing');
  const locale = intlLocaleOf(i18n.resolvedLanguage ?? 'es');
  const [by, setBy] = useState<'store' | 'product'>('store');
  const rows = by === 'store' ? amountsByStore(order.stores) : amountsByProduct(order.lines, PRODUCT_BARS, t('orderChart.others'));
  // Stores show 2 decimals as the per-store totals do; products the 4 of the lines they sum.
  const scale = by === 'store' ? MONEY_SCALE.storeEmailTotal : MONEY_SCALE.amount;
  const amount = (value: string) => formatMoneyIn(locale, value, scale);
  const points = rows.map((row) => ({ name: row.name, subtotal: moneyToNumber(row.subtotal), ieps: moneyToNumber(row.ieps), iva: moneyToNumber(row.iva) }));
  return (
    <ChartFrame<OrderAmounts>
      testId="order-amounts-chart"
      title={t('orderChart.title')}
      subtitle={t('orderChart.subtitle')}
      actions={
        <SegmentedControl
          size="small"
          value={by}
          onValueChange={(value) => setBy(value as 'store' | 'product')}
          options={[
            { label: t('orderChart.byStore'), value: 'store' },
            { label: t('orderChart.byProduct'), value: 'product' },
          ]}
        />
      }
      chart={{
        data: points,
        xKey: 'name',
        angledX: true,
        height: 300,
        formatValue: (value) => formatMoneyIn(locale, value, MONEY_SCALE.storeEmailTotal),
        series: [
          { key: 'subtotal', label: t('columns.subtotal'), kind: 'bar', stack: 'amount', color: chartColor(0) },
          { key: 'ieps', label: 'IEPS', kind: 'bar', stack: 'amount', color: chartColor(2) },
          { key: 'iva', label: 'IVA', kind: 'bar', stack: 'amount', color: chartColor(1) },
        ],
      }}
      columns={[
        { key: 'name', label: by === 'store' ? t('columns.store') : t('orderChart.product'), value: (row) => row.name },
        { key: 'subtotal', label: t('columns.subtotal'), numeric: true, value: (row) => amount(row.subtotal) },
        { key: 'ieps', label: 'IEPS', numeric: true, value: (row) => amount(row.ieps) },
        { key: 'iva', label: 'IVA', numeric: true, value: (row) => amount(row.iva) },
        { key: 'total', label: t('columns.total'), numeric: true, value: (row) => amount(row.total) },
      ]}
      rows={rows}
    />
  );
}
