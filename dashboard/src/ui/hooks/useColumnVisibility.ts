import { type VisibilityState } from '@tanstack/react-table';
import { useCallback, useContext, useEffect, useState } from 'react';
import { columnsStorageKey } from '../utils/tableQuery';
import { TableUserContext } from '../utils/tableUser';

function read(key: string | null): VisibilityState {
  if (!key) return {};
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    if (!stored || typeof stored !== 'object') return {};
    return Object.fromEntries(Object.entries(stored).filter(([, shown]) => typeof shown === 'boolean')) as VisibilityState;
  } catch {
    return {};
  }
}

/**
 * The columns a user chose to show in one table, remembered in this browser per signed-in user
 * (localStorage); hidden columns are `false`, every other column shows.
 */
export function useColumnVisibility(tableId: string, initial: VisibilityState = {}) {
  const user = useContext(TableUserContext);
  const key = user ? columnsStorageKey(user, tableId) : null;
  const [visibility, setVisibility] = useState<VisibilityState>(() => ({ ...initial, ...read(key) }));
  useEffect(() => setVisibility({ ...initial, ...read(key) }), [key]); // eslint-disable-line react-hooks/exhaustive-deps -- a new user or table, not new defaults
  const change = useCallback(
    (next: VisibilityState | ((current: VisibilityState) => VisibilityState)) =>
      setVisibility((current) => {
        const value = typeof next === 'function' ? next(current) : next;
        if (key) localStorage.setItem(key, JSON.stringify(value));
        return value;
      }),
    [key],
  );
  return [visibility, change] as const;
}
