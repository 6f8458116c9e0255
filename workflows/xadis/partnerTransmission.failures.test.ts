import { describe, expect, it } from 'vitest';
import { RemoteRequestModel } from '../../db/models/erp/remoteRequest';
import { PartnerBatchModel } from '../../db/models/xadis/partnerBatch';
import { XadisTransmissionModel } from '../../db/models/xadis';
import { ERROR_SUBJECT, LOGIN_FAILURE_SUBJECT } from '../../domain/xadis/transmissions';
import { createPartnerClient, type PartnerClient } from '../../integrations/xadis';
import { IntegrationError } from '../../integrations/shared/errors';
import { type PartnerTransmissionResult } from './partnerTransmission';
import { credentials, input, run, startWorkflows, tx, useTransmissionTest } from './testing';

useTransmissionTest();

describe('partner transmission on the embedded runtime: failures', () => {
  it('on a refused login e-mails the internal list about the range and sends nothing', async () => {
    const result = await run('tx-login', undefined, { ...credentials, password: 'mal' });
    expect(result.status).toBe('loginFailed');
    expect(await PartnerBatchModel.countDocuments()).toBe(0);
    expect(tx.mails).toHaveLength(1);
    expect(tx.mails[0]).toMatchObject({ subject: LOGIN_FAILURE_SUBJECT, to: ['sistemas@bama.example.com', 'distribucion@bama.example.com'] });
    expect(tx.mails[0]?.html).toContain('2026-10-01');
    expect(await XadisTransmissionModel.findOne({ transmissionId: 'tx-login' }).lean()).toMatchObject({ status: 'loginFailed' });
  });

  it('an ERP failure half way ends the transmission failed and e-mails the internal list about the range, once', async () => {
    tx.workflows = await startWorkflows(createPartnerClient({ url: tx.simulator.url }), credentials, async (created, [head, ...rest]) => {
      const id = created.requestId;
      // The agent writes the sales' first rows and chunk count, then the ERP fails before the chunks.
      const failing = rest.length === 2;
      await RemoteRequestModel.updateOne(
        { _id: id },
        {
          $set: failing
            ? { status: 'failed', error: 'El ERP no responde', response: JSON.stringify(head), chunkCount: rest.length }
            : { status: 'done', response: JSON.stringify(head), chunkCount: 0, endDate: Math.floor(tx.clock.now() / 1000) },
        },
      );
    });
    await tx.workflows.gateway.start('partnerTransmission', { ...input, pollIntervalMs: 20 }, { workflowId: 'tx-erp-down' });
    await expect(tx.clock.runUntil(tx.workflows.gateway.result<PartnerTransmissionResult>('tx-erp-down'))).rejects.toThrow(/El ERP no responde/);
    expect(tx.mails).toHaveLength(1);
    expect(tx.mails[0]).toMatchObject({ subject: LOGIN_FAILURE_SUBJECT, to: ['sistemas@bama.example.com', 'distribucion@bama.example.com'] });
    expect(tx.mails[0]?.html).toContain('2026-10-01');
    expect(tx.mails[0]?.html).toContain('2026-10-31');
    expect(tx.mails[0]?.html).toContain('El ERP no responde');
    expect(await XadisTransmissionModel.findOne({ transmissionId: 'tx-erp-down' }).lean()).toMatchObject({
      status: 'failed',
      emailSubject: LOGIN_FAILURE_SUBJECT,
    });
    expect(tx.simulator.openSessions()).toBe(0);
    // Only the rows read before the failure went: no batch of the chunks that never came.
    expect(await PartnerBatchModel.countDocuments({ kind: 'inventarioJson' })).toBe(0);
  });

  it('retries a failing batch with backoff; a batch that keeps failing is collected and the subject is the error one', async () => {
    const real = createPartnerClient({ url: tx.simulator.url });
    const calls: string[] = [];
    let flaky = 0;
    const client: PartnerClient = {
      ...real,
      sendBatch: async (kind, session, warehouse, chunk) => {
        calls.push(kind);
        // The second sales batch fails once (then succeeds); every inventory batch after the first always fails.
        if (kind === 'ventaJson' && calls.filter((call) => call === 'ventaJson').length === 2 && flaky++ === 0) {
          throw new IntegrationError('PARTNER_UNREACHABLE', { detail: 'HTTP 503' });
        }
        if (kind === 'inventarioJson' && calls.filter((call) => call === 'inventarioJson').length > 1)
          throw new IntegrationError('PARTNER_UNREACHABLE', { detail: 'HTTP 503' });
        return real.sendBatch(kind, session, warehouse, chunk);
      },
    };
    const result = await run('tx-retry', client);
    expect(result.status).toBe('error');
    expect(result.subject).toBe(ERROR_SUBJECT);
    expect(result.sales).toMatchObject({ batchesSent: 3, failedBatches: 0, validated: 1199 });
    expect(result.inventory).toMatchObject({ batchesSent: 1, failedBatches: 1 });
    // One retry for the flaky sales batch, four attempts for the failing inventory batch (the first inside its run, three alone with backoff).
    expect(calls.filter((call) => call === 'ventaJson')).toHaveLength(4);
    expect(calls.filter((call) => call === 'inventarioJson')).toHaveLength(5);
    expect(tx.mails[0]?.subject).toBe(ERROR_SUBJECT);
    expect(tx.simulator.stored('ventaJson')).toHaveLength(1199);
  });

  it('resumes a transmission stopped half way (runtime shut down mid-batch) and sends no batch twice', async () => {
    const real = createPartnerClient({ url: tx.simulator.url });
    let sent = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reachedGate!: () => void;
    const atGate = new Promise<void>((resolve) => (reachedGate = resolve));
    const counting = (hang: boolean): PartnerClient => ({
      ...real,
      sendBatch: async (kind, session, warehouse, chunk) => {
        sent += 1;
        const answer = await real.sendBatch(kind, session, warehouse, chunk);
        if (hang && sent === 2) {
          // The partner took the batch; the process dies before the activity completes.
          reachedGate();
          await gate;
        }
        return answer;
      },
    });
    tx.workflows = await startWorkflows(counting(true));
    await tx.workflows.gateway.start('partnerTransmission', input, { workflowId: 'tx-resume' });
    void tx.clock.runUntil(tx.workflows.gateway.result('tx-resume')).catch(() => undefined);
    await atGate;
    const closing = tx.workflows.close();
    release();
    await closing;
    // The second batch hung at the partner; with batches in flight together a third may have gone too.
    expect(sent).toBeGreaterThanOrEqual(2);

    // The next start resumes the run on the same database.
    tx.workflows = await startWorkflows(counting(false));
    const result = await tx.clock.runUntil(tx.workflows.gateway.result<PartnerTransmissionResult>('tx-resume'));
    expect(result.sales.batchesSent).toBe(3);
    expect(result.inventory.batchesSent).toBe(2);
    // Five batches in all reached the partner: the interrupted one was not sent again.
    expect(sent).toBe(5);
    expect(await PartnerBatchModel.countDocuments()).toBe(5);
    expect(tx.simulator.stored('ventaJson')).toHaveLength(1199);
  });
});
