import { pipeline } from 'node:stream/promises';
import express, { type Request, type Response, type Router } from 'express';
import { pickLanguage } from '../../domain/i18n/language';
import { type Logger } from '../../config/logger';
import { IntegrationError, isIntegrationError } from '../shared/errors';
import { parseFileKey, type FileKey } from './keys';
import { type FileStorage } from './types';

/**
 * Decides whether the caller of a request may read a protected or private file. The API passes
 * its own check (the signed-in user, their permissions); a valid signed link skips it.
 */
export type FileAuthorizer = (req: Request, file: FileKey) => boolean | Promise<boolean>;

/** Types a browser may show inline; everything else downloads, so an uploaded page cannot run. */
const inlineTypes = /^(image\/(png|jpeg|gif|webp|avif)|application\/pdf|text\/plain|text\/csv)$/i;

function statusOf(error: IntegrationError): number {
  switch (error.code) {
    case 'FILE_KEY_INVALID':
      return 400;
    case 'FILE_FORBIDDEN':
      return 403;
    case 'FILE_NOT_FOUND':
      return 404;
    default:
      return 500;
  }
}

function sendError(req: Request, res: Response, error: IntegrationError): void {
  const header = req.headers['accept-language'];
  const language = pickLanguage(Array.isArray(header) ? header[0] : header);
  res.status(statusOf(error)).json({ error: { code: error.code, message: error.messageIn(language) } });
}

function fileNameOf(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}

/**
 * GET and HEAD `/<key>`: public files for anyone; protected and private ones with a valid
 * signed link or when `authorize` says yes. Mounted by the API (for example at /files).
 */
export function createFileRouter(storage: FileStorage, authorize: FileAuthorizer, options: { logger?: Logger } = {}): Router {
  const router = express.Router();

  router.get('/*key', async (req: Request, res: Response) => {
    try {
      const segments = (req.params as Record<string, string[] | string>).key;
      const key = Array.isArray(segments) ? segments.join('/') : String(segments);
      const file = parseFileKey(key);
      if (file.access !== 'public') {
        const signed = storage.urls.verify(file.key, req.query.expires, req.query.signature);
        if (!signed && !(await authorize(req, file))) throw new IntegrationError('FILE_FORBIDDEN');
      }
      const opened = req.method === 'HEAD' ? null : await storage.get(file.key);
      const stored = opened ?? (req.method === 'HEAD' ? await storage.head(file.key) : null);
      if (!stored) throw new IntegrationError('FILE_NOT_FOUND');

      res.setHeader('Content-Type', stored.contentType);
      res.setHeader('Content-Length', String(stored.size));
      res.setHeader('Last-Modified', stored.lastModified.toUTCString());
      if (stored.etag) res.setHeader('ETag', `"${stored.etag}"`);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      res.setHeader('Cache-Control', file.access === 'public' ? 'public, max-age=300' : 'private, no-store');
      const disposition = inlineTypes.test(stored.contentType) ? 'inline' : 'attachment';
      res.setHeader('Content-Disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(fileNameOf(file.key))}`);

      if (stored.etag && req.headers['if-none-match'] === `"${stored.etag}"`) {
        opened?.stream.destroy();
        res.removeHeader('Content-Length');
        res.status(304).end();
        return;
      }
      if (!opened) {
        res.status(200).end();
        return;
      }
      res.status(200);
      await pipeline(opened.stream, res);
    } catch (error) {
      if (res.headersSent) {
        res.destroy(error instanceof Error ? error : undefined);
        return;
      }
      if (isIntegrationError(error)) sendError(req, res, error);
      else {
        options.logger?.error({ err: error }, 'file route failed');
        res.status(500).json({ error: { code: 'INTERNAL', message: 'Internal error' } });
      }
    }
  });

  return router;
}
