import { useEffect } from 'react';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { LiveTopic } from '../../../../domain/live/topics';
import { follow } from '../utils/liveConnection';

/**
 * Refetches the given queries when the server says one of the topics changed: the screen reads
 * again through its normal, authorized query. No timer: the server pushes (docs/live.md).
 */
export function useLiveTopics(topics: readonly LiveTopic[], queryKeys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  const topicsKey = topics.join(',');
  const keysKey = JSON.stringify(queryKeys);
  useEffect(() => {
    const keys = JSON.parse(keysKey) as QueryKey[];
    return follow({
      topics: topicsKey.split(',') as LiveTopic[],
      changed: () => {
        for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
      },
    });
  }, [queryClient, topicsKey, keysKey]);
}
