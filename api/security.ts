import type { Request, RequestHandler, Response } from 'express';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import helmet from 'helmet';
import type { Config } from '../config/config';
import { sessionCookieSecure } from './access/sessionCookie';

/**
 * The Content-Security-Policy of every answer (docs/edges.md, "Security headers"). The dashboard
 * is Vite's output: its scripts, styles, fonts and Monaco's workers are files of its own origin, and
 * its page has no inline script. Styles may be inline: Blueprint's overlays, Monaco (GraphiQL) and
 * Leaflet write style elements, and an e-mail shown in the mail sink's sandboxed frame (a srcdoc,
 * which inherits this policy) carries its own. Images may come over HTTPS from anywhere: the map
 * tiles (VITE_MAP_TILE_URL, chosen at build time) and the pictures an e-mail links.
 */
export function contentSecurityPolicy(https: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

function headersFor(https: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(https) },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    // OpenStreetMap's tile servers require a Referer; the browser's default sends only the origin across sites.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/**
 * helmet's headers that act on a document only (the policy it runs under, who may frame it, its
 * opener, its referrer...). A browser ignores them on a script, a style, a font or an icon.
 */
const DOCUMENT_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

/**
 * Called as a file of the dashboard's build is sent (serve-static's setHeaders): a hashed build file
 * keeps only the headers that act on a file a page loads (nosniff, resource policy, HSTS). Over
 * HTTP/1.1 the others cost about 700 bytes on each of the 30 files a public page loads, and the
 * public pages' weight counts bytes on the wire (docs/edges.md). A worker keeps the whole set: it
 * runs under its own script's CSP. Only a file actually sent is slimmed, never a page served under
 * an /assets path.
 */
export function slimBuildFileHeaders(res: Pick<ServerResponse, 'removeHeader'>, file: string): void {
  if (/\.worker[-.]/.test(path.basename(file))) return;
  for (const name of DOCUMENT_HEADERS) res.removeHeader(name);
}

/**
 * helmet's headers on every answer (a build file then keeps those that act on it, `slimBuildFileHeaders`). HTTPS (HSTS and upgrade-insecure-requests) follows
 * COOKIE_SECURE as the session cookie does: 'true' always, 'auto' when the request came over
 * HTTPS (or a loopback proxy says so), 'false' never. Signed file links (/files) are meant to be
 * handed out (an e-mail's picture, a PDF opened elsewhere), so other sites may load them.
 */
export function securityHeaders(setting: Config['COOKIE_SECURE']): RequestHandler {
  const overHttps = headersFor(true);
  const overHttp = headersFor(false);
  return (req: Request, res: Response, next) => {
    const handler = sessionCookieSecure(setting, req.secure) ? overHttps : overHttp;
    handler(req, res, (error?: unknown) => {
      if (req.path.startsWith('/files/')) res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      next(error);
    });
  };
}
