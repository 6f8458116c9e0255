import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../ui/components';

export interface StatementEventsProps {
  events: readonly { at: string; by: string; action: string; from: string; to: string; reason: string }[];
}

const column = createColumnHelper<StatementEventsProps['events'][number] & { key: string }>();

/** Every step of the statement's life: who, when, why. */
export function StatementEvents({ events }: StatementEventsProps) {
  const { t, i18n } = useTranslation('commissions');
  return (
    <section className="statement-section" aria-label={t('statements.detail.history')}>
      <h3>{t('statements.detail.history')}</h3>
      <DataTable
        tableId="statement-events"
        label={t('statements.detail.history')}
        columns={[
          column.accessor('at', { id: 'at', header: t('statements.detail.at'), cell: ({ getValue }) => new Date(getValue()).toLocaleString(i18n.language) }),
          column.accessor('by', { id: 'by', header: t('statements.detail.by'), meta: { filter: { kind: 'text' } } }),
          column.accessor((event) => t(`statements.actions.${event.action}`, { defaultValue: event.action }), {
            id: 'action',
            header: t('statements.detail.action'),
            cell: ({ row: { original: event }, getValue }) => <span data-event={event.action}>{getValue()}</span>,
          }),
          column.accessor((event) => t(`statements.states.${event.to}`, { defaultValue: event.to }), { id: 'state', header: t('statements.column.state') }),
          column.accessor('reason', { id: 'reason', header: t('statements.detail.reason'), enableSorting: false }),
        ]}
        rows={events.map((event, index) => ({ ...event, key: `${event.at}-${index}` }))}
        getRowId={(event) => event.key}
        pageSizes={[20, 50, 100]}
      />
    </section>
  );
}
