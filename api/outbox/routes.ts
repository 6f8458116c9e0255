import express, { type Router } from 'express';
import { isValidObjectId } from 'mongoose';
import { AppError } from '../../domain/errors/catalogue';
import { hasPermission } from '../context';
import { getSinkAttachment, getSinkMessageSource } from '../../integrations/mail';

/** Downloads of what the SMTP sink received: an attachment (a purchase-order PDF) or the .eml source. */
export function createOutboxRouter(): Router {
  const router = express.Router();
  router.use((req, _res, next) => {
    if (!req.principal) return next(new AppError('NOT_AUTHENTICATED'));
    if (!hasPermission(req.principal, 'mail.read')) return next(new AppError('FORBIDDEN'));
    next();
  });
  router.param('id', (_req, _res, next, id: string) => next(isValidObjectId(id) ? undefined : new AppError('NOT_FOUND', { what: 'mail' })));
  router.get('/mail/:id/attachments/:index', async (req, res, next) => {
    try {
      const index = Number(req.params.index);
      const attachment = Number.isInteger(index) && index >= 0 ? await getSinkAttachment(req.params.id, index) : null;
      if (!attachment) throw new AppError('NOT_FOUND', { what: `attachment ${req.params.index}` });
      res.setHeader('content-type', attachment.contentType);
      res.setHeader('x-content-type-options', 'nosniff');
      res.attachment(attachment.filename ?? `attachment-${index}`);
      res.send(attachment.content);
    } catch (error) {
      next(error);
    }
  });
  router.get('/mail/:id/source', async (req, res, next) => {
    try {
      const source = await getSinkMessageSource(req.params.id);
      if (!source) throw new AppError('NOT_FOUND', { what: 'mail' });
      res.setHeader('content-type', 'message/rfc822');
      res.attachment(`${req.params.id}.eml`);
      res.send(source);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
