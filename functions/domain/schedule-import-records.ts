/**
 * A schedule file read, and turned into the task records to write (docs/requirements.md#schedule-import-and-export):
 * which reader a file goes to, what the answer counts, and each task with its new id, its phase and its
 * links mapped from the file's keys to those ids.
 */
import type { BaselineDates } from '#shared/models/schedule-baseline.ts';
import type { ScheduleImportAnswer } from '#shared/models/schedule-import.ts';
import { IMPORTED_BASELINE_NAME, MAX_BASELINES } from '#shared/schemas/schedule-baselines.ts';
import { MAX_DESCRIPTION_LENGTH, type TaskType } from '#shared/schemas/tasks.ts';
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

/** A task's notes as its description keeps them: at most MAX_DESCRIPTION_LENGTH characters. */
const descriptionOf = (notes: string) => notes.slice(0, MAX_DESCRIPTION_LENGTH);

/** What is not kept whole, said in the preview rather than cut without a word (and what becomes of a baseline). */
function notKept(schedule: ExchangeSchedule, baselineRoom: boolean): string[] {
  const cut = schedule.tasks.filter((t) => t.notes && t.notes.length > MAX_DESCRIPTION_LENGTH).length;
  const baselines = schedule.tasks.filter((t) => t.baseline).length;
  return [
    ...(cut > 0
      ? [
          `Notes of ${cut} task${cut === 1 ? '' : 's'} were cut to ${MAX_DESCRIPTION_LENGTH.toLocaleString('en-CA')} characters`,
        ]
      : []),
    ...(baselines > 0
      ? [
          `Baseline 0 of ${baselines} task${baselines === 1 ? '' : 's'} ${
            baselineRoom
              ? `becomes the baseline "${IMPORTED_BASELINE_NAME}"`
              : `was not imported: the schedule keeps ${MAX_BASELINES} baselines already`
          }`,
        ]
      : []),
  ];
}

/** `baselineRoom`: the schedule can take the file's baseline (it keeps fewer than MAX_BASELINES). */
export function answerOf(
  schedule: ExchangeSchedule,
  status: ScheduleImportAnswer['status'],
  baselineRoom = true,
): ScheduleImportAnswer {
  return {
    status,
    ...countsOf(schedule),
    daysOff: schedule.daysOff.length,
    ...(schedule.workingWeekdays && { workingWeekdays: schedule.workingWeekdays }),
    warnings: [...schedule.warnings, ...notKept(schedule, baselineRoom)],
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
      ...(task.notes && { description: descriptionOf(task.notes) }),
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

/** A task index no file reaches (MAX_IMPORT_TASKS): the id of the import's baseline, made from the import's id. */
const BASELINE_INDEX = 10_000_000;

/** The id an import's baseline "Imported" is saved under, made from the import's id. */
export const importedBaselineId = (importId: string): string => derivedId(importId, BASELINE_INDEX);

/** The file's Baseline 0 under the ids its tasks are written with, and the id its baseline is saved under. */
export function importedBaseline(schedule: ExchangeSchedule, importId: string): { id: string; dates: BaselineDates[] } {
  return {
    id: importedBaselineId(importId),
    dates: schedule.tasks.flatMap((task, index) =>
      task.baseline
        ? [{ id: derivedId(importId, index), start: task.baseline.start, finish: task.baseline.finish }]
        : [],
    ),
  };
}
