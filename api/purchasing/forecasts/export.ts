import { parseOrThrow } from '../../../domain/validation/parse';
import { forecastRunFilterSchema, forecastRunSortSchema } from '../../../domain/purchasing/forecastRunList';
import { needsPermission, type CsvList } from '../../exports/csvList';
import { FORECAST_RUNS_CSV_HEADER, forecastRunCsvRows } from './runsPage';

/** The forecast runs and imports as CSV: the table's kind and status filters and sort, permission forecasts.read (the list's). */
export const forecastRunsCsvList: CsvList = {
  authorize: needsPermission('forecasts.read'),
  fileName: 'forecast-runs',
  header: FORECAST_RUNS_CSV_HEADER,
  async *open(params, language) {
    const filter = parseOrThrow(forecastRunFilterSchema, { kind: params.kind, status: params.status }, language);
    const sort = parseOrThrow(forecastRunSortSchema, { sort: params.sort, direction: params.direction }, language);
    yield* forecastRunCsvRows(filter, sort);
  },
};
