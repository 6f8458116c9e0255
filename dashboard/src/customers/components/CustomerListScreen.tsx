import { Button, Callout, Card, InputGroup, Switch, Tag } from '@blueprintjs/core';
import { type ColumnFiltersState, type PaginationState, type RowSelectionState, type SortingState } from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customerClasses } from '../../../../domain/customers/classification';
import { customerSortKeys } from '../../../../domain/customers/listSort';
import { MAX_PAGE_SIZE, type CustomerFilter } from '../../../../domain/customers/filters';
import { DataTable, ScreenHeading } from '../../ui/components';
import { useCsvExport, useErrorToast } from '../../ui/hooks';
import { showToast } from '../../ui/toaster';
import { exportUrl, listSortOf } from '../../ui/utils';
import { useCustomerCounters, useCustomers, useCustomerTypes, type MassSelection } from '../hooks';
import { useCustomerColumns } from '../hooks/useCustomerColumns';
import { type CustomerClass } from '../../../../domain/customers/classification';
import { type CustomerRowFragment as CustomerRow } from '../../graphql';
import { boundedDay, cappedRows, cleanFilter, dateFilterBounds } from '../utils';
import { CustomerDetailDrawer } from './CustomerDetailDrawer';
import { MassUpdateDialog } from './MassUpdateDialog';
import './customers.css';

/** The spec's page sizes: 5, 10, 20 and All (the server's 1000 a page, sent as 0). */
const pageSizes = [5, 10, 20, MAX_PAGE_SIZE] as const;

/** /prometheus/customer: the six counters, filters, the data table with selection and the detail panels (spec 001). */
export function CustomerListScreen() {
  const { t } = useTranslation('customers');
  const [customerClass, setCustomerClass] = useState<CustomerClass | null>(null);
  const [changedSince, setChangedSince] = useState('');
  const [search, setSearch] = useState('');
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 10 });
  const [sorting, setSorting] = useState<SortingState>([]);
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const [selected, setSelected] = useState<RowSelectionState>({});
  const [auditMode, setAuditMode] = useState(false);
  const [openCustomer, setOpenCustomer] = useState<CustomerRow | null>(null);
  const [massSelection, setMassSelection] = useState<MassSelection | null>(null);
  const csv = useCsvExport();
  const now = Date.now();
  const bounds = dateFilterBounds(now);
  const customerTypeId = (columnFilters.find((filter) => filter.id === 'customerType')?.value as string | undefined) ?? '';

  // Counters follow the type and date filters; the table also follows the clicked counter.
  const baseFilter = useMemo(() => cleanFilter({ customerTypeId, changedSince: boundedDay(changedSince, now), search: search.trim() }), [customerTypeId, changedSince, search, now]);
  const filter: CustomerFilter = useMemo(() => cleanFilter({ ...baseFilter, class: customerClass }), [baseFilter, customerClass]);
  const sort = listSortOf(sorting, customerSortKeys);
  const serverPageSize = pagination.pageSize === MAX_PAGE_SIZE ? 0 : pagination.pageSize;
  const counters = useCustomerCounters(baseFilter);
  const customers = useCustomers(filter, pagination.pageIndex, serverPageSize, sort);
  const types = useCustomerTypes();
  useErrorToast(customers.error);
  useErrorToast(counters.error);
  const columns = useCustomerColumns(types.data?.customerTypes ?? [], useCallback((row: CustomerRow) => setOpenCustomer(row), []));

  const total = customers.data?.customers.total ?? 0;
  // 'All' answers at most 1000 rows: beyond that the pager walks pages of 1000 and a note says so.
  const capped = cappedRows(total, serverPageSize, pagination.pageIndex);
  const firstPage = () => setPagination((current) => ({ ...current, pageIndex: 0 }));

  // "N Rows Loaded" once per filter and page the user asks for, not on background refreshes.
  const announced = useRef<string | null>(null);
  const requestKey = JSON.stringify([filter, pagination, sort]);
  useEffect(() => {
    const answer = customers.data;
    if (!answer || customers.isPlaceholderData || announced.current === requestKey) return;
    announced.current = requestKey;
    void showToast({ message: t('list.rowsLoaded', { count: answer.customers.rows.length }), intent: 'primary', icon: 'th-list' });
  }, [customers.data, customers.isPlaceholderData, requestKey, t]);

  const chooseClass = (next: CustomerClass | null) => {
    setCustomerClass(next);
    firstPage();
  };
  const selectedIds = Object.keys(selected).filter((id) => selected[id]);

  return (
    <div className="customer-list">
      <ScreenHeading
        title={t('list.title')}
        actions={<Switch label={t('list.auditMode')} checked={auditMode} onChange={(event) => setAuditMode(event.currentTarget.checked)} className="customer-list__mode" />}
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
          server={{
            total,
            pagination,
            onPaginationChange: setPagination,
            sorting,
            onSortingChange: (next) => {
              setSorting(next);
              firstPage();
            },
            columnFilters,
            onColumnFiltersChange: (next) => {
              setColumnFilters(next);
              firstPage();
            },
          }}
          selection={{ selected, onChange: setSelected, rowLabel: (row) => t('list.select', { name: row.customerName }) }}
          onOpen={setOpenCustomer}
          rowClassName={(row) => (row.blacklistAudit ? 'customer-row--blacklist' : undefined)}
          onExport={() => csv.exportCsv(exportUrl('customers', { ...filter, ...sort }), 'customers.csv')}
          exporting={csv.exporting}
          toolbar={
            <div className="customer-list__filters">
              <Button icon="list" text={t('list.viewRows', { count: counters.data?.customerCounters.total ?? 0 })} onClick={() => chooseClass(null)} active={customerClass === null} />
              <InputGroup
                type="date"
                aria-label={t('list.changedSince')}
                leftIcon="calendar"
                min={bounds.min}
                max={bounds.max}
                value={changedSince}
                onChange={(event) => {
                  setChangedSince(event.target.value);
                  firstPage();
                }}
              />
              <InputGroup
                type="search"
                leftIcon="search"
                placeholder={t('list.search')}
                aria-label={t('list.search')}
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                  firstPage();
                }}
                className="customer-list__search"
              />
              {auditMode ? (
                <>
                  <Tag minimal large>{t('list.selectedRows', { count: selectedIds.length })}</Tag>
                  <Button icon="edit" intent="primary" disabled={selectedIds.length === 0} text={t('list.editRows', { count: selectedIds.length })} onClick={() => setMassSelection({ customerIds: selectedIds })} />
                  <Button icon="filter-list" disabled={total === 0 || customers.isPlaceholderData} text={t('list.editFilter', { count: total })} onClick={() => setMassSelection({ filter })} />
                  <Button icon="cross" variant="minimal" disabled={selectedIds.length === 0} text={t('list.clearSelection')} onClick={() => setSelected({})} />
                </>
              ) : null}
            </div>
          }
        />
      </div>
      <CustomerDetailDrawer customer={openCustomer} onClose={() => setOpenCustomer(null)} />
      {massSelection ? <MassUpdateDialog selection={massSelection} onClose={() => setMassSelection(null)} /> : null}
    </div>
  );
}
