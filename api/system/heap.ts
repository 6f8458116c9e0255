import v8 from 'node:v8';
import type { Logger } from '../../config/logger';

/** ok; warning once used heap passes 80 % of V8's limit; critical past 90 %. */
export type HeapLevel = 'ok' | 'warning' | 'critical';

export interface HeapFigures {
  usedBytes: number;
  limitBytes: number;
  /** Used heap as a percentage of the limit, one decimal. */
  percent: number;
  level: HeapLevel;
}

export const HEAP_WARNING_PERCENT = 80;
export const HEAP_CRITICAL_PERCENT = 90;
/** A level is left only this many points below where it starts, so a heap that hovers at 80 % warns once. */
const HEAP_RECOVERY_MARGIN = 5;

const rank: Record<HeapLevel, number> = { ok: 0, warning: 1, critical: 2 };

export function heapLevel(percent: number): HeapLevel {
  if (percent >= HEAP_CRITICAL_PERCENT) return 'critical';
  if (percent >= HEAP_WARNING_PERCENT) return 'warning';
  return 'ok';
}

type HeapStatistics = Pick<v8.HeapInfo, 'used_heap_size' | 'heap_size_limit'>;

/** This process's JavaScript heap against the limit V8 stops at ("JavaScript heap out of memory"). */
export function heapFigures(statistics: HeapStatistics = v8.getHeapStatistics()): HeapFigures {
  const usedBytes = statistics.used_heap_size;
  const limitBytes = statistics.heap_size_limit;
  const percent = limitBytes > 0 ? Math.round((usedBytes / limitBytes) * 1000) / 10 : 0;
  return { usedBytes, limitBytes, percent, level: heapLevel(percent) };
}

const mib = (bytes: number) => `${Math.round(bytes / 1_048_576)} MiB`;

export interface HeapMonitor {
  /** Reads the heap now and logs when its level rose (or came back); the timer calls it too. */
  check(): HeapFigures;
  stop(): void;
}

/**
 * Watches the heap so a process filling it with data says so before V8 stops it with a stack
 * trace: every `intervalMs` (an unref'd timer: it never keeps the process alive) it reads
 * v8.getHeapStatistics() and logs one warning when used heap passes 80 % of the limit and one
 * more past 90 %. Coming back under 75 % logs once and arms the warnings again.
 */
export function startHeapMonitor(options: { logger: Logger; intervalMs?: number; read?: () => HeapStatistics }): HeapMonitor {
  const { logger, intervalMs = 30_000, read = () => v8.getHeapStatistics() } = options;
  let logged: HeapLevel = 'ok';
  const check = () => {
    const figures = heapFigures(read());
    const heap = {
      usedMiB: Math.round(figures.usedBytes / 1_048_576),
      limitMiB: Math.round(figures.limitBytes / 1_048_576),
      percent: figures.percent,
      level: figures.level,
    };
    if (rank[figures.level] > rank[logged]) {
      logged = figures.level;
      const threshold = figures.level === 'critical' ? HEAP_CRITICAL_PERCENT : HEAP_WARNING_PERCENT;
      logger.warn(
        { heap },
        `memory: the JavaScript heap is past ${threshold} % of its limit (${mib(figures.usedBytes)} of ${mib(figures.limitBytes)}); when it is full the process stops. ` +
          'Give Node more heap (NODE_OPTIONS=--max-old-space-size=<MiB>) or move the data to MongoDB (MONGODB_URI).',
      );
    } else if (logged !== 'ok' && figures.percent < HEAP_WARNING_PERCENT - HEAP_RECOVERY_MARGIN) {
      logged = 'ok';
      logger.info({ heap }, `memory: the JavaScript heap is back under ${HEAP_WARNING_PERCENT - HEAP_RECOVERY_MARGIN} % of its limit`);
    }
    return figures;
  };
  const timer = setInterval(() => {
    try {
      check();
    } catch (error) {
      logger.error({ err: error }, 'memory: the heap could not be read');
    }
  }, intervalMs);
  timer.unref();
  check();
  return { check, stop: () => clearInterval(timer) };
}
