import { backendText } from '../domain/system/backendTexts';
import type { HealthCheck } from '../api/context';

type HealthResult = Awaited<ReturnType<HealthCheck['check']>>;
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

/**
 * Partner (Xadis): the web service has no health method and its address itself answers 404, so
 * the check asks what the product uses, its `login` method, with no credentials: the partner
 * service refuses it with its own JSON reply (HTTP 400/401), which says it is there and speaking
 * its protocol without opening a session. A 404 (or an answer that is not the partner's JSON)
 * means nothing answers as the partner at that address, and 5xx that it is failing: both down.
 * The answer is kept for `cacheMs`, so load-balancer probes do not knock on the partner's door
 * every few seconds.
 */
export function partnerHealth(url: string, mode: HealthCheck['describe'], options: { cacheMs?: number; now?: () => number } = {}): HealthCheck {
  const cacheMs = options.cacheMs ?? 30_000;
  const now = options.now ?? Date.now;
  const loginUrl = new URL('login', url.endsWith('/') ? url : `${url}/`);
  let last: { at: number; result: HealthResult } | undefined;
  const probe = async (): Promise<HealthResult> => {
    const response = await fetch(loginUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(2500),
    });
    const text = await response.text();
    if (response.status >= 500) return { ok: false, detail: backendText('detail.httpStatus', { status: response.status }) };
    const partnerReply = (() => {
      try {
        const body = JSON.parse(text) as unknown;
        return typeof body === 'object' && body !== null && ('error' in body || 'mensaje' in body);
      } catch {
        return false;
      }
    })();
    if (!partnerReply || response.status === 404 || response.status === 405)
      return { ok: false, detail: backendText('detail.partnerNotThere', { status: response.status }) };
    return { ok: true, detail: backendText('detail.partnerAnswers', { status: response.status }) };
  };
  return {
    name: 'partner',
    describe: mode,
    check: async () => {
      if (last && now() - last.at < cacheMs) return last.result;
      const result = await probe();
      last = { at: now(), result };
      return result;
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
