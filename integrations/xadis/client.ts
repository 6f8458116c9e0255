import { IntegrationError } from '../shared/errors';
import { parsePartnerBatchReply } from './reply';
import { partnerChunkJson } from './records';
import {
  PARTNER_BATCH_LIMIT,
  type PartnerBatchKind,
  type PartnerBatchResult,
  type PartnerInventoryRecord,
  type PartnerMethod,
  type PartnerReply,
  type PartnerSaleRecord,
  type PartnerSession,
} from './types';

export interface PartnerClientOptions {
  /** Base URL of the partner service; comes only from configuration (PARTNER_URL). */
  url: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export interface PartnerClient {
  readonly url: string;
  login(user: string, password: string, taxId: string, warehouseCode: string): Promise<PartnerSession>;
  ventaJson(session: PartnerSession, warehouse: string, chunk: PartnerSaleRecord[]): Promise<PartnerBatchResult>;
  inventarioJson(session: PartnerSession, warehouse: string, chunk: PartnerInventoryRecord[]): Promise<PartnerBatchResult>;
  /** `datos`: the chunk's JSON written ahead (partnerChunkJson of this chunk and kind), so sending does not write it. */
  sendBatch(
    kind: PartnerBatchKind,
    session: PartnerSession,
    warehouse: string,
    chunk: PartnerSaleRecord[] | PartnerInventoryRecord[],
    datos?: string,
  ): Promise<PartnerBatchResult>;
  logout(session: PartnerSession): Promise<void>;
}

const sessionExpiredText = /sesi[oó]n\s+(?:\w+\s+)?(?:expirada|inv[aá]lida|vencida|no\s+v[aá]lida)/i;

function asReply(body: unknown): PartnerReply {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return {
    mensaje: typeof record.mensaje === 'string' ? record.mensaje : '',
    error: typeof record.error === 'string' ? record.error : record.error == null ? '' : JSON.stringify(record.error),
    sesion: typeof record.sesion === 'string' ? record.sesion : undefined,
  };
}

export function createPartnerClient(options: PartnerClientOptions): PartnerClient {
  if (!options.url) throw new IntegrationError('PARTNER_NOT_CONFIGURED');
  const base = new URL(options.url.endsWith('/') ? options.url : `${options.url}/`);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const fetchImpl = options.fetchImpl ?? fetch;

  async function call(method: PartnerMethod, payload: Record<string, unknown>): Promise<{ status: number; reply: PartnerReply }> {
    let response: Response;
    try {
      response = await fetchImpl(new URL(method, base), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new IntegrationError('PARTNER_UNREACHABLE', { detail: error instanceof Error ? error.message : String(error) });
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new IntegrationError('PARTNER_UNREACHABLE', { detail: `HTTP ${response.status}, ${text.slice(0, 200)}` });
    }
    const reply = asReply(body);
    if (response.status === 401 || sessionExpiredText.test(reply.error)) {
      if (method !== 'login') throw new IntegrationError('PARTNER_SESSION_EXPIRED', {}, reply);
    }
    if (response.status >= 500) {
      throw new IntegrationError('PARTNER_UNREACHABLE', { detail: `HTTP ${response.status}, ${reply.error || reply.mensaje}` });
    }
    return { status: response.status, reply };
  }

  async function sendBatch(
    kind: PartnerBatchKind,
    session: PartnerSession,
    warehouse: string,
    chunk: PartnerSaleRecord[] | PartnerInventoryRecord[],
    datos?: string,
  ): Promise<PartnerBatchResult> {
    if (chunk.length > PARTNER_BATCH_LIMIT) {
      throw new IntegrationError('PARTNER_BATCH_TOO_LARGE', { max: PARTNER_BATCH_LIMIT });
    }
    const { status, reply } = await call(kind, { sesion: session.id, almacen: warehouse, datos: datos ?? partnerChunkJson(kind, chunk) });
    const result = parsePartnerBatchReply(reply, chunk.length);
    return status >= 400 ? { ...result, rejected: true, validated: 0, inserted: 0 } : result;
  }

  return {
    url: base.toString(),
    async login(user, password, taxId, warehouseCode) {
      const { status, reply } = await call('login', { usuario: user, password, rfc: taxId, almacen: warehouseCode });
      if (status >= 400 || !reply.sesion || reply.error) {
        throw new IntegrationError('PARTNER_LOGIN_FAILED', {}, reply);
      }
      return { id: reply.sesion, warehouseCode, startedAt: new Date() };
    },
    ventaJson: (session, warehouse, chunk) => sendBatch('ventaJson', session, warehouse, chunk),
    inventarioJson: (session, warehouse, chunk) => sendBatch('inventarioJson', session, warehouse, chunk),
    sendBatch,
    async logout(session) {
      try {
        await call('logout', { sesion: session.id });
      } catch (error) {
        // An expired session is already closed on the partner's side.
        if (!(error instanceof IntegrationError && error.code === 'PARTNER_SESSION_EXPIRED')) throw error;
      }
    },
  };
}

/** Splits records into the partner's chunk size (500). */
export function chunkPartnerRecords<T>(records: readonly T[], size = PARTNER_BATCH_LIMIT): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < records.length; start += size) chunks.push(records.slice(start, start + size));
  return chunks;
}
