import sharp from 'sharp';

/** Test support: a phone-like JPEG whose EXIF says where it was taken, and a reader of that. */
export const GPS_PHOTO_DESCRIPTION = 'casa-del-cliente';

/** A JPEG with EXIF: camera make, a description and a GPS position (Coatzacoalcos); rotated by its orientation tag when asked. */
export async function jpegWithGps(options: { width?: number; height?: number; orientation?: number } = {}): Promise<Buffer> {
  const { width = 640, height = 480, orientation } = options;
  const image = sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .composite([{ input: { create: { width: Math.round(width / 2), height: Math.round(height / 2), channels: 3, background: '#ffcc00' } }, left: 0, top: 0 }])
    .jpeg()
    .withExif({
      IFD0: { ImageDescription: GPS_PHOTO_DESCRIPTION, Make: 'PhoneCo' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 8/1 5388/100', GPSLongitudeRef: 'W', GPSLongitude: '94/1 26/1 636/100' },
    });
  const bytes = await image.toBuffer();
  return orientation ? sharp(bytes).keepExif().withMetadata({ orientation }).jpeg().toBuffer() : bytes;
}

/** The tags of the GPS IFD of a JPEG's EXIF (empty when there is no EXIF or no GPS). */
export async function gpsTagsOf(jpeg: Buffer): Promise<number[]> {
  const exif = (await sharp(jpeg).metadata()).exif;
  if (!exif) return [];
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') + 6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
  const u32 = (offset: number) => (little ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset));
  const entries = (offset: number) =>
    Array.from({ length: u16(offset) }, (_, index) => ({ tag: u16(offset + 2 + index * 12), value: u32(offset + 10 + index * 12) }));
  const pointer = entries(u32(4)).find((entry) => entry.tag === 0x8825);
  return pointer ? entries(pointer.value).map((entry) => entry.tag) : [];
}
