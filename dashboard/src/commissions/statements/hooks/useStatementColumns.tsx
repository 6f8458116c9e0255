import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoneyIn, MONEY_SCALE } from '../../../../../domain/common/money';
import type { StatementPageQuery } from '../../../graphql';
import { commissionsPath, part } from '../../utils/paths';
import { StatementStateTag } from '../components/StatementStateTag';

export type StatementRow = StatementPageQuery['commissionStatements']['items'][number];
export const statementStates = ['calculated', 'inReview', 'disputed', 'recalculating', 'approved', 'exported'] as const;
const column = createColumnHelper<StatementRow>();

/** A period's statements' columns: the sortable ids are the server's sort keys (domain/commissions/statementSort.ts); the state filter is the query's `state`. */
export function useStatementColumns() {
  const { t, i18n } = useTranslation('commissions');
  const language = i18n.language;
  return useMemo(
    () => [
      column.accessor('employeeId', { id: 'employee', header: t('statements.column.employee') }),
      column.accessor('employeeName', {
        id: 'name',
        header: t('statements.column.name'),
        cell: ({ row: { original: row } }) => (
          <span data-statement={row.employeeId}>
            <Link to={commissionsPath(`estados-de-cuenta/detalle/${part(row.id)}`)}>{row.employeeName}</Link>
          </span>
        ),
      }),
      column.accessor('areaName', { id: 'area', header: t('statements.column.area') }),
      column.accessor('state', {
        id: 'state',
        header: t('statements.column.state'),
        meta: { filter: { kind: 'select', options: statementStates.map((value) => ({ value, label: t(`statements.states.${value}`) })) } },
        cell: ({ getValue }) => <StatementStateTag state={getValue()} />,
      }),
      column.accessor('total', {
        id: 'total',
        header: t('statements.column.total'),
        meta: { numeric: true },
        cell: ({ getValue }) => <span className="statement-amount">{formatMoneyIn(language, getValue(), MONEY_SCALE.commissionDetail)}</span>,
      }),
      column.accessor('reviewerName', { id: 'reviewer', header: t('statements.column.reviewer'), enableSorting: false }),
    ],
    [t, language],
  );
}
