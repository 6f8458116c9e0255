import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import type { ChangeStream, Document, ResumeToken } from 'mongodb';
import type { Logger } from '../../config/logger';
import type { LiveTopic } from '../../domain/live/topics';
import { createWorkflowTopicRouter, WORKFLOW_TOPICS, type WorkflowChange } from './workflowTopics';

/** Which collections feed which topic: one shared change stream per collection (docs/live.md). */
export const TOPIC_COLLECTIONS: Readonly<Record<string, LiveTopic>> = {
  remoteCommands: 'remoteCommands',
  remoteControls: 'remoteCommands',
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
  forecasts: 'forecastRuns',
  commissionStatements: 'commissionStatements',
};

/**
 * The embedded runtime's runs and their steps: `workflowRuns` and the topic of the screen that
 * shows the process's progress (api/live/workflowTopics.ts). A run's document is read on update
 * (it changes only as the run starts and closes); a step's event is projected to its run's id.
 */
const WORKFLOW_STREAMS = {
  workflowRuns: { pipeline: [] as Document[], options: { fullDocument: 'updateLookup' as const } },
  workflowEvents: { pipeline: [{ $match: { operationType: 'insert' } }, { $project: { operationType: 1, 'fullDocument.runId': 1 } }], options: {} },
};

/**
 * A plain collection's topic only needs to know that something changed: its stream keeps the event's kind (and its
 * resume token), so neither the database nor the driver builds, sends and reads the documents (a partner transmission
 * writes two batch records a batch).
 */
const PLAIN_STREAM = { pipeline: [{ $project: { operationType: 1 } }] as Document[] };

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
  /** A change that is no document's (a backend's health flipped): subscribers of the topic refetch. */
  announce(topic: LiveTopic): void;
  close(): Promise<void>;
}

export interface LiveHubOptions {
  logger: Logger;
  /** How many recent events a reconnecting subscriber can replay. */
  bufferSize?: number;
  /** Events of one topic within this window go out as one (a mass update is one refetch). */
  coalesceMs?: number;
  collections?: Readonly<Record<string, LiveTopic>>;
  /** Follow the embedded runtime's runs and steps (off only for a test of plain collections). */
  workflows?: boolean;
}

/**
 * Watches each collection once through the driver's `watch()` (the embedded server and MongoDB
 * alike) and turns a committed change into a topic event. A stream that fails reopens from its
 * last resume token; a token too old to resume reopens from now and announces the topic, so a
 * screen refetches rather than misses a change.
 */
export function createLiveHub(options: LiveHubOptions): LiveHub {
  const { logger, bufferSize = 2000, coalesceMs = 25, collections = TOPIC_COLLECTIONS, workflows = true } = options;
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

  type Route = (change: WorkflowChange) => LiveTopic[] | Promise<LiveTopic[]>;
  interface Watch {
    route: Route;
    /** The topics announced when the stream cannot resume (every topic it may feed). */
    fallback: LiveTopic[];
    pipeline?: Document[];
    options?: Document;
  }
  const routed = (watch: Watch, change: WorkflowChange) => {
    Promise.resolve(watch.route(change)).then(
      (topics) => topics.forEach(changed),
      (error: unknown) => {
        logger.warn({ err: error }, 'live: a change could not be mapped to its topics');
        watch.fallback.forEach(changed);
      },
    );
  };

  const open = async (collection: string, watch: Watch, resumeAfter?: ResumeToken): Promise<void> => {
    if (closed) return;
    const stream = mongoose.connection.collection(collection).watch(watch.pipeline ?? [], { ...watch.options, ...(resumeAfter ? { resumeAfter } : {}) });
    streams.set(collection, stream);
    let token = resumeAfter;
    // The token moves with every change and every empty batch (postBatchResumeToken).
    const opened = new Promise<void>((resolve) => stream.once('resumeTokenChanged', () => resolve()));
    stream.on('resumeTokenChanged', (next: ResumeToken) => {
      token = next;
    });
    stream.on('change', (change: WorkflowChange) => routed(watch, change));
    stream.on('error', (error: unknown) => {
      if (closed) return;
      logger.warn({ err: error, collection }, 'live: change stream failed, resuming');
      void stream.close().catch(() => undefined);
      setTimeout(() => {
        open(collection, watch, token).catch((resumeError: unknown) => {
          logger.warn({ err: resumeError, collection }, 'live: resume token refused, watching from now');
          watch.fallback.forEach(changed);
          return open(collection, watch);
        });
      }, 500).unref();
    });
    // The stream is open on the server once its first (empty) batch gave a token.
    await opened;
  };

  const watches: [string, Watch][] = Object.entries(collections).map(([collection, topic]) => [
    collection,
    { route: () => [topic], fallback: [topic], ...PLAIN_STREAM },
  ]);
  if (workflows) {
    const runs = createWorkflowTopicRouter();
    const every = [...new Set<LiveTopic>(['workflowRuns', ...Object.values(WORKFLOW_TOPICS)])];
    watches.push(['workflowRuns', { route: (change) => runs.run(change), fallback: every, ...WORKFLOW_STREAMS.workflowRuns }]);
    watches.push(['workflowEvents', { route: (change) => runs.event(change), fallback: every, ...WORKFLOW_STREAMS.workflowEvents }]);
  }

  const ready = Promise.all(watches.map(([collection, watch]) => open(collection, watch))).then(() => undefined);

  return {
    epoch,
    ready,
    announce: changed,
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
