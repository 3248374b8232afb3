/**
 * A construction task as the schedule shows it: today's notes and photos counted in Toronto days, a late
 * report from an earlier day never taking the latest day's place, the latest note and thumbnail only
 * when they are from today.
 */
import { describe, expect, it, vi } from 'vitest';
import { constructionTask } from './test-support/task-table.ts';

vi.mock('../storage/objects.ts', () => ({
  presignGet: async (key: string) => `https://files.example/${key}`,
}));

const { countersAfter, summarize, toApiTask } = await import('./task-view.ts');

// 23:30 in Toronto on the 22nd is 04:30 UTC on the 23rd.
const LATE_22ND = new Date('2026-11-23T04:30:00.000Z');
const NOON_23RD = new Date('2026-11-23T17:00:00.000Z');

const task = constructionTask;

describe('task activity counters', () => {
  it('count by Toronto day: a new day starts its own count', () => {
    const first = countersAfter({ count: 0, lastDayCount: 0 }, 2, LATE_22ND);
    expect(first).toEqual({ count: 2, lastDay: '2026-11-22', lastDayCount: 2 });
    expect(countersAfter(first, 1, NOON_23RD)).toEqual({ count: 3, lastDay: '2026-11-23', lastDayCount: 1 });
  });

  it('items from an earlier day (a queued report arriving late) add to the count only', () => {
    const today = { count: 3, lastDay: '2026-11-23', lastDayCount: 1 };
    expect(countersAfter(today, 2, LATE_22ND)).toEqual({ count: 5, lastDay: '2026-11-23', lastDayCount: 1 });
  });

  it('the summary says today, before or none, as seen on the day asked', () => {
    const counters = { count: 3, lastDay: '2026-11-22', lastDayCount: 2 };
    expect(summarize(counters, LATE_22ND)).toEqual({ state: 'today', count: 3, todayCount: 2 });
    expect(summarize(counters, NOON_23RD)).toEqual({ state: 'before', count: 3, todayCount: 0 });
    expect(summarize({ count: 0, lastDayCount: 0 }, NOON_23RD)).toEqual({ state: 'none', count: 0, todayCount: 0 });
  });
});

describe('a task as the API answers it', () => {
  const note = {
    _id: 'N1',
    date: NOON_23RD.toISOString(),
    text: 'Rebar inspected',
    user_id: 'U7',
    user_name: 'Sam Site',
  };

  it("shows today's latest note and photo thumbnail", async () => {
    const answer = await toApiTask(
      task({
        noteCounters: { count: 1, lastDay: '2026-11-23', lastDayCount: 1 },
        imageCounters: { count: 1, lastDay: '2026-11-23', lastDayCount: 1 },
        lastNote: note,
        lastImage: {
          index: 0,
          key: 'photos/p0.jpg',
          thumbnailKey: 'photos/p0-thumb.jpg',
          filename: 'p0.jpg',
          size: 10,
          content_type: 'image/jpeg',
          upload_date: NOON_23RD.toISOString(),
          upload_by: 'U7',
          upload_by_name: 'Sam Site',
        },
      }),
      NOON_23RD,
    );
    expect(answer).toMatchObject({
      type: 'task',
      progress: 0,
      notes_summary: { state: 'today', todayCount: 1 },
      latest_note: { _id: 'N1', text: 'Rebar inspected' },
      latest_image_thumbnail_url: 'https://files.example/photos/p0-thumb.jpg',
    });
  });

  it("keeps yesterday's note and photo out of today’s view", async () => {
    const answer = await toApiTask(
      task({ noteCounters: { count: 1, lastDay: '2026-11-22', lastDayCount: 1 }, lastNote: note }),
      NOON_23RD,
    );
    expect(answer.notes_summary).toEqual({ state: 'before', count: 1, todayCount: 0 });
    expect(answer).not.toHaveProperty('latest_note');
    expect(answer).not.toHaveProperty('latest_image_thumbnail_url');
  });
});
