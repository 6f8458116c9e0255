import { parseOrThrow } from '../../domain/validation/parse';
import { customerFilterSchema } from '../../domain/customers/filters';
import { customerSortSchema } from '../../domain/customers/listSort';
import { type CsvList } from '../exports/csvList';
import { CSV_HEADER, customerCsvRows, toCustomerQuery } from './service';

/** The customer list's CSV: the screen's filters (class, type, changed since, search) and its sort, permission customers.read. */
export const customersCsvList: CsvList = {
  permission: 'customers.read',
  fileName: 'customers',
  header: CSV_HEADER,
  async *open(params, language) {
    const filter = parseOrThrow(customerFilterSchema, { class: params.class, customerTypeId: params.customerTypeId, changedSince: params.changedSince, search: params.search }, language);
    const sort = parseOrThrow(customerSortSchema, { sort: params.sort, direction: params.direction }, language);
    yield* customerCsvRows(toCustomerQuery(filter), sort);
  },
};
