import { ApplicationFailure } from '@temporalio/common/lib/failure.js';
import mongoose from 'mongoose';
import type { ProbeActivities } from './probeProcesses';

/**
 * Activities of the probe processes (probeProcesses.ts), counting their side effects in a ledger
 * or in the database. Used by the runtime's tests and the restart test's child process.
 */
export interface ProbeLedger {
  calls: { activity: string; args: unknown[]; at: number }[];
  count(activity: string): number;
}

export function createProbeActivities(now: () => number, ledger: ProbeLedger = createLedger()) {
  const attempts = new Map<string, number>();
  const activities: ProbeActivities = {
    async greet(name) {
      ledger.calls.push({ activity: 'greet', args: [name], at: now() });
      return `Hola, ${name}`;
    },
    async flaky(key, failures) {
      const attempt = (attempts.get(key) ?? 0) + 1;
      attempts.set(key, attempt);
      ledger.calls.push({ activity: 'flaky', args: [key, failures], at: now() });
      if (attempt <= failures) throw new Error(`flaky failure ${attempt}`);
      return attempt;
    },
    async rejectForGood(reason) {
      ledger.calls.push({ activity: 'rejectForGood', args: [reason], at: now() });
      throw ApplicationFailure.nonRetryable(reason, 'RejectedForGood', { reason });
    },
    hang() {
      ledger.calls.push({ activity: 'hang', args: [], at: now() });
      return new Promise<void>(() => undefined);
    },
    async cleanUp(key) {
      ledger.calls.push({ activity: 'cleanUp', args: [key], at: now() });
    },
  };
  return { activities, ledger };
}

export function createLedger(): ProbeLedger {
  const calls: ProbeLedger['calls'] = [];
  return { calls, count: (activity) => calls.filter((call) => call.activity === activity).length };
}

/**
 * Probe activities whose side effect is a document in `probeEffects` on the connected database,
 * so a test can count effects across processes (the restart test kills a child process).
 */
export function createDatabaseProbeActivities(now: () => number = Date.now) {
  const ledger = createLedger();
  const { activities } = createProbeActivities(now, ledger);
  return {
    ...activities,
    async greet(name: string): Promise<string> {
      await mongoose.connection.collection('probeEffects').insertOne({ activity: 'greet', name, pid: process.pid, at: now() });
      return activities.greet(name);
    },
  };
}
