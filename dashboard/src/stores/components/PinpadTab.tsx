import { InputGroup } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/components';
import { useStorePinpads } from '../hooks';
import { usePinpadColumns } from '../hooks/usePinpadColumns';
import { filterStores, STORE_PAGE_SIZES } from '../utils';

/**
 * PINPAD tab (empty in the original): each store register's card-terminal settings, read-only, in
 * the data table (sorted, filtered and paged on the client: a few registers per store).
 * The secret itself never reaches the browser: only whether one is set.
 */
export function PinpadTab() {
  const { t } = useTranslation('stores');
  const [search, setSearch] = useState('');
  const stores = useStorePinpads();
  const columns = usePinpadColumns();
  const registers = useMemo(
    () => (stores.data ? filterStores(stores.data.storeConfigs, search).flatMap((store) => store.pinpads.map((pinpad) => ({ store, pinpad }))) : undefined),
    [stores.data, search],
  );
  return (
    <div className="stores__panel">
      <DataTable
        tableId="store-pinpads"
        label={t('tabs.pinpad')}
        columns={columns}
        rows={registers}
        getRowId={(row) => `${row.store.warehouseId}:${row.pinpad.hostnameId}`}
        error={stores.error}
        onRetry={() => void stores.refetch()}
        emptyText={t('pinpad.none')}
        pageSizes={STORE_PAGE_SIZES}
        toolbar={
          <>
            <InputGroup leftIcon="search" placeholder={t('search')} aria-label={t('pinpad.search')} value={search} onValueChange={setSearch} />
            <span className="bp6-text-muted">{t('pinpad.count', { count: registers?.length ?? 0 })}</span>
          </>
        }
      />
    </div>
  );
}
