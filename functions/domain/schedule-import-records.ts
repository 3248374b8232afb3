/**
 * A schedule file read, and turned into the task records to write (docs/requirements.md#schedule-import-and-export):
 * which reader a file goes to, what the answer counts, and each task with its new id, its phase and its
 * links mapped from the file's keys to those ids.
 */
import type { ScheduleImportAnswer } from '#shared/models/schedule-import.ts';
import type { TaskType } from '#shared/schemas/tasks.ts';
import { parseDateInput } from '#shared/time.ts';
import { derivedId } from '../commons/ids.ts';
import type { ImportedTask } from '../data/schedule-imports.ts';
import type { ScheduleKind, TaskRecord } from '../data/schedule-tasks.ts';
import { readCsv } from './schedule-exchange/csv.ts';
import { countsOf, type ExchangeSchedule, type ExchangeTask } from './schedule-exchange/model.ts';
import { readMspdi } from './schedule-exchange/mspdi-read.ts';

/** The file's text: UTF-16 when it starts with that byte order mark (older MS Project), else UTF-8. */
function textOf(data: Buffer): string {
  if (data[0] === 0xff && data[1] === 0xfe) return data.subarray(2).toString('utf16le');
  return data.toString('utf8');
}

/** By its name (.xml, .mspdi or .csv), else by its first character: XML starts with `<`. */
export function readScheduleFile(fileName: string, data: Buffer): ExchangeSchedule {
  const text = textOf(data);
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'csv') return readCsv(text);
  if (extension === 'xml' || extension === 'mspdi') return readMspdi(text);
  return text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('<')
    ? readMspdi(text)
    : readCsv(text);
}

/** What the schedules do not hold yet, said in the preview rather than dropped without a word. */
function notKept(schedule: ExchangeSchedule): string[] {
  const notes = schedule.tasks.filter((t) => t.notes).length;
  const baselines = schedule.tasks.filter((t) => t.baseline).length;
  return [
    ...(notes > 0 ? [`Notes of ${notes} task${notes === 1 ? '' : 's'} were not imported`] : []),
    ...(baselines > 0 ? ['Baseline dates were not imported'] : []),
  ];
}

export function answerOf(schedule: ExchangeSchedule, status: ScheduleImportAnswer['status']): ScheduleImportAnswer {
  return {
    status,
    ...countsOf(schedule),
    daysOff: schedule.daysOff.length,
    ...(schedule.workingWeekdays && { workingWeekdays: schedule.workingWeekdays }),
    warnings: [...schedule.warnings, ...notKept(schedule)],
    errors: schedule.errors,
  };
}

const typeOf = (task: ExchangeTask): TaskType => (task.milestone ? 'milestone' : task.phase ? 'project' : 'task');

/** A checked date key as the schedules store a day: its midnight in Toronto, as UTC ISO. */
const storedDay = (day: string): string => (parseDateInput(day) as Date).toISOString();

export interface ImportTarget {
  kind: ScheduleKind;
  projectId: string;
  importId: string;
  now: Date;
}

/**
 * The records of a checked schedule: ids made from the import's id in file order (the same ids every time),
 * each task's phase and links named by those ids, `dependencies` the links' predecessors.
 */
export function importedTasks(schedule: ExchangeSchedule, target: ImportTarget): ImportedTask[] {
  const idOf = new Map(schedule.tasks.map((task, index) => [task.key, derivedId(target.importId, index)]));
  const at = target.now.toISOString();
  return schedule.tasks.map((task) => {
    const id = idOf.get(task.key) as string;
    const links = schedule.links
      .filter((l) => l.to === task.key)
      .map((l) => ({ id: idOf.get(l.from) as string, type: l.type, lag: l.lag }));
    const start = storedDay(task.start);
    const finish = storedDay(task.finish);
    const common = {
      _id: id,
      projectId: target.projectId,
      task_name: task.name.trim(),
      type: typeOf(task),
      progress: task.progress,
      dependencies: links.map((l) => l.id),
      links,
      ...(task.parentKey !== undefined && { parent_id: idOf.get(task.parentKey) as string }),
      ...(task.owner && { owner: task.owner }),
      importId: target.importId,
      createdAt: at,
      updatedAt: at,
    };
    const record: TaskRecord =
      target.kind === 'construction'
        ? { ...common, schedule_start: start, schedule_finish: finish }
        : { ...common, start_date: start, end_date: finish };
    return { task: record, start };
  });
}
