import { describe, expect, it } from 'vitest';
import { type BarColors, convertToBarTasks } from '../helpers/bar-helper';
import { seedDates } from '../helpers/date-helper';
import { type Task, ViewMode } from '../types/public-types';

const day = (n: number) => new Date(2026, 2, 2 + n);
const task = (id: string, dependencies: string[] = []): Task => ({
  id,
  name: id,
  type: 'task',
  start: day(1),
  end: day(3),
  progress: 0,
  dependencies,
});

const colour = '#000';
const colors: BarColors = {
  barProgressColor: colour,
  barProgressSelectedColor: colour,
  barBackgroundColor: colour,
  barBackgroundSelectedColor: colour,
  projectProgressColor: colour,
  projectProgressSelectedColor: colour,
  projectBackgroundColor: colour,
  projectBackgroundSelectedColor: colour,
  milestoneBackgroundColor: colour,
  milestoneBackgroundSelectedColor: colour,
};
const convert = (tasks: Task[]) =>
  convertToBarTasks(tasks, seedDates(day(0), day(10), ViewMode.Day), 60, 30, 20, 3, 8, false, colors);

describe('convertToBarTasks', () => {
  it('gives each predecessor its successors, in task order', () => {
    const bars = convert([task('A'), task('B', ['A']), task('C', ['A', 'B']), task('D', ['missing'])]);
    expect(bars.map((b) => [b.id, b.barChildren.map((c) => c.id)])).toEqual([
      ['A', ['B', 'C']],
      ['B', ['C']],
      ['C', []],
      ['D', []],
    ]);
  });

  it('links a dependency to the first task of a repeated id, as the search did', () => {
    const bars = convert([task('A'), task('A'), task('B', ['A'])]);
    expect(bars.map((b) => b.barChildren.length)).toEqual([1, 0, 0]);
  });
});

describe('baseline bars (ours)', () => {
  it('a baseline runs where its dates fall, as a task bar would; a task without one has none', () => {
    const [withBaseline, plain] = convert([{ ...task('A'), baseline: { start: day(2), end: day(5) } }, task('B')]);
    const asTask = convert([{ ...task('X'), start: day(2), end: day(5) }])[0];
    expect(withBaseline?.baselineX).toEqual({ x1: asTask?.x1, x2: asTask?.x2 });
    expect(plain?.baselineX).toBeUndefined();
  });

  it('a baseline partly outside the chart is cut at its edge, one wholly outside is not drawn', () => {
    const [cut, outside] = convert([
      { ...task('A'), baseline: { start: day(-30), end: day(2) } },
      { ...task('B'), baseline: { start: day(40), end: day(45) } },
    ]);
    expect(cut?.baselineX?.x1).toBeCloseTo(0, 0);
    expect(cut?.baselineX?.x2).toBeGreaterThan(0);
    expect(outside?.baselineX).toBeUndefined();
  });
});
