/**
 * The daily site log's rules: who reads, writes, signs off and reopens; a signed log is read-only; a day
 * after today is refused; the day's site-report notes and photos join it; a race on the same log is refused.
 * The table is in-memory maps behind the data functions (tests/integration/daily-logs.test.ts keeps the real one).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityEntry } from '#shared/models/activity.ts';
import * as says from '#shared/models/daily-logs.ts';
import { type DailyLogBody, dailyLogBody } from '#shared/schemas/daily-logs.ts';
import type { DailyLogRecord } from '../data/daily-logs.ts';
import { Refused } from '../data/refusals.ts';
import type { ProjectNote, ProjectPhoto } from '../data/task-activity.ts';
import { caller, refusal } from './test-support/callers.ts';

const logs = new Map<string, DailyLogRecord>();
const entries: ActivityEntry[] = [];
const notes: ProjectNote[] = [];
const photos: ProjectPhoto[] = [];
const tasks = new Map<string, { _id: string; task_name: string; binned?: unknown }>();
let raceOnce = false;

vi.mock('../data/projects.ts', () => ({
  getProject: async (id: string) => (id === 'P1' || id === 'P2' ? { _id: id, name: 'Harbour Lofts' } : undefined),
}));
vi.mock('../data/daily-logs.ts', () => ({
  getDailyLogRecord: async (projectId: string, date: string) => {
    const record = logs.get(`${projectId}/${date}`);
    return record && structuredClone(record);
  },
  listDailyLogDays: async (projectId: string, from: string, to: string) =>
    [...logs.values()]
      .filter((l) => l.projectId === projectId && l.date >= from && l.date <= to)
      .map((l) => ({ date: l.date, status: l.status, updatedAt: l.updatedAt })),
  writeDailyLog: async (record: DailyLogRecord, readVersion: number, entry: ActivityEntry) => {
    const key = `${record.projectId}/${record.date}`;
    if (raceOnce) {
      raceOnce = false;
      throw new Refused('conflict', 'daily-log');
    }
    if ((logs.get(key)?.version ?? 0) !== readVersion) throw new Refused('conflict', 'daily-log');
    logs.set(key, structuredClone(record));
    entries.push(entry);
  },
}));
vi.mock('../data/schedule-tasks.ts', () => ({
  getTaskRecords: async (_kind: string, ids: string[]) => ids.flatMap((id) => tasks.get(id) ?? []),
}));
vi.mock('../data/task-activity.ts', () => ({
  listProjectNotes: async (_p: string, from: string, to: string) => notes.filter((n) => n.date >= from && n.date <= to),
  listProjectPhotosBetween: async (_p: string, from: string, to: string) =>
    photos.filter((p) => p.upload_date >= from && p.upload_date <= to),
}));

const notified: { by: string; event: string; subject: string; action: string }[] = [];
vi.mock('./notify.ts', async (original) => ({
  ...(await original<typeof import('./notify.ts')>()),
  notify: async (by: { userId: string }, happening: { event: string; subject: string; action: string }) => {
    notified.push({ by: by.userId, event: happening.event, subject: happening.subject, action: happening.action });
  },
}));

const { getDailyLog, listDailyLogs, reopenDailyLog, saveDailyLog, signOffDailyLog } = await import('./daily-logs.ts');

// 10:00 in Toronto on 2026-11-24.
const NOW = new Date('2026-11-24T15:00:00.000Z');
const DAY = '2026-11-24';
const site = caller('site');
const pm = caller('pm', ['P1'], 'U-PM');
const body = (patch: Partial<DailyLogBody> = {}): DailyLogBody => ({
  ...dailyLogBody.parse({
    weather: { conditions: 'Overcast', high: 4, low: -2 },
    crew: [{ company: 'Northline Concrete', trade: 'Formwork', headcount: 6, hours: 48 }],
  }),
  ...patch,
});

beforeEach(() => {
  logs.clear();
  entries.length = 0;
  notes.length = 0;
  photos.length = 0;
  tasks.clear();
  raceOnce = false;
  notified.length = 0;
});

describe('who may do what', () => {
  it('consultant and marketing read; they, and a user of another project, may not write', async () => {
    await saveDailyLog(site, 'P1', DAY, body(), NOW);
    expect((await getDailyLog(caller('consultant'), 'P1', DAY)).crew).toHaveLength(1);
    expect((await getDailyLog(caller('marketing'), 'P1', DAY)).status).toBe('draft');
    expect((await refusal(saveDailyLog(caller('consultant'), 'P1', DAY, body(), NOW))).kind).toBe('forbidden');
    expect((await refusal(saveDailyLog(caller('marketing'), 'P1', DAY, body(), NOW))).kind).toBe('forbidden');
    expect((await refusal(getDailyLog(caller('user'), 'P1', DAY))).kind).toBe('forbidden');
    expect((await refusal(getDailyLog(caller('site', ['P2']), 'P1', DAY))).kind).toBe('forbidden');
    expect((await refusal(getDailyLog(site, 'P9', DAY))).message).toBe('Project not found');
  });

  it('only a pm or an admin signs off and reopens', async () => {
    await saveDailyLog(site, 'P1', DAY, body(), NOW);
    for (const role of ['site', 'office', 'consultant'] as const) {
      expect((await refusal(signOffDailyLog(caller(role), 'P1', DAY, NOW))).kind).toBe('forbidden');
    }
    await signOffDailyLog(caller('admin', []), 'P1', DAY, NOW);
    expect((await refusal(reopenDailyLog(caller('office'), 'P1', DAY, 'Crew hours wrong', NOW))).kind).toBe(
      'forbidden',
    );
  });
});

describe('writing, signing off and reopening', () => {
  it('a signed log is read-only until a pm reopens it with a reason, and the history keeps both', async () => {
    const saved = await saveDailyLog(site, 'P1', DAY, body(), NOW);
    expect(saved.status).toBe('draft');
    expect(saved.updatedByName).toBe('Pat Morgan');
    const signed = await signOffDailyLog(pm, 'P1', DAY, new Date('2026-11-24T22:00:00.000Z'));
    expect([signed.status, signed.signedBy, signed.signedAt]).toEqual(['signed', 'U-PM', '2026-11-24T22:00:00.000Z']);
    expect(await refusal(saveDailyLog(site, 'P1', DAY, body({ notes: 'late change' }), NOW))).toEqual({
      kind: 'conflict',
      message: says.LOG_SIGNED,
    });
    expect((await refusal(signOffDailyLog(pm, 'P1', DAY, NOW))).message).toBe(says.LOG_ALREADY_SIGNED);
    const reopened = await reopenDailyLog(pm, 'P1', DAY, 'Crew hours were wrong', NOW);
    expect(reopened.status).toBe('draft');
    expect(reopened.signedBy).toBeUndefined();
    expect(reopened.history.map((h) => [h.action, h.reason])).toEqual([
      ['signed', undefined],
      ['reopened', 'Crew hours were wrong'],
    ]);
    expect((await saveDailyLog(site, 'P1', DAY, body({ notes: 'Hours fixed' }), NOW)).notes).toBe('Hours fixed');
    expect(entries.map((e) => e.kind)).toEqual(['log.saved', 'log.signed', 'log.reopened', 'log.saved']);
    expect(entries[2]?.detail).toBe('Crew hours were wrong');
  });

  it('refuses to sign off a day nobody wrote, to reopen a draft, and to write a day after today', async () => {
    expect((await refusal(signOffDailyLog(pm, 'P1', DAY, NOW))).message).toBe(says.LOG_NOTHING_TO_SIGN);
    await saveDailyLog(site, 'P1', DAY, body(), NOW);
    expect((await refusal(reopenDailyLog(pm, 'P1', DAY, 'why', NOW))).message).toBe(says.LOG_NOT_SIGNED);
    expect(await refusal(saveDailyLog(site, 'P1', '2026-11-25', body(), NOW))).toEqual({
      kind: 'invalid',
      message: says.LOG_FUTURE_DAY,
    });
    expect(logs.has('P1/2026-11-25')).toBe(false);
  });

  it('a write that loses a race with another on the same log is refused, and nothing of it is kept', async () => {
    await saveDailyLog(site, 'P1', DAY, body(), NOW);
    raceOnce = true;
    expect((await refusal(signOffDailyLog(pm, 'P1', DAY, NOW))).kind).toBe('conflict');
    expect(logs.get(`P1/${DAY}`)?.status).toBe('draft');
    expect(entries).toHaveLength(1);
  });

  it('a save written over an older version (basedOn) is refused instead of overwriting a newer one', async () => {
    // Written on a phone when the day had no log; someone saved it meanwhile.
    const first = await saveDailyLog(site, 'P1', DAY, body({ notes: 'From the office' }), NOW);
    expect(
      await refusal(saveDailyLog(site, 'P1', DAY, { ...body({ notes: 'From the phone' }), basedOn: null }, NOW)),
    ).toEqual({ kind: 'conflict', message: says.LOG_CHANGED });
    const later = new Date('2026-11-24T16:00:00.000Z');
    const second = await saveDailyLog(pm, 'P1', DAY, body({ notes: 'Office again' }), later);
    expect(
      (
        await refusal(
          saveDailyLog(site, 'P1', DAY, { ...body({ notes: 'From the phone' }), basedOn: first.updatedAt }, NOW),
        )
      ).message,
    ).toBe(says.LOG_CHANGED);
    expect(logs.get(`P1/${DAY}`)?.notes).toBe('Office again');
    // Written over the version stored: saved, and basedOn is not kept in the log.
    const saved = await saveDailyLog(
      site,
      'P1',
      DAY,
      { ...body({ notes: 'From the phone' }), basedOn: second.updatedAt },
      NOW,
    );
    expect(saved.notes).toBe('From the phone');
    expect(logs.get(`P1/${DAY}`)).not.toHaveProperty('basedOn');
  });
});

describe('notifications (docs/requirements.md#email-notifications)', () => {
  it("a day's first save is a submission and a sign-off is told; later saves and a refused write are not", async () => {
    const session = { id: 'S1', expiresAt: new Date('2026-11-25T00:00:00.000Z') };
    const [signedInSite, signedInPm] = [
      { ...site, session },
      { ...pm, session },
    ];
    await saveDailyLog(signedInSite, 'P1', DAY, body(), NOW);
    await saveDailyLog(signedInSite, 'P1', DAY, body({ notes: 'More' }), NOW);
    await signOffDailyLog(signedInPm, 'P1', DAY, NOW);
    await refusal(saveDailyLog(signedInSite, 'P1', DAY, body({ notes: 'late change' }), NOW));
    const subject = `daily-log:P1:${DAY}`;
    expect(notified).toEqual([
      { by: 'U1', event: 'reportSubmitted', subject, action: 'wrote the daily log' },
      { by: 'U-PM', event: 'dailyLogSignedOff', subject, action: 'signed off the daily log' },
    ]);
  });
});

describe('reading', () => {
  it('a day nobody wrote reads as an empty log with status none; the list gives every day of the range', async () => {
    const empty = await getDailyLog(site, 'P1', DAY);
    expect([empty.status, empty.crew, empty.notes, empty.history]).toEqual(['none', [], '', []]);
    // The empty day is what the body schema makes of nothing.
    const { projectId: _p, date: _d, status: _s, history: _h, reports: _r, photos: _ph, ...sections } = empty;
    expect(sections).toEqual(dailyLogBody.parse({}));
    await saveDailyLog(site, 'P1', '2026-11-23', body(), NOW);
    await signOffDailyLog(pm, 'P1', '2026-11-23', NOW);
    await saveDailyLog(site, 'P1', DAY, body(), NOW);
    const { days } = await listDailyLogs(site, 'P1', '2026-11-22', '2026-11-25');
    expect(days.map((d) => [d.date, d.status])).toEqual([
      ['2026-11-22', 'none'],
      ['2026-11-23', 'signed'],
      ['2026-11-24', 'draft'],
      ['2026-11-25', 'none'],
    ]);
  });

  it("joins the Toronto day's site-report notes and photos of tasks not in the bin, hidden photos marked", async () => {
    tasks.set('T1', { _id: 'T1', task_name: 'Pour footings' });
    tasks.set('T2', { _id: 'T2', task_name: 'Old task', binned: { deletedAt: '2026-11-24T01:00:00.000Z' } });
    const note = (id: string, taskId: string, date: string): ProjectNote => ({
      _id: id,
      taskId,
      date,
      text: `note ${id}`,
      user_id: 'U1',
      user_name: 'Sam Site',
    });
    // 23:30 on the 23rd and 00:30 on the 25th in Toronto are other days; 00:10 on the 24th is this one.
    notes.push(note('N0', 'T1', '2026-11-24T04:30:00.000Z'), note('N1', 'T1', '2026-11-24T05:10:00.000Z'));
    notes.push(note('N2', 'T2', '2026-11-24T15:00:00.000Z'), note('N3', 'T1', '2026-11-25T05:30:00.000Z'));
    const photo = (index: number, date: string): ProjectPhoto => ({
      taskId: 'T1',
      index,
      filename: `IMG_${index}.jpg`,
      key: `k${index}`,
      size: 1000,
      content_type: 'image/jpeg',
      upload_date: date,
      upload_by: 'U1',
      upload_by_name: 'Sam Site',
    });
    photos.push(photo(0, '2026-11-24T14:00:00.000Z'), photo(1, '2026-11-24T16:00:00.000Z'));
    await saveDailyLog(site, 'P1', DAY, body({ hiddenPhotos: ['T1#1'] }), NOW);
    const log = await getDailyLog(site, 'P1', DAY);
    expect(log.reports.map((r) => [r.noteId, r.taskName])).toEqual([['N1', 'Pour footings']]);
    expect(log.photos.map((p) => [p.id, p.hidden])).toEqual([
      ['T1#0', false],
      ['T1#1', true],
    ]);
  });
});
