/** Construction schedule: tasks of a project, edited in the Gantt or through the site report. */

import type { CreateTaskBody, UpdateTaskBody } from '#shared/schemas/tasks.ts';
import { finishOf, REPORTED_FIELDS, type ReportedField, SITE_REPORT_FIELDS } from '#shared/schemas/tasks.ts';
import type { ConstructionTask, ReportOutcome, UpdatedTask } from '#shared/task-models.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { forbidden, invalid } from '../commons/errors.ts';
import { ulid } from '../commons/ids.ts';
import { type ConstructionTaskRecord, insertTask, listProjectTasks } from '../data/schedule-tasks.ts';
import { putSubmissionClaim } from '../data/submissions.ts';
import { assertModuleAccess } from './access.ts';
import { assertDatesInOrder } from './schedule-rules.ts';
import * as schedule from './schedule-tasks.ts';
import { earlierSubmission, type Submission } from './submissions.ts';
import { toApiTask } from './task-view.ts';

const KIND = 'construction';

/** Loads a task the caller may see, or fails with 404 / 403. */
export const loadTask = (caller: Caller, id: string): Promise<ConstructionTaskRecord> =>
  schedule.loadScheduleTask(KIND, caller, id);

export async function listTasks(caller: Caller, projectId: string, now: Date): Promise<ConstructionTask[]> {
  assertModuleAccess(caller, 'construction', projectId);
  const tasks = await listProjectTasks(KIND, projectId);
  return Promise.all(tasks.map((t) => toApiTask(t, now)));
}

export async function getTask(caller: Caller, id: string, now: Date): Promise<ConstructionTask> {
  return toApiTask(await loadTask(caller, id), now);
}

export async function createTask(caller: Caller, body: CreateTaskBody, now: Date): Promise<ConstructionTask> {
  await schedule.assertCanAddTo(KIND, caller, body.projectId);
  assertDatesInOrder(body.schedule_start, body.schedule_finish);
  const task = await schedule.placeNewTask<ConstructionTaskRecord>(
    KIND,
    {
      _id: ulid(now.getTime()),
      projectId: body.projectId,
      task_name: body.task_name,
      schedule_start: body.schedule_start,
      // The schema sets it already; callers that skip it (the seed) get the same one-day milestone.
      schedule_finish: finishOf(body.type, body.schedule_start, body.schedule_finish),
      progress: body.progress,
      dependencies: [],
      type: body.type,
      owner: body.owner,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    },
    body,
  );
  await insertTask(KIND, task, body.schedule_start, schedule.taskEntry(KIND, caller, now, 'task.created', task));
  return toApiTask(task, now);
}

/**
 * The site report form always sends the inspection status, with only its own fields (a report sent from
 * the offline queue also says what it was based on); the Gantt never does.
 */
function isSiteReport(changes: object): boolean {
  const sent = Object.entries(changes)
    .filter(([, v]) => v !== undefined)
    .map(([k]) => k);
  return sent.includes('inspection_status') && sent.every((k) => (SITE_REPORT_FIELDS as readonly string[]).includes(k));
}

type BasedOn = NonNullable<UpdateTaskBody['basedOn']>;

/**
 * A report made from `basedOn` (docs/requirements.md#reports-made-without-a-connection) changes only the
 * fields whose value differs from it; the rest of the sent fields stay out of the write.
 */
export function reportChanges<T extends Record<string, unknown>>(sent: T, basedOn: BasedOn): Partial<T> {
  return Object.fromEntries(
    Object.entries(sent).filter(
      ([field, value]) =>
        !(REPORTED_FIELDS as readonly string[]).includes(field) || value !== basedOn[field as keyof BasedOn],
    ),
  ) as Partial<T>;
}

/** Applied: the fields the report changed. Kept: the ones it left alone that differ now from `basedOn`. */
export function reportOutcome(
  changes: object,
  basedOn: BasedOn,
  now: Partial<Record<ReportedField, unknown>>,
): ReportOutcome {
  const applied = REPORTED_FIELDS.filter((f) => f in changes && (changes as Record<string, unknown>)[f] !== undefined);
  const kept = REPORTED_FIELDS.filter((f) => !applied.includes(f) && now[f] !== basedOn[f]);
  return { applied, kept };
}

export async function updateTask(caller: Caller, id: string, body: UpdateTaskBody, now: Date): Promise<UpdatedTask> {
  const { projectId, user_id: _ignored, submissionId, basedOn, ...sent } = body;
  if (caller.role === 'site') {
    const fields = Object.entries(sent)
      .filter(([, v]) => v !== undefined)
      .map(([k]) => k);
    if (fields.some((k) => !(SITE_REPORT_FIELDS as readonly string[]).includes(k))) {
      throw forbidden('The site role can change a task only through the site report');
    }
  }
  const submission: Submission | undefined = submissionId
    ? { id: submissionId, kind: 'report', taskId: id }
    : undefined;
  const earlier = submission && (await earlierSubmission(caller, submission, now));
  if (earlier) {
    const report = earlier.result.report as ReportOutcome | undefined;
    return { ...(await getTask(caller, id, now)), ...(report && { report }) };
  }
  const changes = basedOn ? reportChanges(sent, basedOn) : sent;
  const next = await schedule.editTask(
    KIND,
    caller,
    id,
    changes,
    now,
    async (task, edited) => {
      if (projectId !== undefined && projectId !== task.projectId) {
        throw invalid('The task does not belong to this project');
      }
      assertDatesInOrder(String(edited.schedule_start), String(edited.schedule_finish));
      if (schedule.movesPlace(changes)) await schedule.assertTaskPlace(KIND, edited);
    },
    'schedule_start',
    basedOn || isSiteReport(sent) ? 'task.reported' : 'task.updated',
  );
  const report = basedOn && reportOutcome(changes, basedOn, next);
  // The report's write is one UpdateItem, not a transaction: the claim follows it. Sent again, the
  // same changes are written again (the same values), and the claim then answers the first outcome.
  if (submission) {
    const result = report ? { report } : {};
    if (!(await putSubmissionClaim({ ...submission, userId: caller.userId, result, createdAt: now.toISOString() }))) {
      const first = await earlierSubmission(caller, submission, now);
      if (first?.result.report)
        return { ...(await toApiTask(next, now)), report: first.result.report as ReportOutcome };
    }
  }
  return { ...(await toApiTask(next, now)), ...(report && { report }) };
}

/** Deletes the task into the recycle bin, detaching it from its dependents; its notes and photos stay with it. */
export const deleteTask = (caller: Caller, id: string, now: Date): Promise<{ message: string }> =>
  schedule.deleteFromSchedule(KIND, caller, id, now);
