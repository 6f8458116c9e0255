import type { LiveChange, LiveTopic } from '../../../../domain/live/topics';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'resumed';

interface Follower {
  topics: readonly LiveTopic[];
  changed(topics: LiveTopic[]): void;
}

const followers = new Set<Follower>();
const statusListeners = new Set<(status: LiveStatus) => void>();
let source: EventSource | null = null;
let openTopics = '';
let lastEventId = '';
let status: LiveStatus = 'connecting';

function setStatus(next: LiveStatus) {
  status = next;
  for (const listener of statusListeners) listener(next);
}

function deliver(topics: LiveTopic[]) {
  for (const follower of followers) {
    const mine = topics.filter((topic) => follower.topics.includes(topic));
    if (mine.length) follower.changed(mine);
  }
}

/**
 * One EventSource per tab for the union of the topics the open screens follow (docs/live.md): the
 * browser reconnects it with its Last-Event-ID; a new set of topics reopens it from the last id.
 */
function reconnect() {
  const topics = [...new Set([...followers].flatMap((follower) => follower.topics))].sort().join(',');
  if (topics === openTopics) return;
  source?.close();
  source = null;
  openTopics = topics;
  if (!topics) return;
  const query = new URLSearchParams({ topics, ...(lastEventId ? { lastEventId } : {}) });
  const next = new EventSource(`/api/live?${query.toString()}`, { withCredentials: true });
  source = next;
  next.addEventListener('change', (event) => {
    lastEventId = event.lastEventId || lastEventId;
    deliver((JSON.parse(event.data as string) as LiveChange).topics);
  });
  next.addEventListener('reset', (event) => deliver((JSON.parse(event.data as string) as LiveChange).topics));
  next.addEventListener('ready', (event) => setStatus((JSON.parse(event.data as string) as { resumed: boolean }).resumed ? 'resumed' : 'live'));
  next.addEventListener('error', () => setStatus('reconnecting'));
}

export function follow(follower: Follower): () => void {
  followers.add(follower);
  queueMicrotask(reconnect);
  return () => {
    followers.delete(follower);
    queueMicrotask(reconnect);
  };
}

export function watchStatus(listener: (status: LiveStatus) => void): () => void {
  statusListeners.add(listener);
  listener(status);
  return () => statusListeners.delete(listener);
}
