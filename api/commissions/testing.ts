import { testDeps } from '../testing/deps';
import { commissionRouteTable } from './routes';
import type { RouteDoc } from './routeTable';
import express from 'express';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { PermissionProfileModel } from '../../db/models/access/permissionProfile';
import { WorkflowEventModel, WorkflowRunModel, WorkflowScheduleModel } from '../../db/models/workflows/workflowRun';
import { clearCommissionData, seedCommissionDemo } from '../../db/seed/commissions/seed';
import { createActivities } from '../../workers/activities';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import { createApp } from '../app';
import { listen, type RunningServer } from '../server';
import { TEST_OPERATOR_TOKEN } from '../testing/deps';
import type { Principal } from '../context';
import { commissionModules as allCommissionModules } from './access';
import { createExportRouter, EXPORT_API_BASE } from '../exports/routes';
import { COMMISSIONS_API_BASE, createCommissionsRouter } from './routes';

let routes: readonly RouteDoc[] | undefined;

/** The route a call reaches (the first whose method and path match, as the router matches). */
function routeOf(method: string, path: string): RouteDoc | undefined {
  routes ??= commissionRouteTable({ workflows: () => undefined, logger: testDeps().logger }).routes;
  const bare = path.split('?')[0] as string;
  return routes.find((route) => route.method === method.toLowerCase() && new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}$`).test(bare));
}

/**
 * Checks a success answer of the commissions API against its route's response schema (the one
 * the OpenAPI document lists and the CLI and dashboard read it with): the problems, or [] when it
 * matches. A field the schema does not name is a problem too.
 */
export function answerProblems(method: string, path: string, answer: unknown): string[] {
  if (path === '/openapi.json') return [];
  const route = routeOf(method, path);
  if (!route) return [`no route ${method} ${path}`];
  const parsed = route.response.safeParse(answer);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${method} ${route.path}: ${issue.path.join('.')} ${issue.message}`);
  // zod drops the fields a schema does not name: what it dropped is what the schema misses.
  return unnamedFields(answer, parsed.data, '').map((field) => `${method} ${route.path}: ${field} is not in the schema`);
}

/** The fields of `answer` that `parsed` (the schema's reading of it) lacks, as dotted paths. */
function unnamedFields(answer: unknown, parsed: unknown, at: string): string[] {
  if (Array.isArray(answer) && Array.isArray(parsed)) return answer.flatMap((item, index) => unnamedFields(item, parsed[index], `${at}${index}.`));
  if (typeof answer !== 'object' || answer === null || typeof parsed !== 'object' || parsed === null) return [];
  const read = parsed as Record<string, unknown>;
  return Object.entries(answer).flatMap(([key, value]) => (key in read ? unnamedFields(value, read[key], `${at}${key}.`) : [`${at}${key}`]));
}

let database: TestDatabase | undefined;
let server: RunningServer | undefined;
let workflows: EmbeddedWorkflows | undefined;
let clock: TestClock | undefined;

/** The modules a test position is given: every commissions module but the statements' (their tests grant those themselves). */
export const commissionModules = allCommissionModules.filter((name) => name !== 'Statements' && name !== 'StatementApprovals');
const staff = (positionId: string): Principal => ({
  kind: 'staff',
  id: positionId,
  userName: positionId,
  fullName: positionId,
  positionId,
  permissions: new Set(),
});

/**
 * Starts the commissions REST API for a test file: the demo data of 40 employees, three positions
 * (vc-writer, vc-reader, vc-elsewhere), the embedded workflows on a test clock; stopped after the file.
 */
export function useCommissionsApi(): { readonly clock: TestClock; readonly workflows: EmbeddedWorkflows } {
  beforeAll(async () => {
    database = await startTestDatabase();
    await clearCommissionData();
    await Promise.all([WorkflowRunModel.deleteMany({}), WorkflowEventModel.deleteMany({}), WorkflowScheduleModel.deleteMany({})]);
    await seedCommissionDemo({ employees: 40, today: '2026-01-05' });
    const profile = (positionId: string, write: boolean, organizations: string[]) => ({
      positionId,
      menuAccess: 'all' as const,
      pathPermissions: commissionModules.map((name) => ({ id: name.toLowerCase(), name, read: true, write })),
      organizations,
    });
    await PermissionProfileModel.create([profile('vc-writer', true, ['01']), profile('vc-reader', false, ['01']), profile('vc-elsewhere', true, ['02'])]);
    const testClock = new TestClock(Date.now());
    clock = testClock;
    workflows = await startEmbeddedWorkflows({ clock: testClock, activities: createActivities({ commissions: { now: () => testClock.now() } }) });
    const deps = testDeps({ services: { workflows: workflows.gateway } });
    // Staff sessions are another area's work: here the position comes from a test header, set where
    // the real authentication middleware would set req.principal.
    const withTestStaff = (router: express.Router) => {
      const wrapped = express.Router();
      wrapped.use((req, _res, next) => {
        const position = req.headers['x-test-position'];
        if (typeof position === 'string' && !req.principal) req.principal = staff(position);
        next();
      });
      return wrapped.use(router);
    };
    const routers = { [COMMISSIONS_API_BASE]: withTestStaff(createCommissionsRouter(deps)), [EXPORT_API_BASE]: withTestStaff(createExportRouter()) };
    server = await listen(createApp(deps, { routers, dashboardDir: '/nonexistent' }), '127.0.0.1', 0);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await workflows?.close();
    await database?.close();
  });
  return {
    get clock() {
      return clock!;
    },
    get workflows() {
      return workflows!;
    },
  };
}

export interface CallOptions {
  as?: string | 'operator' | 'nobody';
  json?: unknown;
  form?: Record<string, string>;
  /** A form body written by hand (bracket notation, repeated keys, or anything else). */
  rawForm?: string;
  lang?: 'es' | 'en';
}

// Answers are checked field by field with toMatchObject; a loose type keeps those reads short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = Record<string, any>;

export async function call(method: string, path: string, options: CallOptions = {}): Promise<{ status: number; body: Answer }> {
  const headers: Record<string, string> = { 'accept-language': options.lang ?? 'es' };
  const as = options.as ?? 'vc-writer';
  if (as === 'operator') headers.authorization = `Bearer ${TEST_OPERATOR_TOKEN}`;
  else if (as !== 'nobody') headers['x-test-position'] = as;
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.rawForm !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = options.rawForm;
  }
  const response = await fetch(`${server!.url}${COMMISSIONS_API_BASE}${path}`, { method, headers, body });
  const answer = (await response.json()) as Answer;
  // Every success answer is what its route's response schema says (domain/commissions/answers.ts).
  if (response.ok) expect(answerProblems(method, path, answer)).toEqual([]);
  return { status: response.status, body: answer };
}

/** A CSV of the one export (`/api/export/<list>.csv?...`) as a test position (or the operator) downloads it. */
export async function download(
  pathAndQuery: string,
  options: Pick<CallOptions, 'as' | 'lang'> = {},
): Promise<{ status: number; disposition: string | null; text: string }> {
  const headers: Record<string, string> = { 'accept-language': options.lang ?? 'es' };
  const as = options.as ?? 'vc-writer';
  if (as === 'operator') headers.authorization = `Bearer ${TEST_OPERATOR_TOKEN}`;
  else if (as !== 'nobody') headers['x-test-position'] = as;
  const response = await fetch(`${server!.url}${EXPORT_API_BASE}${pathAndQuery}`, { headers });
  return { status: response.status, disposition: response.headers.get('content-disposition'), text: await response.text() };
}

export const steps = (...items: unknown[][]) => JSON.stringify(items);
export const element = (kind: string, value: Record<string, unknown>, functionArguments?: unknown[][]) => ({
  type: 'element',
  value: { kind, value },
  ...(functionArguments ? { functionArguments } : {}),
});
export const op = (value: string) => ({ type: 'operator', value });

/** The routes the served OpenAPI document lists, as method and path (`/area/{id}`). */
export async function documentedRoutes(): Promise<{ method: string; path: string }[]> {
  const { body } = await call('GET', '/openapi.json', { as: 'nobody' });
  return Object.entries(body.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method, path })),
  );
}
