/**
 * A schedule as a file to save (docs/requirements.md#schedule-import-and-export): MS Project XML or CSV,
 * made from the stored tasks by the schedule-file writers: links with their types and lags, a task of type
 * project as a phase holding the tasks that name it as their parent.
 */
import { linksOf } from '#shared/schedule-links.ts';
import type { ScheduleFileFormat } from '#shared/schemas/schedule-files.ts';
import { torontoDateKeyOf } from '#shared/time.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { notFound } from '../commons/errors.ts';
import { type FileAnswer, fileAnswer } from '../commons/results.ts';
import { getProject } from '../data/projects.ts';
import { listProjectTasks, type ScheduleKind, type TaskRecord, taskDates } from '../data/schedule-tasks.ts';
import { assertModuleAccess } from './access.ts';
import { exportedBaseline } from './baseline-records.ts';
import { calendarOfProject } from './project-calendar.ts';
import { writeCsv } from './schedule-exchange/csv.ts';
import type { ExchangeSchedule } from './schedule-exchange/model.ts';
import { writeMspdi } from './schedule-exchange/mspdi-write.ts';

const SCHEDULE_NAMES: Record<ScheduleKind, string> = { construction: 'Construction', marketing: 'Marketing' };

/** The stored tasks in the exchanged shape: whole Toronto days, the last one counted; each its `baseline` days. */
export function exchangeOf(
  tasks: readonly TaskRecord[],
  baseline: ReadonlyMap<string, { start: string; finish: string }> = new Map(),
): Pick<ExchangeSchedule, 'tasks' | 'links' | 'daysOff'> {
  const ids = new Set(tasks.map((t) => t._id));
  return {
    tasks: tasks.map((task, index) => {
      const { start, end } = taskDates(task);
      const first = torontoDateKeyOf(start);
      const milestone = task.type === 'milestone';
      return {
        key: task._id,
        row: index + 1,
        name: task.task_name,
        start: first,
        finish: milestone ? first : torontoDateKeyOf(end),
        progress: Number(task.progress ?? 0),
        milestone,
        phase: task.type === 'project',
        ...(task.parent_id && ids.has(task.parent_id) && { parentKey: task.parent_id }),
        ...(task.owner && { owner: task.owner }),
        ...(task.description && { notes: task.description }),
        ...(baseline.has(task._id) && { baseline: baseline.get(task._id) }),
      };
    }),
    links: tasks.flatMap((task) =>
      linksOf(task)
        .filter((link) => ids.has(link.id))
        .map((link) => ({ from: link.id, to: task._id, type: link.type, lag: link.lag })),
    ),
    daysOff: [],
  };
}

export async function exportSchedule(
  caller: Caller,
  projectId: string,
  kind: ScheduleKind,
  format: ScheduleFileFormat,
  baselineId?: string,
): Promise<FileAnswer> {
  const project = await getProject(projectId);
  if (!project) throw notFound('Project not found');
  assertModuleAccess(caller, kind, projectId);
  // In the order they were made (ids are ULIDs), as the Gantt lists them: an import's tasks in file order.
  const tasks = (await listProjectTasks(kind, projectId)).sort((a, b) => (a._id < b._id ? -1 : 1));
  const baseline = format === 'mspdi' ? await exportedBaseline(kind, projectId, baselineId) : [];
  const calendar = await calendarOfProject(projectId);
  const schedule = {
    ...exchangeOf(tasks, new Map(baseline.map((d) => [d.id, { start: d.start, finish: d.finish }]))),
    daysOff: calendar.daysOff.map((d) => d.date),
    dayOffNames: Object.fromEntries(calendar.daysOff.map((d) => [d.date, d.name])),
    workingWeekdays: calendar.workingWeekdays,
  };
  const name = `${project.name} - ${SCHEDULE_NAMES[kind]} schedule`;
  return format === 'csv'
    ? fileAnswer(`\uFEFF${writeCsv(schedule)}`, 'text/csv; charset=utf-8', `${name}.csv`)
    : fileAnswer(writeMspdi(schedule, name), 'application/xml; charset=utf-8', `${name}.xml`);
}
