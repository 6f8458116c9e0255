import { Button, InputGroup, Intent } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useAreaEmployees, useCommissionsMutation } from '../hooks';
import { commissionsPath, part } from '../utils/paths';
import { segment } from '../utils/rest';
import type { Employee } from '../utils/types';
import { CommissionsPage } from './CommissionsPage';
import { reportPageSizes, REPORT_PAGE_SIZE_DEFAULT } from '../../../../domain/commissions/rules';
import { DataTable } from '../../ui/components';
import { ConfirmDelete, ListState } from './common';
import { TABLE_ACTION_DELAY_MS, useBanner, useDelayedAction } from '../hooks';
import { EmployeeDialog } from './EmployeeDialog';

const column = createColumnHelper<Employee>();

/** empleados/lista/{areaId}/{areaName}: the position's employees in pages (5 to 600 rows); create / edit / delete with Employees write. */
export function EmployeesScreen() {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  const { areaId = '', areaName = '' } = useParams();
  const employees = useAreaEmployees(areaId);
  const banner = useBanner();
  const [dialog, setDialog] = useState<{ editing: Employee | null } | null>(null);
  const [deleting, setDeleting] = useState<Employee | null>(null);
  const [filter, setFilter] = useState('');
  const remove = useCommissionsMutation((id: string) => ({ method: 'DELETE', path: `/employee/${segment(id)}` }));
  const rows = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase();
    return (employees.rows ?? []).filter((row) => needle === '' || `${row.id} ${row.fullname} ${row.warehouse ?? ''}`.toLocaleLowerCase().includes(needle));
  }, [employees.rows, filter]);
  const delayed = useDelayedAction(TABLE_ACTION_DELAY_MS);
  const columns = (canReadReports: boolean, canWrite: boolean) => [
    column.accessor('id', { id: 'id', header: t('employees.id'), meta: { filter: { kind: 'text' } } }),
    column.accessor('fullname', { id: 'fullname', header: t('employees.name'), meta: { filter: { kind: 'text' } } }),
    column.accessor('job', { id: 'job', header: t('employees.job'), meta: { filter: { kind: 'text' } } }),
    column.accessor((row) => row.warehouse ?? '', { id: 'warehouse', header: t('employees.warehouse'), meta: { filter: { kind: 'text' } } }),
    column.accessor((row) => row.subordinates.length, { id: 'subordinates', header: t('employees.subordinates'), meta: { numeric: true } }),
    column.display({
      id: 'actions',
      header: t('lists.actions'),
      enableHiding: false,
      cell: ({ row: { original: row } }) => (
        <span className="commissions-actions">
          {canReadReports ? (
            <Button
              size="small"
              variant="minimal"
              icon="timeline-line-chart"
              text={t('employees.reports')}
              onClick={() => void navigate(commissionsPath(`reportes/${part(row.id)}`))}
            />
          ) : null}
          {canWrite ? (
            <Button
              size="small"
              variant="minimal"
              icon="edit"
              text={t('actions.edit')}
              aria-label={`${t('actions.edit')} ${row.id}`}
              {...delayed.button(`edit:${row.id}`, () => setDialog({ editing: row }))}
            />
          ) : null}
          {canWrite ? (
            <Button
              size="small"
              variant="minimal"
              intent={Intent.DANGER}
              icon="trash"
              aria-label={`${t('actions.delete')} ${row.id}`}
              {...delayed.button(`delete:${row.id}`, () => setDeleting(row))}
            />
          ) : null}
        </span>
      ),
    }),
  ];
  return (
    <CommissionsPage
      title={t('employees.title', { area: areaName })}
      crumbs={[{ text: t('cards.employees.title'), to: 'empleados' }, { text: t('lists.list') }, { text: areaName }]}
      module="Employees"
    >
      {(grants) => {
        const canWrite = grants.can('Employees', 'write');
        return (
          <>
            {banner.element}
            <div className="commissions-toolbar">
              <InputGroup leftIcon="search" placeholder={t('selectors.filter')} aria-label={t('selectors.filter')} value={filter} onValueChange={setFilter} />
              {canWrite ? <Button intent="primary" icon="add" text={t('employees.create')} onClick={() => setDialog({ editing: null })} /> : null}
            </div>
            <ListState
              loading={employees.isPending}
              error={employees.error}
              empty={(employees.rows ?? []).length === 0}
              onRetry={() => void employees.refetch()}
            >
              <DataTable
                tableId="commission-employees"
                label={t('cards.employees.title')}
                columns={columns(grants.can('Reports', 'read'), canWrite)}
                rows={rows}
                getRowId={(row) => row.id}
                pageSizes={reportPageSizes}
                initialPageSize={REPORT_PAGE_SIZE_DEFAULT}
                emptyText={t('lists.empty')}
              />
            </ListState>
            <EmployeeDialog
              areaId={areaId}
              isOpen={dialog !== null}
              editing={dialog?.editing ?? null}
              onClose={() => setDialog(null)}
              onSaved={(message) => (setDialog(null), banner.success(message))}
            />
            <ConfirmDelete
              isOpen={deleting !== null}
              question={t('employees.deleteQuestion', { name: deleting?.fullname ?? '' })}
              busy={remove.isPending}
              onCancel={() => setDeleting(null)}
              onConfirm={() =>
                remove.mutate(deleting?.id ?? '', {
                  onSuccess: () => banner.success(t('notices.deleted')),
                  onError: banner.failure,
                  onSettled: () => setDeleting(null),
                })
              }
            />
          </>
        );
      }}
    </CommissionsPage>
  );
}
