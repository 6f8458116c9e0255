import { useRef } from 'react';
import { Button } from '@blueprintjs/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { money } from '../../../../domain/common/money';
import { formatMoney, formatPrice, formatQuantity, rowKey, type GridRow } from '../utils/grid';
import { PackagesInput } from './PackagesInput';

/** The grid's columns (spec 002 section 2): widths shared by the header and the virtual rows. */
const columnTemplate = '64px minmax(180px, 2fr) 64px 84px 60px 60px 60px 52px 52px 72px 72px 88px 96px 90px 96px 40px';

interface PurchaseGridProps {
  rows: GridRow[];
  edits: Record<string, string>;
  onEdit: (key: string, text: string) => void;
  onChart: (row: GridRow) => void;
}

/** The purchase grid, virtualised: only the rows in view are in the page. */
export function PurchaseGrid({ rows, edits, onEdit, onChart }: PurchaseGridProps) {
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
                <div role="cell" className="num">
                  {row.piecesPerPackage}
                </div>
                <div role="cell">
                  <PackagesInput row={row} text={edits[key]} onChange={(text) => onEdit(key, text)} />
                </div>
                <div role="cell" className="num">
                  {formatQuantity(row.p10, language)}
                </div>
                <div role="cell" className="num">
                  {formatQuantity(row.p50, language)}
                </div>
                <div role="cell" className="num">
                  {formatQuantity(row.p90, language)}
                </div>
                <div role="cell" className="num">
                  {row.minProduct}
                </div>
                <div role="cell" className="num">
                  {row.maxProduct}
                </div>
                <div role="cell" title={row.storeName}>
                  {row.storeId}
                </div>
                <div role="cell" className="num">
                  {formatQuantity(row.stock, language)}
                </div>
                <div role="cell" className="num" data-cell="price">
                  {formatPrice(row, language)}
                </div>
                <div role="cell" className="num" data-cell="subtotal">
                  {formatMoney(row.subtotal, language)}
                </div>
                <div role="cell" className="num" title={t('grid.taxRates', { iva: row.ivaRate, ieps: row.iepsRate })}>
                  {formatMoney(money(row.iva).plus(row.ieps), language)}
                </div>
                <div role="cell" className="num" data-cell="total">
                  {formatMoney(row.total, language)}
                </div>
                <div role="cell">
                  <Button
                    variant="minimal"
                    size="small"
                    icon="timeline-line-chart"
                    aria-label={t('chartOpen', { sku: row.sku, store: row.storeId })}
                    onClick={() => onChart(row)}
                  />
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
