import { customersCsvList } from '../customers/export';
import { type CsvList } from './csvList';

/** Every list that exports, by the name its screen asks for (`/api/export/<name>.csv`). */
export const csvLists: Readonly<Record<string, CsvList>> = {
  customers: customersCsvList,
};
