import type { Command } from 'commander';
import { Box, Text } from '../ui/ink';
import { Table } from '../ui/Table';
import type { CommandContext } from '../context';
import { UsageError } from '../api';
import { formatInStoreZone } from '../../domain/common/time';
import type { MessageKey } from '../i18n';
import { commandHistoryQuery, issueStoreTokenMutation, sendCommandMutation } from '../graphql/remoteCommands';

/** `commands send` and `commands history`: remote commands to the stores' points of sale. */
export function registerRemoteCommands(program: Command, context: CommandContext) {
  const { t: text } = context;
  const commands = program.command('commands').description(text('remoteCommands.description'));

  commands
    .command('send')
    .description(text('remoteCommands.send.description'))
    .requiredOption('--store <code>', text('remoteCommands.send.store'))
    .requiredOption('--command <name>', text('remoteCommands.send.command'))
    .option('--customer <id>', text('remoteCommands.send.customer'))
    .option('--kit <id>', text('remoteCommands.send.kit'))
    .action(async (options: { store: string; command: string; customer?: string; kit?: string }) => {
      const { api, output, t } = context();
      if (options.customer && options.kit) throw new UsageError(t('remoteCommands.send.both'));
      const { sendRemoteCommand: sent } = await api.graphql(sendCommandMutation, {
        storeId: options.store.toUpperCase(),
        commandName: options.command,
        customerId: options.customer ?? null,
        kitId: options.kit ?? null,
      });
      await output.show(sent, () => (
        <Text color="green">{t('remoteCommands.send.done', { id: sent.id, name: sent.remoteCommandName, store: sent.warehouseId })}</Text>
      ));
    });

  commands
    .command('history')
    .description(text('remoteCommands.history.description'))
    .option('--store <code>', text('remoteCommands.history.store'))
    .option('--limit <n>', text('remoteCommands.history.limit'), '50')
    .action(async (options: { store?: string; limit: string }) => {
      const { api, output, t } = context();
      const { remoteCommandHistory: rows } = await api.graphql(commandHistoryQuery, {
        storeId: options.store?.toUpperCase() ?? null,
        limit: Number(options.limit) || 50,
      });
      await output.show(rows, () => (
        <Box flexDirection="column">
          <Table
            columns={['sentAt', 'store', 'command', 'state', 'statuses', 'response'].map((column) => t(`remoteCommands.column.${column}` as MessageKey))}
            rows={rows.map((row) => [
              formatInStoreZone(Date.parse(row.sentAt), 'dd/MM/yyyy HH:mm'),
              row.warehouseId,
              row.remoteCommandName,
              t(`remoteCommands.state.${row.state}` as MessageKey, { defaultValue: row.state }),
              row.statuses.map((status) => `${status.remoteControlStatusType}@${formatInStoreZone(status.startDatetime * 1000, 'HH:mm:ss')}`).join(' → '),
              row.response ?? '',
            ])}
            emptyText={t('common.none')}
          />
          <Text>{t('remoteCommands.history.timeZone', { zone: rows[0]?.timeZone ?? 'America/Mexico_City' })}</Text>
        </Box>
      ));
    });

  commands
    .command('token')
    .description(text('remoteCommands.token.description'))
    .requiredOption('--store <code>', text('remoteCommands.send.store'))
    .option('--label <text>', text('remoteCommands.token.label'), 'pos')
    .action(async (options: { store: string; label: string }) => {
      const { api, output, t } = context();
      const { issueStoreToken: issued } = await api.graphql(issueStoreTokenMutation, { storeId: options.store.toUpperCase(), label: options.label });
      await output.show(issued, () => (
        <Box flexDirection="column">
          <Text>{t('remoteCommands.token.issued', { store: issued.warehouseId })}</Text>
          <Text color="green">{issued.token}</Text>
        </Box>
      ));
    });
}
