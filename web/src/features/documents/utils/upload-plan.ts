/** Pure parts of the direct-to-S3 upload: byte ranges of multipart parts, progress over parts, a work pool. */

/** Bytes of part `partNumber` (1-based): [start, end). */
export function partRange(partNumber: number, partSize: number, fileSize: number): { start: number; end: number } {
  const start = (partNumber - 1) * partSize;
  return { start, end: Math.min(fileSize, start + partSize) };
}

/** Part numbers 1..count without a URL yet, in order. */
export function missingPartNumbers(count: number, have: ReadonlySet<number>): number[] {
  const out: number[] = [];
  for (let n = 1; n <= count; n++) if (!have.has(n)) out.push(n);
  return out;
}

/** Sums the bytes sent of every part; a retried part starts again from 0. */
export class ProgressTotal {
  private readonly loaded = new Map<number, number>();
  private sum = 0;
  constructor(readonly total: number) {}

  set(part: number, bytes: number): void {
    const before = this.loaded.get(part) ?? 0;
    this.loaded.set(part, bytes);
    this.sum += bytes - before;
  }

  get bytes(): number {
    return this.sum;
  }

  /** 0 to 100, whole; 100 only when every byte is sent (an empty file counts as sent). */
  get percent(): number {
    if (this.total <= 0) return 100;
    return Math.max(0, Math.min(100, Math.floor((this.sum / this.total) * 100)));
  }
}
