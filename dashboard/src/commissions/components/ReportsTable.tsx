import { HTMLTable } from '@blueprintjs/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { intlLocaleOf } from '../../ui/utils';
import { commissionsPath, part } from '../utils/paths';
import { listResult, slashDate } from '../utils/reports';
import type { Report } from '../utils/types';
import { useReportColumns } from '../hooks/useReportColumns';

const ROW_HEIGHT = 31;

interface ReportsTableProps {
  rows: readonly Report[];
  organizationName: (id: string) => string;
}

/** The reports table: one page of rows from the server (virtual rows beyond 100, for the 200 to 600 row pages and every row), Error in red, Ver Reporte. */
export function ReportsTable({ rows, organizationName }: ReportsTableProps) {
  const { t, i18n } = useTranslation('commissions');
  const columns = useReportColumns();
  const locale = intlLocaleOf(i18n.resolvedLanguage ?? 'es');
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = rows.length > 100;
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 12, enabled: virtual });
  const items = virtual ? virtualizer.getVirtualItems() : rows.map((_row, index) => ({ index, start: index * ROW_HEIGHT }));
  const top = virtual && items.length > 0 ? items[0].start : 0;
  const bottom = virtual && items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1].start + ROW_HEIGHT) : 0;
  return (
    <div ref={scroller} className={virtual ? 'commissions-reports__scroller' : undefined}>
      <HTMLTable striped compact interactive className="commissions-table" aria-label={t('reports.title')} aria-rowcount={rows.length}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column} className={index === 7 ? 'commissions-number' : undefined}>
                {column}
              </th>
            ))}
            <th />
          </tr>
        </thead>
        <tbody>
          {top > 0 ? <tr style={{ height: top }} aria-hidden /> : null}
          {items.map(({ index }) => {
            const row = rows[index];
            return (
              <tr key={row.id} style={{ height: ROW_HEIGHT }}>
                <td>{organizationName(row.organization_id)}</td>
                <td>{row.employee_id}</td>
                <td>{row.employee_name}</td>
                <td>{row.hierarchical_node_name}</td>
                <td>{row.variable_commission_name}</td>
                <td>{slashDate(row.start_date)}</td>
                <td>{slashDate(row.end_date)}</td>
                <td className={`commissions-number${row.exception ? ' commissions-error' : ''}`}>{listResult(row, locale)}</td>
                <td>{row.warehouse}</td>
                <td>
                  <Link to={commissionsPath(`reportes/detalle/${part(row.id)}`)}>{t('reports.view')}</Link>
                </td>
              </tr>
            );
          })}
          {bottom > 0 ? <tr style={{ height: bottom }} aria-hidden /> : null}
        </tbody>
      </HTMLTable>
    </div>
  );
}
