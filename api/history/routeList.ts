import type { Router } from 'express';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** The write routes (POST, PUT, PATCH, DELETE) each mounted router declares directly, as "METHOD /mount/path". */
export function restWriteRoutes(routers: Record<string, Router>): string[] {
  const routes: string[] = [];
  for (const [mount, router] of Object.entries(routers)) {
    for (const layer of (router as unknown as { stack: Layer[] }).stack) {
      if (!layer.route) continue;
      for (const method of Object.keys(layer.route.methods)) {
        if (['post', 'put', 'patch', 'delete'].includes(method)) routes.push(`${method.toUpperCase()} ${mount}${layer.route.path}`);
      }
    }
  }
  return routes.sort();
}
