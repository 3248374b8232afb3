import { describe, expect, it } from 'vitest';
import { workCalendarOf } from '#shared/schedule-links.ts';
import { torontoMidnight } from '#shared/time.ts';
import { scheduleCriticalPath } from './critical-path.ts';
import { findPredecessorConflicts, type ScheduleTask, toGanttTasks } from './gantt-tasks.ts';
import { outlineOf, phaseChoices, phaseDeleteNote, phaseMoves, phaseSummaries } from './phases.ts';

const at = (key: string) => torontoMidnight(key).toISOString();
const task = (id: string, start: string, end: string, extra: Partial<ScheduleTask> = {}): ScheduleTask => ({
  id,
  name: id,
  start: at(start),
  end: at(end),
  progress: 0,
  type: 'task',
  dependencies: [],
  ...extra,
});

// 2026-11-02 is a Monday. Building holds Structure (which holds Columns, Slab) and Roof.
const schedule = [
  task('A-Building', '2026-11-02', '2026-11-02', { type: 'project' }),
  task('B-Columns', '2026-11-03', '2026-11-04', { parentId: 'D-Structure', progress: 100 }),
  task('C-Roof', '2026-11-16', '2026-11-20', { parentId: 'A-Building', progress: 0 }),
  task('D-Structure', '2026-11-01', '2026-11-01', { type: 'project', parentId: 'A-Building' }),
  task('E-Slab', '2026-11-05', '2026-11-10', { parentId: 'D-Structure', progress: 50 }),
  task('F-Loose', '2026-11-02', '2026-11-03'),
];

describe('phases', () => {
  it('lists each phase followed by what it holds, with levels; a parent that is not a project is ignored', () => {
    const outline = outlineOf([...schedule, task('G-Odd', '2026-11-02', '2026-11-02', { parentId: 'F-Loose' })]);
    expect(outline.order.map((t) => `${outline.level.get(t.id)} ${t.id}`)).toEqual([
      '0 A-Building',
      '1 C-Roof',
      '1 D-Structure',
      '2 B-Columns',
      '2 E-Slab',
      '0 F-Loose',
      '0 G-Odd',
    ]);
  });

  it('a phase spans what it holds and its progress is theirs weighted by working days', () => {
    const summaries = phaseSummaries(outlineOf(schedule));
    // Structure: Columns 2 days at 100 %, Slab 4 working days at 50 %: (200 + 200) / 6 = 67 %.
    expect(summaries.get('D-Structure')).toEqual({ start: at('2026-11-03'), end: at('2026-11-10'), progress: 67 });
    // Building: Structure 6 working days at 67 %, Roof 5 at 0 %: 402 / 11 = 37 %.
    expect(summaries.get('A-Building')).toEqual({ start: at('2026-11-03'), end: at('2026-11-20'), progress: 37 });
    expect(summaries.has('F-Loose')).toBe(false);
  });

  it("weighs by working days of the project's calendar: a day off in a task makes it weigh less", () => {
    // Columns (Tue–Wed) with Wednesday 4 November off: 1 day at 100 %, Slab 4 at 50 %: (100 + 200) / 5 = 60 %.
    const calendar = workCalendarOf({ workingWeekdays: [1, 2, 3, 4, 5], daysOff: [{ date: '2026-11-04' }] });
    expect(phaseSummaries(outlineOf(schedule), calendar).get('D-Structure')?.progress).toBe(60);
  });

  it('the chart draws a phase over what it holds, in outline order, collapsible', () => {
    const bars = toGanttTasks(schedule, { collapsed: new Set(['D-Structure']) });
    expect(bars.map((b) => [b.id, b.level, b.project, b.holds, b.hideChildren])).toEqual([
      ['A-Building', 0, undefined, 2, false],
      ['C-Roof', 1, 'A-Building', undefined, undefined],
      ['D-Structure', 1, 'A-Building', 2, true],
      ['B-Columns', 2, 'D-Structure', undefined, undefined],
      ['E-Slab', 2, 'D-Structure', undefined, undefined],
      ['F-Loose', 0, undefined, undefined, undefined],
    ]);
    const structure = bars.find((b) => b.id === 'D-Structure');
    expect(structure && [structure.start.getDate(), structure.end.getDate(), structure.progress]).toEqual([3, 11, 67]);
  });

  it('moving a phase moves it and every task it holds by the working days its bar moved', () => {
    // Structure's bar (3 to 10 November) dragged two working days later.
    const moved = phaseMoves(schedule, 'D-Structure', { start: at('2026-11-05'), end: at('2026-11-12') });
    expect(moved?.shift).toBe(2);
    expect(moved?.moves.map((m) => [m.id, m.to])).toEqual([
      ['D-Structure', { start: at('2026-11-04'), end: at('2026-11-04') }],
      ['B-Columns', { start: at('2026-11-05'), end: at('2026-11-06') }],
      ['E-Slab', { start: at('2026-11-09'), end: at('2026-11-12') }],
    ]);
    expect(phaseMoves(schedule, 'F-Loose', { start: at('2026-11-04'), end: at('2026-11-05') })).toBeUndefined();
  });

  it('Edit Task offers the phases a task may go in, and Delete says where a phase’s tasks go', () => {
    const structure = schedule.find((t) => t.id === 'D-Structure') as ScheduleTask;
    expect(phaseChoices(structure, schedule).map((c) => c.value)).toEqual(['A-Building']);
    const loose = schedule.find((t) => t.id === 'F-Loose') as ScheduleTask;
    expect(phaseChoices(loose, schedule).map((c) => c.value)).toEqual(['A-Building', 'D-Structure']);
    expect(phaseDeleteNote(2, 'Building')).toBe('The 2 tasks it holds move up to the phase "Building".');
    expect(phaseDeleteNote(1, undefined)).toBe('The task it holds move up to the top of the schedule.');
  });

  it('a link to a phase means its span: the warnings and the critical path read it, not its stored dates', () => {
    // Handover waits for Building (stored as 2 Nov, spanning 3 to 20 Nov) and starts 16 Nov: too early.
    const handover = task('H-Handover', '2026-11-16', '2026-11-17', { dependencies: ['A-Building'] });
    const conflicts = findPredecessorConflicts([...schedule, handover]);
    expect(conflicts.map((c) => `${c.taskId}<${c.predecessorId}`)).toEqual(['H-Handover<A-Building']);
    const critical = scheduleCriticalPath([
      ...schedule,
      { ...handover, start: at('2026-11-23'), end: at('2026-11-24') },
    ]);
    // Building ends 20 Nov (a Friday), Handover starts Monday 23: Building drives it.
    expect(critical.criticalLinks).toContainEqual({ from: 'A-Building', to: 'H-Handover' });
  });
});
