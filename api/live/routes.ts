import express, { type Router } from 'express';
import { AppError } from '../../domain/errors/catalogue';
import { isLiveTopic, LIVE_TOPICS, type LiveTopic, type LiveTopicAccess } from '../../domain/live/topics';
import { hasPermission, type Principal } from '../context';
import { loadCommissionAccess, type CommissionModule } from '../commissions/access';
import type { LiveEvent, LiveHub } from './hub';

export const LIVE_API_BASE = '/api/live';

export interface LiveRouterOptions {
  /** A comment line this often keeps proxies from closing a quiet stream. */
  keepAliveMs?: number;
  /** The stream ends after this long; the browser reconnects with its Last-Event-ID and the session is checked again. */
  maxAgeMs?: number;
}

/** The topics asked for, each one whitelisted and allowed to the caller (the access of its screen's query). */
export async function allowedTopics(principal: Principal, requested: string): Promise<LiveTopic[]> {
  const names = requested
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const topics = new Set<LiveTopic>();
  for (const name of names) {
    if (!isLiveTopic(name)) throw new AppError('LIVE_TOPIC_UNKNOWN', { topic: name.slice(0, 40) });
    topics.add(name);
  }
  if (topics.size === 0) throw new AppError('LIVE_TOPIC_UNKNOWN', { topic: '' });
  let commissions: Awaited<ReturnType<typeof loadCommissionAccess>> | undefined;
  for (const topic of topics) {
    const access: LiveTopicAccess = LIVE_TOPICS[topic];
    if ('permissions' in access) {
      if (!access.permissions.some((permission) => hasPermission(principal, permission))) throw new AppError('FORBIDDEN');
    } else {
      commissions ??= await loadCommissionAccess(principal);
      if (!commissions?.can(access.commissionModule as CommissionModule, 'read')) throw new AppError('FORBIDDEN');
    }
  }
  return [...topics];
}

/** The sequence of an event id of this epoch ("<epoch>.<seq>"), or null. */
function lastSeq(hub: LiveHub, lastEventId: string | undefined): number | null {
  const match = /^([\w-]+)\.(\d+)$/.exec(lastEventId ?? '');
  return match && match[1] === hub.epoch ? Number(match[2]) : null;
}

/**
 * GET /api/live?topics=a,b: Server-Sent Events (docs/live.md). The session cookie authenticates it
 * like every request; each event says which topic changed, the screen refetches through its
 * normal authorized query. `Last-Event-ID` (or `lastEventId`) replays what was missed, or sends
 * `reset` when that is no longer possible.
 */
export function createLiveRouter(hub: LiveHub, options: LiveRouterOptions = {}): Router {
  const { keepAliveMs = 15_000, maxAgeMs = 10 * 60_000 } = options;
  const router = express.Router();
  router.get('/', async (req, res, next) => {
    if (!req.principal) {
      // An EventSource (the dashboard's) is told in the stream, not by an HTTP error that every browser logs in its
      // console: it stays closed until its screens change after signing in again. Other callers get the 401.
      if (String(req.headers.accept ?? '').includes('text/event-stream')) {
        res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
        return void res.end('retry: 3600000\nevent: signedOut\ndata: {}\n\n');
      }
      return next(new AppError('NOT_AUTHENTICATED'));
    }
    let topics: LiveTopic[];
    try {
      topics = await allowedTopics(req.principal, String(req.query.topics ?? ''));
    } catch (error) {
      return next(error);
    }
    const wanted = new Set(topics);
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    res.socket?.setNoDelay(true);

    // Back-pressure free: while the socket drains, changed topics wait in a set (one event each).
    let draining = false;
    const waiting = new Set<LiveTopic>();
    let lastId = '';
    const send = (event: LiveEvent) => {
      lastId = `${hub.epoch}.${event.seq}`;
      if (draining) return void waiting.add(event.topic);
      draining = !res.write(`id: ${lastId}\nevent: change\ndata: ${JSON.stringify({ topics: [event.topic], at: event.at })}\n\n`);
    };
    res.on('drain', () => {
      draining = false;
      const topics = [...waiting];
      waiting.clear();
      if (topics.length) draining = !res.write(`id: ${lastId}\nevent: change\ndata: ${JSON.stringify({ topics })}\n\n`);
    });

    res.write(`retry: 2000\n\n`);
    const seq = lastSeq(hub, req.get('last-event-id') ?? (typeof req.query.lastEventId === 'string' ? req.query.lastEventId : undefined));
    const missed = seq === null ? null : hub.since(seq);
    const resuming = Boolean(req.get('last-event-id') ?? req.query.lastEventId);
    const unsubscribe = hub.subscribe(
      (event) => {
        if (wanted.has(event.topic)) send(event);
      },
      () => res.end(),
    );
    if (missed) for (const event of missed) if (wanted.has(event.topic)) send(event);
    // A resumption that cannot replay asks the screen to refetch every topic it follows.
    if (resuming && !missed) res.write(`event: reset\ndata: ${JSON.stringify({ topics })}\n\n`);
    res.write(`event: ready\ndata: ${JSON.stringify({ resumed: resuming, epoch: hub.epoch })}\n\n`);

    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), keepAliveMs);
    const maxAge = setTimeout(() => res.end(), maxAgeMs);
    res.on('close', () => {
      clearInterval(keepAlive);
      clearTimeout(maxAge);
      unsubscribe();
    });
  });
  return router;
}
