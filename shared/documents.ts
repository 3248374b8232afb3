/**
 * Rules and limits of the document areas (plan, marketing, construction), used by the server and the web.
 * docs/data-model.md explains why each limit is what it is.
 */

export const MIB = 1024 * 1024;
export const GIB = 1024 * MIB;

/** Root folders are level 1; a level 3 folder holds no subfolder (docs/requirements.md#folders). */
export const MAX_FOLDER_LEVEL = 3;
/** `folderId` of the module root of a project: files may sit there, folders of level 1 hang from it. */
export const ROOT_FOLDER_ID = 'root';
export const ROOT_FOLDER_NAME = 'Root';

/** An empty file is refused before anything starts (in the browser, and by the server at start). */
export const emptyFileMessage = (fileName: string): string => `${fileName} is empty`;

/** Largest file the presigned (direct to S3) upload takes: 6,400 parts of 8 MiB. S3 itself allows 5 TiB. */
export const MAX_FILE_BYTES = 50 * GIB;
/**
 * Largest file `POST /api/upload/{module}` takes. Its bytes pass through Lambda, whose request payload is
 * 6 MB and arrives base64-encoded (4/3 larger), so 4 MiB of file is what safely fits.
 */
export const MAX_DIRECT_UPLOAD_BYTES = 4 * MIB;
/** Above this size the presigned upload is an S3 multipart upload. */
export const MULTIPART_THRESHOLD_BYTES = 16 * MIB;
export const MIN_PART_BYTES = 8 * MIB;
export const MAX_PARTS = 10_000;
/** Uploads started but not yet confirmed or given up, per project (a limit on what can pile up in S3). */
export const MAX_PENDING_UPLOADS_PER_PROJECT = 200;
/** Presigned part URLs handed out per call (a response stays far below Lambda's 6 MB). */
export const PART_URLS_PER_CALL = 100;
/** CopyObject copies at most 5 GB in one request; multipart copy is not implemented. */
export const MAX_COPY_BYTES = 5 * 1000 * 1000 * 1000;

export const DEFAULT_PAGE_SIZE = 500;
export const MAX_PAGE_SIZE = 1000;

/** The standalone upload pages take only these (docs/requirements.md#standalone-upload-pages). */
export const STANDALONE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const UPLOAD_SOURCES = ['folder', 'standalone'] as const;
export type UploadSource = (typeof UPLOAD_SOURCES)[number];

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  txt: 'text/plain',
  csv: 'text/csv',
  dwg: 'application/acad',
  dxf: 'application/dxf',
  zip: 'application/zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Lower-case extension without the dot, or '' when the name has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** The table's Format column: the extension in capitals (PDF, JPG), or FILE. */
export function formatOf(fileName: string): string {
  return extensionOf(fileName).toUpperCase() || 'FILE';
}

export function contentTypeFor(fileName: string): string {
  return CONTENT_TYPES[extensionOf(fileName)] ?? 'application/octet-stream';
}

export function isStandaloneType(fileName: string): boolean {
  return (STANDALONE_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
}

const baseType = (contentType: string) => (contentType.split(';')[0] ?? '').trim().toLowerCase();

/** '' and application/octet-stream say nothing about a file (curl and some browsers send them). */
export const isGenericContentType = (contentType: string): boolean =>
  ['', 'application/octet-stream'].includes(baseType(contentType));

/** A declared content type agrees with the extension when it says nothing or names the extension's type. */
export function contentTypeMatches(fileName: string, declared: string): boolean {
  const base = baseType(declared);
  if (isGenericContentType(base)) return true;
  return base === contentTypeFor(fileName) || (base === 'image/jpg' && contentTypeFor(fileName) === 'image/jpeg');
}

/**
 * Types the bucket may serve inline: none of them can run script in a browser. Every other file is
 * stored and served as an `application/octet-stream` attachment (HTML, SVG, XHTML, Office files, CAD).
 */
export const INLINE_SAFE_TYPES: readonly string[] = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
];
export const DOWNLOAD_ONLY_TYPE = 'application/octet-stream';

export const isInlineSafe = (contentType: string): boolean => INLINE_SAFE_TYPES.includes(baseType(contentType));

/**
 * The type a file is stored and served with: its extension's when that is inline-safe and the declared
 * type does not contradict it, else DOWNLOAD_ONLY_TYPE. The content is checked too (startsLike).
 */
export function storedContentType(fileName: string, declared: string): string {
  const byExtension = contentTypeFor(fileName);
  return isInlineSafe(byExtension) && contentTypeMatches(fileName, declared) ? byExtension : DOWNLOAD_ONLY_TYPE;
}

/** The first bytes of each inline-safe type; a file whose bytes do not start so is not what it says. */
const SIGNATURES: Record<string, (b: Uint8Array) => boolean> = {
  'application/pdf': (b) => String.fromCharCode(...b.slice(0, 5)) === '%PDF-',
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => String.fromCharCode(...b.slice(0, 4)) === 'GIF8',
  'image/webp': (b) =>
    String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
};

/** Bytes needed to check a signature (startsLike). */
export const SIGNATURE_BYTES = 12;

/** Whether a type has a signature to check (the inline-safe ones). */
export const hasSignature = (contentType: string): boolean => baseType(contentType) in SIGNATURES;

/** Whether content starts as its inline-safe type says; any other type has nothing to check. */
export function startsLike(contentType: string, firstBytes: Uint8Array): boolean {
  const check = SIGNATURES[baseType(contentType)];
  return check ? check(firstBytes) : true;
}

/** The type to record once the first bytes are known: a file that is not what it claims is download-only. */
export const checkedContentType = (contentType: string, firstBytes: Uint8Array): string =>
  startsLike(contentType, firstBytes) ? contentType : DOWNLOAD_ONLY_TYPE;

/** Site photos: raster images only (no SVG, which can carry script). */
export const PHOTO_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'image/heif',
];
export const isPhotoType = (contentType: string): boolean =>
  PHOTO_TYPES.includes(baseType(contentType) === 'image/jpg' ? 'image/jpeg' : baseType(contentType));

export interface PartPlan {
  partSize: number;
  partCount: number;
}

/** Part size for an S3 multipart upload: at least 8 MiB, whole MiB, and never more than 10,000 parts. */
export function partPlan(size: number): PartPlan {
  const partSize = Math.max(MIN_PART_BYTES, Math.ceil(size / MAX_PARTS / MIB) * MIB);
  return { partSize, partCount: Math.max(1, Math.ceil(size / partSize)) };
}

export const usesMultipart = (size: number): boolean => size > MULTIPART_THRESHOLD_BYTES;

/** Bytes of part `partNumber` (1-based): the part size, the last part what remains. */
export const partBytes = (plan: PartPlan, size: number, partNumber: number): number =>
  Math.max(0, Math.min(plan.partSize, size - (partNumber - 1) * plan.partSize));
