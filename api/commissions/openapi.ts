import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import type { RouteDoc } from './routeTable';

const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }) }).meta({ id: 'Error' });

/** `/area/:id` as OpenAPI writes it: `/area/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/**
 * The OpenAPI 3.1 description of the commissions REST API, served at
 * /api/commissions/openapi.json: generated from the routes the router serves (routeTable.ts),
 * their body and answer schemas included, so the two cannot drift apart.
 */
export function commissionsOpenApi(routes: readonly RouteDoc[]) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });
  registry.registerComponent('securitySchemes', 'session', { type: 'apiKey', in: 'cookie', name: 'prometheus_session' });
  for (const route of routes) {
    const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
    const mode = route.method === 'get' ? 'read' : 'write';
    registry.registerPath({
      method: route.method,
      path: openApiPath(route.path),
      summary: route.summary,
      tags: [route.module],
      description: `Permission: ${route.module} (${mode}).`,
      request: {
        ...(names.length ? { params: z.object(Object.fromEntries(names.map((name) => [name, z.string()]))) } : {}),
        // Forms carry lists and objects as JSON text in a field or in bracket notation.
        ...(route.body
          ? { body: { content: { 'application/json': { schema: route.body }, 'application/x-www-form-urlencoded': { schema: route.body } } } }
          : {}),
      },
      responses: {
        [route.status ?? 200]: { description: 'The answer (domain/commissions/answers.ts)', content: { 'application/json': { schema: route.response } } },
        '4XX': {
          description: "An error in the caller's language: {error:{code,message,details}}; update calls also carry it in data.errors",
          content: { 'application/json': { schema: errorSchema } },
        },
      },
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Prometheus variable commissions API',
      version: '1.0.0',
      description: 'Spec 003 section 7.2. Base path /api/commissions. Staff session cookie or Bearer token.',
    },
    servers: [{ url: '/api/commissions' }],
    security: [{ bearer: [] }, { session: [] }],
  });
}
