import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/components';
import { intlLocaleOf } from '../../ui/utils/dates';
import { type HeadcountLog } from '../hooks/useHistoryColumns';

const incident = createColumnHelper<HeadcountLog['incidents'][number]>();
const detail = createColumnHelper<HeadcountLog['detail'][number]>();

export interface LogDetailsProps {
  log: HeadcountLog;
}

/** One cut-off's incidents and vacant positions, each in the data table. */
export function LogDetails({ log }: LogDetailsProps) {
  const { t, i18n } = useTranslation('headcount');
  const format = new Intl.DateTimeFormat(intlLocaleOf(i18n.resolvedLanguage), { dateStyle: 'short', timeStyle: 'short' });
  return (
    <div className="headcount__expanded" aria-label={t('history.expand', { date: log.calculationDate })}>
      <div>
        <h4>{t('history.incidents')}</h4>
        <DataTable
          tableId="headcount-incidents"
          columns={[
            incident.accessor('day', { id: 'day', header: t('history.incidentDate') }),
            incident.accessor('datetime', {
              id: 'createdAt',
              header: t('history.createdAt'),
              cell: ({ getValue }) => format.format(new Date(getValue() * 1000)),
            }),
            incident.accessor('description', { id: 'description', header: t('history.description'), meta: { filter: { kind: 'text' } } }),
          ]}
          rows={log.incidents}
          getRowId={(row) => row.incidentId}
          emptyText={t('empty')}
          pageSizes={[10, 25, 100]}
        />
      </div>
      <div>
        <h4>{t('history.details')}</h4>
        <DataTable
          tableId="headcount-vacant-positions"
          columns={[
            detail.accessor('count', { id: 'count', header: t('history.counter'), meta: { numeric: true } }),
            detail.accessor('positionName', { id: 'position', header: t('history.position') }),
            detail.accessor('date', { id: 'date', header: t('history.date') }),
          ]}
          rows={log.detail}
          getRowId={(row) => row.positionId}
          emptyText={t('empty')}
          pageSizes={[10, 25, 100]}
        />
      </div>
    </div>
  );
}
