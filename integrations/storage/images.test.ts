import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { reencodeUploadedImage, thumbnailKeyOf } from './images';
import { gpsTagsOf, GPS_PHOTO_DESCRIPTION, jpegWithGps } from './testing';

const bounds = { maxSide: 400, thumbnailSide: 100 };

describe('an uploaded image is written again, pixels only', () => {
  it('drops the EXIF with its GPS position, bounds the size and makes a square thumbnail', async () => {
    const original = await jpegWithGps({ width: 1200, height: 900 });
    expect(await gpsTagsOf(original)).toEqual([1, 2, 3, 4]);
    expect(original.includes(GPS_PHOTO_DESCRIPTION)).toBe(true);
    const photo = (await reencodeUploadedImage(original, bounds))!;
    expect(photo).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg', width: 400, height: 300 });
    for (const bytes of [photo.image, photo.thumbnail]) {
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(await gpsTagsOf(bytes)).toEqual([]);
      expect(bytes.includes(GPS_PHOTO_DESCRIPTION)).toBe(false);
    }
    expect(await sharp(photo.thumbnail).metadata()).toMatchObject({ width: 100, height: 100 });
  });

  it('applies the camera orientation before dropping it, and does not enlarge a small image', async () => {
    const turned = await jpegWithGps({ width: 300, height: 200, orientation: 6 });
    expect((await sharp(turned).metadata()).orientation).toBe(6);
    const photo = (await reencodeUploadedImage(turned, bounds))!;
    expect([photo.width, photo.height]).toEqual([200, 300]);
    expect((await sharp(photo.image).metadata()).orientation).toBeUndefined();
  });

  it('writes a PNG with transparency as a JPEG on white', async () => {
    const png = await sharp({ create: { width: 50, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const photo = (await reencodeUploadedImage(png, bounds))!;
    const { data } = await sharp(photo.image).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)].every((value) => value > 250)).toBe(true);
  });

  it('refuses what does not decode whole: not an image, a truncated JPEG, a format not accepted', async () => {
    const jpeg = await jpegWithGps();
    expect(await reencodeUploadedImage(Buffer.from('<html><script>alert(1)</script></html>'), bounds)).toBeNull();
    expect(await reencodeUploadedImage(jpeg.subarray(0, Math.floor(jpeg.length / 2)), bounds)).toBeNull();
    expect(await reencodeUploadedImage(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(2000, 7)]), bounds)).toBeNull();
    const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    expect(await reencodeUploadedImage(webp, { ...bounds, formats: ['jpeg', 'png'] })).toBeNull();
    expect(await reencodeUploadedImage(webp, bounds)).not.toBeNull();
  });

  it('keeps the thumbnail beside the image', () => {
    expect(thumbnailKeyOf('private/abc/identification/1234.jpg')).toBe('private/abc/identification/1234-thumb.jpg');
  });
});
