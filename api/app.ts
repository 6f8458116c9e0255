import { existsSync } from 'node:fs';
import { formatMoney, MONEY_SCALE } from '../domain/common/money';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import express, { type Express, type Router } from 'express';
import cookieParser from 'cookie-parser';
import expressStaticGzip from 'express-static-gzip';
import { pinoHttp } from 'pino-http';
import type { ApiDeps } from './context';
import { authenticate } from './access/authenticate';
import { buildSchemaFromModules, type GraphqlModule } from './graphql/schema';
import { graphqlMiddleware } from './graphql/handler';
import { errorHandler, notFoundHandler } from './errors';
import { securityHeaders, slimBuildFileHeaders } from './security';
import { checkBackends } from './system/health';
import { systemModule } from './system/graphql';

export interface AppOptions {
  /** The areas' GraphQL modules, after the system module. */
  modules?: GraphqlModule[];
  /** Extra routers mounted by path (the commissions REST API, file serving...). */
  routers?: Record<string, Router>;
  /** Directory of the built dashboard; served with SPA fallback when present. */
  dashboardDir?: string;
}

/** JSON.stringify replacer: a Decimal128 (after its toJSON) becomes a decimal string with 4 decimals. */
export function decimalJsonReplacer(_key: string, value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === '$numberDecimal') return formatMoney((value as { $numberDecimal: string }).$numberDecimal, MONEY_SCALE.amount);
  }
  return value;
}

const PROBES = new Set(['/livez', '/readyz', '/healthz']);
/** A probe, or a point of sale asking for its commands (api/remoteCommands/pos). */
export function isRoutine(method: string | undefined, url: string | undefined): boolean {
  const path = (url ?? '').split('?')[0];
  return PROBES.has(path) || (method === 'GET' && path === '/api/pos/commands');
}

export const DEFAULT_DASHBOARD_DIR = path.resolve(import.meta.dirname, '../dashboard/dist');

/** The whole HTTP surface: /graphql, the probes, the REST mounts, files and the dashboard. */
export function createApp(deps: ApiDeps, options: AppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  // REST bodies send amounts as decimal strings (docs/money.md): a stored Decimal128 (which JSON
  // would write as {"$numberDecimal": "..."}) becomes its 4-decimal text.
  app.set('json replacer', decimalJsonReplacer);
  app.use(
    pinoHttp({
      logger: deps.logger,
      genReqId: (req, res) => {
        const given = req.headers['x-request-id'];
        const id = typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      // The points of sale poll every few seconds and probes knock as often: their answers are
      // debug lines (LOG_LEVEL=debug shows them); a failure of either is still logged.
      customLogLevel: (req, res, error) => {
        if (error || res.statusCode >= 500) return 'error';
        // Inside a mounted router req.url lost its mount path; originalUrl keeps it.
        return isRoutine(req.method, (req as { originalUrl?: string }).originalUrl ?? req.url) ? 'debug' : 'info';
      },
    }),
  );
  app.use(securityHeaders(deps.config.COOKIE_SECURE));
  app.use(cookieParser());
  app.use(express.json({ limit: '2mb' }));
  // Form bodies are read by the routers that take them (api/commissions/forms.ts: bracket notation, bounded).
  app.use(authenticate(deps));

  // Public probes (docs/edges.md, "Health"): /livez, the process answers; /readyz, what it needs
  // to serve (the backends marked requiredToServe) is up; /healthz, every backend, for monitoring.
  // Each gives names and states only, never an address or detail (those are systemStatus, behind
  // the system.status permission).
  app.get('/livez', (_req, res) => {
    res.json({ ok: true, version: deps.version });
  });
  const report = async (res: express.Response, checks: ApiDeps['health']) => {
    const backends = await checkBackends(checks, 'en');
    const ok = backends.every((backend) => backend.ok);
    res.status(ok ? 200 : 503).json({ ok, version: deps.version, backends: backends.map(({ name, ok: up }) => ({ name, ok: up })) });
  };
  app.get('/readyz', (_req, res) =>
    report(
      res,
      deps.health.filter((check) => check.requiredToServe),
    ),
  );
  app.get('/healthz', (_req, res) => report(res, deps.health));

  const schema = buildSchemaFromModules([systemModule, ...(options.modules ?? [])]);
  app.use('/graphql', ...graphqlMiddleware(schema, deps));

  for (const [mountPath, router] of Object.entries(options.routers ?? {})) app.use(mountPath, router);
  app.use(['/api', '/files'], notFoundHandler);

  const dashboardDir = options.dashboardDir ?? DEFAULT_DASHBOARD_DIR;
  if (existsSync(path.join(dashboardDir, 'index.html'))) {
    // Brotli or gzip files written beside each asset at build time, chosen by Accept-Encoding.
    // Hashed assets never change under their name; everything else is revalidated.
    app.use(
      expressStaticGzip(dashboardDir, {
        index: false,
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        serveStatic: {
          // The hashed names are the version; ETag revalidates the rest (index.html has its own route).
          lastModified: false,
          setHeaders: (res, file) => {
            const built = file.startsWith(path.join(dashboardDir, 'assets') + path.sep);
            res.setHeader('Cache-Control', built ? 'public, max-age=31536000, immutable' : 'no-cache');
            if (built) slimBuildFileHeaders(res, file);
          },
        },
      }),
    );
    app.get('/{*path}', (_req, res) => res.sendFile(path.join(dashboardDir, 'index.html'), { headers: { 'Cache-Control': 'no-cache' } }));
  }
  app.use(notFoundHandler);
  app.use(errorHandler(deps.logger));
  return app;
}
