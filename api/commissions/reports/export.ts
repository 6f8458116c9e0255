import { reportCriteria } from '../../../domain/commissions/rules';
import { AppError } from '../../../domain/errors/catalogue';
import { parseOrThrow } from '../../../domain/validation/parse';
import { organizationFor } from '../access';
import { type CsvList } from '../../exports/csvList';
import { searchInput } from './routes';
import { REPORTS_CSV_HEADER, reportCsvRows } from './service';

/**
 * The commission reports' CSV (`/api/export/commissionReports.csv`): the screen's search (company,
 * position, dates, employee) in its sort, every matching report. Access is the search's: the
 * Reports module's read flag in the asked company (spec 003 section 6).
 */
export const commissionReportsCsvList: CsvList = {
  async authorize({ principal, req }, params) {
    if (!principal) throw new AppError('NOT_AUTHENTICATED');
    await organizationFor(req, 'Reports', 'read', params.organization_id ?? '');
  },
  fileName: 'commission-reports',
  header: REPORTS_CSV_HEADER,
  async *open(params, language) {
    const search = parseOrThrow(searchInput, params, language);
    yield* reportCsvRows(reportCriteria(search), search);
  },
};
