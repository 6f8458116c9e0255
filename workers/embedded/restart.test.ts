import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { startEmbeddedWorkflows } from './host';
import { createDatabaseProbeActivities } from './probeActivities';
import { approveSignal, probeProcesses } from './probeProcesses';

let database: TestDatabase;

beforeAll(async () => {
  database = await startTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Starts the child, waits for READY, then kills it with SIGKILL (no clean shutdown). */
async function runAndKillChild(): Promise<number> {
  const script = fileURLToPath(new URL('./restartChild.ts', import.meta.url));
  // node itself with tsx as a loader: the tsx command would run the script in a grandchild that a
  // SIGKILL of the command does not reach.
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, RESTART_TEST_URI: database.uri, RESTART_TEST_DB: database.dbName },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const effects = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`child not ready in 30 s: ${errors}`)), 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /READY (\d+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(Number(ready[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`child exited early (${code}): ${errors}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  return effects;
}

describe('embedded runtime: restart after a killed process', () => {
  it('resumes the runs of a killed process on the same database; each side effect happens once', async () => {
    const effectsBeforeKill = await runAndKillChild();
    expect(effectsBeforeKill).toBe(1);

    const workflows = await startEmbeddedWorkflows({ activities: createDatabaseProbeActivities(), processes: probeProcesses, shutdownGraceMs: 1000 });
    try {
      expect((await workflows.gateway.describe('killed-timer')).status).toBe('running');
      await workflows.gateway.signal('killed-signal', approveSignal, 'dora');
      expect(await workflows.gateway.result('killed-timer', { timeoutMs: 15_000 })).toEqual(['Hola, Kira', 'Hola, Kira (later)']);
      expect(await workflows.gateway.result('killed-signal', { timeoutMs: 15_000 })).toMatchObject({ approvedBy: 'dora' });
    } finally {
      await workflows.close();
    }
    const effects = await mongoose.connection.collection('probeEffects').find({}).sort({ at: 1 }).toArray();
    expect(effects.map((effect) => effect.name).sort()).toEqual(['Kira', 'Kira (later)', 'killed:approved']);
    expect(new Set(effects.map((effect) => effect.pid)).size).toBe(2);
  }, 60_000);
});
