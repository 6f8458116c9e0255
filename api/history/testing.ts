import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Router } from 'express';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { seedDemoData, DEMO_PASSWORD } from '../../db/seed';
import { testSecretHashCost } from '../../db/models/access/secrets';
import { createOutboxOnlySmsProvider, createSmsSender } from '../../integrations/sms';
import { createFileUrlSigner, createLocalStorage } from '../../integrations/storage';
import { createApp } from '../app';
import { listen, type RunningServer } from '../server';
import { testDeps, TEST_OPERATOR_TOKEN } from '../testing/deps';
import { createAccessArea } from '../access/area';
import { ensurePlatformMenus } from '../menus/service';
import { productModules } from '../graphql/productModules';
import { createRegistrationLimiter } from '../registration/rateLimit';
import { createCommissionsRouter, COMMISSIONS_API_BASE } from '../commissions/routes';
import { createProductsRouter, PRODUCTS_API_BASE } from '../products/routes';
import { createPosRouter, POS_API_BASE } from '../remoteCommands/pos/routes';
import { createExportRouter, EXPORT_API_BASE } from '../exports/routes';
import { SIGN_IN } from '../access/testing';
import { createLogger } from '../../config/logger';
import type { ApiServices } from '../context';

const silentLogger = createLogger('silent');

export interface GqlAnswer<T = Record<string, never>> {
  data?: T;
  errors?: { message: string; extensions: { errorCode: string } }[];
}

export interface HistoryTestApp {
  url: string;
  routers: Record<string, Router>;
  /** A GraphQL call as the operator token (default) or with a staff session cookie. */
  gql<T = Record<string, never>>(query: string, variables?: Record<string, unknown>, auth?: { cookie?: string; lang?: string }): Promise<GqlAnswer<T>>;
  /** A REST call as the operator token (default) or with a cookie. */
  rest(method: string, url: string, body?: unknown, auth?: { cookie?: string; lang?: string }): Promise<Response>;
  /** The session cookie of a demo account. */
  signIn(userName: string): Promise<string>;
  close(): Promise<void>;
}

/** The product's whole GraphQL schema and REST writes on a seeded test database (no workflow runtime). */
export async function startHistoryTestApp(options: { services?: () => Promise<Partial<ApiServices>> } = {}): Promise<HistoryTestApp> {
  const database: TestDatabase = await startTestDatabase();
  await seedDemoData({ hashCost: testSecretHashCost });
  await ensurePlatformMenus();
  // Services that need the database first (a workflow runtime for the commission statements' tests).
  const extra = (await options.services?.()) ?? {};
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-history-files-'));
  const storage = createLocalStorage({
    rootDir: filesDir,
    urls: createFileUrlSigner({ secret: 'test-file-secret-0123456789', baseUrl: 'http://127.0.0.1/files' }),
  });
  const sms = createSmsSender({ provider: createOutboxOnlySmsProvider() });
  const generous = { capacity: 1000, perMinute: 1000 };
  const area = createAccessArea({
    sms,
    storage,
    totpKey: 'test-totp-key-0123456789',
    hashCost: testSecretHashCost,
    rateLimits: { signIn: generous, identityCode: generous, mfa: generous, subscription: generous },
  });
  const routers: Record<string, Router> = {
    ...area.routers,
    [COMMISSIONS_API_BASE]: createCommissionsRouter({ services: {}, logger: silentLogger }),
    [PRODUCTS_API_BASE]: createProductsRouter(storage),
    [POS_API_BASE]: createPosRouter({ expiryMs: () => 60_000 }),
    [EXPORT_API_BASE]: createExportRouter(),
  };
  const server: RunningServer = await listen(
    createApp(testDeps({ services: { storage, sms, staffAccess: area.staffAccess, ...extra } }), {
      modules: productModules({ access: area.modules, registrationLimiter: createRegistrationLimiter() }),
      routers,
      dashboardDir: '/nonexistent',
    }),
    '127.0.0.1',
    0,
  );
  const headers = (auth: { cookie?: string; lang?: string } = {}) => ({
    'content-type': 'application/json',
    'accept-language': auth.lang ?? 'es',
    ...(auth.cookie ? { cookie: auth.cookie } : { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` }),
  });
  const gql: HistoryTestApp['gql'] = async (query, variables = {}, auth = {}) => {
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: headers(auth), body: JSON.stringify({ query, variables }) });
    return (await response.json()) as never;
  };
  return {
    url: server.url,
    routers,
    gql,
    rest: (method, url, body, auth) =>
      fetch(`${server.url}${url}`, { method, headers: headers(auth), ...(body === undefined ? {} : { body: JSON.stringify(body) }) }),
    async signIn(userName) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: SIGN_IN, variables: { input: { userName, password: DEMO_PASSWORD } } }),
      });
      const cookie = response.headers.get('set-cookie')?.split(';')[0];
      if (!cookie) throw new Error(`${userName} could not sign in`);
      return cookie;
    },
    async close() {
      await server.close();
      await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
