import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { RemoteRequestChunkModel, RemoteRequestModel } from '../../db/models/erp/remoteRequest';
import { WorkflowEventModel, WorkflowRunModel, WorkflowScheduleModel } from '../../db/models/workflows/workflowRun';
import { createActivities } from '../../workers/activities';
import { TestClock } from '../../workers/embedded/clock';
import { WorkflowRunFailedError } from '../../workers/embedded/errors';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import { queryErp } from '../../workers/gateway/queryErp';
import { erpQueryInput, erpQueryProgressQuery, type ErpQueryProgress, type ErpQueryResult } from './erpQuery';

let database: TestDatabase;
let workflows: EmbeddedWorkflows;
let clock: TestClock;
const config = { ERP_POLL_INTERVAL_MS: 1000, ERP_DEADLINE_MS: 10_000 };
const stockQuery = { operation: 'emptyContainerStock' as const, articleKeys: ['E0101', 'E0201'] };

beforeAll(async () => {
  database = await startTestDatabase();
  await Promise.all([RemoteRequestModel.init(), RemoteRequestChunkModel.init()]);
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await Promise.all(
    [RemoteRequestModel, RemoteRequestChunkModel, WorkflowRunModel, WorkflowEventModel, WorkflowScheduleModel].map((model) =>
      (model as typeof RemoteRequestModel).deleteMany({}),
    ),
  );
  clock = new TestClock();
  workflows = await startEmbeddedWorkflows({ clock, activities: createActivities({ erp: { now: () => clock.now() } }) });
});
afterEach(async () => {
  await workflows.close();
});

/** Plays the ERP agent: finishes the one pending request with rows split into chunks. */
async function agentAnswers(rows: unknown[], chunkSize: number): Promise<void> {
  const request = await RemoteRequestModel.findOne({ status: 'pending' });
  if (!request) throw new Error('no pending ERP request');
  const [head, ...rest] = Array.from({ length: Math.ceil(rows.length / chunkSize) }, (_, index) => rows.slice(index * chunkSize, (index + 1) * chunkSize));
  // Written out of order on purpose: the process must read them by index.
  for (const [index, part] of [...rest.entries()].reverse()) {
    await RemoteRequestChunkModel.create({ requestId: request._id, index, data: JSON.stringify(part) });
  }
  request.set({ status: 'done', response: JSON.stringify(head ?? []), chunkCount: rest.length, endDate: Math.floor(clock.now() / 1000) });
  await request.save();
}

async function progressOf(workflowId: string): Promise<ErpQueryProgress> {
  return workflows.gateway.query(workflowId, erpQueryProgressQuery);
}

describe('ERP query process on the embedded runtime', () => {
  it('polls every second until the ERP answered, reads the chunks in order and deletes the request', async () => {
    const { workflowId } = await workflows.gateway.start('erpQuery', erpQueryInput(stockQuery, config));
    await clock.advance(0);
    const request = await RemoteRequestModel.findOne({}).lean();
    expect(request).toMatchObject({ operation: 'emptyContainerStock', source: 'fortia_erp', sync: false, requestKey: `${workflowId}:request` });
    expect(await progressOf(workflowId)).toMatchObject({ state: 'waiting', polls: 1, requestId: String(request!._id) });

    await clock.advance(3000);
    expect(await progressOf(workflowId)).toMatchObject({ state: 'waiting', polls: 4 });

    const rows = Array.from({ length: 7 }, (_, index) => ({ articleKey: `E0${index}`, articleName: `Envase ${index}`, familyKey: 'ENV', stock: index * 10 }));
    await agentAnswers(rows, 3);
    await clock.advance(1000);
    const result = await workflows.gateway.result<ErpQueryResult<'emptyContainerStock'>>(workflowId);
    expect(result).toEqual({ operation: 'emptyContainerStock', rows, polls: 5 });
    expect(await progressOf(workflowId)).toMatchObject({ state: 'done', polls: 5 });
    expect(await RemoteRequestModel.countDocuments({})).toBe(0);
    expect(await RemoteRequestChunkModel.countDocuments({})).toBe(0);
    const polls = (await workflows.gateway.describe(workflowId)).history.filter(
      (event) => event.type === 'ActivityScheduled' && event.attributes?.activityType === 'readErpRequest',
    );
    expect(polls).toHaveLength(5);
  });

  it('queryErp starts the process and answers its typed rows', async () => {
    const answered = queryErp(workflows.gateway, { operation: 'nextConsolidatedOrderId', companyId: 2 }, config, { workflowId: 'next-id' });
    await clock.advance(1000);
    const request = await RemoteRequestModel.findOne({ requestKey: 'next-id:request' }).lean();
    expect(JSON.parse(request!.request)).toEqual({ operation: 'nextConsolidatedOrderId', companyId: 2, database: 'others' });
    await agentAnswers([{ IdConsolidado: 418 }], 100);
    const result = await clock.runUntil(answered);
    expect(result.rows[0].IdConsolidado).toBe(418);
  });

  it('fails clearly when the ERP reports an error, and deletes the request', async () => {
    const { workflowId } = await workflows.gateway.start('erpQuery', erpQueryInput({ operation: 'salesRange', from: '01/01/2026', to: '04/01/2026' }, config));
    await clock.advance(2000);
    await RemoteRequestModel.updateOne({}, { status: 'failed', error: "Could not find stored procedure 'spVentas'", endDate: Math.floor(clock.now() / 1000) });
    const outcome = clock.runUntil(workflows.gateway.result(workflowId));
    await expect(outcome).rejects.toBeInstanceOf(WorkflowRunFailedError);
    await expect(outcome).rejects.toMatchObject({
      failureType: 'ErpRequestFailed',
      message: "The ERP could not run the query salesRange: Could not find stored procedure 'spVentas'",
    });
    expect(await progressOf(workflowId)).toMatchObject({ state: 'failed' });
    expect(await RemoteRequestModel.countDocuments({})).toBe(0);
  });

  it('gives up at the deadline with the message in Spanish and English, and deletes the request', async () => {
    const { workflowId } = await workflows.gateway.start('erpQuery', erpQueryInput(stockQuery, config));
    const outcome = clock.runUntil(workflows.gateway.result(workflowId));
    await expect(outcome).rejects.toMatchObject({
      failureType: 'ErpDeadlineExceeded',
      message: 'The ERP did not answer within 10 s',
      failureDetails: [{ code: 'ErpDeadlineExceeded', seconds: 10, messages: { es: 'El ERP no respondió en 10 s', en: 'The ERP did not answer within 10 s' } }],
    });
    const progress = await progressOf(workflowId);
    expect(progress.state).toBe('failed');
    expect(progress.polls).toBe(11);
    expect(await RemoteRequestModel.countDocuments({})).toBe(0);
  });

  it('fails clearly on an unreadable answer, and deletes the request', async () => {
    const { workflowId } = await workflows.gateway.start('erpQuery', erpQueryInput(stockQuery, config));
    await clock.advance(1000);
    await RemoteRequestModel.updateOne({}, { status: 'done', response: '<html>oops', endDate: Math.floor(clock.now() / 1000) });
    const outcome = clock.runUntil(workflows.gateway.result(workflowId));
    await expect(outcome).rejects.toMatchObject({
      failureType: 'ErpRequestFailed',
      message: 'The ERP could not run the query emptyContainerStock: The ERP answer (response) is not valid JSON',
    });
    expect(await RemoteRequestModel.countDocuments({})).toBe(0);
  });

  it('refuses an invalid operation before writing anything', async () => {
    const { workflowId } = await workflows.gateway.start('erpQuery', { operation: { operation: 'salesRange', from: '2026-01-01', to: 'x' } });
    const outcome = clock.runUntil(workflows.gateway.result(workflowId));
    await expect(outcome).rejects.toMatchObject({ failureType: 'ErpOperationInvalid' });
    await expect(outcome).rejects.toThrow(/from: expected dd\/MM\/yyyy/);
    expect(await RemoteRequestModel.countDocuments({})).toBe(0);
  });

  it('cancels: the request is deleted and the run ends cancelled', async () => {
    const { workflowId } = await workflows.gateway.start('erpQuery', erpQueryInput(stockQuery, config));
    await clock.advance(2000);
    await workflows.gateway.cancel(workflowId);
    await expect(clock.runUntil(workflows.gateway.result(workflowId))).rejects.toMatchObject({ code: 'RunCancelled' });
    expect(await RemoteRequestModel.countDocuments({})).toBe(0);
  });

  it('survives a restart while waiting: the request is created once and the answer is read', async () => {
    const { workflowId } = await workflows.gateway.start('erpQuery', erpQueryInput(stockQuery, config));
    await clock.advance(2000);
    await workflows.close();
    workflows = await startEmbeddedWorkflows({ clock, activities: createActivities({ erp: { now: () => clock.now() } }) });
    expect(await RemoteRequestModel.countDocuments({})).toBe(1);
    await agentAnswers([{ articleKey: 'E0101', articleName: 'Caja', familyKey: 'ENV', stock: 5 }], 10);
    const result = await clock.runUntil(workflows.gateway.result<ErpQueryResult>(workflowId));
    expect(result.rows).toHaveLength(1);
    const creations = (await workflows.gateway.describe(workflowId)).history.filter(
      (event) => event.type === 'ActivityScheduled' && event.attributes?.activityType === 'createErpRequest',
    );
    expect(creations).toHaveLength(1);
    expect(result.rows).toEqual([{ articleKey: 'E0101', articleName: 'Caja', familyKey: 'ENV', stock: 5 }]);
    expect(await RemoteRequestModel.countDocuments({})).toBe(0);
  });
});
