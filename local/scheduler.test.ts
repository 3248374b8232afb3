import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCHEDULED_JOBS, type ScheduledJob } from '../functions/jobs/schedules.ts';
import { nextRun, startScheduler } from './scheduler.ts';

describe('the local scheduler: next run of a daily Toronto time', () => {
  it('is later today when the time has not come yet (winter, UTC-5)', () => {
    expect(nextRun('07:00', new Date('2026-01-15T10:00:00Z')).toISOString()).toBe('2026-01-15T12:00:00.000Z');
  });

  it('is tomorrow when the time has passed (summer, UTC-4)', () => {
    expect(nextRun('07:00', new Date('2026-07-15T12:00:00Z')).toISOString()).toBe('2026-07-16T11:00:00.000Z');
  });

  it('follows the change to daylight saving time', () => {
    // 2026-03-08: Toronto moves from UTC-5 to UTC-4 at 02:00.
    expect(nextRun('07:00', new Date('2026-03-08T01:00:00Z')).toISOString()).toBe('2026-03-08T11:00:00.000Z');
    expect(nextRun('00:30', new Date('2026-03-07T12:00:00Z')).toISOString()).toBe('2026-03-08T05:30:00.000Z');
  });

  it('refuses a time that is not HH:MM', () => {
    expect(() => nextRun('7 am', new Date())).toThrow('Not a HH:MM time');
  });
});

describe('the local scheduler under npm start: the recycle-bin purge', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the purge job every day at 03:00, the taskDue notice at 06:00 and the notification digest at 07:00 Toronto time, and nothing once stopped', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z') });
    const sent: { at: string; schedule: ScheduledJob }[] = [];
    const scheduler = startScheduler(SCHEDULED_JOBS, (schedule) =>
      sent.push({ at: new Date().toISOString(), schedule }),
    );
    vi.advanceTimersByTime(2 * 24 * 3600_000);
    expect(sent.map((s) => [s.at, s.schedule.job])).toEqual([
      ['2026-11-28T08:00:00.000Z', { kind: 'purgeRecycleBin', id: 'purge-recycle-bin' }],
      ['2026-11-28T11:00:00.000Z', { kind: 'notifyTasksDue', id: 'task-due-notice' }],
      ['2026-11-28T12:00:00.000Z', { kind: 'sendDigests', id: 'notification-digest' }],
      ['2026-11-29T08:00:00.000Z', { kind: 'purgeRecycleBin', id: 'purge-recycle-bin' }],
      ['2026-11-29T11:00:00.000Z', { kind: 'notifyTasksDue', id: 'task-due-notice' }],
      ['2026-11-29T12:00:00.000Z', { kind: 'sendDigests', id: 'notification-digest' }],
    ]);
    scheduler.stop();
    vi.advanceTimersByTime(2 * 24 * 3600_000);
    expect(sent).toHaveLength(6);
  });
});
