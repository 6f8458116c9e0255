import { testDeps } from '../testing/deps';
import { commissionRouteTable } from './routes';
import type { RouteDoc } from './routeTable';

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
