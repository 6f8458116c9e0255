import { createContext } from 'react';

/**
 * Who is signed in, for what tables remember per user (the columns shown): the staff shell
 * provides the user name; outside it tables remember nothing.
 */
export const TableUserContext = createContext<string | null>(null);
