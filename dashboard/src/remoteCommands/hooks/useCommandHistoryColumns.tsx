import { Tag } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { commandHistoryStates } from '../../../../domain/remoteCommands/historySort';
import type { RemoteCommandHistoryPageQuery } from '../../graphql';
import { formatDateTime } from '../../ui/utils';
import { paramsText, stateIntents, statusTime } from '../utils';

export type CommandHistoryRow = RemoteCommandHistoryPageQuery['remoteCommandHistoryPage']['rows'][number];
const column = createColumnHelper<CommandHistoryRow>();

/** A choice of a select filter. */
export interface FilterOption {
  value: string;
  label: string;
}

/**
 * 'Historial de comandos' columns: the sortable ids are the server's keys
 * (domain/remoteCommands/historySort.ts); store, command and state filter under their headings.
 */
export function useCommandHistoryColumns(stores: readonly FilterOption[], commands: readonly FilterOption[]) {
  const { t, i18n } = useTranslation('remoteCommands');
  return useMemo(
    () => [
      column.accessor('sentAt', {
        id: 'sentAt',
        header: t('sentAt'),
        cell: ({ getValue }) => <span className="remote-commands__nowrap">{formatDateTime(getValue(), i18n.language)}</span>,
      }),
      column.accessor('remoteCommandName', {
        id: 'remoteCommandName',
        header: t('command'),
        enableHiding: false,
        meta: { filter: { kind: 'select', options: commands } },
      }),
      column.accessor('warehouseId', { id: 'warehouseId', header: t('store'), meta: { filter: { kind: 'select', options: stores } } }),
      column.accessor((row) => paramsText(row.params), { id: 'params', header: t('params'), enableSorting: false }),
      column.accessor('state', {
        id: 'state',
        header: t('state'),
        meta: { filter: { kind: 'select', options: commandHistoryStates.map((state) => ({ value: state, label: t(`states.${state}`) })) } },
        cell: ({ getValue }) => <Tag intent={stateIntents[getValue()] ?? 'none'}>{t(`states.${getValue()}` as 'states.send')}</Tag>,
      }),
      column.accessor('statuses', {
        id: 'statuses',
        header: t('statuses'),
        enableSorting: false,
        cell: ({ getValue }) => (
          <ul className="remote-commands__statuses">
            {getValue().map((status, index) => (
              <li
                key={index}
              >{`${t(`states.${status.remoteControlStatusType}` as 'states.send')} · ${statusTime(status.startDatetime)}${status.attendantId ? ` · ${status.attendantId}` : ''}`}</li>
            ))}
          </ul>
        ),
      }),
      column.accessor('sentBy', { id: 'sentBy', header: t('sentBy') }),
      column.accessor('response', { id: 'response', header: t('response'), enableSorting: false, cell: ({ getValue }) => <code>{getValue() ?? ''}</code> }),
    ],
    [t, i18n.language, stores, commands],
  );
}
