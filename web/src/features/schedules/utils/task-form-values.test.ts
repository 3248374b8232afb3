import { describe, expect, it } from 'vitest';
import { dateInputValue, dateToSend } from '../../../lib/date-fields.ts';
import { validate } from '../../../lib/validation.ts';
import type { ScheduleTask } from './gantt-tasks.ts';
import {
  addTaskFields,
  draftEnd,
  draftOf,
  type EditTaskDraft,
  editTaskFields,
  FILL_IN_ALL_FIELDS,
} from './task-form-values.ts';

/** The dialog's answer as the form gets it: the values to send, or the first message. */
function editValues(task: ScheduleTask, draft: EditTaskDraft) {
  const checked = validate(editTaskFields(task), draft);
  return checked.ok ? { ok: true, values: checked.data } : checked;
}

const NO_PROJECT = 'No project selected. Please select a project first.';
const task: ScheduleTask = {
  id: 'T1',
  name: 'Pour slab',
  start: '2026-05-01T13:35:00.000Z', // 09:35 in Toronto (dragged)
  end: '2026-05-05T04:00:00.000Z',
  progress: 40,
  type: 'task',
  dependencies: ['T0'],
  owner: 'Sam',
};

describe('date fields', () => {
  it('show the Toronto calendar date, and keep the stored time when the date is left alone', () => {
    expect(dateInputValue('2026-05-02T03:30:00.000Z')).toBe('2026-05-01'); // 23:30 the day before in Toronto
    expect(dateInputValue(undefined)).toBe('');
    expect(dateToSend(task.start, '2026-05-01')).toBe(task.start);
    expect(dateToSend(task.start, '2026-05-02')).toBe('2026-05-02');
  });
});

describe('editTaskFields', () => {
  it('answers what the server takes', () => {
    const draft = { ...draftOf(task), owner: '  ', dependencies: ['T0', 'T1', 'T2'], end: '2026-05-09' };
    expect(editValues(task, draft)).toEqual({
      ok: true,
      values: {
        name: 'Pour slab',
        progress: 40,
        start: task.start,
        end: '2026-05-09',
        owner: '',
        description: '',
        type: 'task',
        dependencies: ['T0', 'T2'],
        links: [
          { id: 'T0', type: 'FS', lag: 0 },
          { id: 'T2', type: 'FS', lag: 0 },
        ],
        parentId: '',
      },
    });
  });

  it('sends each dependency with its type and lag as typed, the phase, and refuses a lag out of bounds', () => {
    const linked = { ...task, links: [{ id: 'T0', type: 'SS' as const, lag: 2 }], parentId: 'P' };
    const draft = draftOf(linked);
    expect(draft).toMatchObject({ parentId: 'P', linkDetails: { T0: { type: 'SS', lag: '2' } } });
    const edited = {
      ...draft,
      dependencies: ['T0', 'T3'],
      linkDetails: { ...draft.linkDetails, T3: { type: 'FF' as const, lag: '-1' } },
    };
    expect(editValues(linked, edited)).toMatchObject({
      ok: true,
      values: {
        links: [
          { id: 'T0', type: 'SS', lag: 2 },
          { id: 'T3', type: 'FF', lag: -1 },
        ],
        parentId: 'P',
      },
    });
    for (const lag of ['1000', '1.5', 'two']) {
      expect(editValues(linked, { ...edited, linkDetails: { T0: { type: 'SS', lag } } })).toEqual({
        ok: false,
        message: 'A lag must be a whole number of working days from -999 to 999',
      });
    }
  });

  it.each([
    [{ progress: '101' }, 'Progress must be a whole number from 0 to 100'],
    [{ progress: '-1' }, 'Progress must be a whole number from 0 to 100'],
    [{ progress: '2.5' }, 'Progress must be a whole number from 0 to 100'],
    [{ progress: '' }, 'Progress must be a whole number from 0 to 100'],
    [{ name: '   ' }, 'Task Name is required'],
    [{ start: '' }, 'Start Date is required'],
    [{ end: '2026-04-30' }, 'End Date cannot be before Start Date'],
  ])('refuses %j', (change, message) => {
    expect(editValues(task, { ...draftOf(task), ...change })).toEqual({ ok: false, message });
  });
});

describe('addTaskFields', () => {
  const draft = { name: ' Footings ', start: '2026-05-01', end: '2026-05-03', owner: ' Lee ' };
  const addValues = (projectId: string | null, values: typeof draft, noProject: string) =>
    validate(addTaskFields(projectId, noProject), values);
  it('needs every field, then a project, then an end not before the start', () => {
    expect(addValues('P1', { ...draft, name: '' }, NO_PROJECT)).toEqual({ ok: false, message: FILL_IN_ALL_FIELDS });
    expect(addValues('P1', { ...draft, end: '' }, NO_PROJECT)).toEqual({ ok: false, message: FILL_IN_ALL_FIELDS });
    expect(addValues(null, draft, NO_PROJECT)).toEqual({ ok: false, message: NO_PROJECT });
    expect(addValues('P1', { ...draft, end: '2026-04-01' }, NO_PROJECT)).toEqual({
      ok: false,
      message: 'End Date cannot be before Start Date',
    });
    expect(addValues('P1', draft, NO_PROJECT)).toEqual({
      ok: true,
      data: {
        name: 'Footings',
        start: '2026-05-01',
        end: '2026-05-03',
        owner: 'Lee',
      },
    });
    const blankOwner = addValues('P1', { ...draft, owner: ' ' }, NO_PROJECT);
    expect(blankOwner.ok).toBe(true);
    expect(blankOwner.ok && blankOwner.data).not.toHaveProperty('owner');
  });
});

describe('milestones in the Edit Task dialog', () => {
  it('R14: for a milestone the End Date follows the Start Date, and that is what is sent', () => {
    const draft = { ...draftOf(task), type: 'milestone' as const, start: '2026-05-11', end: '2026-05-14' };
    expect(draftEnd(draft)).toBe('2026-05-11');
    const checked = editValues(task, draft);
    expect(checked.ok && [checked.values.start, checked.values.end]).toEqual(['2026-05-11', '2026-05-11']);
    // A task keeps the End Date typed.
    expect(draftEnd({ ...draft, type: 'task' })).toBe('2026-05-14');
  });
});
