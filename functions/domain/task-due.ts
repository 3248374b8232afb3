/**
 * The taskDue notice (docs/requirements.md#email-notifications, docs/data-model.md#tasks-coming-due): each
 * morning before the digest, the notifyTasksDue job finds every open construction task (under 100 %) of the
 * active projects whose finish is at most 2 working days away (shared/schedule-links.ts counts them) or past,
 * and records one taskDue event per task and day for its owner and the project's managers, then hands the task
 * to the sendNotifications job, which applies each person's setting (immediately, digest, never) as for any
 * event. A task's notice of a day is recorded once: a second run that day records and sends nothing.
 */
import { workingDaysFrom } from '#shared/schedule-links.ts';
import { addDaysToDateKey, parseDateInput, torontoDateKey, torontoDateKeyOf } from '#shared/time.ts';
import { ulid } from '../commons/ids.ts';
import { enqueueJob } from '../commons/job-queue.ts';
import { BACKGROUND_JOBS } from '../commons/metric-names.ts';
import { openTasksFinishingBefore, recordTaskDueNotice } from '../data/due-tasks.ts';
import type { NotificationEventRecord } from '../data/notification-events.ts';
import { listAllProjects } from '../data/projects.ts';
import type { ConstructionTaskRecord } from '../data/schedule-tasks.ts';
import { listUsers, type UserRecord } from '../data/users.ts';
import { mayOpen } from './notification-audience.ts';
import { taskSubject } from './notify.ts';

/** A task is told of when it finishes within this many working days, or is late. */
export const DUE_WITHIN_WORKING_DAYS = 2;
/** An event nobody took within a week is dropped (TTL), as notify.ts's. */
const EVENT_TTL_SECONDS = 7 * 24 * 3600;

/** The last day a finish may fall on to be due from `today`: the day before the third working day after it. */
export function lastDueDay(today: string): string {
  let day = today;
  while (workingDaysFrom(today, addDaysToDateKey(day, 1)) <= DUE_WITHIN_WORKING_DAYS) day = addDaysToDateKey(day, 1);
  return day;
}

/** The person a task's owner (free text) names: by email, else the one user of that name. */
export function ownerOf(owner: string | undefined, users: readonly UserRecord[]): UserRecord | undefined {
  const wanted = owner?.trim().toLowerCase();
  if (!wanted) return undefined;
  const byEmail = users.find((u) => u.email.toLowerCase() === wanted);
  if (byEmail) return byEmail;
  const byName = users.filter((u) => u.name.trim().toLowerCase() === wanted);
  return byName.length === 1 ? byName[0] : undefined;
}

/** The owner and the project's managers, each once, who may open the task's area of its project. */
export function recipientsOf(task: ConstructionTaskRecord, users: readonly UserRecord[]): UserRecord[] {
  const owner = ownerOf(task.owner, users);
  const managers = users.filter((u) => u.roles === 'pm' && u.allowedProjects.includes(task.projectId));
  const each = new Map([...(owner ? [owner] : []), ...managers].map((u) => [u._id, u]));
  return [...each.values()].filter((u) => mayOpen(u, task.projectId, 'taskDue'));
}

/** One email per task, person and day. */
const dueSubject = (taskId: string, day: string) => `task-due:${taskId}:${day}`;

function eventsOf(task: ConstructionTaskRecord, today: string, recipients: readonly UserRecord[], now: Date) {
  const finish = torontoDateKeyOf(task.schedule_finish);
  const late = finish < today;
  const done = `${task.progress ?? 0}% done`;
  const at = now.toISOString();
  return recipients.map(
    (user): NotificationEventRecord => ({
      _id: ulid(now.getTime()),
      event: 'taskDue',
      subject: dueSubject(task._id, today),
      path: taskSubject(task._id).path,
      projectId: task.projectId,
      objectName: task.task_name,
      action: late ? `finds it overdue: it was due ${finish} and is ${done}` : `finds it due ${finish}, ${done}`,
      actorId: 'schedule',
      actorName: 'The schedule',
      recipientId: user._id,
      at,
      ttl: Math.floor(now.getTime() / 1000) + EVENT_TTL_SECONDS,
    }),
  );
}

/** Records the task's notice of today and queues its email; nothing when it was recorded before today. */
async function noticeOf(task: ConstructionTaskRecord, today: string, users: readonly UserRecord[], now: Date) {
  const recipients = recipientsOf(task, users);
  if (recipients.length === 0) return;
  const events = eventsOf(task, today, recipients, now);
  if (!(await recordTaskDueNotice(task._id, today, events, now))) return;
  await enqueueJob({ kind: BACKGROUND_JOBS.notificationSend, id: dueSubject(task._id, today) });
}

/** The whole job in one step: every active project's due tasks (one Query each). */
export async function notifyTasksDueStep(now: Date): Promise<boolean> {
  const today = torontoDateKey(now);
  // A finish is stored as an instant (a day's is its Toronto midnight): due when before the next day's.
  const before = parseDateInput(addDaysToDateKey(lastDueDay(today), 1))?.toISOString() ?? '';
  const [projects, users] = await Promise.all([listAllProjects(), listUsers()]);
  for (const project of projects.filter((p) => p.status === 'active')) {
    for (const task of await openTasksFinishingBefore(project._id, before)) await noticeOf(task, today, users, now);
  }
  return true;
}
