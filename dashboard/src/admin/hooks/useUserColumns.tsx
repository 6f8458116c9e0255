import { Button, Tag } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type StaffUserFragment as StaffUser } from '../../graphql';
import { UserAvatar } from '../components/UserAvatar';

const column = createColumnHelper<StaffUser>();

/** The users list's columns (spec 003 section 2.1); the sortable ids are the server's sort keys (domain/access/userSort.ts). */
export function useUserColumns(onEdit: (user: StaffUser) => void) {
  const { t } = useTranslation('admin');
  return useMemo(
    () => [
      column.display({
        id: 'edit',
        header: t('users.columns.edit'),
        enableHiding: false,
        cell: ({ row }) => (
          <Button
            size="small"
            variant="minimal"
            icon="edit"
            aria-label={t('users.editUser', { userName: row.original.userName })}
            onClick={() => onEdit(row.original)}
          />
        ),
      }),
      column.display({
        id: 'photo',
        header: t('users.columns.photo'),
        cell: ({ row: { original: user } }) => (
          <UserAvatar
            url={user.profilePhotoThumbnailUrl}
            fullName={user.fullName}
            userName={user.userName}
            label={t('users.photoOf', { name: user.fullName || user.userName })}
          />
        ),
      }),
      column.accessor('userName', { id: 'userName', header: t('users.columns.userName') }),
      column.accessor('fullName', { id: 'fullName', header: t('users.columns.fullName') }),
      column.accessor((user) => user.position?.positionName ?? '', { id: 'position', header: t('users.columns.position'), enableSorting: false }),
      column.accessor((user) => user.role?.systemRoleName ?? '', { id: 'role', header: t('users.columns.role'), enableSorting: false }),
      column.accessor((user) => user.warehouse?.warehouseName ?? '', { id: 'warehouse', header: t('users.columns.warehouse'), enableSorting: false }),
      column.accessor((user) => (user.active ? t('users.yes') : t('users.no')), { id: 'active', header: t('users.columns.active'), enableSorting: false }),
      column.display({
        id: 'state',
        header: t('users.columns.state'),
        cell: ({ row: { original: user } }) => (
          <>
            {user.passwordChangeRequired ? (
              <Tag minimal intent="warning">
                {t('users.states.temporary')}
              </Tag>
            ) : null}{' '}
            {!user.confirmed ? <Tag minimal>{t('users.states.unconfirmed')}</Tag> : null}{' '}
            {user.locked ? (
              <Tag minimal intent="danger">
                {t('users.states.locked')}
              </Tag>
            ) : null}{' '}
            {user.totpEnabled ? (
              <Tag minimal intent="success">
                {t('users.states.mfa')}
              </Tag>
            ) : null}
          </>
        ),
      }),
    ],
    [t, onEdit],
  );
}
