import { Button, HTMLTable, InputGroup, Intent } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useAreaEmployees, useCommissionsMutation } from '../hooks';
import { commissionsPath, part } from '../utils/paths';
import { segment } from '../utils/rest';
import type { Employee } from '../utils/types';
import { CommissionsPage } from './CommissionsPage';
import { ConfirmDelete, ListState, PageControls, TABLE_ACTION_DELAY_MS, useBanner, useClientPaging, useDelayedAction } from './common';
import { EmployeeDialog } from './EmployeeDialog';

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
  const paging = useClientPaging(rows, filter);
  const delayed = useDelayedAction(TABLE_ACTION_DELAY_MS);
  return (
    <CommissionsPage title={t('employees.title', { area: areaName })} crumbs={[{ text: t('cards.employees.title'), to: 'empleados' }, { text: t('lists.list') }, { text: areaName }]} module="Employees">
      {(grants) => {
        const canWrite = grants.can('Employees', 'write');
        return (
          <>
            {banner.element}
            <div className="commissions-toolbar">
              <InputGroup leftIcon="search" placeholder={t('selectors.filter')} aria-label={t('selectors.filter')} value={filter} onValueChange={setFilter} />
              {canWrite ? <Button intent="primary" icon="add" text={t('employees.create')} onClick={() => setDialog({ editing: null })} /> : null}
            </div>
            <ListState loading={employees.isPending} error={employees.error} empty={(employees.rows ?? []).length === 0} onRetry={() => void employees.refetch()}>
              <PageControls paging={paging} />
              <HTMLTable striped interactive compact className="commissions-table" aria-label={t('cards.employees.title')}>
                <thead>
                  <tr>
                    <th>{t('employees.id')}</th>
                    <th>{t('employees.name')}</th>
                    <th>{t('employees.job')}</th>
                    <th>{t('employees.warehouse')}</th>
                    <th>{t('employees.subordinates')}</th>
                    <th>{t('lists.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {paging.shown.map((row) => (
                    <tr key={row.id}>
                      <td>{row.id}</td>
                      <td>{row.fullname}</td>
                      <td>{row.job}</td>
                      <td>{row.warehouse}</td>
                      <td>{row.subordinates.length}</td>
                      <td>
                        <span className="commissions-actions">
                          {grants.can('Reports', 'read') ? <Button size="small" variant="minimal" icon="timeline-line-chart" text={t('employees.reports')} onClick={() => void navigate(commissionsPath(`reportes/${part(row.id)}`))} /> : null}
                          {canWrite ? <Button size="small" variant="minimal" icon="edit" text={t('actions.edit')} aria-label={`${t('actions.edit')} ${row.id}`} {...delayed.button(`edit:${row.id}`, () => setDialog({ editing: row }))} /> : null}
                          {canWrite ? <Button size="small" variant="minimal" intent={Intent.DANGER} icon="trash" aria-label={`${t('actions.delete')} ${row.id}`} {...delayed.button(`delete:${row.id}`, () => setDeleting(row))} /> : null}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </ListState>
            <EmployeeDialog areaId={areaId} isOpen={dialog !== null} editing={dialog?.editing ?? null} onClose={() => setDialog(null)} onSaved={(message) => (setDialog(null), banner.success(message))} />
            <ConfirmDelete
              isOpen={deleting !== null}
              question={t('employees.deleteQuestion', { name: deleting?.fullname ?? '' })}
              busy={remove.isPending}
              onCancel={() => setDeleting(null)}
              onConfirm={() => remove.mutate(deleting?.id ?? '', { onSuccess: () => banner.success(t('notices.deleted')), onError: banner.failure, onSettled: () => setDeleting(null) })}
            />
          </>
        );
      }}
    </CommissionsPage>
  );
}
