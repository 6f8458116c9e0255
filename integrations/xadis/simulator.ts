import { randomBytes } from 'node:crypto';
import { type AddressInfo } from 'node:net';
import { type Server } from 'node:http';
import express, { type Request, type Response } from 'express';
import { demoProducts } from '../../db/seed';
import { defaultSimulatedProducts } from '../shared/demoDefaults';
import { PARTNER_BATCH_LIMIT, type PartnerBatchKind, type PartnerErrorItem, type PartnerReply } from './types';

/**
 * A stand-in for the partner's web service on loopback, with the behaviour the transmission
 * depends on: bad credentials are rejected, SKUs are checked against a catalogue (unknown ones
 * come back as error items), rows are stored per day, store and SKU (a repeated identical row is
 * validated but not inserted again), and sessions expire.
 */
export interface PartnerCredentials {
  user: string;
  password: string;
  taxId: string;
}

export interface PartnerSimulatorOptions {
  port?: number;
  host?: string;
  credentials?: PartnerCredentials[];
  /** SKUs the partner knows; by default the demo dataset's articles and the simulators' defaults. */
  catalogue?: readonly string[];
  sessionTtlMs?: number;
  now?: () => number;
  /** Every answer waits this long first, as a web service across the internet would (bench:partner: 30 ms); 0 answers at once. */
  answerDelayMs?: number;
}

export interface PartnerSimulator {
  url: string;
  port: number;
  /** Rows the partner holds, by kind. */
  stored(kind: PartnerBatchKind): Record<string, unknown>[];
  /** Sessions currently open. */
  openSessions(): number;
  close(): Promise<void>;
}

interface SimulatedSession {
  warehouse: string;
  expiresAt: number;
}

const datePattern = /^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}$/;
const warehousePattern = /^[A-Za-z0-9_-]{1,20}$/;

function reply(res: Response, status: number, body: PartnerReply): void {
  res.status(status).json(body);
}

function validateRecord(kind: PartnerBatchKind, record: unknown, catalogue: ReadonlySet<string>): PartnerErrorItem | null {
  if (typeof record !== 'object' || record === null) return { sku: '', msg: 'Registro con formato inválido' };
  const row = record as Record<string, unknown>;
  const sku = typeof row.sku === 'string' ? row.sku : String(row.sku ?? '');
  if (!sku) return { sku, msg: 'El campo sku es obligatorio' };
  if (!catalogue.has(sku)) return { sku, msg: 'SKU no existe en el catálogo' };
  if (typeof row.fecha !== 'string' || !datePattern.test(row.fecha)) return { sku, msg: 'Fecha inválida, se espera dd/MM/yyyy' };
  if (typeof row.tienda !== 'string' || !warehousePattern.test(row.tienda)) return { sku, msg: 'Tienda inválida' };
  if (kind === 'ventaJson') {
    if (typeof row.cantidad !== 'number' || !Number.isFinite(row.cantidad)) return { sku, msg: 'Cantidad inválida' };
    if (typeof row.importe !== 'number' || !Number.isFinite(row.importe)) return { sku, msg: 'Importe inválido' };
  } else if (typeof row.existencia !== 'number' || !Number.isFinite(row.existencia)) {
    return { sku, msg: 'Existencia inválida' };
  }
  return null;
}

export async function startPartnerSimulator(options: PartnerSimulatorOptions = {}): Promise<PartnerSimulator> {
  const credentials = options.credentials ?? [{ user: 'demo', password: 'demo', taxId: 'BAM000101AAA' }];
  const catalogue = new Set(options.catalogue ?? [...demoProducts(), ...defaultSimulatedProducts].map((product) => product.sku));
  const sessionTtlMs = options.sessionTtlMs ?? 15 * 60_000;
  const now = options.now ?? Date.now;
  const sessions = new Map<string, SimulatedSession>();
  const rows: Record<PartnerBatchKind, Map<string, string>> = { ventaJson: new Map(), inventarioJson: new Map() };

  const app = express();
  const answerDelayMs = options.answerDelayMs ?? 0;
  if (answerDelayMs > 0) app.use((_req, _res, next) => void setTimeout(next, answerDelayMs));
  app.disable('x-powered-by');
  app.use(express.json({ limit: '5mb' }));

  function openSession(id: unknown): SimulatedSession | undefined {
    if (typeof id !== 'string') return undefined;
    const session = sessions.get(id);
    if (!session) return undefined;
    if (session.expiresAt <= now()) {
      sessions.delete(id);
      return undefined;
    }
    return session;
  }

  app.post('/login', (req: Request, res: Response) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const known = credentials.some((entry) => entry.user === body.usuario && entry.password === body.password && entry.taxId === body.rfc);
    if (!known) {
      reply(res, 401, { mensaje: '', error: 'Usuario, contraseña o RFC incorrectos' });
      return;
    }
    if (typeof body.almacen !== 'string' || !warehousePattern.test(body.almacen)) {
      reply(res, 400, { mensaje: '', error: 'Clave de almacén inválida' });
      return;
    }
    const id = randomBytes(16).toString('hex');
    sessions.set(id, { warehouse: body.almacen, expiresAt: now() + sessionTtlMs });
    reply(res, 200, { mensaje: 'Sesión iniciada', error: '', sesion: id });
  });

  function batchHandler(kind: PartnerBatchKind) {
    return (req: Request, res: Response) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const session = openSession(body.sesion);
      if (!session) {
        reply(res, 401, { mensaje: '', error: 'Sesión expirada o inválida' });
        return;
      }
      if (body.almacen !== session.warehouse) {
        reply(res, 400, { mensaje: '', error: 'El almacén no corresponde a la sesión' });
        return;
      }
      let records: unknown;
      try {
        records = typeof body.datos === 'string' ? JSON.parse(body.datos) : body.datos;
      } catch {
        reply(res, 400, { mensaje: '', error: 'El campo datos no es JSON válido' });
        return;
      }
      if (!Array.isArray(records)) {
        reply(res, 400, { mensaje: '', error: 'El campo datos debe ser una lista' });
        return;
      }
      if (records.length > PARTNER_BATCH_LIMIT) {
        reply(res, 400, { mensaje: '', error: `El lote excede ${PARTNER_BATCH_LIMIT} registros` });
        return;
      }
      const errors: PartnerErrorItem[] = [];
      let validated = 0;
      let inserted = 0;
      for (const record of records) {
        const problem = validateRecord(kind, record, catalogue);
        if (problem) {
          errors.push(problem);
          continue;
        }
        validated += 1;
        const row = record as Record<string, unknown>;
        const key = `${String(row.fecha)}|${String(row.tienda)}|${String(row.sku)}`;
        const value = JSON.stringify(row);
        if (rows[kind].get(key) !== value) {
          rows[kind].set(key, value);
          inserted += 1;
        }
      }
      const label = kind === 'ventaJson' ? 'ventas' : 'inventario';
      reply(res, 200, {
        mensaje: `Proceso de ${label} terminado. Registros recibidos: ${records.length}. Registros validados: ${validated}. Registros insertados: ${inserted}. Registros con error: ${errors.length}.`,
        error: errors.length > 0 ? JSON.stringify(errors) : '',
      });
    };
  }

  app.post('/ventaJson', batchHandler('ventaJson'));
  app.post('/inventarioJson', batchHandler('inventarioJson'));

  app.post('/logout', (req: Request, res: Response) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (!openSession(body.sesion)) {
      reply(res, 401, { mensaje: '', error: 'Sesión expirada o inválida' });
      return;
    }
    sessions.delete(body.sesion as string);
    reply(res, 200, { mensaje: 'Sesión cerrada', error: '' });
  });

  const host = options.host ?? '127.0.0.1';
  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(options.port ?? 0, host, () => resolve(listening));
    listening.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://${host}:${port}/`,
    port,
    stored: (kind) => [...rows[kind].values()].map((value) => JSON.parse(value) as Record<string, unknown>),
    openSessions: () => [...sessions.keys()].filter((id) => openSession(id)).length,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
