import { z } from 'zod';
import { listSortSchema } from '../common/listSort';
import { singleLineText } from '../common/text';

/**
 * The command history's sortable columns (spec 002, 'Historial de comandos'), each with an index
 * (db/models/remoteCommands/remoteControl.ts); without a sort, the newest sent first.
 */
export const commandHistorySortKeys = ['sentAt', 'remoteCommandName', 'warehouseId', 'state', 'sentBy'] as const;
export type CommandHistorySortKey = (typeof commandHistorySortKeys)[number];
export const commandHistorySortSchema = listSortSchema(commandHistorySortKeys);
/** The stored field of each key: the state sorts by the last status stored (an expired command sorts with the ones not answered). */
export const commandHistorySortFields: Record<CommandHistorySortKey, string> = {
  sentAt: 'sentAt',
  remoteCommandName: 'remoteCommand.remoteCommandName',
  warehouseId: 'warehouseId',
  state: 'status',
  sentBy: 'sentBy',
};

/** States the history's state column filters by: a status type, or expired (not finished within the expiry time). */
export const commandHistoryStates = ['send', 'received', 'executed', 'failed', 'expired'] as const;
export type CommandHistoryState = (typeof commandHistoryStates)[number];

/** The history's page sizes (the spec names none: 25, 50, 100) and its filters: store, state and command. */
export const COMMAND_HISTORY_PAGE_SIZES = [25, 50, 100] as const;
export const commandHistoryFilterSchema = z.object({
  storeId: singleLineText()
    .regex(/^[A-Z0-9_]{1,20}$/)
    .nullish(),
  state: z.enum(commandHistoryStates).nullish(),
  commandName: singleLineText().max(60).nullish(),
});
export type CommandHistoryFilter = z.infer<typeof commandHistoryFilterSchema>;
export const commandHistoryPageSchema = commandHistoryFilterSchema.extend({
  page: z.number().int().min(0).default(0),
  pageSize: z.union([z.literal(25), z.literal(50), z.literal(100)]).default(25),
});
