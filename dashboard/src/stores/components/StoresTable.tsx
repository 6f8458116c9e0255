import { useTranslation } from 'react-i18next';
import { storeSortKeys } from '../../../../domain/stores/storeSort';
import { DataTable, TableSearch } from '../../ui/components';
import { useCsvExport, useServerTableState } from '../../ui/hooks';
import { exportUrl } from '../../ui/utils';
import { useStoreConfigPage } from '../hooks';
import { useStoreColumns } from '../hooks/useStoreColumns';
import { useStoreDrafts } from '../hooks/useStoreDrafts';
import { STORE_PAGE_SIZES, type StoreTypeOption } from '../utils';

export interface StoresTableProps {
  zones: { zoneId: string; zoneName: string }[];
  templates: StoreTypeOption[];
  canWrite: boolean;
  canConfigure: boolean;
  onOpenErp: (warehouseId: string) => void;
}

/**
 * The ERP tab's stores table (spec 002 Store Config) in the data table: searched, filtered by zone,
 * sorted (code, branch, company, zone) and paged on the server; the CSV is the whole search.
 * Enter on a row opens its ERP configuration.
 */
export function StoresTable({ zones, templates, canWrite, canConfigure, onOpenErp }: StoresTableProps) {
  const { t } = useTranslation('stores');
  const list = useServerTableState({ sortKeys: storeSortKeys, pageSize: STORE_PAGE_SIZES[1], columnFilters: ['zoneName'] });
  const zoneId = list.filter('zoneName');
  const stores = useStoreConfigPage({ search: list.settledSearch, zoneId, page: list.pageIndex, pageSize: list.pageSize, ...list.sort });
  const drafts = useStoreDrafts();
  const columns = useStoreColumns({ zones, templates, canWrite, canConfigure, onOpenErp, drafts });
  const csv = useCsvExport();
  const data = stores.data?.storeConfigPage;
  return (
    <div className="stores__panel">
      <DataTable
        tableId="stores"
        label={t('tabs.erp')}
        columns={columns}
        getRowId={(row) => row.warehouseId}
        emptyText={t('none')}
        pageSizes={STORE_PAGE_SIZES}
        {...list.tableProps(stores, data)}
        onOpen={(row) => onOpenErp(row.warehouseId)}
        onExport={() => csv.exportCsv(exportUrl('stores', { search: list.settledSearch, zoneId, ...list.sort }), 'stores.csv')}
        exporting={csv.exporting}
        toolbar={<TableSearch label={t('search')} value={list.search} busy={stores.isFetching} onChange={list.setSearch} />}
      />
    </div>
  );
}
