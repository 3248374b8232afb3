import { describe, expect, it } from 'vitest';
import { ganttDateRange, getWeekNumberISO8601, seedDates } from '../helpers/date-helper';
import { type Task, ViewMode } from '../types/public-types';

const task = (id: string, start: Date, end: Date): Task => ({ id, name: id, type: 'task', start, end, progress: 0 });

describe('date helpers', () => {
  it('numbers weeks by ISO 8601', () => {
    expect(getWeekNumberISO8601(new Date(2026, 0, 1))).toBe('01');
    expect(getWeekNumberISO8601(new Date(2027, 0, 1))).toBe('53');
    expect(getWeekNumberISO8601(new Date(2026, 10, 27))).toBe('48');
  });

  it('pads the range of all tasks by whole steps of the view', () => {
    const tasks = [
      task('a', new Date(2026, 2, 4), new Date(2026, 2, 9)),
      task('b', new Date(2026, 2, 2), new Date(2026, 2, 5)),
    ];
    const [start, end] = ganttDateRange(tasks, ViewMode.Day, 1);
    expect(start).toEqual(new Date(2026, 2, 1));
    expect(end).toEqual(new Date(2026, 2, 28));
  });

  it('seeds one date a step from the start to the end of the range', () => {
    const dates = seedDates(new Date(2026, 2, 2), new Date(2026, 2, 23), ViewMode.Week);
    expect(dates).toEqual([new Date(2026, 2, 2), new Date(2026, 2, 9), new Date(2026, 2, 16), new Date(2026, 2, 23)]);
  });

  it('refuses a range without tasks instead of reading past the list', () => {
    expect(() => ganttDateRange([], ViewMode.Day, 1)).toThrow(RangeError);
  });
});
