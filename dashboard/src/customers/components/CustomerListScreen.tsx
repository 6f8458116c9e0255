import { Button, Callout, Card, Checkbox, HTMLSelect, InputGroup, NonIdealState, Spinner, Switch, Tag } from '@blueprintjs/core';
import { Cell, Column, Table2 } from '@blueprintjs/table';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customerClasses } from '../../../../domain/customers/classification';
import { storeDate } from '../../../../domain/common/time';
import { QueryProblem, ScreenHeading } from '../../ui/components';
import { useErrorToast } from '../../ui/hooks';
import { showErrorToast, showToast } from '../../ui/toaster';
import { fetchCustomersCsv, useCustomerCounters, useCustomers, useCustomerTypes, type MassSelection } from '../hooks';
import { type CustomerClass } from '../../../../domain/customers/classification';
import { type CustomerFilter } from '../../../../domain/customers/filters';
import { type CustomerRowFragment as CustomerRow } from '../../graphql';
import { boundedDay, cappedRows, cleanFilter, dateFilterBounds, downloadText, pageCount } from '../utils';
import { CustomerDetailDrawer } from './CustomerDetailDrawer';
import { MassUpdateDialog } from './MassUpdateDialog';
import './customers.css';

const pageSizes = [5, 10, 20, 0] as const;

/** /prometheus/customer: the six counters, filters, the table with selection and the detail panels (spec 001). */
export function CustomerListScreen() {
  const { t, i18n } = useTranslation('customers');
  const [customerClass, setCustomerClass] = useState<CustomerClass | null>(null);
  const [customerTypeId, setCustomerTypeId] = useState('');
  const [changedSince, setChangedSince] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<(typeof pageSizes)[number]>(10);
  const [selected, setSelected] = useState<ReadonlyMap<string, CustomerRow>>(new Map());
  const [auditMode, setAuditMode] = useState(false);
  const [openCustomer, setOpenCustomer] = useState<CustomerRow | null>(null);
  const [massSelection, setMassSelection] = useState<MassSelection | null>(null);
  const [exporting, setExporting] = useState(false);
  const now = Date.now();
  const bounds = dateFilterBounds(now);

  // Counters follow the type and date filters; the table also follows the clicked counter.
  const baseFilter = useMemo(() => cleanFilter({ customerTypeId, changedSince: boundedDay(changedSince, now), search: search.trim() }), [customerTypeId, changedSince, search, now]);
  const filter: CustomerFilter = useMemo(() => cleanFilter({ ...baseFilter, class: customerClass }), [baseFilter, customerClass]);
  const counters = useCustomerCounters(baseFilter);
  const customers = useCustomers(filter, page, pageSize);
  const types = useCustomerTypes();
  useErrorToast(customers.error);
  useErrorToast(counters.error);

  const rows = customers.data?.customers.rows ?? [];
  const total = customers.data?.customers.total ?? 0;
  // 'All' answers at most 1000 rows: beyond that the pager walks pages of 1000 and a note says so.
  const pages = pageCount(total, pageSize);
  const capped = cappedRows(total, pageSize, page);

  // "N Rows Loaded" once per filter and page the user asks for, not on background refreshes.
  const announced = useRef<string | null>(null);
  const requestKey = JSON.stringify([filter, page, pageSize]);
  useEffect(() => {
    const answer = customers.data;
    if (!answer || customers.isPlaceholderData || announced.current === requestKey) return;
    announced.current = requestKey;
    void showToast({ message: t('list.rowsLoaded', { count: answer.customers.rows.length }), intent: 'primary', icon: 'th-list' });
  }, [customers.data, customers.isPlaceholderData, requestKey, t]);

  const chooseClass = (next: CustomerClass | null) => {
    setCustomerClass(next);
    setPage(0);
  };
  const toggle = (row: CustomerRow) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row);
      return next;
    });
  const pageSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const togglePage = () =>
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (pageSelected) next.delete(row.id);
        else next.set(row.id, row);
      }
      return next;
    });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { customersCsv } = await fetchCustomersCsv(filter);
      downloadText(customersCsv, `customers-${storeDate(Date.now())}.csv`, 'text/csv;charset=utf-8');
      void showToast({ message: t('list.exported', { count: Math.max(0, customersCsv.trim().split('\n').length - 1) }), intent: 'success', icon: 'export' });
    } catch (error) {
      showErrorToast(error);
    } finally {
      setExporting(false);
    }
  };

  const cell = (render: (row: CustomerRow) => React.ReactNode) => (index: number) => {
    const row = rows[index];
    return <Cell className={row?.blacklistAudit ? 'customer-row--blacklist' : undefined}>{row ? render(row) : null}</Cell>;
  };
  const language = i18n.resolvedLanguage ?? 'es';

  return (
    <div className="customer-list">
      <ScreenHeading
        title={t('list.title')}
        actions={
          <>
            <Switch label={t('list.auditMode')} checked={auditMode} onChange={(event) => setAuditMode(event.currentTarget.checked)} className="customer-list__mode" />
            <Button icon="export" text={t('list.export')} loading={exporting} onClick={() => void exportCsv()} />
          </>
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
      <div className="customer-list__filters">
        <Button icon="list" text={t('list.viewRows', { count: counters.data?.customerCounters.total ?? 0 })} onClick={() => chooseClass(null)} active={customerClass === null} />
        <HTMLSelect
          aria-label={t('list.customerType')}
          value={customerTypeId}
          onChange={(event) => {
            setCustomerTypeId(event.target.value);
            setPage(0);
          }}
          options={[{ value: '', label: t('list.allTypes') }, ...(types.data?.customerTypes ?? []).map((type) => ({ value: type.customerTypeId, label: type.customerTypeName }))]}
        />
        <InputGroup
          type="date"
          aria-label={t('list.changedSince')}
          leftIcon="calendar"
          min={bounds.min}
          max={bounds.max}
          value={changedSince}
          onChange={(event) => {
            setChangedSince(event.target.value);
            setPage(0);
          }}
        />
        <InputGroup type="search" leftIcon="search" placeholder={t('list.search')} aria-label={t('list.search')} value={search} onChange={(event) => setSearch(event.target.value)} className="customer-list__search" />
        {auditMode ? (
          <>
            <Tag minimal large>{t('list.selectedRows', { count: selected.size })}</Tag>
            <Button icon="edit" intent="primary" disabled={selected.size === 0} text={t('list.editRows', { count: selected.size })} onClick={() => setMassSelection({ customerIds: [...selected.keys()] })} />
            <Button icon="filter-list" disabled={total === 0 || customers.isPlaceholderData} text={t('list.editFilter', { count: total })} onClick={() => setMassSelection({ filter })} />
            <Button icon="cross" variant="minimal" disabled={selected.size === 0} text={t('list.clearSelection')} onClick={() => setSelected(new Map())} />
          </>
        ) : null}
      </div>

      {customers.isPending ? (
        <Spinner />
      ) : customers.isError && !customers.data ? (
        <QueryProblem error={customers.error} onRetry={() => void customers.refetch()} />
      ) : rows.length === 0 ? (
        <NonIdealState icon="search" title={t('list.empty')} />
      ) : (
        <div className="customer-list__table" data-testid="customer-table">
          <Table2
            numRows={rows.length}
            defaultRowHeight={30}
            enableRowHeader={false}
            // Cells are cached: the selection and the rows must redraw them.
            cellRendererDependencies={[rows, selected, language]} columnWidths={[44, 240, 140, 260, 170, 120, 200, 110, 170]}>
            <Column
              name={t('list.selectPage')}
              columnHeaderCellRenderer={() => (
                <div className="customer-list__select-all">
                  <Checkbox aria-label={t('list.selectPage')} checked={pageSelected} onChange={togglePage} />
                </div>
              )}
              cellRenderer={cell((row) => <Checkbox aria-label={t('list.select', { name: row.customerName })} checked={selected.has(row.id)} onChange={() => toggle(row)} className="customer-list__check" />)}
            />
            <Column
              name={t('list.columns.customerName')}
              cellRenderer={cell((row) => (
                <button type="button" className="customer-list__name" aria-label={t('list.details', { name: row.customerName })} onClick={() => setOpenCustomer(row)}>
                  {row.customerName}
                </button>
              ))}
            />
            <Column name={t('list.columns.customerType')} cellRenderer={cell((row) => row.customerTypeName)} />
            <Column name={t('list.columns.address')} cellRenderer={cell((row) => row.address)} />
            <Column name={t('list.columns.preregistrationCode')} cellRenderer={cell((row) => row.preregistrationCode ?? '')} />
            <Column
              name={t('list.columns.sellBanned')}
              cellRenderer={cell((row) =>
                row.blacklisted ? (
                  <Tag intent="danger" minimal>
                    {t('list.blacklist')}
                  </Tag>
                ) : row.sellBanned === null ? (
                  '—'
                ) : row.sellBanned ? (
                  <Tag intent="warning" icon="disable" minimal>
                    {t('list.sellBanned.banned')}
                  </Tag>
                ) : (
                  <Tag intent="success" icon="tick" minimal>
                    {t('list.sellBanned.allowed')}
                  </Tag>
                ),
              )}
            />
            <Column name={t('list.columns.taxpayer')} cellRenderer={cell((row) => (row.taxpayer ? `${row.taxpayer.taxpayerName} · ${row.taxpayer.identification}` : ''))} />
            <Column name={t('list.columns.zone')} cellRenderer={cell((row) => row.zoneName ?? '')} />
            <Column name={t('list.columns.lastUpdate')} cellRenderer={cell((row) => new Date(row.lastUpdate).toLocaleString(language))} />
          </Table2>
        </div>
      )}
      {capped ? (
        <Callout intent="primary" icon="info-sign" compact className="customer-list__capped" data-testid="customer-list-capped">
          {t('list.cappedAll', capped)}
        </Callout>
      ) : null}
      <div className="customer-list__pager">
        <label className="customer-list__page-size">
          {t('list.pageSize')}{' '}
          <HTMLSelect
            value={pageSize}
            onChange={(event) => {
              setPageSize(Number(event.target.value) as (typeof pageSizes)[number]);
              setPage(0);
            }}
            options={pageSizes.map((size) => ({ value: size, label: size === 0 ? t('list.all') : String(size) }))}
          />
        </label>
        <Button icon="chevron-left" text={t('list.previous')} disabled={page === 0} onClick={() => setPage(page - 1)} />
        <span>{t('list.page', { page: page + 1, pages })}</span>
        <Button endIcon="chevron-right" text={t('list.next')} disabled={page + 1 >= pages} onClick={() => setPage(page + 1)} />
      </div>
      <CustomerDetailDrawer customer={openCustomer} onClose={() => setOpenCustomer(null)} />
      {massSelection ? <MassUpdateDialog selection={massSelection} onClose={() => setMassSelection(null)} /> : null}
    </div>
  );
}
