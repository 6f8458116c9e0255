import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { AppError } from '../../domain/errors/catalogue';
import type { FileStorage } from '../../integrations/storage';
import { hasPermission } from '../context';
import { attachProductImage, PRODUCT_IMAGE_MAX_BYTES } from './service';

export const PRODUCTS_API_BASE = '/api/products';

/**
 * POST /api/products/:id/image and POST /api/products/by-sku/:sku/image (multipart, field
 * "image", optional field "_version"): products.images. The file is checked by its content and
 * turned into WebP sizes on the server (api/products/service.ts). Answers the updated products.
 */
export function createProductsRouter(storage: FileStorage): Router {
  const router = Router();
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 4 } });
  const requireImages: RequestHandler = (req, _res, next) => {
    if (!req.principal) return next(new AppError('NOT_AUTHENTICATED'));
    if (!hasPermission(req.principal, 'products.images')) return next(new AppError('FORBIDDEN'));
    next();
  };
  const receive: RequestHandler = (req, res, next) =>
    upload.single('image')(req, res, (error: unknown) => {
      if ((error as { code?: string } | undefined)?.code === 'LIMIT_FILE_SIZE')
        return next(new AppError('PRODUCT_IMAGE_TOO_LARGE', { limit: PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024 }));
      if (error) return next(new AppError('PRODUCT_IMAGE_TYPE'));
      next();
    });
  const handle =
    (ref: (params: Record<string, string>) => { id?: string; sku?: string }): RequestHandler =>
    async (req, res, next) => {
      try {
        if (!req.file) throw new AppError('PRODUCT_IMAGE_TYPE');
        const rawVersion = (req.body as Record<string, unknown> | undefined)?._version;
        const version = rawVersion === undefined || rawVersion === '' ? null : Number(rawVersion);
        if (version !== null && !Number.isInteger(version)) throw new AppError('PRODUCT_STALE');
        const params = req.params as Record<string, string>;
        const target = ref(params);
        if (target.id && !/^[a-f0-9]{24}$/.test(target.id)) throw new AppError('PRODUCT_NOT_FOUND', { id: target.id.slice(0, 40) });
        if (target.sku && !/^[A-Za-z0-9_-]{1,30}$/.test(target.sku)) throw new AppError('PRODUCT_NOT_FOUND', { id: target.sku.slice(0, 40) });
        const products = await attachProductImage(storage, target, req.file.buffer, version, req.principal!.id);
        res.status(201).json({ products });
      } catch (error) {
        next(error);
      }
    };
  router.post(
    '/by-sku/:sku/image',
    requireImages,
    receive,
    handle((params) => ({ sku: params.sku })),
  );
  router.post(
    '/:id/image',
    requireImages,
    receive,
    handle((params) => ({ id: params.id })),
  );
  return router;
}
