import { type ReactNode } from 'react';
import { useMe } from '../access/hooks';
import { TableUserContext } from '../ui/utils/tableUser';

export interface TableUserScopeProps {
  children: ReactNode;
}

/** Gives the data tables the signed-in user, so each remembers its shown columns per user. */
export function TableUserScope({ children }: TableUserScopeProps) {
  const me = useMe();
  return <TableUserContext.Provider value={me.data?.me?.userName ?? null}>{children}</TableUserContext.Provider>;
}
