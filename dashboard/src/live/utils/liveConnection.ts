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
/** Followers that joined since the stream last said `ready`: they refetch once it is open, a change between their first read and the stream's start is not lost. */
let fresh = new Set<Follower>();
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryMs = 1000;

function setStatus(next: LiveStatus) {
  status = next;
  for (const listener of statusListeners) listener(next);
}

function deliver(topics: readonly LiveTopic[], to: Iterable<Follower> = followers) {
  for (const follower of to) {
    const mine = topics.filter((topic) => follower.topics.includes(topic));
    if (mine.length) follower.changed(mine);
  }
}

/**
 * One EventSource per tab for the union of the topics the open screens follow (docs/live.md): the
 * browser reconnects it with its Last-Event-ID; a new set of topics reopens it from the last id.
 */
function reconnect(force = false) {
  const topics = [...new Set([...followers].flatMap((follower) => follower.topics))].sort().join(',');
  if (topics === openTopics && !force) return;
  clearTimeout(retryTimer);
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
  next.addEventListener('ready', (event) => {
    retryMs = 1000;
    const { resumed } = JSON.parse(event.data as string) as { resumed: boolean };
    // Not resumed: what changed while no stream was open is unknown, every screen reads again; resumed: the replay covered the others.
    const joined = resumed ? [...fresh] : [...followers];
    fresh = new Set();
    deliver(openTopics.split(',') as LiveTopic[], joined);
    // "Resumed" only after a lost connection, not when another screen's topics reopened the stream.
    setStatus(resumed && status === 'reconnecting' ? 'resumed' : 'live');
  });
  // The session is gone (expired or signed out): the stream closes and stays closed until the screens change after signing in.
  next.addEventListener('signedOut', () => {
    next.close();
    if (source !== next) return;
    source = null;
    openTopics = '';
    setStatus('reconnecting');
  });
  next.addEventListener('error', () => {
    setStatus('reconnecting');
    // The browser retries a dropped stream by itself (with its Last-Event-ID), not one refused by an answer (a restart's 502): reopen it later.
    if (next.readyState === EventSource.CLOSED && source === next) {
      retryTimer = setTimeout(() => reconnect(true), retryMs);
      retryMs = Math.min(retryMs * 2, 30_000);
    }
  });
}

export function follow(follower: Follower): () => void {
  followers.add(follower);
  fresh.add(follower);
  queueMicrotask(() => reconnect());
  return () => {
    followers.delete(follower);
    fresh.delete(follower);
    queueMicrotask(() => reconnect());
  };
}

export function watchStatus(listener: (status: LiveStatus) => void): () => void {
  statusListeners.add(listener);
  listener(status);
  return () => statusListeners.delete(listener);
}
