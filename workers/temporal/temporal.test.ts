import { createServer } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleWorkflowCode, DefaultLogger, Runtime, Worker, type InjectedSinks, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { RemoteRequestModel } from '../../db/models/erp/remoteRequest';
import { WorkflowEventModel, WorkflowRunModel } from '../../db/models/workflows/workflowRun';
import * as temporalWorkflows from '../../workflows/temporal/index';
import { processDefinitions } from '../../workflows/registry';
import { erpQueryInput } from '../../workflows/erp/erpQuery';
import type { ReplayRecorderSinks } from './replayRecorder';
import { createActivities } from '../activities';
import { TestClock } from '../embedded/clock';
import { startEmbeddedWorkflows } from '../embedded/host';
import { createMemoryWorkflowStore } from '../embedded/memoryStore';
import type { HistoryEvent, RunRecord } from '../embedded/types';
import { createWorkflowGateway } from '../gateway';
import { connectTemporal, visibilityQuery } from '../gateway/temporal';
import { toTemporalHistory } from './history';
import { createLogger } from '../../config/logger';
import { createTemporalWorker, workflowsPath } from './worker';

const recorderPath = fileURLToPath(new URL('./replayRecorder.ts', import.meta.url));
const quietLogger = new DefaultLogger('ERROR');
let bundle: WorkflowBundleWithSourceMap;
let database: TestDatabase;

Runtime.install({ logger: quietLogger });

beforeAll(async () => {
  [bundle, database] = await Promise.all([
    bundleWorkflowCode({ workflowsPath, workflowInterceptorModules: [recorderPath], logger: quietLogger }),
    startTestDatabase(),
  ]);
}, 60_000);

afterAll(async () => {
  await database?.close();
});

interface Recording {
  activities: { activityType: string; args: unknown[] }[];
  timers: number[];
  outcome?: { completed: unknown } | { failed: { type: string | undefined; message: string } };
}

/** Replays a Temporal history through the bundled adapters, recording what the workflow did. */
async function replay(history: ReturnType<typeof toTemporalHistory>, workflowId: string): Promise<Recording> {
  const recording: Recording = { activities: [], timers: [] };
  const sinks: InjectedSinks<ReplayRecorderSinks> = {
    replayRecorder: {
      activity: {
        fn: (_info, activityType, args) => {
          recording.activities.push({ activityType, args });
        },
        callDuringReplay: true,
      },
      timer: {
        fn: (_info, durationMs) => {
          recording.timers.push(durationMs);
        },
        callDuringReplay: true,
      },
      completed: {
        fn: (_info, result) => {
          recording.outcome = { completed: result };
        },
        callDuringReplay: true,
      },
      failed: {
        fn: (_info, type, message) => {
          recording.outcome = { failed: { type, message } };
        },
        callDuringReplay: true,
      },
    },
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A malformed history can leave the replay worker waiting forever.
  const guard = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('replay did not finish within 20 s')), 20_000);
  });
  try {
    await Promise.race([Worker.runReplayHistory({ workflowBundle: bundle, sinks }, history, workflowId), guard]);
  } finally {
    clearTimeout(timer);
  }
  return recording;
}

/** What the embedded run did, in the recording's shape. */
function embeddedRecording(run: RunRecord, history: HistoryEvent[]): Recording {
  const recording: Recording = { activities: [], timers: [] };
  for (const event of history) {
    if (event.type === 'ActivityScheduled') recording.activities.push({ activityType: event.activityType, args: event.input });
    if (event.type === 'TimerStarted') recording.timers.push(event.durationMs);
  }
  recording.outcome = run.status === 'completed' ? { completed: run.result } : { failed: { type: run.failure?.type, message: run.failure?.message ?? '' } };
  return recording;
}

/** Runs an ERP query on the embedded runtime; `answer` plays the ERP agent. */
async function embeddedErpRun(answer: boolean): Promise<{ run: RunRecord; history: HistoryEvent[] }> {
  await Promise.all([RemoteRequestModel.deleteMany({}), WorkflowRunModel.deleteMany({}), WorkflowEventModel.deleteMany({})]);
  const clock = new TestClock();
  const workflows = await startEmbeddedWorkflows({ clock, activities: createActivities({ erp: { now: () => clock.now() } }) });
  try {
    const { workflowId } = await workflows.gateway.start(
      'erpQuery',
      erpQueryInput({ operation: 'inventoryRange', from: '01/01/2026', to: '02/01/2026' }, { ERP_POLL_INTERVAL_MS: 1000, ERP_DEADLINE_MS: 5000 }),
      { workflowId: answer ? 'replay-answered' : 'replay-deadline' },
    );
    await clock.advance(2500);
    if (answer) {
      await RemoteRequestModel.updateOne(
        {},
        {
          status: 'done',
          endDate: Math.floor(clock.now() / 1000),
          response: JSON.stringify([{ date: '01/01/2026', storeId: '101', sku: '75001', stock: 12 }]),
        },
      );
    }
    await clock.runUntil(workflows.gateway.result(workflowId).catch(() => undefined));
    const described = await workflows.runtime.describe(workflowId);
    return { run: described, history: described.history };
  } finally {
    await workflows.close();
  }
}

describe('Temporal workflow bundle', () => {
  it('bundles the workflows entry offline and runs every process through its one dynamic workflow', () => {
    expect(bundle.code.length).toBeGreaterThan(10_000);
    // Temporal runs the default export for every workflow type; it dispatches to processDefinitions
    // (each process's replay test runs through it).
    expect(typeof temporalWorkflows.default).toBe('function');
    expect(Object.keys(processDefinitions).length).toBeGreaterThanOrEqual(9);
  });

  it.each([
    [
      'the activities module',
      (activitiesPath: string) =>
        `import { createActivities } from ${JSON.stringify(activitiesPath)};\nexport async function bad() { return Object.keys(createActivities()); }\n`,
    ],
    ['fs', () => `import { readFileSync } from 'fs';\nexport async function bad() { return readFileSync('/etc/hostname', 'utf8'); }\n`],
    ['crypto', () => `import { randomUUID } from 'crypto';\nexport async function bad() { return randomUUID(); }\n`],
  ])(
    'refuses workflow code that imports %s',
    async (_what, source) => {
      // Inside the repository (in the ignored .tmp/) so node_modules resolves as for real workflow code.
      const root = fileURLToPath(new URL('../../.tmp/', import.meta.url));
      mkdirSync(root, { recursive: true });
      const directory = mkdtempSync(path.join(root, 'bad-workflows-'));
      const entry = path.join(directory, 'workflows.ts');
      writeFileSync(entry, source(fileURLToPath(new URL('../activities/index.ts', import.meta.url))));
      try {
        await expect(bundleWorkflowCode({ workflowsPath: entry, logger: quietLogger })).rejects.toThrow(/disallowed modules|Webpack finished with errors/);
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
    },
    60_000,
  );
});

describe('replay of embedded ERP query runs on Temporal', () => {
  it('replays an answered query: same activities, inputs, timers and result', async () => {
    const { run, history } = await embeddedErpRun(true);
    expect(run.status).toBe('completed');
    const started = Date.now();
    const replayed = await replay(toTemporalHistory(run, history), run.workflowId);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(replayed).toEqual(embeddedRecording(run, history));
    expect(replayed.activities.map((activity) => activity.activityType)).toEqual([
      'createErpRequest',
      'readErpRequest',
      'readErpRequest',
      'readErpRequest',
      'readErpRequest',
      'readErpResponse',
      'deleteErpRequest',
    ]);
  });

  it('replays a query that hit its deadline: same failure', async () => {
    const { run, history } = await embeddedErpRun(false);
    expect(run.status).toBe('failed');
    const replayed = await replay(toTemporalHistory(run, history), run.workflowId);
    expect(replayed).toEqual(embeddedRecording(run, history));
    expect(replayed.outcome).toEqual({ failed: { type: 'ErpDeadlineExceeded', message: 'The ERP did not answer within 5 s' } });
  });

  it('rejects a tampered history: a different activity type', async () => {
    const { run, history } = await embeddedErpRun(true);
    const tampered = history.map((event) => (event.type === 'ActivityScheduled' && event.seq === 2 ? { ...event, activityType: 'readErpRequestV2' } : event));
    await expect(replay(toTemporalHistory(run, tampered), run.workflowId)).rejects.toThrow(/[Nn]ondeterminism/);
  });

  it('rejects a tampered history: a missing timer', async () => {
    const { run, history } = await embeddedErpRun(true);
    const firstTimer = history.find((event) => event.type === 'TimerStarted' && event.seq === 2)!;
    const tampered = history.filter((event) => event !== firstTimer && !(event.type === 'TimerFired' && event.seq === 2));
    await expect(replay(toTemporalHistory(run, tampered), run.workflowId)).rejects.toThrow(/[Nn]ondeterminism/);
  });
});

describe('Temporal gateway', () => {
  async function closedPort(): Promise<number> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    return port;
  }

  it('names the address when the server cannot be reached, within the short timeout', async () => {
    const address = `127.0.0.1:${await closedPort()}`;
    const started = Date.now();
    await expect(connectTemporal(address, 1000)).rejects.toMatchObject({
      code: 'TemporalUnavailable',
      message: expect.stringContaining(`Cannot reach the Temporal server at ${address}`),
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('createWorkflowGateway picks Temporal when TEMPORAL_ADDRESS is set and the embedded runtime otherwise', async () => {
    const address = `127.0.0.1:${await closedPort()}`;
    const config = { TEMPORAL_NAMESPACE: 'default', TEMPORAL_TASK_QUEUE: 'prometheus' };
    await expect(createWorkflowGateway({ ...config, TEMPORAL_ADDRESS: address }, { connectTimeoutMs: 500 })).rejects.toMatchObject({
      code: 'TemporalUnavailable',
    });
    const gateway = await createWorkflowGateway({ ...config, TEMPORAL_ADDRESS: undefined }, { store: createMemoryWorkflowStore(), clock: new TestClock() });
    try {
      expect(gateway.backend).toBe('embedded');
      expect(await gateway.list()).toEqual([]);
    } finally {
      await gateway.close();
    }
  });

  it('the worker names the address it cannot reach, and needs TEMPORAL_ADDRESS', async () => {
    const address = `127.0.0.1:${await closedPort()}`;
    const config = { TEMPORAL_NAMESPACE: 'default', TEMPORAL_TASK_QUEUE: 'prometheus' };
    const logger = createLogger('silent');
    await expect(createTemporalWorker({ ...config, TEMPORAL_ADDRESS: address }, createActivities(), logger)).rejects.toMatchObject({
      code: 'TemporalUnavailable',
      message: expect.stringContaining(`Cannot reach the Temporal server at ${address}`),
    });
    await expect(createTemporalWorker({ ...config, TEMPORAL_ADDRESS: undefined }, createActivities(), logger)).rejects.toThrow(/TEMPORAL_ADDRESS is not set/);
  });

  it('builds run-list queries only from checked values', () => {
    expect(visibilityQuery({})).toBeUndefined();
    expect(visibilityQuery({ workflowType: 'erpQuery', status: 'running' })).toBe("WorkflowType = 'erpQuery' AND ExecutionStatus = 'Running'");
    expect(() => visibilityQuery({ workflowType: "erpQuery' OR WorkflowType != '" })).toThrow(/Invalid workflow type/);
  });
});
