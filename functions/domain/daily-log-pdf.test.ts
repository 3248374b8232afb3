/**
 * The daily logs' PDF, read back with pdf.js: each day on its own pages with the project, the day, the status,
 * each section, the photos' captions and the history; every page numbered; text the standard font cannot
 * write is replaced, not fatal; a month with 300 photos is one document.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { DailyLog } from '#shared/models/daily-logs.ts';
import { dailyLogBody } from '#shared/schemas/daily-logs.ts';
import { addDaysToDateKey } from '#shared/time.ts';
import { demoPhoto } from '../../local/seed/png.ts';
import { dailyLogPdf, type LogImage } from './daily-log-pdf.ts';

const log = (date: string, patch: Partial<DailyLog> = {}): DailyLog => ({
  ...dailyLogBody.parse({
    weather: { conditions: 'Light snow', high: 1, low: -4 },
    crew: [{ company: 'Northline Concrete', trade: 'Formwork', headcount: 6, hours: 48 }],
    delays: [{ description: 'Fall arrest anchor missing on level 3', safety: true }],
    notes: 'Footings on grid C poured. 混凝土 ✅',
  }),
  projectId: 'P1',
  date,
  status: 'signed',
  signedByName: 'Priya Raman',
  signedAt: `${date}T22:00:00.000Z`,
  reports: [
    {
      taskId: 'T1',
      taskName: 'Pour footings',
      noteId: 'N1',
      text: 'Grid C done',
      by: 'Sam Site',
      at: `${date}T15:00:00.000Z`,
    },
  ],
  photos: [],
  history: [
    { action: 'signed', by: 'U2', byName: 'Priya Raman', at: `${date}T21:00:00.000Z` },
    { action: 'reopened', by: 'U2', byName: 'Priya Raman', at: `${date}T21:30:00.000Z`, reason: 'Hours wrong' },
    { action: 'signed', by: 'U2', byName: 'Priya Raman', at: `${date}T22:00:00.000Z` },
  ],
  ...patch,
});

const photos = (date: string, count: number): DailyLog['photos'] =>
  Array.from({ length: count }, (_, i) => ({
    id: `T1#${i}`,
    taskId: 'T1',
    taskName: 'Pour footings',
    index: i,
    filename: `grid-c-${i}.png`,
    by: 'Sam Site',
    at: `${date}T15:${String(i % 60).padStart(2, '0')}:00.000Z`,
    hidden: i === 1,
  }));

async function read(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  return pages;
}

describe('daily log PDF', () => {
  it('prints each day with its sections, photos, reports and history, and numbers every page', async () => {
    const image: LogImage = { bytes: new Uint8Array(demoPhoto(3)), type: 'png' };
    const bytes = await dailyLogPdf({
      projectName: 'Maple Ridge Townhomes',
      logs: [
        log('2026-11-23', { photos: photos('2026-11-23', 4) }),
        log('2026-11-24', { status: 'draft', updatedByName: 'Sam Site', updatedAt: '2026-11-24T22:00:00.000Z' }),
      ],
      images: new Map([
        ['T1#0', image],
        ['T1#2', image],
      ]),
      madeAt: new Date('2026-11-25T14:00:00.000Z'),
    });
    const pages = await read(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const text = pages.join('\n');
    const first = pages.findIndex((p) => p.includes('Daily log - Monday, November 23, 2026'));
    const second = pages.findIndex((p) => p.includes('Daily log - Tuesday, November 24, 2026'));
    expect(first).toBe(0);
    expect(second).toBeGreaterThan(first);
    for (const words of [
      'Maple Ridge Townhomes',
      'Signed off by Priya Raman',
      'Light snow · High 1 °C · Low -4 °C',
      'Northline Concrete · Formwork · 6 people · 48 h',
      'Safety incident · Fall arrest anchor missing on level 3',
      'grid-c-0.png',
      'Grid C done',
      'Reason: Hours wrong',
      'Draft, last saved by Sam Site',
    ]) {
      expect(text, words).toContain(words);
    }
    // The hidden photo is left out; the characters Helvetica cannot write are question marks.
    expect(text).not.toContain('grid-c-1.png');
    expect(text).toContain('poured. ??? ?');
    for (const [i, page] of pages.entries()) expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
  });

  it('a photo whose bytes are not a picture it can read is a blank frame with its caption, not a failed export', async () => {
    const broken: LogImage = { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]), type: 'jpeg' };
    const bytes = await dailyLogPdf({
      projectName: 'Maple Ridge Townhomes',
      logs: [log('2026-11-23', { photos: photos('2026-11-23', 1) })],
      images: new Map([['T1#0', broken]]),
      madeAt: new Date('2026-11-25T14:00:00.000Z'),
    });
    expect((await read(bytes)).join('\n')).toContain('grid-c-0.png');
  });

  it('a 30-day range with 300 photos is one document with every caption', async () => {
    const image: LogImage = { bytes: new Uint8Array(demoPhoto(5, 160, 120)), type: 'png' };
    const days = Array.from({ length: 30 }, (_, i) => addDaysToDateKey('2026-10-26', i));
    const logs = days.map((d) => log(d, { photos: photos(d, 10).map((p) => ({ ...p, hidden: false })) }));
    const images = new Map(logs.flatMap((l) => l.photos.map((p) => [p.id, image] as const)));
    const pages = await read(
      await dailyLogPdf({ projectName: 'Harbourfront Tower', logs, images, madeAt: new Date() }),
    );
    expect(pages.length).toBeGreaterThanOrEqual(30);
    const text = pages.join('\n');
    expect(text.split('grid-c-9.png').length - 1).toBe(30);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  }, 60_000);
});
