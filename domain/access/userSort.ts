import { listSortSchema } from '../common/listSort';

/** The users list's sortable columns, each with an index (db/models/access); without a sort, by user name. */
export const userSortKeys = ['userName', 'fullName'] as const;
export type UserSortKey = (typeof userSortKeys)[number];
export const userSortSchema = listSortSchema(userSortKeys);
export const userSortFields: Record<UserSortKey, string> = { userName: 'userNameKey', fullName: 'fullName' };
