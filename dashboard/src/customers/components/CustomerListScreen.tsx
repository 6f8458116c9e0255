import { Button, Callout, Card, Switch, Tag } from '@blueprintjs/core';
import { type RowSelectionState } from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customerClasses } from '../../../../domain/customers/classification';
import { customerSortKeys } from '../../../../domain/customers/listSort';
import { MAX_PAGE_SIZE, type CustomerFilter } from '../../../../domain/customers/filters';
import { LiveStatusTag } from '../../live/components/LiveStatusTag';
import { DataTable, DateField, ScreenHeading, TableSearch } from '../../ui/components';
import { useCsvExport, useErrorToast, useServerTableState } from '../../ui/hooks';
import { showToast } from '../../ui/toaster';
import { exportUrl } from '../../ui/utils';
import { useCustomerCounters, useCustomers, useCustomerTypes, type MassSelection } from '../hooks';
import { useCustomerColumns } from '../hooks/useCustomerColumns';
import { type CustomerClass } from '../../../../domain/customers/classification';
import { type CustomerRowFragment as CustomerRow } from '../../graphql';
import { boundedDay, cappedRows, cleanFilter, dateFilterBounds } from '../utils';
import { CustomerDetailDrawer } from './CustomerDetailDrawer';
import { MassUpdateDialog } from './MassUpdateDialog';
import { CustomerActivityPanel } from './CustomerActivityPanel';
import './customers.css';

/** The spec's page sizes: 5, 10, 20 and All (the server's 1000 a page, sent as 0). */
const pageSizes = [5, 10, 20, MAX_PAGE_SIZE] as const;

/** /prometheus/customer: the six counters, filters, the data table with selection and the detail panels (spec 001). */
export function CustomerListScreen() {
  const { t } = useTranslation('customers');
  const list = useServerTableState({ sortKeys: customerSortKeys, pageSize: 10, columnFilters: ['customerType'], filters: ['class', 'changedSince'] });
  const customerClass = (list.filter('class') || null) as CustomerClass | null;
  const changedSince = list.filter('changedSince');
  const [selected, setSelected] = useState<RowSelectionState>({});
  const [auditMode, setAuditMode] = useState(false);
  const [openCustomer, setOpenCustomer] = useState<CustomerRow | null>(null);
  const [massSelection, setMassSelection] = useState<MassSelection | null>(null);
  const csv = useCsvExport();
  const now = Date.now();
  const bounds = dateFilterBounds(now);
  const customerTypeId = list.filter('customerType');

  // Counters follow the type and date filters; the table also follows the clicked counter.
  const baseFilter = useMemo(
    () => cleanFilter({ customerTypeId, changedSince: boundedDay(changedSince, now), search: list.settledSearch }),
    [customerTypeId, changedSince, list.settledSearch, now],
  );
  const filter: CustomerFilter = useMemo(() => cleanFilter({ ...baseFilter, class: customerClass }), [baseFilter, customerClass]);
  const sort = list.sort;
  const serverPageSize = list.pageSize === MAX_PAGE_SIZE ? 0 : list.pageSize;
  const counters = useCustomerCounters(baseFilter);
  const customers = useCustomers(filter, list.pageIndex, serverPageSize, sort);
  const types = useCustomerTypes();
  useErrorToast(customers.error);
  useErrorToast(counters.error);
  const columns = useCustomerColumns(
    types.data?.customerTypes ?? [],
    useCallback((row: CustomerRow) => setOpenCustomer(row), []),
  );

  const total = customers.data?.customers.total ?? 0;
  // 'All' answers at most 1000 rows: beyond that the pager walks pages of 1000 and a note says so.
  const capped = cappedRows(total, serverPageSize, list.pageIndex);

  // "N Rows Loaded" once per filter and page the user asks for, not on background refreshes.
  const announced = useRef<string | null>(null);
  const requestKey = JSON.stringify([filter, list.pageIndex, list.pageSize, sort]);
  useEffect(() => {
    const answer = customers.data;
    if (!answer || customers.isPlaceholderData || announced.current === requestKey) return;
    announced.current = requestKey;
    void showToast({ message: t('list.rowsLoaded', { count: answer.customers.rows.length }), intent: 'primary', icon: 'th-list' });
  }, [customers.data, customers.isPlaceholderData, requestKey, t]);

  const chooseClass = (next: CustomerClass | null) => list.setFilters({ class: next ?? '' });
  const selectedIds = Object.keys(selected).filter((id) => selected[id]);

  return (
    <div className="customer-list">
      <ScreenHeading
        status={<LiveStatusTag />}
        title={t('list.title')}
        actions={
          <Switch
            label={t('list.auditMode')}
            checked={auditMode}
            onChange={(event) => setAuditMode(event.currentTarget.checked)}
            className="customer-list__mode"
          />
        }
      />
      <div className="customer-counters" role="group" aria-label={t('list.title')}>
        {customerClasses.map((name) => (
          <Card
            key={name}
            interactive
            selected={customerClass === name}
            className="customer-counters__card"
            onClick={() => chooseClass(customerClass === name ? null : name)}
            role="button"
            aria-pressed={customerClass === name}
            data-testid={`counter-${name}`}
          >
            <span className="customer-counters__label">{t(`list.counters.${name}`)}</span>
            <span className="customer-counters__value">{counters.data ? counters.data.customerCounters[name] : '…'}</span>
          </Card>
        ))}
      </div>
      {capped ? (
        <Callout intent="primary" icon="info-sign" compact className="customer-list__capped" data-testid="customer-list-capped">
          {t('list.cappedAll', capped)}
        </Callout>
      ) : null}
      <div className="customer-list__table" data-testid="customer-table">
        <DataTable
          tableId="customers"
          columns={columns}
          rows={customers.data?.customers.rows}
          getRowId={(row) => row.id}
          error={customers.error}
          onRetry={() => void customers.refetch()}
          emptyText={t('list.empty')}
          pageSizes={pageSizes}
          allPageSize={MAX_PAGE_SIZE}
          server={list.server(total, customers.isPlaceholderData)}
          selection={{ selected, onChange: setSelected, rowLabel: (row) => t('list.select', { name: row.customerName }) }}
          onOpen={setOpenCustomer}
          rowClassName={(row) => (row.blacklistAudit ? 'customer-row--blacklist' : undefined)}
          onExport={() => csv.exportCsv(exportUrl('customers', { ...filter, ...sort }), 'customers.csv')}
          exporting={csv.exporting}
          toolbar={
            <div className="customer-list__filters">
              <Button
                icon="list"
                text={t('list.viewRows', { count: counters.data?.customerCounters.total ?? 0 })}
                onClick={() => chooseClass(null)}
                active={customerClass === null}
              />
              <DateField
                aria-label={t('list.changedSince')}
                min={bounds.min}
                max={bounds.max}
                value={changedSince}
                onChange={(day) => list.setFilters({ changedSince: day })}
              />
              <TableSearch
                label={t('list.search')}
                value={list.search}
                busy={customers.isFetching}
                onChange={list.setSearch}
                className="customer-list__search"
              />
              {auditMode ? (
                <>
                  <Tag minimal large>
                    {t('list.selectedRows', { count: selectedIds.length })}
                  </Tag>
                  <Button
                    icon="edit"
                    intent="primary"
                    disabled={selectedIds.length === 0}
                    text={t('list.editRows', { count: selectedIds.length })}
                    onClick={() => setMassSelection({ customerIds: selectedIds })}
                  />
                  <Button
                    icon="filter-list"
                    disabled={total === 0 || customers.isPlaceholderData}
                    text={t('list.editFilter', { count: total })}
                    onClick={() => setMassSelection({ filter })}
                  />
                  <Button icon="cross" variant="minimal" disabled={selectedIds.length === 0} text={t('list.clearSelection')} onClick={() => setSelected({})} />
                </>
              ) : null}
            </div>
          }
        />
      </div>
      <CustomerActivityPanel />
      <CustomerDetailDrawer customer={openCustomer} onClose={() => setOpenCustomer(null)} />
      {massSelection ? <MassUpdateDialog selection={massSelection} onClose={() => setMassSelection(null)} /> : null}
    </div>
  );
}
