/**
 * Browser-test support: a headless Chromium driven by playwright-core, a freshly built dashboard,
 * and a static server for it that API-backed tests can extend with their own routes.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express, type Router } from 'express';
import { type Browser, chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { describe, it } from 'vitest';
import { nextSeasonStart } from '../../domain/access/landingCountdown';
import { securityHeaders, slimBuildFileHeaders } from '../../api/security';

const dashboardDir = fileURLToPath(new URL('..', import.meta.url));
const repositoryDir = path.resolve(dashboardDir, '..');

export const distDir = path.join(dashboardDir, 'dist');
export const screenshotDir = path.join(repositoryDir, '.tmp', 'screenshots');

/** Debian's Chromium; CHROMIUM_PATH points elsewhere (and lets the missing case be tried). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumMissingMessage = 'Chromium not found: install it with `apt-get install -y chromium`';

/** Flags for a quiet, offline, sandbox-less headless browser (containers have no user namespaces). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

function runningInCi(): boolean {
  const ci = process.env.CI;
  return ci !== undefined && ci !== '' && ci !== '0' && ci.toLowerCase() !== 'false';
}

export function chromiumInstalled(): boolean {
  return existsSync(chromiumPath);
}

/**
 * `describe` for browser tests. Without Chromium the suite reports one skipped test carrying the
 * install hint; under CI a missing Chromium fails instead, so the browser tests cannot vanish.
 */
export function describeWithBrowser(name: string, body: () => void): void {
  if (chromiumInstalled()) {
    describe(name, body);
    return;
  }
  describe(name, () => {
    if (runningInCi()) {
      it('has Chromium to run the browser tests', () => {
        throw new Error(`${chromiumMissingMessage} (CI is set: the browser tests must run)`);
      });
    } else {
      it(chromiumMissingMessage, (context) => {
        // The default reporter lists only counts; the warning says why the suite did not run.
        console.warn(chromiumMissingMessage);
        context.skip(chromiumMissingMessage);
      });
    }
  });
}

export async function launchBrowser(): Promise<Browser> {
  if (!chromiumInstalled()) throw new Error(chromiumMissingMessage);
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

// The dashboard bundles the shared domain rules too (schemas, the error catalogue, money): a change there rebuilds it.
const buildInputs = [...['index.html', 'vite.config.ts', 'src', 'public'].map((entry) => path.join(dashboardDir, entry)), path.join(repositoryDir, 'domain')];

function newestModification(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce((newest, child) => Math.max(newest, newestModification(path.join(entry, child))), stats.mtimeMs);
}

/** True when dashboard/dist is missing or older than any source of the dashboard. */
export function dashboardBuildIsStale(): boolean {
  const builtIndex = path.join(distDir, 'index.html');
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  return buildInputs.some((input) => newestModification(input) > built);
}

const lockDir = path.join(repositoryDir, '.tmp', 'dashboard-build.lock');
const lockStaleAfterMs = 5 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Test files run in parallel processes: a directory lock lets exactly one of them build.
async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  mkdirSync(path.dirname(lockDir), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const lock = statSync(lockDir, { throwIfNoEntry: false });
      if (lock && Date.now() - lock.mtimeMs > lockStaleAfterMs) {
        rmSync(lockDir, { recursive: true, force: true });
      } else {
        await sleep(200);
      }
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

/** Builds the dashboard with vite's API when dist is missing or stale; returns the dist folder. */
export async function ensureDashboardBuilt(): Promise<string> {
  if (!dashboardBuildIsStale()) return distDir;
  await withBuildLock(async () => {
    if (!dashboardBuildIsStale()) return;
    // vitest sets NODE_ENV=test, which would make vite bundle React's development build.
    const previousNodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ configFile: path.join(dashboardDir, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
    } finally {
      process.env.NODE_ENV = previousNodeEnv;
    }
  });
  return distDir;
}

export interface ServedDashboard {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Paths that belong to the API: never answered with the single-page app. */
const apiPrefixes = ['/graphql', '/api', '/healthz', '/files'];

/**
 * Serves dashboard/dist on 127.0.0.1 with an ephemeral port and a fallback to index.html for
 * client-side routes. `api` (an express app or router) is mounted first, so API-backed tests get
 * the same origin the production server gives the dashboard.
 */
export async function serveDashboard(api?: Express | Router): Promise<ServedDashboard> {
  const root = await ensureDashboardBuilt();
  const app = express();
  app.disable('x-powered-by');
  // The production server's headers, so a test that runs the dashboard here also proves it passes the CSP.
  app.use(securityHeaders('auto'));
  if (api) app.use(api);
  // The live stream of a stubbed API: a stream with no event, asking the browser to come back in an hour.
  app.get('/api/live', (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    response.end('retry: 3600000\n\n');
  });
  app.use('/assets', express.static(path.join(root, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false, setHeaders: slimBuildFileHeaders }));
  app.use(express.static(root, { index: false }));
  app.use((request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (apiPrefixes.some((prefix) => request.path === prefix || request.path.startsWith(`${prefix}/`))) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(path.join(root, 'index.html'));
  });
  app.use((_request, response) => {
    response.status(404).json({ error: 'not found' });
  });

  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** One GraphQL request as the stub saw it. */
export interface StubbedGraphqlCall {
  operationName: string;
  variables: Record<string, unknown>;
  acceptLanguage: string | undefined;
}

/** What a stubbed operation answers: data, or errors shaped like the API's. */
export type StubbedGraphqlAnswer = { data: Record<string, unknown> } | { errors: Array<{ message: string; code: string }> };

export type StubbedGraphqlOperation = (variables: Record<string, unknown>) => StubbedGraphqlAnswer;

function operationNameOf(body: { operationName?: unknown; query?: unknown }): string | undefined {
  if (typeof body.operationName === 'string' && body.operationName !== '') return body.operationName;
  if (typeof body.query !== 'string') return undefined;
  return /^\s*(?:query|mutation|subscription)\s+(\w+)/.exec(body.query)?.[1];
}

/**
 * A stand-in /graphql for browser tests, answering named operations from a table. It never
 * executes what it receives: an unknown operation gets an UNKNOWN_OPERATION error.
 */
export function graphqlStub(operations: Record<string, StubbedGraphqlOperation>) {
  const calls: StubbedGraphqlCall[] = [];
  const router = express.Router();
  router.post('/graphql', express.json(), (request, response) => {
    const body = (request.body ?? {}) as { operationName?: unknown; query?: unknown; variables?: unknown };
    const operationName = operationNameOf(body) ?? '';
    const variables = (body.variables && typeof body.variables === 'object' ? body.variables : {}) as Record<string, unknown>;
    calls.push({ operationName, variables, acceptLanguage: request.get('accept-language') });
    const operation = Object.hasOwn(operations, operationName) ? operations[operationName] : undefined;
    const answer: StubbedGraphqlAnswer = operation
      ? operation(variables)
      : { errors: [{ message: `Unknown operation ${operationName}`, code: 'UNKNOWN_OPERATION' }] };
    if ('errors' in answer) {
      response.json({
        data: null,
        errors: answer.errors.map((error) => ({ message: error.message, extensions: { code: error.code } })),
      });
    } else {
      response.json({ data: answer.data });
    }
  });
  return { router, calls };
}

/** The minimal API of a signed-out visitor: `me` is null; the landing page counts toward the next season. */
export function signedOutApi() {
  return graphqlStub({
    Me: () => ({ data: { me: null } }),
    LandingPage: () => ({ data: { landingPage: { countdownTarget: nextSeasonStart(new Date()).toISOString() } } }),
  });
}

/**
 * Records console errors and uncaught page errors; a test asserts the list is empty at its end.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** Saves a full-page screenshot under .tmp/screenshots/ for a person to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** A system-menu record as `myMenus` answers it, for stubbed APIs. */
export function stubMenuEntry(systemMenuId: string, es: string, en: string, path: string, icon: string, children: unknown[] = []) {
  return { systemMenuId, systemMenuName: es, labels: { es, en }, path, component: systemMenuId, icon, scopes: ['leer', 'editar', 'ejecutar'], children };
}

/**
 * The `myMenus` answer of a user who sees the platform's system screens (as the seeded
 * administrator does): profile and sign-out, Chat, Support, Outbox, Workflows, System status, GraphiQL.
 */
export function stubbedPlatformMenus(userId: string) {
  return {
    data: {
      myMenus: {
        profile: [
          stubMenuEntry('profile.profile', 'Perfil', 'Profile', `profile/${userId}`, 'person'),
          stubMenuEntry('profile.signOut', 'Cerrar sesión', 'Sign out', '/userSignOut', 'log-out'),
        ],
        system: [
          stubMenuEntry('system.chat', 'Chat', 'Chat', 'chat', 'chat'),
          stubMenuEntry('system.support', 'Soporte', 'Support', 'support', 'help'),
          stubMenuEntry('system.outbox', 'Bandeja de salida', 'Outbox', 'system/outbox', 'envelope'),
          stubMenuEntry('system.workflows', 'Procesos', 'Workflows', 'system/workflows', 'flows'),
          stubMenuEntry('system.status', 'Estado del sistema', 'System status', 'system/status', 'pulse'),
          stubMenuEntry('system.graphiql', 'GraphiQL', 'GraphiQL', 'graphiql', 'code'),
        ],
        navigation: [],
      },
    },
  };
}
