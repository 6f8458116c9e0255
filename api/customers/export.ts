import { parseOrThrow } from '../../domain/validation/parse';
import { customerFilterSchema } from '../../domain/customers/filters';
import { customerSortSchema } from '../../domain/customers/listSort';
import { needsPermission, type CsvList } from '../exports/csvList';
import { toCustomerQuery } from './service';
import { CSV_HEADER, customerCsvRows } from './listPages';

/** The customer list's CSV: the screen's filters (class, type, changed since, search) and its sort, permission customers.read. */
export const customersCsvList: CsvList = {
  authorize: needsPermission('customers.read'),
  fileName: 'customers',
  header: CSV_HEADER,
  async *open(params, language) {
    const filter = parseOrThrow(
      customerFilterSchema,
      { class: params.class, customerTypeId: params.customerTypeId, changedSince: params.changedSince, search: params.search },
      language,
    );
    const sort = parseOrThrow(customerSortSchema, { sort: params.sort, direction: params.direction }, language);
    yield* customerCsvRows(toCustomerQuery(filter), sort);
  },
};
