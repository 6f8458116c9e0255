import { HTMLTable, Icon, InputGroup, NonIdealState } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreConfigRowFieldsFragment } from '../../graphql';
import { filterStores, pageOfRows, STORE_PAGE_SIZES } from '../utils';
import { TablePaging } from './TablePaging';

/**
 * PINPAD tab (empty in the original): each store register's card-terminal settings, read-only.
 * The secret itself never reaches the browser: only whether one is set.
 */
export function PinpadTab({ rows }: { rows: StoreConfigRowFieldsFragment[] }) {
  const { t } = useTranslation('stores');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(STORE_PAGE_SIZES[1]);
  const registers = useMemo(() => filterStores(rows, search).flatMap((store) => store.pinpads.map((pinpad) => ({ store, pinpad }))), [rows, search]);
  const shown = pageOfRows(registers, page, pageSize);
  const yes = (value: boolean) => <Icon icon={value ? 'tick' : 'minus'} intent={value ? 'success' : 'none'} aria-label={value ? t('yes') : t('no')} />;
  return (
    <div className="stores__panel">
      <div className="stores__toolbar">
        <InputGroup
          leftIcon="search"
          placeholder={t('search')}
          aria-label={t('pinpad.search')}
          value={search}
          onValueChange={(value) => {
            setSearch(value);
            setPage(0);
          }}
        />
        <span className="bp6-text-muted">{t('pinpad.count', { count: registers.length })}</span>
      </div>
      {registers.length === 0 ? (
        <NonIdealState icon="credit-card" title={t('pinpad.none')} />
      ) : (
        <HTMLTable compact striped className="stores__table" aria-label={t('tabs.pinpad')}>
          <thead>
            <tr>
              <th>{t('columns.code')}</th>
              <th>{t('columns.name')}</th>
              <th>{t('pinpad.register')}</th>
              <th>{t('pinpad.affiliation')}</th>
              <th>{t('pinpad.currency')}</th>
              <th>{t('pinpad.terminal')}</th>
              <th>{t('pinpad.port')}</th>
              <th>{t('pinpad.socket')}</th>
              <th>{t('pinpad.amex')}</th>
              <th>{t('pinpad.contactless')}</th>
              <th>{t('pinpad.secret')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.rows.map(({ store, pinpad }) => (
              <tr key={pinpad.hostnameId}>
                <td>{store.warehouseId}</td>
                <td>{store.warehouseName}</td>
                <td className="stores__nowrap">{pinpad.hostnameId}</td>
                <td>{pinpad.affiliation}</td>
                <td>{pinpad.currency}</td>
                <td>{pinpad.terminal}</td>
                <td>{pinpad.port}</td>
                <td>
                  <code>{pinpad.socketUrl}</code>
                </td>
                <td>{yes(pinpad.amex)}</td>
                <td>{yes(pinpad.contactless)}</td>
                <td>{pinpad.hasSecretKey ? t('pinpad.secretSet') : t('pinpad.secretMissing')}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <TablePaging page={shown.page} pages={shown.pages} pageSize={pageSize} onPage={setPage} onPageSize={(size) => (setPageSize(size), setPage(0))} />
    </div>
  );
}
