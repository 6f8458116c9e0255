import type { Logger } from '../../config/logger';
import { seedDemoData } from '../../db/seed';

/** Loads (or, with reset, reloads) the demo dataset, and answers what it wrote and how long it took (whole milliseconds). */
export async function seedDemo(reset: boolean, logger: Pick<Logger, 'info' | 'debug'>) {
  const result = await seedDemoData({ reset, logger });
  return { seedVersion: result.seedVersion, reset: result.reset, durationMs: Math.round(result.durationMs), collections: result.collections };
}
