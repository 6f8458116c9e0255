import { useCallback, useMemo, useState } from 'react';
import { Button, Card, H4 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DataTable, QueryProblem, ScreenHeading } from '../../ui/components';
import { useCommandCompanies, useRemoteCommands } from '../hooks';
import { useCommandColumns } from '../hooks/useCommandColumns';
import { CommandDialog, type CommandRow } from './CommandDialog';
import { CommandHistoryTable } from './CommandHistoryTable';
import { SendCommandCard } from './SendCommandCard';
import './remoteCommands.css';

/** 'Comandos remotos' (spec 002, Remote command): send a command to a store, the commands, and the history. */
export function RemoteCommandsScreen() {
  const { t } = useTranslation('remoteCommands');
  const companies = useCommandCompanies();
  const commands = useRemoteCommands();
  const [dialog, setDialog] = useState<{ open: boolean; editing: CommandRow | null }>({ open: false, editing: null });
  const edit = useCallback((row: CommandRow) => setDialog({ open: true, editing: row }), []);
  const commandColumns = useCommandColumns(edit);
  const storeOptions = useMemo(
    () =>
      (companies.data?.remoteCommandCompanies ?? []).flatMap((company) =>
        company.stores.map((store) => ({ value: store.warehouseId, label: `${store.warehouseId} ${store.warehouseName}` })),
      ),
    [companies.data],
  );
  const commandOptions = useMemo(
    () => (commands.data?.remoteCommands ?? []).map((command) => ({ value: command.remoteCommandName, label: command.remoteCommandName })),
    [commands.data],
  );

  return (
    <div className="remote-commands">
      <ScreenHeading title={t('title')} actions={<Button icon="add" text={t('addCommand')} onClick={() => setDialog({ open: true, editing: null })} />} />
      {companies.error ? <QueryProblem error={companies.error} onRetry={() => void companies.refetch()} /> : null}
      <SendCommandCard companies={companies.data?.remoteCommandCompanies} commands={commands.data?.remoteCommands} />
      <Card>
        <H4>{t('commands')}</H4>
        <DataTable
          tableId="remote-commands"
          label={t('commands')}
          columns={commandColumns}
          rows={commands.data?.remoteCommands}
          getRowId={(row) => row.id}
          error={commands.error}
          onRetry={() => void commands.refetch()}
          onOpen={edit}
          pageSizes={[25, 50, 100]}
        />
      </Card>
      <Card>
        <H4>{t('history')}</H4>
        <CommandHistoryTable stores={storeOptions} commands={commandOptions} />
      </Card>
      {dialog.open ? <CommandDialog isOpen editing={dialog.editing} onClose={() => setDialog({ open: false, editing: null })} /> : null}
    </div>
  );
}
