import { Button, InputGroup } from '@blueprintjs/core';
import { type PaginationState, type SortingState } from '@tanstack/react-table';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, ScreenHeading } from '../../ui/components';
import { exportUrl, listSortOf } from '../../ui/utils';
import { userSortKeys } from '../../../../domain/access/userSort';
import { useUserColumns } from '../hooks/useUserColumns';
import { useCsvExport, useErrorToast } from '../../ui/hooks';
import { useUsers, usersPageSize } from '../hooks';
import { type StaffUserFragment as StaffUser } from '../../graphql';
import { useLoadedToast } from '../hooks/useLoadedToast';
import './admin.css';
import { AddUserDialog } from './AddUserDialog';
import { EditUserDialog } from './EditUserDialog';

/** Users (spec 003 section 2.1): the data table with Add User and an edit action per row, 300 per page, sortable by user or full name. */
export function UsersScreen() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: usersPageSize });
  const [sorting, setSorting] = useState<SortingState>([]);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<StaffUser | null>(null);
  const sort = listSortOf(sorting, userSortKeys);
  const offset = pagination.pageIndex * usersPageSize;
  const users = useUsers(search, offset, sort);
  const csv = useCsvExport();
  useErrorToast(users.error);
  useLoadedToast(
    users.data?.users.items.length,
    useCallback((count) => t('users.loaded', { count }), [t]),
  );
  const total = users.data?.users.total ?? 0;
  const columns = useUserColumns(setEditing);

  // A page past the end (rows removed or deactivated meanwhile) falls back to the last page.
  useEffect(() => {
    if (!users.data || users.isPlaceholderData || offset === 0 || offset < users.data.users.total) return;
    setPagination({ pageIndex: Math.max(0, Math.ceil(users.data.users.total / usersPageSize) - 1), pageSize: usersPageSize });
  }, [users.data, users.isPlaceholderData, offset]);

  function searchFor(value: string) {
    setSearch(value);
    setPagination({ pageIndex: 0, pageSize: usersPageSize });
  }

  return (
    <>
      <ScreenHeading title={t('users.title')} actions={<Button intent="primary" icon="new-person" text={t('users.add')} onClick={() => setAdding(true)} />} />
      <div className="admin__users" data-testid="users-table">
        <DataTable
          tableId="users"
          columns={columns}
          rows={users.data?.users.items}
          getRowId={(user) => user.userName}
          error={users.error}
          onRetry={() => void users.refetch()}
          emptyText={t('users.empty')}
          pageSizes={[usersPageSize]}
          server={{
            total,
            pagination,
            onPaginationChange: setPagination,
            sorting,
            onSortingChange: (next) => {
              setSorting(next);
              setPagination({ pageIndex: 0, pageSize: usersPageSize });
            },
          }}
          onOpen={setEditing}
          onExport={() => csv.exportCsv(exportUrl('users', { search: search.trim(), ...sort }), 'users.csv')}
          exporting={csv.exporting}
          toolbar={
            <InputGroup
              type="search"
              leftIcon="search"
              placeholder={t('users.search')}
              aria-label={t('users.search')}
              value={search}
              onValueChange={searchFor}
            />
          }
        />
      </div>
      {adding ? <AddUserDialog onClose={() => setAdding(false)} /> : null}
      {editing ? <EditUserDialog user={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
