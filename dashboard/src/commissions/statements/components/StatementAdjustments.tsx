import { Tag } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { formatMoneyIn, money, MONEY_SCALE } from '../../../../../domain/common/money';
import { DataTable } from '../../../ui/components';

export interface StatementAdjustmentsProps {
  adjustments: readonly { id: string; amount: string; reason: string; by: string; at: string; clawback: boolean; correctsPeriod?: string | null }[];
}

type Adjustment = StatementAdjustmentsProps['adjustments'][number];
const column = createColumnHelper<Adjustment>();

/** Adjustments: amount, reason, who and when; a correction carried from an exported period says which. */
export function StatementAdjustments({ adjustments }: StatementAdjustmentsProps) {
  const { t, i18n } = useTranslation('commissions');
  return (
    <section className="statement-section" aria-label={t('statements.detail.adjustments')}>
      <h3>{t('statements.detail.adjustments')}</h3>
      {adjustments.length === 0 ? (
        <p>{t('statements.detail.noAdjustments')}</p>
      ) : (
        <DataTable
          tableId="statement-adjustments"
          label={t('statements.detail.adjustments')}
          columns={[
            column.accessor('amount', {
              id: 'amount',
              header: t('statements.detail.amount'),
              sortingFn: (a, b) => money(a.original.amount).comparedTo(money(b.original.amount)),
              meta: { numeric: true },
              cell: ({ row: { original: adjustment } }) => (
                <span className="statement-amount" data-adjustment={adjustment.amount}>
                  {formatMoneyIn(i18n.language, adjustment.amount, MONEY_SCALE.commissionDetail)}{' '}
                  {adjustment.clawback && <Tag intent="warning">{t('statements.detail.clawback')}</Tag>}
                </span>
              ),
            }),
            column.accessor('reason', {
              id: 'reason',
              header: t('statements.detail.reason'),
              meta: { filter: { kind: 'text' } },
              cell: ({ row: { original: adjustment } }) => (
                <>
                  {adjustment.reason}
                  {adjustment.correctsPeriod && <div className="bp6-text-muted">{t('statements.detail.corrects', { period: adjustment.correctsPeriod })}</div>}
                </>
              ),
            }),
            column.accessor('by', { id: 'by', header: t('statements.detail.by') }),
            column.accessor('at', { id: 'at', header: t('statements.detail.at'), cell: ({ getValue }) => new Date(getValue()).toLocaleString(i18n.language) }),
          ]}
          rows={[...adjustments]}
          getRowId={(adjustment) => adjustment.id}
        />
      )}
    </section>
  );
}
