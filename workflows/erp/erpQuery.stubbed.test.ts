import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import { createMemoryWorkflowStore } from '../../workers/embedded/memoryStore';
import { erpQueryInput, erpQueryProgressQuery, type ErpQueryResult } from './erpQuery';
import { createStubErp, type StubErp } from './testing';

// The process alone: stubbed activities, an in-memory run store and a time-skipping clock, no
// database (erpQuery.test.ts runs the same process on the real activities and the database).

let erp: StubErp;
let clock: TestClock;
let workflows: EmbeddedWorkflows;
const config = { ERP_POLL_INTERVAL_MS: 1000, ERP_DEADLINE_MS: 5000 };

beforeEach(async () => {
  erp = createStubErp();
  clock = new TestClock();
  workflows = await startEmbeddedWorkflows({ clock, store: createMemoryWorkflowStore(), activities: erp.activities });
});
afterEach(async () => {
  await workflows.close();
});

describe('ERP query process on stubbed activities', () => {
  it('polls each interval until the agent answers, returns the rows and removes the request', async () => {
    const { workflowId } = await workflows.gateway.start('erpQuery', erpQueryInput({ operation: 'nextConsolidatedOrderId', companyId: 1 }, config));
    await clock.advance(2000);
    expect(await workflows.gateway.query(workflowId, erpQueryProgressQuery)).toMatchObject({ state: 'waiting', polls: 3, requestId: 'request-1' });
    erp.answer([{ IdConsolidado: 4711 }]);
    await clock.advance(1000);
    const result = await workflows.gateway.result<ErpQueryResult<'nextConsolidatedOrderId'>>(workflowId);
    expect(result).toEqual({ operation: 'nextConsolidatedOrderId', rows: [{ IdConsolidado: 4711 }], polls: 4 });
    expect(erp.calls).toEqual([
      'createErpRequest',
      'readErpRequest',
      'readErpRequest',
      'readErpRequest',
      'readErpRequest',
      'readErpResponse',
      'deleteErpRequest',
    ]);
    expect(erp.requests.size).toBe(0);
  });

  it('fails at its deadline with the texts of both languages and leaves no request behind', async () => {
    const { workflowId } = await workflows.gateway.start('erpQuery', erpQueryInput({ operation: 'nextConsolidatedOrderId', companyId: 1 }, config));
    await clock.runUntil(workflows.gateway.result(workflowId).catch(() => undefined));
    const run = await workflows.gateway.describe(workflowId);
    expect(run.status).toBe('failed');
    expect(run.failure).toMatchObject({ type: 'ErpDeadlineExceeded', message: 'The ERP did not answer within 5 s' });
    expect(erp.requests.size).toBe(0);
  });

  it('fails with the ERP error the agent reported', async () => {
    const { workflowId } = await workflows.gateway.start('erpQuery', erpQueryInput({ operation: 'nextConsolidatedOrderId', companyId: 1 }, config));
    await clock.advance(0);
    erp.fail('Timeout expired');
    await clock.runUntil(workflows.gateway.result(workflowId).catch(() => undefined));
    const run = await workflows.gateway.describe(workflowId);
    expect(run.failure).toMatchObject({ type: 'ErpRequestFailed', message: expect.stringContaining('Timeout expired') });
    expect(erp.requests.size).toBe(0);
  });
});
