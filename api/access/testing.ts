import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { seedDemoData, DEMO_PASSWORD } from '../../db/seed';
import { testSecretHashCost } from '../../db/models/access/secrets';
import { SmsOutboxModel } from '../../db/models/sms/smsOutbox';
import { createOutboxOnlySmsProvider, createSmsSender } from '../../integrations/sms';
import { createFileRouter, createFileUrlSigner, createLocalStorage, type FileStorage } from '../../integrations/storage';
import { createApp } from '../app';
import { listen, type RunningServer } from '../server';
import { testDeps, TEST_OPERATOR_TOKEN } from '../testing/deps';
import { outboxModule } from '../outbox/graphql';
import { createAccessArea, type AccessAreaOptions } from './area';
import { ensurePlatformMenus } from '../menus/service';
import { createExportRouter, EXPORT_API_BASE } from '../exports/routes';

export interface GraphqlAnswer {
  status: number;
  cookie?: string;
  data?: Record<string, never>;
  errors?: { message: string; extensions: { errorCode: string; code: string; details?: Record<string, never> } }[];
}

export interface AccessTestApp {
  url: string;
  gql(query: string, variables?: Record<string, unknown>, auth?: { cookie?: string; token?: string; lang?: string }): Promise<GraphqlAnswer>;
  /** Signs in with the demo password by default and returns the session cookie. */
  signIn(userName: string, password?: string): Promise<GraphqlAnswer>;
  /** The last SMS code sent to a phone (read from the SMS outbox, as a person reads their phone). */
  lastCode(phone: string): Promise<string>;
  operatorToken: string;
  /** The API's file storage (local, in a temporary directory), to read back what was stored. */
  storage: FileStorage;
  /** A second API on the same database, with other options (its close() stops only that API). */
  another(options: Partial<AccessAreaOptions>): Promise<AccessTestApp>;
  close(): Promise<void>;
}

export const SIGN_IN = /* GraphQL */ `
  mutation ($input: SignInInput!) {
    signIn(input: $input) {
      status
      user {
        id
        userName
        fullName
        positionId
        permissions
      }
      challenge {
        name
        userName
        session
        phoneRequired
      }
      attempts {
        attemptsUsed
        attemptsRemaining
        maxAttempts
        resetOffered
        locked
        lockedUntil
      }
    }
  }
`;

/**
 * The API with the whole access area on a seeded test database (cheap argon2id cost), the SMS
 * outbox as the only SMS provider and local file storage in a temporary directory.
 */
export async function startAccessTestApp(options: Partial<AccessAreaOptions> = {}): Promise<AccessTestApp> {
  const database: TestDatabase = await startTestDatabase();
  await seedDemoData({ hashCost: testSecretHashCost });
  await ensurePlatformMenus();
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-access-files-'));
  const app = await startAccessServer(filesDir, options);
  return {
    ...app,
    async close() {
      await app.close();
      await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** Starts the access test app for the test file it is called in (closed after the file); use it in tests. */
export function useAccessTestApp(options: Partial<AccessAreaOptions> = {}): AccessTestApp {
  let app: AccessTestApp | undefined;
  beforeAll(async () => {
    app = await startAccessTestApp(options);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });
  const started = () => {
    if (!app) throw new Error('the access test app starts in beforeAll: use it inside tests');
    return app;
  };
  return {
    get url() {
      return started().url;
    },
    get operatorToken() {
      return started().operatorToken;
    },
    get storage() {
      return started().storage;
    },
    gql: (query, variables, auth) => started().gql(query, variables, auth),
    signIn: (userName, password) => started().signIn(userName, password),
    lastCode: (phone) => started().lastCode(phone),
    another: (other) => started().another(other),
    close: () => started().close(),
  };
}

const generousLimits = { capacity: 1000, perMinute: 1000 };

async function startAccessServer(filesDir: string, options: Partial<AccessAreaOptions>): Promise<AccessTestApp> {
  const storage = createLocalStorage({
    rootDir: filesDir,
    urls: createFileUrlSigner({ secret: 'test-file-secret-0123456789', baseUrl: 'http://127.0.0.1/files' }),
  });
  const sms = createSmsSender({ provider: createOutboxOnlySmsProvider() });
  const area = createAccessArea({
    sms,
    storage,
    totpKey: 'test-totp-key-0123456789',
    hashCost: testSecretHashCost,
    ...options,
    rateLimits: { signIn: generousLimits, identityCode: generousLimits, mfa: generousLimits, subscription: generousLimits, ...options.rateLimits },
  });
  const server: RunningServer = await listen(
    createApp(testDeps({ services: { storage, sms, staffAccess: area.staffAccess } }), {
      modules: [...area.modules, outboxModule],
      routers: {
        ...area.routers,
        [EXPORT_API_BASE]: createExportRouter(),
        '/files': createFileRouter(storage, (req, file) => Boolean(req.principal) && file.ownerId === req.principal?.id),
      },
      dashboardDir: '/nonexistent',
    }),
    '127.0.0.1',
    0,
  );

  const gql: AccessTestApp['gql'] = async (query, variables = {}, auth = {}) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': auth.lang ?? 'es',
        ...(auth.cookie ? { cookie: auth.cookie } : {}),
        ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as Omit<GraphqlAnswer, 'status' | 'cookie'>;
    return { status: response.status, cookie: response.headers.get('set-cookie')?.split(';')[0], ...body };
  };

  return {
    url: server.url,
    gql,
    signIn: (userName, password = DEMO_PASSWORD) => gql(SIGN_IN, { input: { userName, password } }),
    async lastCode(phone) {
      const sms = await SmsOutboxModel.findOne({ phone }).sort({ createdAt: -1, _id: -1 }).lean();
      const code = sms?.message.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code was sent to ${phone}`);
      return code;
    },
    operatorToken: TEST_OPERATOR_TOKEN,
    storage,
    another: (other) => startAccessServer(filesDir, other),
    close: () => server.close(),
  };
}
