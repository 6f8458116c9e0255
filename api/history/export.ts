import { parseOrThrow } from '../../domain/validation/parse';
import { historyCsvHeader, parseHistoryFilter } from '../../domain/history/filter';
import { historySortSchema } from '../../domain/history/historySort';
import { HISTORY_READ } from '../../domain/history/permissions';
import { needsPermission, type CsvList } from '../exports/csvList';
import { historyCsvRows } from './service';

/**
 * The audit log as CSV (`/api/export/history.csv?userName=&area=&recordType=&recordId=&operation=&from=&to=&sort=&direction=`):
 * the whole filtered log in the table's sort, one row per changed field, permission history:read
 * (the log's). The CLI's `history export` reads the same file.
 */
export const historyCsvList: CsvList = {
  authorize: needsPermission(HISTORY_READ),
  fileName: 'audit-log',
  header: historyCsvHeader,
  async *open(params, language) {
    const { userName, area, recordType, recordId, operation, from, to } = params;
    const query = parseHistoryFilter({ userName, area, recordType, recordId, operation, from, to });
    yield* historyCsvRows(query, parseOrThrow(historySortSchema, { sort: params.sort, direction: params.direction }, language));
  },
};
