import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../ui/components';

export interface StatementDisputesProps {
  disputes: readonly {
    id: string;
    comment: string;
    raisedBy: string;
    onBehalfOfEmployee: boolean;
    at: string;
    resolution?: string | null;
    resolvedBy?: string | null;
    resolutionReason?: string | null;
  }[];
}

const column = createColumnHelper<StatementDisputesProps['disputes'][number]>();

/** Disputes: the comment, who raised it (or for the employee), and how it ended. */
export function StatementDisputes({ disputes }: StatementDisputesProps) {
  const { t, i18n } = useTranslation('commissions');
  if (disputes.length === 0) return null;
  return (
    <section className="statement-section" aria-label={t('statements.detail.disputes')}>
      <h3>{t('statements.detail.disputes')}</h3>
      <DataTable
        tableId="statement-disputes"
        label={t('statements.detail.disputes')}
        columns={[
          column.accessor('comment', { id: 'comment', header: t('statements.detail.comment'), meta: { filter: { kind: 'text' } } }),
          column.accessor((dispute) => (dispute.onBehalfOfEmployee ? t('statements.detail.forEmployee', { by: dispute.raisedBy }) : dispute.raisedBy), {
            id: 'by',
            header: t('statements.detail.by'),
          }),
          column.accessor('at', { id: 'at', header: t('statements.detail.at'), cell: ({ getValue }) => new Date(getValue()).toLocaleString(i18n.language) }),
          column.accessor(
            (dispute) =>
              dispute.resolution
                ? t(`statements.choices.${dispute.resolution as 'recalculate' | 'adjust' | 'reject'}`) +
                  (dispute.resolvedBy ? ` (${dispute.resolvedBy}: ${dispute.resolutionReason ?? ''})` : '')
                : t('statements.detail.open'),
            { id: 'resolution', header: t('statements.detail.resolution') },
          ),
        ]}
        rows={[...disputes]}
        getRowId={(dispute) => dispute.id}
      />
    </section>
  );
}
