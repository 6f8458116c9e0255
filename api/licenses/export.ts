import { parseOrThrow } from '../../domain/validation/parse';
import { licenseListFilterSchema, licenseSortSchema } from '../../domain/licenses/licenseList';
import { needsPermission, type CsvList } from '../exports/csvList';
import { LICENSES_CSV_HEADER, licenseCsvRows } from './listPage';

/** The POS licenses as CSV: the screen's company, status and store search and its sort, permission licenses.read (the list's); keys masked. */
export const licensesCsvList: CsvList = {
  authorize: needsPermission('licenses.read'),
  fileName: 'pos-licenses',
  header: LICENSES_CSV_HEADER,
  async *open(params, language) {
    const filter = parseOrThrow(licenseListFilterSchema, { organizationId: params.organizationId, status: params.status, search: params.search }, language);
    const sort = parseOrThrow(licenseSortSchema, { sort: params.sort, direction: params.direction }, language);
    yield* licenseCsvRows(filter, sort);
  },
};
