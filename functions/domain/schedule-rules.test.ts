import { describe, expect, it } from 'vitest';
import { assertDatesInOrder, assertDependencies, assertPhase } from './schedule-rules.ts';

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

describe('phases', () => {
  const placed = (id: string, parent?: string, type = 'project') => ({
    _id: id,
    type,
    ...(parent && { parent_id: parent }),
  });

  it('a phase is a project task of the schedule', () => {
    const tasks = [placed('P'), placed('T', undefined, 'task')];
    expect(() => assertPhase(placed('A', 'P', 'task'), [...tasks, placed('A', 'P', 'task')])).not.toThrow();
    expect(() => assertPhase(placed('A', 'T', 'task'), tasks)).toThrow(
      'The parent phase must be a task of type Project',
    );
    expect(() => assertPhase(placed('A', 'Z', 'task'), tasks)).toThrow(
      'The parent phase must be a task of the same schedule',
    );
  });

  it('refuses a phase inside itself or inside one of its own tasks', () => {
    expect(() => assertPhase(placed('P', 'P'), [placed('P', 'P')])).toThrow(
      'A phase cannot be put inside itself or one of its own tasks',
    );
    const tasks = [placed('P', 'Q'), placed('Q', 'P')];
    expect(() => assertPhase(placed('P', 'Q'), tasks)).toThrow(
      'A phase cannot be put inside itself or one of its own tasks',
    );
  });

  it('allows five levels, refuses a sixth, counting the tasks a moved phase holds', () => {
    const chain = [placed('L1'), placed('L2', 'L1'), placed('L3', 'L2'), placed('L4', 'L3')];
    const fifth = placed('L5', 'L4', 'task');
    expect(() => assertPhase(fifth, [...chain, fifth])).not.toThrow();
    const sixth = placed('L6', 'L5', 'task');
    const five = [...chain, placed('L5', 'L4')];
    expect(() => assertPhase(sixth, [...five, sixth])).toThrow('Phases can hold tasks at most 5 levels deep');
    // A phase holding a task, moved under L4: its task would be on level 6.
    const moved = placed('M', 'L4');
    expect(() => assertPhase(moved, [...chain, moved, placed('X', 'M', 'task')])).toThrow(
      'Phases can hold tasks at most 5 levels deep',
    );
  });

  it('a phase that holds tasks stays a project', () => {
    expect(() =>
      assertPhase(placed('P', undefined, 'task'), [placed('P', undefined, 'task'), placed('A', 'P', 'task')]),
    ).toThrow('A phase that holds tasks must stay of type Project');
  });
});
