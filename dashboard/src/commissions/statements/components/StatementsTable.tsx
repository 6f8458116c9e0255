import { Checkbox, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoneyIn, MONEY_SCALE } from '../../../../../domain/common/money';
import { commissionsPath, part } from '../../utils/paths';
import { StatementStateTag } from './StatementStateTag';

export interface StatementRow {
  id: string;
  employeeId: string;
  employeeName: string;
  areaName: string;
  state: string;
  total: string;
  reviewerName: string;
  adjustmentCount: number;
}

export interface StatementsTableProps {
  rows: readonly StatementRow[];
  /** Ids ticked for approval (only statements in review can be). */
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** Approval checkboxes are shown only to who may approve. */
  selectable: boolean;
}

/** A page of a period's statements: employee, state, total, reviewer; each opens its detail. */
export function StatementsTable({ rows, selected, onToggle, selectable }: StatementsTableProps) {
  const { t, i18n } = useTranslation('commissions');
  return (
    <HTMLTable striped interactive className="statements-table" aria-label={t('statements.title')}>
      <thead>
        <tr>
          {selectable && <th aria-label={t('statements.select')} />}
          <th>{t('statements.column.employee')}</th>
          <th>{t('statements.column.name')}</th>
          <th>{t('statements.column.area')}</th>
          <th>{t('statements.column.state')}</th>
          <th>{t('statements.column.total')}</th>
          <th>{t('statements.column.reviewer')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-statement={row.employeeId}>
            {selectable && (
              <td>
                <Checkbox checked={selected.has(row.id)} disabled={row.state !== 'inReview'} onChange={() => onToggle(row.id)} aria-label={t('statements.selectOne', { name: row.employeeName })} />
              </td>
            )}
            <td>{row.employeeId}</td>
            <td>
              <Link to={commissionsPath(`estados-de-cuenta/detalle/${part(row.id)}`)}>{row.employeeName}</Link>
            </td>
            <td>{row.areaName}</td>
            <td>
              <StatementStateTag state={row.state} />
            </td>
            <td className="statement-amount">{formatMoneyIn(i18n.language, row.total, MONEY_SCALE.commissionDetail)}</td>
            <td>{row.reviewerName}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
