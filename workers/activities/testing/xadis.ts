/**
 * Test support for the xadis activities as Temporal runs them (MockActivityEnvironment), against
 * the partner simulator (a fresh one per test) and the test database (emptied per test), with a
 * mailer that keeps one message per idempotency key, as the real one does through its outbox.
 */
import { MockActivityEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../../db/testing';
import { RemoteRequestChunkModel, RemoteRequestModel } from '../../../db/models/erp/remoteRequest';
import { PartnerBatchModel } from '../../../db/models/xadis/partnerBatch';
import { EmptyContainerWindowModel, XadisEmptyContainerModel, XadisSettingsModel, XadisTransmissionModel } from '../../../db/models/xadis';
import { emptyKindCounts, type KindCounts } from '../../../domain/xadis/transmissions';
import type { Mailer, SendMailInput } from '../../../integrations/mail';
import { createPartnerClient, type PartnerClient } from '../../../integrations/xadis';
import { startPartnerSimulator, type PartnerSimulator } from '../../../integrations/xadis/simulator';
import { createXadisActivities } from '../xadis';

export const environment = new MockActivityEnvironment();
export const run = <Args extends unknown[], Result>(activity: (...args: Args) => Promise<Result>, ...args: Args): Promise<Result> =>
  environment.run(activity, ...args) as Promise<Result>;
export const credentials = { user: 'xadis', password: 'secreto', taxId: 'BAM000101AAA', warehouseCode: 'BAMA01' };
export const catalogue = ['SKU001', 'SKU002', 'SKU003'];
export const NOW = Date.parse('2026-11-21T16:00:00Z');

/** The messages sent in the current test, one per idempotency key. */
export const mails: SendMailInput[] = [];
let database: TestDatabase | undefined;
let simulator: PartnerSimulator | undefined;

/** The current test's partner simulator. */
export function partnerSimulator(): PartnerSimulator {
  if (!simulator) throw new Error('the partner simulator starts in beforeEach: use it inside tests');
  return simulator;
}

/** A mailer that keeps one message per idempotency key, as the real one does through its outbox. */
export const mailer: Mailer = {
  transport: 'sink',
  sendMail: async (input) => {
    const duplicate = mails.some((mail) => mail.idempotencyKey === input.idempotencyKey);
    if (!duplicate) mails.push(input);
    return { duplicate } as never;
  },
  verify: async () => true,
  close: () => undefined,
};

export function activities(client?: PartnerClient, partner = credentials) {
  return createXadisActivities({ mailer, partner, partnerClient: client ?? createPartnerClient({ url: partnerSimulator().url }), now: () => NOW });
}

/** A finished ERP answer of `count` sales rows stored as the agent stores it: the first 500 in `response`, the rest in chunks of 500. */
export async function salesAnswer(count: number, unknownAt = -1): Promise<string> {
  const rows = Array.from({ length: count }, (_, index) => ({
    date: '20/11/2026',
    storeId: `CO1${String(index).padStart(4, '0')}`,
    sku: index === unknownAt ? 'NOEXISTE' : catalogue[index % catalogue.length],
    quantity: 1 + (index % 5),
    amount: 18.5 * (1 + (index % 5)),
  }));
  const parts = Array.from({ length: Math.ceil(rows.length / 500) }, (_, index) => rows.slice(index * 500, (index + 1) * 500));
  const request = await RemoteRequestModel.create({
    request: 'salesRange',
    operation: 'salesRange',
    companyId: 1,
    startDate: Math.floor(NOW / 1000),
    requestKey: `test:${Math.random()}`,
    status: 'done',
    response: JSON.stringify(parts[0] ?? []),
    chunkCount: Math.max(0, parts.length - 1),
    endDate: Math.floor(NOW / 1000),
  });
  for (const [index, part] of parts.slice(1).entries()) await RemoteRequestChunkModel.create({ requestId: request._id, index, data: JSON.stringify(part) });
  return String(request._id);
}

export async function openTransmission(transmissionId: string) {
  await run(activities().openTransmission, { transmissionId, from: '2026-11-20', to: '2026-11-20', requestedBy: 'xadis', scheduled: false, startedAt: NOW });
}

export const counts = (overrides: Partial<KindCounts> = {}): KindCounts => ({ ...emptyKindCounts(), ...overrides });

/** Registers the database and the partner simulator for the test file it is called in. */
export function useXadisActivitiesTest(): void {
  beforeAll(async () => {
    database = await startTestDatabase();
    await Promise.all([
      RemoteRequestModel.init(),
      RemoteRequestChunkModel.init(),
      PartnerBatchModel.init(),
      XadisTransmissionModel.init(),
      XadisEmptyContainerModel.init(),
      EmptyContainerWindowModel.init(),
    ]);
  }, 60_000);
  afterAll(async () => {
    await simulator?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await Promise.all(
      [
        RemoteRequestModel,
        RemoteRequestChunkModel,
        PartnerBatchModel,
        XadisTransmissionModel,
        XadisSettingsModel,
        XadisEmptyContainerModel,
        EmptyContainerWindowModel,
      ].map((model) => (model as unknown as typeof RemoteRequestModel).deleteMany({})),
    );
    await simulator?.close();
    simulator = await startPartnerSimulator({ credentials: [credentials], catalogue });
    mails.length = 0;
  });
}
