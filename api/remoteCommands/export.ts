import { parseOrThrow } from '../../domain/validation/parse';
import { commandHistoryFilterSchema, commandHistorySortSchema } from '../../domain/remoteCommands/historySort';
import { needsPermission, type CsvList } from '../exports/csvList';
import { COMMAND_HISTORY_CSV_HEADER, commandHistoryCsvRows } from './historyPage';

/**
 * 'Historial de comandos' as CSV: the table's store, state and command filters and sort, permission
 * remoteCommands.read (the list's). `expiryMs` is the configured time a store has to answer.
 */
export function remoteCommandsCsvList(expiryMs: () => number): CsvList {
  return {
    authorize: needsPermission('remoteCommands.read'),
    fileName: 'remote-commands',
    header: COMMAND_HISTORY_CSV_HEADER,
    async *open(params, language) {
      const filter = parseOrThrow(commandHistoryFilterSchema, { storeId: params.storeId, state: params.state, commandName: params.commandName }, language);
      const sort = parseOrThrow(commandHistorySortSchema, { sort: params.sort, direction: params.direction }, language);
      yield* commandHistoryCsvRows(filter, sort, expiryMs());
    },
  };
}
