import { NonIdealState } from '@blueprintjs/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mailSortKeys } from '../../../../domain/outbox/outboxSort';
import { DataTable, TableSearch } from '../../ui/components';
import { useCsvExport, useErrorToast, useServerTableState } from '../../ui/hooks';
import { exportUrl } from '../../ui/utils';
import { useMailMessages } from '../hooks';
import { useMailColumns } from '../hooks/useMailColumns';
import { OUTBOX_PAGE_SIZES } from '../utils/outboxPage';
import { MailMessageView } from './MailMessageView';

/** The SMTP sink's messages on the left (searched, sorted and paged on the server, exported as CSV), the opened one on the right. */
export function MailTab() {
  const { t } = useTranslation('outbox');
  const list = useServerTableState({ sortKeys: mailSortKeys, pageSize: OUTBOX_PAGE_SIZES[0] });
  const [selectedId, setSelectedId] = useState<string>();
  const messages = useMailMessages({ search: list.settledSearch || null, page: list.pageIndex, pageSize: list.pageSize, ...list.sort });
  useErrorToast(messages.error);
  const csv = useCsvExport();
  const open = useCallback((row: { id: string }) => setSelectedId(row.id), []);
  const columns = useMailColumns(open);
  const data = messages.data?.mailMessagePage;
  return (
    <div className="outbox__split">
      <div className="outbox__list">
        <DataTable
          tableId="outbox-mail"
          label={t('tabs.mail')}
          columns={columns}
          getRowId={(row) => row.id}
          emptyText={t('mail.empty.title')}
          pageSizes={OUTBOX_PAGE_SIZES}
          {...list.tableProps(messages, data)}
          onOpen={open}
          rowClassName={(row) => (row.id === selectedId ? 'outbox__row--selected' : undefined)}
          onExport={() => csv.exportCsv(exportUrl('mail', { search: list.settledSearch, ...list.sort }), 'mail.csv')}
          exporting={csv.exporting}
          toolbar={<TableSearch label={t('mail.search')} value={list.search} busy={messages.isFetching} onChange={list.setSearch} />}
        />
      </div>
      <div className="outbox__detail">
        {selectedId ? (
          <MailMessageView id={selectedId} />
        ) : (
          <NonIdealState icon="envelope" title={t('mail.select.title')} description={t('mail.select.description')} />
        )}
      </div>
    </div>
  );
}
