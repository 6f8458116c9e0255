import { Button, Intent, Tag } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { commandTargets } from '../../../../domain/remoteCommands/commands';
import type { CommandRow } from '../components/CommandDialog';

const column = createColumnHelper<CommandRow>();

/** The commands' columns (a short list sorted and filtered in the browser); the last opens the edit dialog. */
export function useCommandColumns(onEdit: (row: CommandRow) => void) {
  const { t } = useTranslation('remoteCommands');
  return useMemo(
    () => [
      column.accessor('remoteCommandName', { id: 'remoteCommandName', header: t('name'), enableHiding: false, meta: { filter: { kind: 'text' } } }),
      column.accessor('remoteCommandDescription', { id: 'remoteCommandDescription', header: t('description'), meta: { filter: { kind: 'text' } } }),
      column.accessor('command', { id: 'command', header: t('command'), cell: ({ getValue }) => <code>{getValue()}</code> }),
      column.accessor('target', {
        id: 'target',
        header: t('target'),
        filterFn: 'equalsString',
        meta: {
          filter: { kind: 'select', options: commandTargets.map((target) => ({ value: target, label: t(`targets.${target}`) })) },
          exportValue: (row) => t(`targets.${row.target}` as 'targets.none'),
        },
        cell: ({ getValue }) => t(`targets.${getValue()}` as 'targets.none'),
      }),
      column.accessor((row) => (row.enable ? 'yes' : 'no'), {
        id: 'enable',
        header: t('enable'),
        filterFn: 'equalsString',
        meta: {
          filter: {
            kind: 'select',
            options: [
              { value: 'yes', label: t('yes') },
              { value: 'no', label: t('no') },
            ],
          },
          exportValue: (row) => (row.enable ? t('yes') : t('no')),
        },
        cell: ({ getValue }) =>
          getValue() === 'yes' ? (
            <Tag intent={Intent.SUCCESS} minimal>
              {t('yes')}
            </Tag>
          ) : (
            <Tag minimal>{t('no')}</Tag>
          ),
      }),
      column.display({
        id: 'edit',
        header: '',
        enableHiding: false,
        cell: ({ row }) => (
          <Button small minimal icon="edit" aria-label={t('editOf', { name: row.original.remoteCommandName })} onClick={() => onEdit(row.original)} />
        ),
      }),
    ],
    [t, onEdit],
  );
}
