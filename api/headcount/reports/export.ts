import { headcountReportFilterSchema, headcountReportSortSchema } from '../../../domain/headcount/reportSort';
import { parseOrThrow } from '../../../domain/validation/parse';
import { needsPermission, type CsvList } from '../../exports/csvList';
import { HEADCOUNT_CSV_HEADER, headcountReportCsvRows } from './service';

/** The headcount reports' CSV (`/api/export/headcountReports.csv`): the screen's search, status and company in its sort; permission headcount.read (the list's). */
export const headcountReportsCsvList: CsvList = {
  authorize: needsPermission('headcount.read'),
  fileName: 'headcount',
  header: HEADCOUNT_CSV_HEADER,
  async *open(params, language) {
    const filter = parseOrThrow(
      headcountReportFilterSchema,
      { search: params.search, statusName: params.statusName, organizationId: params.organizationId },
      language,
    );
    const sort = parseOrThrow(headcountReportSortSchema, { sort: params.sort, direction: params.direction }, language);
    yield* headcountReportCsvRows(filter, sort);
  },
};
