import sharp from 'sharp';

/**
 * Every image a person uploads (the customer's INE photo, the staff profile photo) is decoded and
 * written again before it is stored: what is kept is pixels only (no EXIF, so no GPS position of a
 * phone's photo, no XMP or ICC comments, no bytes hidden after the image), bounded in size, with
 * the orientation the camera recorded applied; a file that does not decode is refused. Product
 * images follow the same idea in api/products/service.ts (WebP, for the catalogue).
 */
export const UPLOADED_IMAGE_MAX_INPUT_PIXELS = 50_000_000;
const UPLOADED_IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface ImageBounds {
  /** The longer side of the stored image, at most (a smaller image is not enlarged). */
  maxSide: number;
  /** The side of the square thumbnail for lists. */
  thumbnailSide: number;
  /** Input formats accepted (sharp's names); JPEG, PNG and WebP by default. */
  formats?: readonly string[];
}

export interface ReencodedImage {
  image: Buffer;
  thumbnail: Buffer;
  contentType: 'image/jpeg';
  extension: 'jpg';
  width: number;
  height: number;
}

/**
 * The upload written again as a JPEG (transparency on white) and a square thumbnail; null when the
 * bytes are not an image of an accepted format that decodes whole within the pixel limit.
 */
export async function reencodeUploadedImage(bytes: Buffer, bounds: ImageBounds): Promise<ReencodedImage | null> {
  const formats = new Set(bounds.formats ?? UPLOADED_IMAGE_FORMATS);
  // failOn 'warning' (the default) refuses a truncated or corrupt file instead of storing its grey half.
  const open = () => sharp(bytes, { limitInputPixels: UPLOADED_IMAGE_MAX_INPUT_PIXELS, failOn: 'warning' }).rotate().flatten({ background: '#ffffff' });
  try {
    const metadata = await sharp(bytes, { limitInputPixels: UPLOADED_IMAGE_MAX_INPUT_PIXELS }).metadata();
    if (!metadata.format || !formats.has(metadata.format) || (metadata.pages ?? 1) > 1) return null;
    const [image, thumbnail] = await Promise.all([
      open()
        .resize(bounds.maxSide, bounds.maxSide, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer({ resolveWithObject: true }),
      open().resize(bounds.thumbnailSide, bounds.thumbnailSide, { fit: 'cover' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
    ]);
    return { image: image.data, thumbnail, contentType: 'image/jpeg', extension: 'jpg', width: image.info.width, height: image.info.height };
  } catch {
    return null;
  }
}

/** Where an uploaded image's thumbnail is kept: beside it, `<name>-thumb.jpg`. */
export function thumbnailKeyOf(imageKey: string): string {
  return imageKey.replace(/(\.[A-Za-z0-9]+)?$/, '-thumb.jpg');
}
