import { describe, expect, it } from 'vitest';
import { assertDatesInOrder, assertDependencies } from './schedule-rules.ts';

const task = (id: string, deps: string[] = []) => ({ _id: id, task_name: `Task ${id}`, dependencies: deps });

describe('schedule rules', () => {
  it('refuses an end before the start, allows the same day', () => {
    expect(() => assertDatesInOrder('2026-05-02T04:00:00Z', '2026-05-01T04:00:00Z')).toThrow(
      'End Date cannot be before Start Date',
    );
    expect(() => assertDatesInOrder('2026-05-01T04:00:00Z', '2026-05-01T04:00:00Z')).not.toThrow();
  });

  it('refuses unknown tasks and self-dependency', () => {
    const tasks = [task('A'), task('B')];
    expect(() => assertDependencies('A', ['Z'], tasks)).toThrow('Dependencies must be tasks of the same project');
    expect(() => assertDependencies('A', ['A'], tasks)).toThrow('A task cannot depend on itself');
    expect(() => assertDependencies('A', ['B'], tasks)).not.toThrow();
  });

  it('names the cycle it refuses', () => {
    const tasks = [task('A'), task('B', ['C']), task('C', ['A'])];
    expect(() => assertDependencies('A', ['B'], tasks)).toThrow(
      'These dependencies would make a cycle: Task A → Task B → Task C → Task A',
    );
  });

  it('accepts a diamond', () => {
    const tasks = [task('A'), task('B', ['A']), task('C', ['A']), task('D')];
    expect(() => assertDependencies('D', ['B', 'C'], tasks)).not.toThrow();
  });
});
