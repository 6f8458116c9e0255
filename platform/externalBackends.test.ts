import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEmbeddedServer, type EmbeddedServer } from '../db/embedded/index';
import { startSmtpSink, type SmtpSink } from '../integrations/mail';
import { startPartnerSimulator } from '../integrations/xadis/simulator';
import { loadConfig } from '../config/config';
import { createLogger } from '../config/logger';
import { startProduct, type RunningProduct } from './product';

/**
 * The other path of the same code: every backend configured as external (here stand-ins started
 * beside the product), so the product must start none of its embedded parts.
 */
const root = mkdtempSync(path.join(os.tmpdir(), 'prometheus-external-'));
const dataDir = path.join(root, 'product');
let database: EmbeddedServer;
let smtp: SmtpSink;
let partner: { url: string; close(): Promise<void> };
let product: RunningProduct | undefined;

beforeAll(async () => {
  database = await startEmbeddedServer({ dataDir: path.join(root, 'external-db') });
  smtp = await startSmtpSink({ port: 0 });
  partner = await startPartnerSimulator({ port: 0, credentials: [{ user: 'u', password: 'p', taxId: 'BAM000101AAA' }] });
}, 60_000);
afterAll(async () => {
  await product?.stop();
  await Promise.all([database?.close(), smtp?.close(), partner?.close()]);
  rmSync(root, { recursive: true, force: true });
});

it('starts no embedded database, SMTP sink, partner simulator or ERP agent when they are configured', async () => {
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    MONGODB_URI: database.uri,
    MONGODB_DB: 'external',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    PARTNER_URL: partner.url,
    PARTNER_USER: 'u',
    PARTNER_PASSWORD: 'p',
    PARTNER_TAX_ID: 'BAM000101AAA',
    ERP_BACKEND: 'none',
  });
  product = await startProduct(config, createLogger('silent'));
  const modes = Object.fromEntries(product.components.map((component) => [component.name, component.mode]));
  expect(modes).toMatchObject({
    database: 'MongoDB (MONGODB_URI)',
    mail: `SMTP 127.0.0.1:${smtp.port}`,
    partner: partner.url,
    ERP: 'agent runs elsewhere',
  });
  // The data directory holds files and secrets only: no embedded database was opened there.
  expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
  const health = (await (await fetch(`${product.url}/healthz`)).json()) as { ok: boolean; backends: { name: string; ok: boolean }[] };
  expect(health).toMatchObject({ ok: true });
  // The demo data went to the configured database.
  expect(product.demoAccounts.length).toBeGreaterThan(0);
}, 120_000);
