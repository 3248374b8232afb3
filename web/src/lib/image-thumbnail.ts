/**
 * A small JPEG made in the browser, so lists and popups show thumbnails instead of full-size photos.
 * Answers undefined when the browser cannot decode the image (HEIC in Chrome, a damaged file): the
 * upload then goes without a thumbnail and the full image stands in for it.
 */
export const THUMBNAIL_WIDTH = 320;

/** The size of the thumbnail: at most `maxWidth` wide, never larger than the original. */
export function thumbnailSize(
  width: number,
  height: number,
  maxWidth = THUMBNAIL_WIDTH,
): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, maxWidth / width);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export async function makeJpegThumbnail(file: Blob, maxWidth = THUMBNAIL_WIDTH): Promise<Blob | undefined> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return undefined;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return undefined;
  }
  try {
    const size = thumbnailSize(bitmap.width, bitmap.height, maxWidth);
    if (size.width === 0) return undefined;
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
      canvas.toBlob((blob) => resolve(blob ?? undefined), 'image/jpeg', 0.8),
    );
  } finally {
    bitmap.close();
  }
}
