/**
 * The daily logs of a date range as one PDF the office can file (docs/requirements.md#daily-site-log), made
 * with pdf-lib: it writes PDFs in plain JavaScript with no native parts and no fonts to ship (the standard
 * Helvetica), embeds the JPEG and PNG thumbnails as they are, and runs in a Lambda; pdfmake and
 * @react-pdf/renderer lay out more for us but bring fonts and a layout engine we do not need for lines of text
 * and a grid of photos. Each day starts a page: the project, the day, the status line, each section, the
 * photos with captions, the site reports and the sign-off history; every page is numbered.
 */
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import {
  historySection,
  type LogTextSection,
  logSections,
  photoCaption,
  reportsSection,
  SAFETY_INCIDENT,
  statusLine,
} from '#shared/daily-log-text.ts';
import type { DailyLog } from '#shared/models/daily-logs.ts';
import { formatTorontoDateTime } from '#shared/time.ts';

/** A photo's thumbnail as stored: JPEG or PNG bytes. */
export interface LogImage {
  bytes: Uint8Array;
  type: 'jpeg' | 'png';
}

export interface LogPdfInput {
  projectName: string;
  logs: readonly DailyLog[];
  /** Thumbnails by photo id (`<taskId>#<index>`); a photo without one is listed by its caption only. */
  images: ReadonlyMap<string, LogImage>;
  madeAt: Date;
}

// US Letter, in points; margins of half an inch.
const PAGE = { width: 612, height: 792 };
const MARGIN = 36;
const WIDTH = PAGE.width - 2 * MARGIN;
const SIZE = { title: 16, heading: 11, text: 9.5, small: 8 };
const LEADING = 1.35;
const PHOTO = { columns: 3, gap: 10, height: 120 };
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.4, 0.4, 0.4);
const ALERT = rgb(0.7, 0.1, 0.1);

const dayTitle = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Writes top to bottom, starting a new page when the next thing does not fit. */
class Writer {
  page!: PDFPage;
  y = 0;
  private readonly charset: Set<number>;

  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.charset = new Set(font.getCharacterSet());
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  /** The standard fonts write WinAnsi only: anything else (an emoji, Chinese) becomes '?'. */
  printable(text: string): string {
    return [...text.replace(/\s+/g, ' ')].map((c) => (this.charset.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');
  }

  /** Room for `height` more points on this page, else a new page. */
  need(height: number) {
    if (this.y - height < MARGIN + SIZE.small * 2) this.newPage();
  }

  lines(text: string, size: number, font = this.font, width = WIDTH): string[] {
    const words = this.printable(text).split(' ');
    const out: string[] = [];
    let line = '';
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else {
        out.push(line);
        line = word;
      }
    }
    if (line) out.push(line);
    // A single word wider than the line is cut where it no longer fits.
    return out.flatMap((l) => (font.widthOfTextAtSize(l, size) <= width ? [l] : this.cut(l, size, font, width)));
  }

  private cut(word: string, size: number, font: PDFFont, width: number): string[] {
    const parts: string[] = [];
    let part = '';
    for (const c of word) {
      if (font.widthOfTextAtSize(part + c, size) > width && part) {
        parts.push(part);
        part = c;
      } else part += c;
    }
    return part ? [...parts, part] : parts;
  }

  text(text: string, { size = SIZE.text, font = this.font, color = INK, indent = 0 } = {}) {
    for (const line of this.lines(text, size, font, WIDTH - indent)) {
      this.need(size * LEADING);
      this.y -= size * LEADING;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color });
    }
  }

  gap(points: number) {
    this.y -= points;
  }
}

/** A section's title, kept on the page with the first line under it. */
function heading(w: Writer, title: string) {
  w.need(SIZE.heading * LEADING * 2 + SIZE.text * LEADING);
  w.gap(6);
  w.text(title, { size: SIZE.heading, font: w.bold });
}

function section(w: Writer, { title, rows }: LogTextSection) {
  heading(w, title);
  if (rows.length === 0) w.text('None.', { color: MUTED, indent: 8 });
  for (const row of rows) {
    const safety = row.startsWith(SAFETY_INCIDENT);
    w.text(`• ${row}`, { indent: 8, ...(safety && { color: ALERT, font: w.bold }) });
  }
}

/** The picture in the PDF, or undefined when its bytes are not a JPEG or PNG it can read (a frame is drawn). */
async function embed(doc: PDFDocument, source: LogImage | undefined): Promise<PDFImage | undefined> {
  if (!source) return undefined;
  try {
    return source.type === 'png' ? await doc.embedPng(source.bytes) : await doc.embedJpg(source.bytes);
  } catch {
    return undefined;
  }
}

async function photos(w: Writer, log: DailyLog, images: ReadonlyMap<string, LogImage>) {
  const shown = log.photos.filter((p) => !p.hidden);
  if (shown.length === 0) return section(w, { title: 'Photos of the day', rows: [] });
  heading(w, 'Photos of the day');
  w.gap(4);
  const cell = (WIDTH - (PHOTO.columns - 1) * PHOTO.gap) / PHOTO.columns;
  const embedded = new Map<string, PDFImage>();
  for (let i = 0; i < shown.length; i += PHOTO.columns) {
    const row = shown.slice(i, i + PHOTO.columns);
    const captionLines = Math.max(...row.map((p) => w.lines(photoCaption(p), SIZE.small, w.font, cell).length));
    w.need(PHOTO.height + captionLines * SIZE.small * LEADING + PHOTO.gap);
    const top = w.y;
    for (const [k, photo] of row.entries()) {
      const x = MARGIN + k * (cell + PHOTO.gap);
      const image = embedded.get(photo.id) ?? (await embed(w.doc, images.get(photo.id)));
      if (image) {
        embedded.set(photo.id, image);
        const scale = Math.min(cell / image.width, PHOTO.height / image.height);
        const [width, height] = [image.width * scale, image.height * scale];
        w.page.drawImage(image, { x, y: top - PHOTO.height + (PHOTO.height - height), width, height });
      } else {
        w.page.drawRectangle({
          x,
          y: top - PHOTO.height,
          width: cell,
          height: PHOTO.height,
          borderColor: MUTED,
          borderWidth: 0.5,
        });
      }
      let y = top - PHOTO.height;
      for (const line of w.lines(photoCaption(photo), SIZE.small, w.font, cell)) {
        y -= SIZE.small * LEADING;
        w.page.drawText(line, { x, y, size: SIZE.small, font: w.font, color: MUTED });
      }
    }
    w.y = top - PHOTO.height - captionLines * SIZE.small * LEADING - PHOTO.gap;
  }
}

export async function dailyLogPdf({ projectName, logs, images, madeAt }: LogPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${projectName} - Daily log`);
  doc.setCreator('Site Office');
  doc.setCreationDate(madeAt);
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  for (const [n, log] of logs.entries()) {
    if (n > 0) w.newPage();
    w.text(projectName, { size: SIZE.small, color: MUTED });
    w.text(`Daily log - ${dayTitle(log.date)}`, { size: SIZE.title, font: w.bold });
    w.text(statusLine(log), { color: MUTED });
    for (const s of logSections(log)) section(w, s);
    await photos(w, log, images);
    section(w, reportsSection(log));
    if (log.history.length) section(w, historySection(log));
  }
  const pages = doc.getPages();
  for (const [i, page] of pages.entries()) {
    const footer = `${projectName} - printed ${formatTorontoDateTime(madeAt.toISOString())} - Page ${i + 1} of ${pages.length}`;
    page.drawText(w.printable(footer), { x: MARGIN, y: MARGIN / 2, size: SIZE.small, font: w.font, color: MUTED });
  }
  return doc.save();
}
