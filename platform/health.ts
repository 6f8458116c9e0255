import { backendText } from '../domain/system/backendTexts';
import type { HealthCheck } from '../api/context';
import type { FileStorage } from '../integrations/storage';
import { SmsOutboxModel } from '../db/models/sms/smsOutbox';
import { RemoteRequestModel } from '../db/models/erp/remoteRequest';

/**
 * The checks of the backends beside the database, mail and workflows, each as cheap as the
 * backend allows: what the system status shows and /healthz counts.
 */

const SMS_STUCK_MS = 10 * 60_000;
const ERP_STUCK_SECONDS = 120;

/** Files: a metadata read of a key nobody writes (stat on disk, HeadObject on S3). */
export function filesHealth(storage: FileStorage, mode: HealthCheck['describe']): HealthCheck {
  return {
    name: 'files',
    describe: mode,
    check: async () => {
      await storage.head('private/system/health-probe');
      return { ok: true, detail: backendText('detail.reachable') };
    },
  };
}

/** SMS: the outbox; down when messages wait to be sent for over 10 minutes. */
export function smsHealth(mode: HealthCheck['describe'], now: () => number = Date.now): HealthCheck {
  return {
    name: 'sms',
    describe: mode,
    check: async () => {
      const [sending, stuck, failed] = await Promise.all([
        SmsOutboxModel.countDocuments({ status: 'sending' }),
        SmsOutboxModel.countDocuments({ status: 'sending', createdAt: { $lt: new Date(now() - SMS_STUCK_MS) } }),
        SmsOutboxModel.countDocuments({ status: 'failed', createdAt: { $gte: new Date(now() - 86_400_000) } }),
      ]);
      return { ok: stuck === 0, detail: backendText('detail.smsQueue', { sending, stuck, failed }) };
    },
  };
}

/** Partner (Xadis): its address answers HTTP (any answer below 500 means it is up). */
export function partnerHealth(url: string, mode: HealthCheck['describe']): HealthCheck {
  return {
    name: 'partner',
    describe: mode,
    check: async () => {
      const response = await fetch(url, { method: 'GET', signal: AbortSignal.timeout(2500) });
      await response.body?.cancel();
      const up = response.status < 500;
      return { ok: up, detail: backendText(up ? 'detail.reachableHttp' : 'detail.httpStatus', { status: response.status }) };
    },
  };
}

/** ERP: the agent answers the queued requests; down when one waits for over 2 minutes. */
export function erpHealth(mode: HealthCheck['describe'], now: () => number = Date.now): HealthCheck {
  return {
    name: 'erp',
    describe: mode,
    check: async () => {
      const oldest = Math.floor(now() / 1000) - ERP_STUCK_SECONDS;
      const [waiting, stuck] = await Promise.all([
        RemoteRequestModel.countDocuments({ status: 'pending' }),
        RemoteRequestModel.countDocuments({ status: 'pending', startDate: { $lt: oldest } }),
      ]);
      return { ok: stuck === 0, detail: backendText('detail.erpQueue', { waiting, stuck }) };
    },
  };
}
