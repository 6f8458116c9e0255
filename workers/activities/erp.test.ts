import { MockActivityEnvironment } from '@temporalio/testing';
import { ApplicationFailure } from '@temporalio/common';
import { Types } from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { RemoteRequestChunkModel, RemoteRequestModel } from '../../db/models/erp/remoteRequest';
import { createErpActivities } from './erp';

let database: TestDatabase;
const NOW = Date.UTC(2026, 0, 5, 15, 0, 0);
const activities = createErpActivities({ now: () => NOW });
const environment = new MockActivityEnvironment();
/** Runs an activity in Temporal's mock activity context, keeping its result type. */
const run = <Args extends unknown[], Result>(activity: (...args: Args) => Promise<Result>, ...args: Args): Promise<Result> =>
  environment.run(activity, ...args) as Promise<Result>;
const operation = { operation: 'emptyContainerStock' as const, companyId: 1, articleKeys: ['E0101', 'E0201'] };

beforeAll(async () => {
  database = await startTestDatabase();
  await RemoteRequestModel.init();
  await RemoteRequestChunkModel.init();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await RemoteRequestModel.deleteMany({});
  await RemoteRequestChunkModel.deleteMany({});
});

describe('ERP activities', () => {
  it('creates the request record once per key, as the ERP agent expects it', async () => {
    const first = await run(activities.createErpRequest, { requestKey: 'wf-1:request', operation });
    const again = await run(activities.createErpRequest, { requestKey: 'wf-1:request', operation });
    expect(first.created).toBe(true);
    expect(again).toEqual({ requestId: first.requestId, created: false });
    const records = await RemoteRequestModel.find({}).lean();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      operation: 'emptyContainerStock',
      companyId: 1,
      startDate: NOW / 1000,
      sync: false,
      source: 'fortia_erp',
      status: 'pending',
      endDate: null,
    });
    expect(JSON.parse(records[0].request)).toEqual({ ...operation, database: 'company1' });
  });

  it('reports pending, done and failed requests, and a missing one', async () => {
    const { requestId } = await run(activities.createErpRequest, { requestKey: 'wf-2:request', operation });
    expect(await run(activities.readErpRequest, { requestId })).toEqual({ state: 'pending', finished: false, error: null, chunkCount: 0 });
    await RemoteRequestModel.updateOne({ _id: requestId }, { status: 'done', endDate: NOW / 1000 + 3, response: '[]' });
    expect(await run(activities.readErpRequest, { requestId })).toMatchObject({ state: 'done', finished: true });
    await RemoteRequestModel.updateOne({ _id: requestId }, { status: 'failed', error: 'Login failed' });
    expect(await run(activities.readErpRequest, { requestId })).toMatchObject({ state: 'failed', error: 'Login failed' });
    const missing = new Types.ObjectId().toHexString();
    expect(await run(activities.readErpRequest, { requestId: missing })).toMatchObject({ state: 'missing', finished: true });
  });

  it('reads the response followed by its chunks in index order', async () => {
    const { requestId } = await run(activities.createErpRequest, { requestKey: 'wf-3:request', operation });
    await RemoteRequestModel.updateOne({ _id: requestId }, { status: 'done', endDate: NOW / 1000 + 2, response: JSON.stringify([{ n: 1 }]), chunkCount: 3 });
    const id = new Types.ObjectId(requestId);
    await RemoteRequestChunkModel.create([
      { requestId: id, index: 2, data: JSON.stringify([{ n: 6 }]) },
      { requestId: id, index: 0, data: JSON.stringify([{ n: 2 }, { n: 3 }]) },
      { requestId: id, index: 1, data: JSON.stringify([{ n: 4 }, { n: 5 }]) },
    ]);
    const rows = (await run(activities.readErpResponse, { requestId })) as { n: number }[];
    expect(rows.map((row) => row.n)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('retries while chunks are missing and refuses unreadable JSON for good', async () => {
    const { requestId } = await run(activities.createErpRequest, { requestKey: 'wf-4:request', operation });
    await RemoteRequestModel.updateOne({ _id: requestId }, { status: 'done', endDate: NOW / 1000, response: null, chunkCount: 2 });
    await RemoteRequestChunkModel.create({ requestId: new Types.ObjectId(requestId), index: 0, data: '[1]' });
    await expect(run(activities.readErpResponse, { requestId })).rejects.toThrow('1 of 2 chunks');
    await RemoteRequestModel.updateOne({ _id: requestId }, { response: '{not json', chunkCount: 0 });
    const refused = run(activities.readErpResponse, { requestId });
    await expect(refused).rejects.toBeInstanceOf(ApplicationFailure);
    await expect(refused).rejects.toMatchObject({ nonRetryable: true, type: 'ErpResponseInvalid' });
  });

  it('deletes the request and its chunks, and a second delete is harmless', async () => {
    const { requestId } = await run(activities.createErpRequest, { requestKey: 'wf-5:request', operation });
    await RemoteRequestChunkModel.create({ requestId: new Types.ObjectId(requestId), index: 0, data: '[]' });
    expect(await run(activities.deleteErpRequest, { requestId })).toEqual({ deleted: true });
    expect(await run(activities.deleteErpRequest, { requestId })).toEqual({ deleted: false });
    expect(await RemoteRequestModel.countDocuments({})).toBe(0);
    expect(await RemoteRequestChunkModel.countDocuments({})).toBe(0);
  });
});
