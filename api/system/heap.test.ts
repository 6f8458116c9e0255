import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../config/logger';
import { heapFigures, heapLevel, startHeapMonitor } from './heap';

const GiB = 1024 ** 3;

/** A logger that keeps its lines as objects. */
function capturingLogger() {
  const lines: { level: number; msg: string; heap?: { percent: number; level: string }; err?: unknown }[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
      done();
    },
  });
  return { logger: createLogger('info', 'test', destination), lines };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('heap monitor', () => {
  it.each([
    [0, 'ok'],
    [79.9, 'ok'],
    [80, 'warning'],
    [89.9, 'warning'],
    [90, 'critical'],
    [100, 'critical'],
  ] as const)('%s %% of the limit is %s', (percent, level) => {
    expect(heapLevel(percent)).toBe(level);
  });

  it('gives used, limit, the percentage with one decimal and the level', () => {
    expect(heapFigures({ used_heap_size: 1.7 * GiB, heap_size_limit: 2 * GiB })).toEqual({
      usedBytes: 1.7 * GiB,
      limitBytes: 2 * GiB,
      percent: 85,
      level: 'warning',
    });
    expect(heapFigures({ used_heap_size: 123_456_789, heap_size_limit: 4 * GiB }).percent).toBe(2.9);
    // This process's own figures.
    const own = heapFigures();
    expect(own.usedBytes).toBeGreaterThan(0);
    expect(own.limitBytes).toBeGreaterThan(own.usedBytes);
  });

  it('warns once past 80 %, once more past 90 %, says when it came back and warns again on the next rise', () => {
    const { logger, lines } = capturingLogger();
    let percent = 50;
    const monitor = startHeapMonitor({ logger, intervalMs: 60_000, read: () => ({ used_heap_size: (percent / 100) * 2 * GiB, heap_size_limit: 2 * GiB }) });
    try {
      for (percent of [50, 81, 85, 84, 91, 95, 78, 85, 70, 82]) monitor.check();
    } finally {
      monitor.stop();
    }
    // pino levels: 40 warn, 30 info.
    expect(lines.map((line) => [line.level, line.heap?.percent, line.heap?.level])).toEqual([
      [40, 81, 'warning'],
      [40, 91, 'critical'],
      [30, 70, 'ok'],
      [40, 82, 'warning'],
    ]);
    expect(lines[0].msg).toBe(
      'memory: the JavaScript heap is past 80 % of its limit (1659 MiB of 2048 MiB); when it is full the process stops. Give Node more heap (NODE_OPTIONS=--max-old-space-size=<MiB>) or move the data to MongoDB (MONGODB_URI).',
    );
    expect(lines[1].msg).toMatch(/^memory: the JavaScript heap is past 90 % of its limit \(1864 MiB of 2048 MiB\)/);
    expect(lines[2].msg).toBe('memory: the JavaScript heap is back under 75 % of its limit');
    // A log line, not a stack trace.
    expect(lines.every((line) => line.err === undefined)).toBe(true);
  });

  it('reads the heap on its own, on a timer that does not keep the process alive', () => {
    vi.useFakeTimers();
    const { logger, lines } = capturingLogger();
    const read = vi.fn(() => ({ used_heap_size: 0.95 * GiB, heap_size_limit: GiB }));
    const unref = vi.spyOn(globalThis, 'setInterval');
    const monitor = startHeapMonitor({ logger, intervalMs: 30_000, read });
    expect(read).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(90_000);
    expect(read).toHaveBeenCalledTimes(4);
    expect(lines).toHaveLength(1);
    expect((unref.mock.results[0].value as NodeJS.Timeout).hasRef()).toBe(false);
    monitor.stop();
    vi.advanceTimersByTime(90_000);
    expect(read).toHaveBeenCalledTimes(4);
  });
});
