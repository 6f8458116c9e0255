import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import type { ChangeStream, ResumeToken } from 'mongodb';
import type { Logger } from '../../config/logger';
import type { LiveTopic } from '../../domain/live/topics';

/** Which collections feed which topic: one shared change stream per collection (docs/live.md). */
export const TOPIC_COLLECTIONS: Readonly<Record<string, LiveTopic>> = {
  remoteCommands: 'remoteCommands',
  remoteControls: 'remoteCommands',
  workflowRuns: 'workflowRuns',
  mailOutbox: 'mailOutbox',
  smsOutbox: 'smsOutbox',
  customers: 'customers',
  customerCounts: 'customers',
  audits: 'audits',
  headcountReports: 'headcount',
  xadisTransmissions: 'xadisTransmissions',
  partnerBatches: 'xadisTransmissions',
  xadisEmptyContainers: 'emptyContainers',
  purchaseOrders: 'purchaseOrders',
  forecastRuns: 'forecastRuns',
};

export interface LiveEvent {
  /** Increases by one per event; with the hub's epoch it is the SSE event id. */
  seq: number;
  topic: LiveTopic;
  /** When the change was seen (ms), for the benchmark's commit-to-event latency. */
  at: number;
}

export interface LiveHub {
  /** Changes when the process restarts: an id of another epoch cannot be replayed. */
  readonly epoch: string;
  /** `ended` runs when the hub closes (the stream ends, the browser reconnects to the next process). */
  subscribe(listener: (event: LiveEvent) => void, ended?: () => void): () => void;
  /** The events after `seq` still buffered, or null when some were already dropped (the client refetches all). */
  since(seq: number): LiveEvent[] | null;
  /** Resolves once every change stream is open (changes committed after it are seen). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface LiveHubOptions {
  logger: Logger;
  /** How many recent events a reconnecting subscriber can replay. */
  bufferSize?: number;
  /** Events of one topic within this window go out as one (a mass update is one refetch). */
  coalesceMs?: number;
  collections?: Readonly<Record<string, LiveTopic>>;
}

/**
 * Watches each collection once through the driver's `watch()` (the embedded server and MongoDB
 * alike) and turns a committed change into a topic event. A stream that fails reopens from its
 * last resume token; a token too old to resume reopens from now and announces the topic, so a
 * screen refetches rather than misses a change.
 */
export function createLiveHub(options: LiveHubOptions): LiveHub {
  const { logger, bufferSize = 2000, coalesceMs = 25, collections = TOPIC_COLLECTIONS } = options;
  const epoch = randomUUID().slice(0, 8);
  const listeners = new Set<(event: LiveEvent) => void>();
  const endings = new Set<() => void>();
  const buffer: LiveEvent[] = [];
  const pending = new Set<LiveTopic>();
  const streams = new Map<string, ChangeStream>();
  let seq = 0;
  let closed = false;
  let flushTimer: NodeJS.Timeout | undefined;

  const publish = (topic: LiveTopic) => {
    const event: LiveEvent = { seq: ++seq, topic, at: Date.now() };
    buffer.push(event);
    if (buffer.length > bufferSize) buffer.splice(0, buffer.length - bufferSize);
    for (const listener of listeners) listener(event);
  };
  const flush = () => {
    flushTimer = undefined;
    const topics = [...pending];
    pending.clear();
    for (const topic of topics) publish(topic);
  };
  const changed = (topic: LiveTopic) => {
    pending.add(topic);
    flushTimer ??= setTimeout(flush, coalesceMs);
  };

  const open = async (collection: string, topic: LiveTopic, resumeAfter?: ResumeToken): Promise<void> => {
    if (closed) return;
    const stream = mongoose.connection.collection(collection).watch([], resumeAfter ? { resumeAfter } : {});
    streams.set(collection, stream);
    let token = resumeAfter;
    // The token moves with every change and every empty batch (postBatchResumeToken).
    const opened = new Promise<void>((resolve) => stream.once('resumeTokenChanged', () => resolve()));
    stream.on('resumeTokenChanged', (next: ResumeToken) => {
      token = next;
    });
    stream.on('change', () => changed(topic));
    stream.on('error', (error: unknown) => {
      if (closed) return;
      logger.warn({ err: error, collection }, 'live: change stream failed, resuming');
      void stream.close().catch(() => undefined);
      setTimeout(() => {
        open(collection, topic, token).catch((resumeError: unknown) => {
          logger.warn({ err: resumeError, collection }, 'live: resume token refused, watching from now');
          changed(topic);
          return open(collection, topic);
        });
      }, 500).unref();
    });
    // The stream is open on the server once its first (empty) batch gave a token.
    await opened;
  };

  const ready = Promise.all(Object.entries(collections).map(([collection, topic]) => open(collection, topic))).then(() => undefined);

  return {
    epoch,
    ready,
    subscribe(listener, ended) {
      listeners.add(listener);
      if (ended) endings.add(ended);
      return () => {
        listeners.delete(listener);
        if (ended) endings.delete(ended);
      };
    },
    since(after) {
      if (after > seq) return null;
      const first = buffer[0]?.seq ?? seq + 1;
      if (after < first - 1) return null;
      return buffer.filter((event) => event.seq > after);
    },
    async close() {
      closed = true;
      if (flushTimer) clearTimeout(flushTimer);
      listeners.clear();
      for (const ended of [...endings]) ended();
      endings.clear();
      await Promise.all([...streams.values()].map((stream) => stream.close().catch(() => undefined)));
    },
  };
}
