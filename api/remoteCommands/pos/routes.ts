import { Router } from 'express';
import { z } from 'zod';
import { parseOrThrow } from '../../../domain/validation/parse';
import { requestLanguage } from '../../errors';
import { reportCommand, storeOfToken, takePendingCommands } from './service';

/** Where the product mounts the stores' endpoint. */
export const POS_API_BASE = '/api/pos';

const reportSchema = z.object({
  status: z.enum(['received', 'executed', 'failed']),
  response: z.string().max(10_000).optional(),
});
const posIdSchema = z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/);

/**
 * The point of sale's REST endpoint. Authentication: `X-Store-Token: <tokenId>.<secret>` (the
 * store's token) and `X-Pos-Id` (which register asks, default 'POS').
 *   GET  /commands?limit=10          takes the store's pending commands (each one once)
 *   POST /commands/:id/report        {status: received|executed|failed, response?}
 */
export function createPosRouter(options: { expiryMs: () => number }): Router {
  const router = Router();
  router.use(async (req, res, next) => {
    const warehouseId = await storeOfToken(req.get('x-store-token') ?? undefined);
    const posId = posIdSchema.safeParse(req.get('x-pos-id') ?? 'POS');
    res.locals.warehouseId = warehouseId;
    res.locals.posId = posId.success ? posId.data : 'POS';
    next();
  });
  router.get('/commands', async (req, res) => {
    const limit = Math.min(Math.max(Number(req.query.limit ?? 10) || 10, 1), 50);
    const commands = await takePendingCommands(res.locals.warehouseId as string, res.locals.posId as string, limit, options.expiryMs());
    res.json({ warehouseId: res.locals.warehouseId, commands });
  });
  router.post('/commands/:id/report', async (req, res) => {
    const report = parseOrThrow(reportSchema, req.body, requestLanguage(req));
    res.json(await reportCommand(res.locals.warehouseId as string, res.locals.posId as string, req.params.id, report));
  });
  return router;
}
