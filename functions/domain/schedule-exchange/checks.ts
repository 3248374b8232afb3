/**
 * The rules every imported schedule meets, whatever file it came from: names, whole-day dates in range,
 * progress, phases that exist and nest at most MAX_PHASE_DEPTH deep, links between tasks of the file and
 * no circle of links. Each problem names its row and field.
 */
import { isDateKey } from '#shared/time.ts';
import {
  type ExchangeSchedule,
  type ExchangeTask,
  FIRST_IMPORT_DAY,
  type ImportProblem,
  LAST_IMPORT_DAY,
  MAX_IMPORT_TASKS,
  MAX_LISTED_PROBLEMS,
  MAX_PHASE_DEPTH,
  MAX_PREDECESSORS,
  MAX_TASK_NAME,
  TOO_MANY_TASKS,
} from './model.ts';

const dayProblem = (label: string, value: string): string | undefined => {
  if (!isDateKey(value)) return `${label} must be a date (YYYY-MM-DD)`;
  if (value < FIRST_IMPORT_DAY || value > LAST_IMPORT_DAY) {
    return `${label} ${value} is outside ${FIRST_IMPORT_DAY.slice(0, 4)}–${LAST_IMPORT_DAY.slice(0, 4)}`;
  }
  return undefined;
};

function taskProblems(task: ExchangeTask): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const add = (field: string, message: string | undefined) => {
    if (message) problems.push({ row: task.row, field, message });
  };
  add('name', task.name.trim() === '' ? 'Task Name is required' : undefined);
  add('name', task.name.length > MAX_TASK_NAME ? `Task Name must be at most ${MAX_TASK_NAME} characters` : undefined);
  add(
    'owner',
    (task.owner ?? '').length > MAX_TASK_NAME ? `Owner must be at most ${MAX_TASK_NAME} characters` : undefined,
  );
  const start = dayProblem('Start', task.start);
  const finish = dayProblem('Finish', task.finish);
  add('start', start);
  add('finish', finish);
  if (!start && !finish && task.finish < task.start) add('finish', 'Finish must not be before Start');
  const progressOk = Number.isInteger(task.progress) && task.progress >= 0 && task.progress <= 100;
  add('progress', progressOk ? undefined : 'Progress must be a whole number from 0 to 100');
  return problems;
}

/** Each task's phase exists and is a phase, and phases nest at most MAX_PHASE_DEPTH deep without a circle. */
function phaseProblems(tasks: ExchangeTask[], byKey: Map<string, ExchangeTask>): ImportProblem[] {
  const problems: ImportProblem[] = [];
  for (const task of tasks) {
    if (task.parentKey === undefined) continue;
    const parent = byKey.get(task.parentKey);
    if (!parent)
      problems.push({ row: task.row, field: 'parent', message: `Phase ${task.parentKey} is not in the file` });
    else if (!parent.phase) {
      problems.push({ row: task.row, field: 'parent', message: `${task.parentKey} is not a phase (type project)` });
    } else {
      const seen = new Set([task.key]);
      let phasesAbove = 0;
      let circle = false;
      for (let up: ExchangeTask | undefined = parent; up; up = up.parentKey ? byKey.get(up.parentKey) : undefined) {
        if (seen.has(up.key)) {
          circle = true;
          break;
        }
        seen.add(up.key);
        phasesAbove++;
      }
      if (circle) problems.push({ row: task.row, field: 'parent', message: 'Phases hold each other in a circle' });
      else if (phasesAbove > MAX_PHASE_DEPTH) {
        problems.push({
          row: task.row,
          field: 'parent',
          message: `Phases nest at most ${MAX_PHASE_DEPTH} levels deep`,
        });
      }
    }
  }
  return problems;
}

/** One circle of links among `keys`, in order, closed (the first key again at the end). */
function findCircle(keys: Set<string>, successors: Map<string, string[]>): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (key: string): string[] | undefined => {
    state.set(key, 'open');
    path.push(key);
    for (const next of successors.get(key) ?? []) {
      if (!keys.has(next)) continue;
      if (state.get(next) === 'open') return [...path.slice(path.indexOf(next)), next];
      if (!state.has(next)) {
        const circle = visit(next);
        if (circle) return circle;
      }
    }
    path.pop();
    state.set(key, 'done');
    return undefined;
  };
  for (const key of keys) {
    if (state.has(key)) continue;
    const circle = visit(key);
    if (circle) return circle;
  }
  return [];
}

function linkProblems(schedule: ExchangeSchedule, byKey: Map<string, ExchangeTask>): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const pairs = new Set<string>();
  const successors = new Map<string, string[]>();
  const incoming = new Map<string, number>();
  for (const link of schedule.links) {
    const row = byKey.get(link.to)?.row ?? 0;
    const pair = `${link.from}>${link.to}`;
    if (!byKey.has(link.from)) {
      problems.push({ row, field: 'predecessors', message: `Predecessor ${link.from} is not a task in the file` });
    } else if (link.from === link.to) {
      problems.push({ row, field: 'predecessors', message: 'A task cannot be its own predecessor' });
    } else if (pairs.has(pair)) {
      problems.push({ row, field: 'predecessors', message: `Predecessor ${link.from} is linked twice` });
    } else {
      pairs.add(pair);
      successors.set(link.from, [...(successors.get(link.from) ?? []), link.to]);
      incoming.set(link.to, (incoming.get(link.to) ?? 0) + 1);
    }
  }
  // Kahn's order: whatever is left after taking every task with no waiting predecessor sits on a circle.
  const waiting = new Map(incoming);
  const ready = [...byKey.keys()].filter((key) => !waiting.get(key));
  while (ready.length > 0) {
    const key = ready.pop() as string;
    for (const next of successors.get(key) ?? []) {
      const left = (waiting.get(next) ?? 0) - 1;
      waiting.set(next, left);
      if (left === 0) ready.push(next);
    }
  }
  for (const [key, count] of incoming) {
    if (count > MAX_PREDECESSORS) {
      const message = `A task may have at most ${MAX_PREDECESSORS} predecessors`;
      problems.push({ row: byKey.get(key)?.row ?? 0, field: 'predecessors', message });
    }
  }
  const stuck = new Set([...waiting].filter(([, left]) => left > 0).map(([key]) => key));
  if (stuck.size > 0) {
    const circle = findCircle(stuck, successors);
    problems.push({
      row: byKey.get(circle[0] ?? '')?.row ?? 0,
      field: 'predecessors',
      message: `Circular links: ${circle.join(' → ')}`,
    });
  }
  return problems;
}

/** The first MAX_LISTED_PROBLEMS problems, and a last line saying how many more there were. */
export function listed(problems: ImportProblem[]): ImportProblem[] {
  if (problems.length <= MAX_LISTED_PROBLEMS) return problems;
  const more = problems.length - MAX_LISTED_PROBLEMS;
  return [
    ...problems.slice(0, MAX_LISTED_PROBLEMS),
    { row: 0, field: 'file', message: `and ${more} more problem${more === 1 ? '' : 's'}` },
  ];
}

/** The schedule with every problem of its tasks, phases and links added to its errors. */
export function checkSchedule(schedule: ExchangeSchedule): ExchangeSchedule {
  if (schedule.tasks.length > MAX_IMPORT_TASKS) {
    return { ...schedule, errors: [...schedule.errors, { row: 0, field: 'file', message: TOO_MANY_TASKS }] };
  }
  const byKey = new Map<string, ExchangeTask>();
  const problems: ImportProblem[] = [];
  for (const task of schedule.tasks) {
    if (byKey.has(task.key)) problems.push({ row: task.row, field: 'id', message: `Id ${task.key} is used twice` });
    else byKey.set(task.key, task);
    problems.push(...taskProblems(task));
  }
  problems.push(...phaseProblems(schedule.tasks, byKey), ...linkProblems(schedule, byKey));
  return { ...schedule, errors: listed([...schedule.errors, ...problems]) };
}
