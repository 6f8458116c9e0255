import { customersCsvList } from '../customers/export';
import { usersCsvList } from '../admin/users/export';
import { productsCsvList } from '../products/export';
import { type CsvList } from './csvList';

/** Every list that exports, by the name its screen asks for (`/api/export/<name>.csv`). */
export const csvLists: Readonly<Record<string, CsvList>> = {
  customers: customersCsvList,
  users: usersCsvList,
  products: productsCsvList,
};
