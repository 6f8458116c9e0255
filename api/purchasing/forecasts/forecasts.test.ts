import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../../db/testing';
import { ForecastRunModel } from '../../../db/models/purchasing';
import { loadConfig } from '../../../config/config';
import { createActivities } from '../../../workers/activities';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../../workers/embedded/host';
import { seedForecastFixture } from '../../../workflows/purchasing/testing';
import { createApp } from '../../app';
import { listen, type RunningServer } from '../../server';
import { testDeps } from '../../testing/deps';
import { purchasingModule } from '../graphql';
import { forecastsModule } from './graphql';

let database: TestDatabase;
let workflows: EmbeddedWorkflows;
let server: RunningServer;
let buyer: string;
let reader: string;
let release: () => void = () => undefined;
let chunkStarted: () => void = () => undefined;
const held = new Promise<void>((resolve) => (release = resolve));
const started = new Promise<void>((resolve) => (chunkStarted = resolve));

beforeAll(async () => {
  database = await startTestDatabase();
  // The demo history up to 2026-11-24, the weekly forecasts of the 8 weeks before and the next 16 days.
  await seedForecastFixture();
  // A chunk of a run over CO111 alone waits for `release` (the cancel test stops that run mid-way).
  const activities = createActivities();
  const compute = activities.computeForecastChunk;
  workflows = await startEmbeddedWorkflows({
    activities: {
      ...activities,
      computeForecastChunk: async (input: Parameters<typeof compute>[0]) => {
        if (input.storeIds.join() === 'CO111') {
          chunkStarted();
          await held;
        }
        return compute(input);
      },
    },
  });
  const deps = testDeps({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), services: { workflows: workflows.gateway } });
  server = await listen(createApp(deps, { modules: [purchasingModule, forecastsModule], dashboardDir: '/nonexistent' }), '127.0.0.1', 0);
  const staff = (permissions: string[]) =>
    deps.sessions.sign({
      kind: 'staff',
      id: 'BUY001',
      userName: 'compras',
      fullName: 'Jorge Ramírez Cruz',
      positionId: 'buyer',
      permissions: new Set(permissions),
    });
  buyer = await staff(['forecasts.read', 'forecasts.write']);
  reader = await staff(['forecasts.read']);
}, 120_000);

afterAll(async () => {
  release();
  await server?.close();
  await workflows?.close();
  await database?.close();
});

type GqlAnswer<T> = { data?: T; errors?: { message: string; extensions: { errorCode?: string } }[] };
async function gql<T>(query: string, variables: Record<string, unknown>, token: string, lang = 'es'): Promise<GqlAnswer<T>> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang, authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GqlAnswer<T>;
}

const START = /* GraphQL */ `
  mutation Start($input: ForecastRunInput!) {
    startForecastRun(input: $input) {
      runId
      kind
      status
      createdBy
      providerName
      storeIds
      horizonDays
    }
  }
`;
const PROGRESS = /* GraphQL */ `
  query Progress($runId: String!) {
    forecastRunProgress(runId: $runId) {
      status
      state
      storesDone
      storesTotal
      rows
      failure
    }
  }
`;
const RUNS = /* GraphQL */ `
  query Runs {
    forecastRuns {
      runId
      kind
      status
      fileName
      rows
      done
      total
      createdBy
      start
    }
  }
`;
const ACCURACY = /* GraphQL */ `
  query Accuracy($input: ForecastAccuracyInput!) {
    forecastAccuracy(input: $input) {
      stores
      overall {
        observations
        coverage
        pinballLoss
        calibration
      }
      items {
        sku
        description
        observations
        coverage
        pinballLoss
      }
      weeks {
        from
        observations
        p10
        p50
        p90
        actual
        coverage
      }
    }
  }
`;

describe('forecast runs over HTTP', () => {
  it("a buyer starts a run, follows it to the end, and sees it listed with the seed's runs and import", async () => {
    const started = await gql<{ startForecastRun: { runId: string; status: string; createdBy: string; providerName: string } }>(
      START,
      { input: { companyId: '01', providerId: 'PRV001', storeIds: ['CO101', 'CO102'], start: '2026-11-25', horizonDays: 7 } },
      buyer,
    );
    expect(started.errors).toBeUndefined();
    const run = started.data!.startForecastRun;
    expect(run).toMatchObject({ status: 'running', createdBy: 'Jorge Ramírez Cruz', providerName: 'Cervecería del Golfo, S.A. de C.V.' });
    let progress: { status: string; storesDone: number; storesTotal: number; rows: number } | undefined;
    for (let attempt = 0; attempt < 200; attempt += 1) {
      progress = (await gql<{ forecastRunProgress: typeof progress }>(PROGRESS, { runId: run.runId }, reader)).data?.forecastRunProgress;
      if (progress?.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(progress).toMatchObject({ status: 'done', storesDone: 2, storesTotal: 2 });
    expect(progress!.rows).toBeGreaterThan(0);
    const runs = (await gql<{ forecastRuns: { runId: string; kind: string; status: string; fileName: string | null }[] }>(RUNS, {}, reader)).data!.forecastRuns;
    expect(runs.find((item) => item.runId === run.runId)).toMatchObject({ kind: 'computed', status: 'done' });
    expect(runs.some((item) => item.kind === 'imported' && item.fileName === 'pronostico_olmeca_semana.csv')).toBe(true);
    expect(runs.filter((item) => item.runId.startsWith('demo-week-'))).toHaveLength(8);
  }, 60_000);

  it('refuses a run without a provider, a horizon of 40 days, an unknown provider, and a reader who may not start one', async () => {
    const noProvider = await gql(START, { input: { companyId: '01', providerId: '', start: '2026-11-25' } }, buyer, 'es');
    expect(noProvider.errors?.[0]?.extensions.errorCode).toBe('VALIDATION_FAILED');
    expect(noProvider.errors?.[0]?.message).toContain('Elige el proveedor.');
    const longHorizon = await gql(START, { input: { companyId: '01', providerId: 'PRV001', start: '2026-11-25', horizonDays: 40 } }, buyer, 'en');
    expect(longHorizon.errors?.[0]?.message).toContain('The horizon must be a whole number of days from 1 to 31.');
    const unknown = await gql(START, { input: { companyId: '01', providerId: 'PRV999', start: '2026-11-25' } }, buyer);
    expect(unknown.errors?.[0]?.extensions.errorCode).toBe('PURCHASING_PROVIDER_NOT_FOUND');
    const forbidden = await gql(START, { input: { companyId: '01', providerId: 'PRV001', start: '2026-11-25' } }, reader);
    expect(forbidden.errors?.[0]?.extensions.errorCode).toBe('FORBIDDEN');
    expect(await ForecastRunModel.countDocuments({ providerId: 'PRV999' })).toBe(0);
  });

  it('accuracy of the weekly forecasts against the sales that then happened: coverage about 80 % and the pinball loss, per product and overall', async () => {
    const answer = await gql<{
      forecastAccuracy: {
        stores: number;
        overall: { observations: number; coverage: number; pinballLoss: number; calibration: string };
        items: { sku: string; observations: number; coverage: number }[];
        weeks: { from: string; observations: number; p10: number; p90: number; actual: number }[];
      };
    }>(ACCURACY, { input: { companyId: '01', providerId: 'PRV004', from: '2026-09-30', to: '2026-11-24' } }, reader);
    expect(answer.errors).toBeUndefined();
    const accuracy = answer.data!.forecastAccuracy;
    expect(accuracy.stores).toBe(4);
    expect(accuracy.weeks).toHaveLength(8);
    expect(accuracy.weeks.every((week) => week.observations > 0 && week.p90 > week.p10)).toBe(true);
    expect(accuracy.overall.observations).toBe(accuracy.items.reduce((sum, item) => sum + item.observations, 0));
    expect(accuracy.overall.coverage).toBeGreaterThan(0.6);
    expect(accuracy.overall.coverage).toBeLessThan(0.95);
    expect(accuracy.overall.pinballLoss).toBeGreaterThan(0);
    const bad = await gql(ACCURACY, { input: { companyId: '01', providerId: 'PRV004', from: '2026-11-20', to: '2026-11-22' } }, reader, 'en');
    expect(bad.errors?.[0]?.message).toContain('The accuracy period must last from 7 to 183 days');
  });

  it('the store filter: the accuracy of one store only', async () => {
    type Answer = { forecastAccuracy: { stores: number; overall: { observations: number; coverage: number } } };
    const input = { companyId: '01', providerId: 'PRV004', from: '2026-09-30', to: '2026-11-24' };
    const all = (await gql<Answer>(ACCURACY, { input }, reader)).data!.forecastAccuracy;
    const one = await gql<Answer>(ACCURACY, { input: { ...input, storeIds: ['CO102'] } }, reader);
    expect(one.errors).toBeUndefined();
    expect(one.data!.forecastAccuracy.stores).toBe(1);
    expect(one.data!.forecastAccuracy.overall.observations).toBeGreaterThan(0);
    expect(one.data!.forecastAccuracy.overall.observations).toBeLessThan(all.overall.observations);
    const bad = await gql(ACCURACY, { input: { ...input, storeIds: ['co 102'] } }, reader);
    expect(bad.errors?.[0]?.extensions.errorCode).toBe('VALIDATION_FAILED');
  });

  it('a buyer cancels a running computation: the run is listed as cancelled, a second cancel and a reader are refused', async () => {
    const CANCEL = /* GraphQL */ `
      mutation Cancel($runId: String!) {
        cancelForecastRun(runId: $runId) {
          runId
          status
        }
      }
    `;
    const run = (
      await gql<{ startForecastRun: { runId: string } }>(
        START,
        { input: { companyId: '01', providerId: 'PRV001', storeIds: ['CO111'], start: '2026-11-25', horizonDays: 7 } },
        buyer,
      )
    ).data!.startForecastRun;
    await started;
    const forbidden = await gql(CANCEL, { runId: run.runId }, reader);
    expect(forbidden.errors?.[0]?.extensions.errorCode).toBe('FORBIDDEN');
    const cancelled = await gql<{ cancelForecastRun: { status: string } }>(CANCEL, { runId: run.runId }, buyer);
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data!.cancelForecastRun.status).toBe('cancelled');
    release();
    await expect.poll(async () => (await workflows.gateway.describe(`forecastRun-${run.runId}`)).status, { timeout: 10_000 }).toBe('cancelled');
    const record = await ForecastRunModel.findOne({ runId: run.runId }).lean();
    expect(record).toMatchObject({ status: 'cancelled', failure: null });
    expect(record!.finishedAt).not.toBeNull();
    const progress = (await gql<{ forecastRunProgress: { status: string; state: string } }>(PROGRESS, { runId: run.runId }, reader)).data!.forecastRunProgress;
    expect(progress).toMatchObject({ status: 'cancelled', state: 'cancelled' });
    const again = await gql<unknown>(CANCEL, { runId: run.runId }, buyer, 'en');
    expect(again.errors?.[0]?.extensions.errorCode).toBe('FORECAST_RUN_NOT_RUNNING');
    expect(again.errors?.[0]?.message).toContain('is no longer running');
  });
});
