/** How the file tables show a file (docs/requirements.md#file-table and docs/requirements.md#limits-and-constants). */
import { extensionOf } from '#shared/documents.ts';
import { formatTorontoDateTime } from '#shared/time.ts';

export const BYTES_PER_MB = 1_048_576;

/** A file as the tables read it: the spec's client accepts size or file_size, upload_time or upload_date. */
export interface FileLike {
  original_name?: string;
  format?: string;
  size?: number | string | null;
  file_size?: number | string | null;
  upload_date?: string | null;
  upload_time?: string | null;
  upload_by?: string | null;
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** Bytes in MB with 2 decimals; '0.00 MB' when unknown. */
export function formatSize(bytes: unknown): string {
  const n = toNumber(bytes);
  if (n === undefined || n < 0) return '0.00 MB';
  return `${(n / BYTES_PER_MB).toFixed(2)} MB`;
}

export function fileSizeText(file: FileLike): string {
  return formatSize(file.size ?? file.file_size);
}

/** Toronto, year-month-day, 24 h; a date without a zone is UTC; `fallback` ('-', or 'N/A' on construction) when missing or invalid. */
export function uploadDateText(file: FileLike, fallback: string): string {
  const value = file.upload_date ?? file.upload_time ?? undefined;
  return formatTorontoDateTime(typeof value === 'string' ? value : undefined, fallback);
}

export function uploadByText(file: FileLike): string {
  const by = typeof file.upload_by === 'string' ? file.upload_by.trim() : '';
  return by || '-';
}

export function formatText(file: FileLike): string {
  const format = file.format?.trim();
  if (format) return format.toUpperCase();
  return extensionOf(file.original_name ?? '').toUpperCase() || '-';
}

export const IMAGE_FORMATS = ['JPG', 'JPEG', 'PNG', 'GIF', 'BMP', 'WEBP'] as const;

export type FileKind = 'pdf' | 'image' | 'other';

/** What clicking the file name does: PDF → viewer in a new tab, images → image viewer, others → download. */
export function fileKind(file: FileLike): FileKind {
  const format = (file.format?.trim() || extensionOf(file.original_name ?? '')).toUpperCase();
  if (format === 'PDF') return 'pdf';
  if ((IMAGE_FORMATS as readonly string[]).includes(format)) return 'image';
  return 'other';
}

/** The viewer route of a file (docs/requirements.md#pdf-viewer "File viewer"). */
/** The compare screen of a file's versions (A and B when chosen). */
export function comparePath(module: string, fileId: string, versions?: { a: number; b: number }): string {
  const path = `/compare_file/${encodeURIComponent(module)}/${encodeURIComponent(fileId)}`;
  return versions ? `${path}?a=${versions.a}&b=${versions.b}` : path;
}

export function viewerPath(module: string, fileId: string, version?: number): string {
  const path = `/view_file/${encodeURIComponent(module)}/${encodeURIComponent(fileId)}`;
  return version ? `${path}?version=${version}` : path;
}
