import { useTranslation } from 'react-i18next';
import { smsSortKeys } from '../../../../domain/outbox/outboxSort';
import { DataTable, TableSearch } from '../../ui/components';
import { useCsvExport, useErrorToast, useServerTableState } from '../../ui/hooks';
import { exportUrl } from '../../ui/utils';
import { useSmsMessages } from '../hooks';
import { useSmsColumns } from '../hooks/useSmsColumns';
import { OUTBOX_PAGE_SIZES } from '../utils/outboxPage';

/** The SMS outbox with each message's delivery state: searched, filtered by status, sorted and paged on the server, exported as CSV. */
export function SmsTab() {
  const { t } = useTranslation('outbox');
  const list = useServerTableState({ sortKeys: smsSortKeys, pageSize: OUTBOX_PAGE_SIZES[0], columnFilters: ['status'] });
  const status = list.filter('status');
  const messages = useSmsMessages({ search: list.settledSearch || null, status: status || null, page: list.pageIndex, pageSize: list.pageSize, ...list.sort });
  useErrorToast(messages.error);
  const csv = useCsvExport();
  const columns = useSmsColumns();
  const data = messages.data?.smsMessagePage;
  return (
    <DataTable
      tableId="outbox-sms"
      label={t('tabs.sms')}
      columns={columns}
      getRowId={(row) => row.id}
      emptyText={t('sms.empty.title')}
      pageSizes={OUTBOX_PAGE_SIZES}
      {...list.tableProps(messages, data)}
      onExport={() => csv.exportCsv(exportUrl('sms', { search: list.settledSearch, status, ...list.sort }), 'sms.csv')}
      exporting={csv.exporting}
      toolbar={<TableSearch label={t('sms.search')} value={list.search} busy={messages.isFetching} onChange={list.setSearch} />}
    />
  );
}
