import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { AppError } from '../../domain/errors/catalogue';
import { INE_PHOTO_TOKEN_PATTERN } from '../../domain/customers/registration';
import {
  buildFileKey,
  checkFilePrefix,
  parseFileKey,
  reencodeUploadedImage,
  thumbnailKeyOf,
  UPLOADED_IMAGE_MAX_INPUT_PIXELS,
  type FileStorage,
} from '../../integrations/storage';
import type { RegistrationLimiter } from './rateLimit';
import { clientAddress } from '../context';

export const INE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** How long an upload token may wait for its registration. */
export const INE_PHOTO_TOKEN_SECONDS = 60 * 60;
/**
 * Anonymous uploads wait under this owner until a registration claims them. It is not a user id,
 * so the file route serves these files to the operator or a signed link only.
 */
export const INE_UPLOAD_OWNER = 'registration-uploads';
const UPLOAD_FOLDER = 'ine';
// Keeps these signatures apart from the file links signed with the same secret: a token is not a read link.
const TOKEN_PURPOSE = 'customer-ine-photo-upload';

const megabytes = INE_PHOTO_MAX_BYTES / 1024 / 1024;
/** An INE stays legible at 2,000 px on its longer side; the thumbnail is for the staff's lists. */
export const INE_PHOTO_BOUNDS = { maxSide: 2000, thumbnailSide: 160 };

/** JPEG or PNG, told by the first bytes rather than by what the browser claims. */
export function inePhotoTypeOf(bytes: Buffer): { contentType: string; extension: string } | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { contentType: 'image/png', extension: 'png' };
  return null;
}

function signature(secret: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`${TOKEN_PURPOSE}\n${key}\n${expires}`).digest('base64url');
}

/** `<expires epoch s>.<HMAC>.<private key>`: the visitor holds it until the registration is sent. */
export function signInePhotoToken(secret: string, key: string, now: number = Date.now()): { token: string; expiresAt: number } {
  const expires = Math.floor(now / 1000) + INE_PHOTO_TOKEN_SECONDS;
  return { token: `${expires}.${signature(secret, key, expires)}.${key}`, expiresAt: expires };
}

/** The upload key a token names when its signature is right, it has not expired and the key is an INE upload; null otherwise. */
export function verifyInePhotoToken(secret: string, token: string, now: number = Date.now()): string | null {
  if (typeof token !== 'string' || !INE_PHOTO_TOKEN_PATTERN.test(token)) return null;
  const [expiresText, given] = token.split('.', 2);
  const key = token.slice(expiresText.length + given.length + 2);
  const expires = Number(expiresText);
  if (!Number.isSafeInteger(expires) || expires * 1000 < now) return null;
  const expected = Buffer.from(signature(secret, key, expires));
  const received = Buffer.from(given);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return null;
  try {
    const parsed = parseFileKey(key);
    if (parsed.access !== 'private' || parsed.ownerId !== INE_UPLOAD_OWNER || !parsed.path.startsWith(`${UPLOAD_FOLDER}/`)) return null;
  } catch {
    return null;
  }
  return key;
}

/**
 * Deletes the uploads whose token has expired (a visitor who uploaded and never registered): run
 * after each upload, so the folder holds at most about an hour of uploads and the listing stays short.
 */
export async function removeExpiredInePhotos(storage: FileStorage, now: number): Promise<number> {
  const prefix = checkFilePrefix(`private/${INE_UPLOAD_OWNER}/${UPLOAD_FOLDER}/`);
  const cutoff = now - (INE_PHOTO_TOKEN_SECONDS + 60) * 1000;
  let removed = 0;
  for (const file of await storage.list(prefix)) {
    if (file.lastModified.getTime() < cutoff && (await storage.delete(file.key))) removed += 1;
  }
  return removed;
}

/**
 * POST /api/registration/ine-photo (multipart, field "photo", no session): the optional INE photo
 * of the public pre-registration. Rate limited per client address before the body is read; only
 * JPEG or PNG (magic bytes) up to 5 MB, decoded and written again as a JPEG of at most 2,000 px
 * without its metadata (EXIF, GPS) beside a 160 px thumbnail (integrations/storage/images.ts), a
 * file that does not decode refused; stored at a private key with a random name and answered
 * with a signed token valid for one hour, which createCustomer exchanges for the customer's file.
 */
export function createRegistrationUploadRouter(options: { storage: FileStorage; secret: string; limiter: RegistrationLimiter; now?: () => number }): Router {
  const { storage, secret, limiter } = options;
  const now = options.now ?? Date.now;
  const router = Router();
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: INE_PHOTO_MAX_BYTES, files: 1, fields: 0 } });
  const limit: RequestHandler = (req, _res, next) => {
    limiter.take('inePhoto', clientAddress(req)).then(() => next(), next);
  };
  const receive: RequestHandler = (req, res, next) =>
    upload.single('photo')(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') return next(new AppError('CUSTOMER_INE_PHOTO_TOO_LARGE', { megabytes }));
      next(new AppError('CUSTOMER_INE_PHOTO_MISSING'));
    });
  router.post('/ine-photo', limit, receive, async (req, res, next) => {
    try {
      const file = req.file;
      if (!file) throw new AppError('CUSTOMER_INE_PHOTO_MISSING');
      if (!inePhotoTypeOf(file.buffer)) throw new AppError('CUSTOMER_INE_PHOTO_TYPE');
      const photo = await reencodeUploadedImage(file.buffer, { ...INE_PHOTO_BOUNDS, formats: ['jpeg', 'png'] });
      if (!photo) throw new AppError('CUSTOMER_INE_PHOTO_UNREADABLE', { megapixels: UPLOADED_IMAGE_MAX_INPUT_PIXELS / 1_000_000 });
      const key = buildFileKey('private', INE_UPLOAD_OWNER, `${UPLOAD_FOLDER}/${randomUUID()}.${photo.extension}`);
      await storage.put(key, photo.image, { contentType: photo.contentType });
      await storage.put(thumbnailKeyOf(key), photo.thumbnail, { contentType: photo.contentType });
      const { token, expiresAt } = signInePhotoToken(secret, key, now());
      res.status(201).json({ token, expiresAt, contentType: photo.contentType, size: photo.image.length });
      // Housekeeping after answering: a failure here costs the visitor nothing.
      void removeExpiredInePhotos(storage, now()).catch(() => undefined);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
