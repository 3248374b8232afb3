/**
 * JPEGs made in the browser: a small thumbnail for lists and popups, and site photos scaled down before
 * they are uploaded (docs/requirements.md#site-photos). Both answer undefined when the browser cannot
 * decode the image (HEIC in Chrome, a damaged file): the original is then used as it is.
 */
export const THUMBNAIL_WIDTH = 320;
/** Site photos are sent with their long edge at most this many pixels, unless "Original quality" is ticked. */
export const PHOTO_LONG_EDGE = 2560;
export const PHOTO_JPEG_QUALITY = 0.85;

interface Size {
  width: number;
  height: number;
}

const scaled = ({ width, height }: Size, scale: number): Size => ({
  width: Math.max(1, Math.round(width * scale)),
  height: Math.max(1, Math.round(height * scale)),
});

/** The size of the thumbnail: at most `maxWidth` wide, never larger than the original. */
export function thumbnailSize(width: number, height: number, maxWidth = THUMBNAIL_WIDTH): Size {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  return scaled({ width, height }, Math.min(1, maxWidth / width));
}

/** The size of a photo to send: its long edge at most `longEdge`, the aspect ratio kept, never enlarged. */
export function photoSize(width: number, height: number, longEdge = PHOTO_LONG_EDGE): Size {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  return scaled({ width, height }, Math.min(1, longEdge / Math.max(width, height)));
}

/**
 * Decodes `file` upright (EXIF orientation applied), asks `sizeOf` for the output size (undefined: keep
 * the original) and draws it into a JPEG of `quality`.
 */
async function redrawAsJpeg(
  file: Blob,
  sizeOf: (decoded: Size) => Size | undefined,
  quality: number,
): Promise<Blob | undefined> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return undefined;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return undefined;
  }
  try {
    const size = sizeOf({ width: bitmap.width, height: bitmap.height });
    if (!size || size.width === 0) return undefined;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    // JPEG has no transparency: a white ground instead of black behind transparent PNGs.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return await new Promise<Blob | undefined>((resolve) =>
      canvas.toBlob((blob) => resolve(blob ?? undefined), 'image/jpeg', quality),
    );
  } finally {
    bitmap.close();
  }
}

export function makeJpegThumbnail(file: Blob, maxWidth = THUMBNAIL_WIDTH): Promise<Blob | undefined> {
  return redrawAsJpeg(file, (s) => thumbnailSize(s.width, s.height, maxWidth), 0.8);
}

/** `name.heic` → `name.jpg`: the scaled photo is a JPEG whatever it was. */
export const jpegName = (name: string) => `${name.replace(/\.[^./\\]*$/, '') || 'photo'}.jpg`;

/**
 * A site photo as it is sent: scaled to a long edge of 2,560 px as a JPEG of quality 0.85, upright. A
 * photo already that small, or one the browser cannot decode, is sent as it is.
 */
export async function scalePhoto(file: File, longEdge = PHOTO_LONG_EDGE): Promise<File> {
  const jpeg = await redrawAsJpeg(
    file,
    (s) => (Math.max(s.width, s.height) > longEdge ? photoSize(s.width, s.height, longEdge) : undefined),
    PHOTO_JPEG_QUALITY,
  );
  if (!jpeg) return file;
  return new File([jpeg], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
}
