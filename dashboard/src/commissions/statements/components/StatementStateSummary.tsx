import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { formatMoneyIn, money, MONEY_SCALE } from '../../../../../domain/common/money';
import { DataTable } from '../../../ui/components';
import { StatementStateTag } from './StatementStateTag';

export interface StatementStateSummaryProps {
  summary: readonly { state: string; count: number; total: string }[];
}

const column = createColumnHelper<StatementStateSummaryProps['summary'][number]>();

/** A period's statements counted and totalled per state. */
export function StatementStateSummary({ summary }: StatementStateSummaryProps) {
  const { t, i18n } = useTranslation('commissions');
  return (
    <div className="statement-summary">
      <DataTable
        tableId="statement-summary"
        label={t('statements.summary')}
        columns={[
          column.accessor('state', { id: 'state', header: t('statements.column.state'), cell: ({ getValue }) => <StatementStateTag state={getValue()} /> }),
          column.accessor('count', {
            id: 'count',
            header: t('statements.column.count'),
            meta: { numeric: true },
            cell: ({ row: { original: entry } }) => (
              <span data-summary={entry.state}>
                <span data-count={entry.count}>{entry.count}</span>
              </span>
            ),
          }),
          column.accessor('total', {
            id: 'total',
            header: t('statements.column.total'),
            meta: { numeric: true },
            sortingFn: (a, b) => money(a.original.total).comparedTo(money(b.original.total)),
            cell: ({ getValue }) => formatMoneyIn(i18n.language, getValue(), MONEY_SCALE.commissionDetail),
          }),
        ]}
        rows={[...summary]}
        getRowId={(entry) => entry.state}
      />
    </div>
  );
}
