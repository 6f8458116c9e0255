import { parseOrThrow } from '../../domain/validation/parse';
import { transmissionFilterSchema, transmissionSortSchema } from '../../domain/xadis/transmissionList';
import { needsPermission, type CsvList } from '../exports/csvList';
import { TRANSMISSION_CSV_HEADER, transmissionCsvRows } from './transmissionPage';

/** 'Historial de envíos' as CSV: the table's status and requester filters and sort, permission xadis.transmissions.read (the list's). */
export const xadisTransmissionsCsvList: CsvList = {
  authorize: needsPermission('xadis.transmissions.read'),
  fileName: 'xadis-transmissions',
  header: TRANSMISSION_CSV_HEADER,
  async *open(params, language) {
    const filter = parseOrThrow(transmissionFilterSchema, { status: params.status, requestedBy: params.requestedBy }, language);
    const sort = parseOrThrow(transmissionSortSchema, { sort: params.sort, direction: params.direction }, language);
    yield* transmissionCsvRows(filter, sort);
  },
};
