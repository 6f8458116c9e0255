import { type Types } from 'mongoose';
import { mongoSort, type ListSort } from '../../domain/common/listSort';
import { commandHistorySortFields, type CommandHistoryFilter, type CommandHistorySortKey } from '../../domain/remoteCommands/historySort';
import { RemoteControlModel, type RemoteControl } from '../../db/models/remoteCommands/remoteControl';
import { paramsText } from '../../domain/remoteCommands/commands';
import { remoteControlView } from './service';
import { createSharedReads } from '../../domain/live/sharedReads';
import { inTransaction } from '../../db/history/plugin';

type StoredControl = RemoteControl & { _id: Types.ObjectId };
type HistorySort = ListSort<CommandHistorySortKey>;

const NEWEST_SENT = { sentAt: -1 as const, _id: -1 as const };

/**
 * The stored filter of the history's filters. A state is computed from the statuses and the expiry
 * (domain remoteControlState): "expired" is a command still sent or received after the expiry
 * time, "send" and "received" are the ones still within it.
 */
export function commandHistoryQuery({ storeId, state, commandName }: CommandHistoryFilter, expiryMs: number, now: number): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (storeId) filter.warehouseId = storeId;
  if (commandName) filter['remoteCommand.remoteCommandName'] = commandName;
  const expiredBefore = now - expiryMs;
  if (state === 'expired') Object.assign(filter, { status: { $in: ['send', 'received'] }, sentAt: { $lt: expiredBefore } });
  else if (state === 'send' || state === 'received') Object.assign(filter, { status: state, sentAt: { $gte: expiredBefore } });
  else if (state) filter.status = state;
  return filter;
}

const historyFind = (filter: CommandHistoryFilter, sort: HistorySort, expiryMs: number, now: number) =>
  RemoteControlModel.find(commandHistoryQuery(filter, expiryMs, now)).sort(mongoSort(sort, commandHistorySortFields, NEWEST_SENT));

/** One page of 'Historial de comandos', filtered by store, state and command and sorted on the server, with the total. */
export async function commandHistoryPage(
  filter: CommandHistoryFilter,
  page: number,
  pageSize: number,
  sort: HistorySort,
  expiryMs: number,
  now: number = Date.now(),
) {
  const [records, total] = await Promise.all([
    historyFind(filter, sort, expiryMs, now)
      .skip(page * pageSize)
      .limit(pageSize)
      .lean<StoredControl[]>(),
    RemoteControlModel.countDocuments(commandHistoryQuery(filter, expiryMs, now)),
  ]);
  return { rows: records.map((record) => remoteControlView(record, expiryMs, now)), total, page, pageSize };
}

const pageReads = createSharedReads({ alone: inTransaction });

/**
 * The page as `commandHistoryPage` reads it, shared by the identical requests asked at once: a
 * remote command's change makes every open history screen ask the same first page in the same
 * instant (docs/live.md). The page is the same for every caller who holds remoteCommands.read (the
 * resolver checks it first, per caller); the key names that scope with the filters, page and sort.
 */
export function sharedCommandHistoryPage(filter: CommandHistoryFilter, page: number, pageSize: number, sort: HistorySort, expiryMs: number) {
  const key = JSON.stringify(['remoteCommands.read', filter, page, pageSize, sort, expiryMs]);
  return pageReads.read(key, () => commandHistoryPage(filter, page, pageSize, sort, expiryMs));
}

export const COMMAND_HISTORY_CSV_HEADER = ['sentAt', 'remoteCommandName', 'warehouseId', 'params', 'state', 'statuses', 'sentBy', 'takenBy', 'response'];

/** Every command of the history's filters as CSV cells, in the table's sort; statuses as "type epoch-seconds attendant" joined by " / ". */
export async function* commandHistoryCsvRows(
  filter: CommandHistoryFilter,
  sort: HistorySort,
  expiryMs: number,
  now: number = Date.now(),
): AsyncGenerator<unknown[]> {
  for await (const record of historyFind(filter, sort, expiryMs, now).lean<StoredControl[]>().cursor({ batchSize: 500 }) as AsyncIterable<StoredControl>) {
    const row = remoteControlView(record, expiryMs, now);
    const statuses = row.statuses
      .map((status) => [status.remoteControlStatusType, new Date(status.startDatetime * 1000).toISOString(), status.attendantId ?? ''].join(' ').trim())
      .join(' / ');
    yield [row.sentAt, row.remoteCommandName, row.warehouseId, paramsText(row.params), row.state, statuses, row.sentBy, row.takenBy ?? '', row.response ?? ''];
  }
}
