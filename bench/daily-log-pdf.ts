/**
 * The daily-log PDF (functions/domain/daily-log-pdf.ts) for a day with 10 photos and for 30 days with 300,
 * with 160 x 120 PNG thumbnails (the slow case: a PNG is decoded and compressed again, while a phone's JPEG
 * thumbnail is embedded as it is): the time to make it and the memory the process grew by, in Node, no stack.
 *
 *   npx tsx bench/daily-log-pdf.ts
 */
import { pathToFileURL } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { dailyLogPdf, type LogImage } from '../functions/domain/daily-log-pdf.ts';
import { demoPhoto } from '../local/seed/png.ts';
import type { DailyLog } from '../shared/models/daily-logs.ts';
import { dailyLogBody } from '../shared/schemas/daily-logs.ts';
import { addDaysToDateKey } from '../shared/time.ts';

export interface LogPdfRow {
  days: number;
  photos: number;
  ms: number;
  pages: number;
  kib: number;
  /** Resident memory the process grew by while making it. */
  rssGrowthMiB: number;
}

function logsOf(days: number, photosPerDay: number): DailyLog[] {
  return Array.from({ length: days }, (_, d) => {
    const date = addDaysToDateKey('2026-10-01', d);
    return {
      ...dailyLogBody.parse({
        weather: { conditions: 'Overcast', high: 6, low: 1 },
        crew: [{ company: 'Northline Concrete', trade: 'Formwork', headcount: 6, hours: 48 }],
        notes: 'Work as planned.',
      }),
      projectId: 'P1',
      date,
      status: 'signed',
      signedByName: 'Priya Raman',
      signedAt: `${date}T22:00:00.000Z`,
      reports: [],
      photos: Array.from({ length: photosPerDay }, (_, i) => ({
        id: `T${d}#${i}`,
        taskId: `T${d}`,
        taskName: 'Pour footings',
        index: i,
        filename: `site-${i}.png`,
        by: 'Sam Site',
        at: `${date}T15:00:00.000Z`,
        hidden: false,
      })),
      history: [],
    };
  });
}

async function measure(days: number, photosPerDay: number): Promise<LogPdfRow> {
  const logs = logsOf(days, photosPerDay);
  const images = new Map<string, LogImage>(
    logs.flatMap((l) =>
      l.photos.map((p, i) => [p.id, { bytes: new Uint8Array(demoPhoto(i, 160, 120)), type: 'png' }] as const),
    ),
  );
  const rss = process.memoryUsage().rss;
  const start = performance.now();
  const bytes = await dailyLogPdf({ projectName: 'Bench project', logs, images, madeAt: new Date() });
  const ms = Math.round(performance.now() - start);
  const pages = (await PDFDocument.load(bytes)).getPageCount();
  return {
    days,
    photos: days * photosPerDay,
    ms,
    pages,
    kib: Math.round(bytes.length / 1024),
    rssGrowthMiB: Math.round((process.memoryUsage().rss - rss) / 1024 / 1024),
  };
}

export async function measureDailyLogPdf(): Promise<LogPdfRow[]> {
  return [await measure(1, 10), await measure(30, 10)];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.table(await measureDailyLogPdf());
}
