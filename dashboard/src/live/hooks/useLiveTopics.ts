import { useEffect } from 'react';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { LiveTopic } from '../../../../domain/live/topics';
import { follow } from '../utils/liveConnection';

/**
 * Refetches the given queries when the server says one of the topics changed: the screen reads
 * again through its normal, authorized query. No timer: the server pushes (docs/live.md). A change
 * during its refetch never cancels it: one more refetch follows it, so a busy topic costs at most
 * one request in flight per screen (a fetch the screen started itself is restarted, it may predate
 * the change). `enabled` false follows nothing (a progress with no run yet).
 */
export function useLiveTopics(topics: readonly LiveTopic[], queryKeys: readonly QueryKey[], enabled = true) {
  const queryClient = useQueryClient();
  const topicsKey = enabled ? topics.join(',') : '';
  const keysKey = JSON.stringify(queryKeys);
  useEffect(() => {
    if (!topicsKey) return undefined;
    const keys = JSON.parse(keysKey) as QueryKey[];
    let running: Promise<unknown> | null = null;
    let again = false;
    const refetch = () => {
      again = false;
      running = Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).finally(() => {
        running = null;
        if (again) refetch();
      });
    };
    return follow({
      topics: topicsKey.split(',') as LiveTopic[],
      changed: () => {
        if (running) again = true;
        else refetch();
      },
    });
  }, [queryClient, topicsKey, keysKey]);
}
