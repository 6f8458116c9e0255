import { parseAccessInput } from '../../../domain/access/validation';
import { userSortSchema } from '../../../domain/access/userSort';
import { type CsvList } from '../../exports/csvList';
import { requireMenuAccess } from '../../menus/service';
import { userSearchSchema } from './schemas';
import { USERS_CSV_HEADER, userCsvRows } from './service';

/** The users list's CSV: its search and sort, with the same menu access as the `users` query. */
export const usersCsvList: CsvList = {
  authorize: (access) => void requireMenuAccess(access, 'users'),
  fileName: 'users',
  header: USERS_CSV_HEADER,
  async *open(params, language) {
    const { search } = parseAccessInput(userSearchSchema, { search: params.search }, language);
    const sort = parseAccessInput(userSortSchema, { sort: params.sort, direction: params.direction }, language);
    yield* userCsvRows(search || undefined, sort);
  },
};
