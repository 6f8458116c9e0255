import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { historyQueryKey } from './keys';

/**
 * Every write a screen makes through react-query is recorded by the server: when any mutation
 * succeeds, the history answers are marked stale and the panels on screen ask again, so an edit
 * shows in its record's history without the screen naming the panel.
 */
export function useRefreshHistoryOnWrites() {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') void client.invalidateQueries({ queryKey: historyQueryKey });
      }),
    [client],
  );
}
