import { randomUUID } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { AppError } from '../../domain/errors/catalogue';
import {
  buildFileKey,
  parseFileKey,
  reencodeUploadedImage,
  thumbnailKeyOf,
  UPLOADED_IMAGE_MAX_INPUT_PIXELS,
  type FileStorage,
} from '../../integrations/storage';
import { requireMenuAccess } from '../menus/service';

export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const PHOTO_FOLDER = 'profile';
/** A profile photo is shown small: 1,024 px at most, and a 160 px square thumbnail for lists. */
export const PROFILE_PHOTO_BOUNDS = { maxSide: 1024, thumbnailSide: 160 };

/** The image types a profile photo may have, told by their first bytes rather than by what the browser claims. */
function imageTypeOf(bytes: Buffer): { contentType: string; extension: string } | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { contentType: 'image/png', extension: 'png' };
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return { contentType: 'image/webp', extension: 'webp' };
  return null;
}

/**
 * A signed link (one hour) to the 160 px thumbnail of a stored profile photo, for lists; null
 * without a photo, without storage, or for photos stored before thumbnails were made (not JPEG here).
 */
export function profileThumbnailUrl(photoKey: string | null | undefined, storage: FileStorage | undefined): string | null {
  return photoKey?.endsWith('.jpg') && storage ? storage.url(thumbnailKeyOf(photoKey), { expiresInSeconds: 60 * 60 }) : null;
}

/** True when the key names a profile photo of this attendant that exists in storage. */
export async function isOwnProfilePhoto(storage: FileStorage, attendantId: string, key: string): Promise<boolean> {
  try {
    const parsed = parseFileKey(key);
    if (parsed.access !== 'protected' || parsed.ownerId !== attendantId || !parsed.path.startsWith(`${PHOTO_FOLDER}/`) || parsed.path.endsWith('-thumb.jpg'))
      return false;
  } catch {
    return false;
  }
  return (await storage.head(key)) !== null;
}

/**
 * POST /api/profile/photo (multipart, field "photo"): stores the signed-in employee's photo at
 * protected level under their own id, decoded and written again as a JPEG without its metadata
 * (EXIF, GPS) beside its thumbnail (integrations/storage/images.ts), and answers
 * { key, url, thumbnailUrl }; a file that does not decode is refused (PHOTO_UNREADABLE). The profile keeps the key only
 * once updateMyProfile saves it.
 */
export function createProfilePhotoRouter(storage: FileStorage): Router {
  const router = Router();
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1 } });
  // A staff session whose position reaches the profile menu with editar, like updateMyProfile.
  const requireStaff: RequestHandler = (req, _res, next) => {
    try {
      const principal = requireMenuAccess({ principal: req.principal ?? null, req }, 'uploadProfilePhoto');
      if (principal.kind !== 'staff') throw new AppError('FORBIDDEN');
      next();
    } catch (error) {
      next(error);
    }
  };
  const receive: RequestHandler = (req, res, next) =>
    upload.single('photo')(req, res, (error: unknown) => {
      if (error) return next(new AppError('PHOTO_TYPE_NOT_ALLOWED', { megabytes: PROFILE_PHOTO_MAX_BYTES / 1024 / 1024 }));
      next();
    });
  router.post('/photo', requireStaff, receive, async (req, res, next) => {
    try {
      const file = req.file;
      if (!file || !imageTypeOf(file.buffer)) throw new AppError('PHOTO_TYPE_NOT_ALLOWED', { megabytes: PROFILE_PHOTO_MAX_BYTES / 1024 / 1024 });
      const photo = await reencodeUploadedImage(file.buffer, PROFILE_PHOTO_BOUNDS);
      if (!photo) throw new AppError('PHOTO_UNREADABLE', { megapixels: UPLOADED_IMAGE_MAX_INPUT_PIXELS / 1_000_000 });
      const attendantId = req.principal!.id;
      const key = buildFileKey('protected', attendantId, `${PHOTO_FOLDER}/${randomUUID()}.${photo.extension}`);
      await storage.put(key, photo.image, { contentType: photo.contentType, metadata: { uploadedBy: attendantId } });
      await storage.put(thumbnailKeyOf(key), photo.thumbnail, { contentType: photo.contentType, metadata: { uploadedBy: attendantId } });
      res.status(201).json({ key, url: storage.url(key), thumbnailUrl: storage.url(thumbnailKeyOf(key)) });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
