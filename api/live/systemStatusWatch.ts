import type { Logger } from '../../config/logger';
import type { HealthCheck } from '../context';
import { checkBackends } from '../system/health';
import { heapFigures } from '../system/heap';
import type { LiveHub } from './hub';

/**
 * The system status screen's topic: a backend's health and the heap's level are no document, so
 * the server checks them (one check for every open screen, never one per screen) and announces
 * `systemStatus` when one flips; the screen refetches only then (docs/live.md).
 */
export function watchSystemStatus(options: { hub: LiveHub; health: HealthCheck[]; logger: Logger; intervalMs?: number }): {
  check(): Promise<void>;
  stop(): void;
} {
  const { hub, health, logger, intervalMs = 15_000 } = options;
  let last: string | undefined;
  const once = async () => {
    try {
      const backends = await checkBackends(health, 'en');
      const state = JSON.stringify([backends.map(({ name, ok, modeCode }) => [name, ok, modeCode]), heapFigures().level]);
      if (last !== undefined && state !== last) hub.announce('systemStatus');
      last = state;
    } catch (error) {
      logger.warn({ err: error }, 'live: the system status could not be checked');
    }
  };
  // One check at a time: a call while one runs waits for it and checks again.
  let running = Promise.resolve();
  const check = () => (running = running.then(once));
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  void check();
  return { check, stop: () => clearInterval(timer) };
}
