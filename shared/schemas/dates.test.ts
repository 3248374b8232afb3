import { describe, expect, it } from 'vitest';
import { NOT_DATES, OUT_OF_YEARS } from '../../tests/support/dates.ts';
import { projectActivityQuery } from './activity.ts';
import { dayFilter, scheduleDate } from './dates.ts';
import { createTaskBody, marketingTaskBody, projectPhotosQuery, rescheduleBody, updateTaskBody } from './tasks.ts';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('dates the API takes', () => {
  it('S4: 0, -1, "December 1, 2026", expanded years and impossible days are not schedule dates', () => {
    for (const bad of [...NOT_DATES, 'T', '2026-05-01T25:00Z', '2026-05-01T10:60Z', '2026-05-01 10:00']) {
      expect(firstError(scheduleDate('Start Date').safeParse(bad)), bad).toBe('Start Date is not a valid date');
    }
    for (const bad of ['2026-05-01T10:00+24:00', '2026-05-01T10:00:60Z', '20260501']) {
      expect(firstError(scheduleDate('Start Date').safeParse(bad)), bad).toBe('Start Date is not a valid date');
    }
  });

  it('S4: a YYYY-MM-DD is Toronto midnight; full ISO timestamps are their instant (no zone: UTC)', () => {
    const parse = (v: string) => scheduleDate('Start Date').parse(v);
    expect(parse('2026-05-04')).toBe('2026-05-04T04:00:00.000Z');
    expect(parse(' 2026-12-01 ')).toBe('2026-12-01T05:00:00.000Z');
    expect(parse('2026-05-04T09:35')).toBe('2026-05-04T09:35:00.000Z');
    expect(parse('2026-05-04T09:35:10.5Z')).toBe('2026-05-04T09:35:10.500Z');
    expect(parse('2026-05-04T09:35:10+02:00')).toBe('2026-05-04T07:35:10.000Z');
  });

  it('N1: schedule dates outside 1900 to 2200 are refused, with the range in the message', () => {
    for (const bad of [...OUT_OF_YEARS, '0001-01-01T00:00:00Z']) {
      expect(firstError(scheduleDate('End Date').safeParse(bad)), bad).toBe(
        'End Date must be between 1900-01-01 and 2200-12-31',
      );
    }
    expect(scheduleDate('End Date').safeParse('1900-01-01').success).toBe(true);
    expect(scheduleDate('End Date').safeParse('2200-12-31').success).toBe(true);
    // Every date field of both schedules, on create, edit and reschedule.
    const body = {
      projectId: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
      task_name: 'T',
      schedule_start: '2026-05-04',
      schedule_finish: '9999-12-02',
    };
    expect(firstError(createTaskBody.safeParse(body))).toBe('End Date must be between 1900-01-01 and 2200-12-31');
    expect(firstError(updateTaskBody.safeParse({ estimate_start: '9999-01-01' }))).toBe(
      'Estimate Start Date must be between 1900-01-01 and 2200-12-31',
    );
    expect(
      firstError(
        marketingTaskBody.safeParse({
          projectId: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
          task_name: 'T',
          start_date: '9999-01-01',
          end_date: '9999-01-02',
        }),
      ),
    ).toBe('Start Date must be between 1900-01-01 and 2200-12-31');
    const move = (to: string) => ({
      projectId: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
      id: '01ARZ3NDEKTSV4RRFFQ69G5FAW',
      from: { start: '9999-12-01', end: '9999-12-02' },
      to: { start: to, end: '2026-05-08' },
    });
    expect(firstError(rescheduleBody.safeParse(move('9999-01-01')))).toBe(
      'New Start Date must be between 1900-01-01 and 2200-12-31',
    );
    // The "from" dates only name what is stored, old rows included: moving such a row back is allowed.
    expect(rescheduleBody.safeParse(move('2026-05-04')).success).toBe(true);
  });

  it('S4: day filters take only real YYYY-MM-DD days (activity and photo timeline)', () => {
    for (const bad of [...NOT_DATES, '2026-04-31', '2026-05-01T00:00:00Z']) {
      expect(firstError(dayFilter('From').safeParse(bad)), bad).toBe('From must be a date (YYYY-MM-DD)');
      expect(firstError(projectActivityQuery.safeParse({ from: bad })), bad).toBe('From must be a date (YYYY-MM-DD)');
      expect(firstError(projectPhotosQuery.safeParse({ to: bad })), bad).toBe('To must be a date (YYYY-MM-DD)');
    }
    expect(projectActivityQuery.safeParse({ from: '2024-02-29', to: '2026-05-01' }).success).toBe(true);
  });
});

describe('milestones', () => {
  it("R14: a milestone's finish is its start, whatever finish is sent (both schedules)", () => {
    const body = {
      projectId: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
      task_name: 'Handover',
      schedule_start: '2026-05-04',
      schedule_finish: '2026-05-08',
    };
    expect(createTaskBody.parse({ ...body, type: 'milestone' }).schedule_finish).toBe('2026-05-04T04:00:00.000Z');
    expect(createTaskBody.parse(body).schedule_finish).toBe('2026-05-08T04:00:00.000Z');
    const marketing = {
      projectId: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
      task_name: 'Launch',
      start_date: '2026-05-04',
      end_date: '2026-05-08',
    };
    expect(marketingTaskBody.parse({ ...marketing, type: 'milestone' }).end_date).toBe('2026-05-04T04:00:00.000Z');
  });
});
