/** Schedule task rules shared by the browser and the server (docs/requirements.md#schedules). */
import * as z from 'zod/mini';
import { isPhotoType } from '../documents.ts';
import { LINK_TYPES } from '../schedule-links.ts';
import { idField, optionalText, requiredText } from './common.ts';
import { dayFilter, scheduleDate } from './dates.ts';
import { schema } from './define.ts';
import { cursorParam, FROM_AFTER_TO, fromBeforeTo, limitParam } from './paging.ts';

export const TASK_STATUSES = ['not ready', 'waiting book', 'booked', 'working', 'complete'] as const;
export const INSPECTION_STATUSES = ['TBD', 'Not Required', 'Scheduled', 'Passed'] as const;
export const TASK_TYPES = ['task', 'milestone', 'project'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];
export type TaskType = (typeof TASK_TYPES)[number];

/** Site report images: image types only, at most 20 MB each (docs/requirements.md#site-photos). */
export const MAX_TASK_IMAGE_BYTES = 20_971_520;
export const MAX_NOTE_LENGTH = 5000;
/** A task's description: its notes from the plan (MS Project's task Notes), docs/data-model.md#task-descriptions. */
export const MAX_DESCRIPTION_LENGTH = 5000;

/**
 * A milestone is a point in time, one day (docs/requirements.md#whole-day-dates): its finish is its start,
 * whatever finish was sent. The server sets it so on create (this schema), edit and reschedule; the
 * Edit Task dialog shows the same.
 */
export function finishOf(type: TaskType | undefined, start: string, finish: string): string {
  return type === 'milestone' ? start : finish;
}

export const progressField = /* @__PURE__ */ schema(() =>
  z
    .number({ error: 'Progress must be a whole number from 0 to 100' })
    .check(z.int({ error: 'Progress must be a whole number from 0 to 100' }))
    .check(z.gte(0, { error: 'Progress must be a whole number from 0 to 100' }))
    .check(z.lte(100, { error: 'Progress must be a whole number from 0 to 100' })),
);

/** A progress typed in a form field (the site report, Edit Task): blank or not a number is refused alike. */
export const progressInput = /* @__PURE__ */ schema(() =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((value) => (value.trim() === '' ? Number.NaN : Number(value))),
    ),
    progressField,
  ),
);

const dependencies = /* @__PURE__ */ schema(() =>
  z.pipe(
    z
      .array(idField('Dependency'), { error: 'Dependencies must be a list of task ids' })
      .check(z.maxLength(200, { error: 'Too many dependencies' })),
    z.transform((ids) => [...new Set(ids)]),
  ),
);

/** The most working days a link's lag (or lead, negative) may be (docs/requirements.md#link-types-and-lags). */
export const MAX_LAG_DAYS = 999;
const LAG_MESSAGE = `A lag must be a whole number of working days from -${MAX_LAG_DAYS} to ${MAX_LAG_DAYS}`;

/** A task's links to its predecessors, each with a type and a lag; ids unique, in order (the dependencies). */
const links = /* @__PURE__ */ schema(() =>
  z
    .array(
      z.object(
        {
          id: idField('Dependency'),
          type: z.enum(LINK_TYPES, { error: 'A link type must be FS, SS, FF or SF' }),
          lag: z._default(
            z
              .number({ error: LAG_MESSAGE })
              .check(z.int({ error: LAG_MESSAGE }))
              .check(z.gte(-MAX_LAG_DAYS, { error: LAG_MESSAGE }))
              .check(z.lte(MAX_LAG_DAYS, { error: LAG_MESSAGE })),
            0,
          ),
        },
        { error: 'A link must name a task, a type and a lag' },
      ),
      { error: 'Links must be a list of links' },
    )
    .check(z.maxLength(200, { error: 'Too many dependencies' }))
    .check(
      z.refine((list) => new Set(list.map((l) => l.id)).size === list.length, {
        error: 'A task can be linked to another task only once',
      }),
    ),
);

/** The phase a task is in (a task of type project); on an edit, null takes it out of its phase. */
const parentId = /* @__PURE__ */ schema(() => idField('Parent'));
const parentEdit = /* @__PURE__ */ schema(() => z.optional(z.nullable(parentId)));

const taskType = /* @__PURE__ */ schema(() => z.enum(TASK_TYPES, { error: 'Type must be task, milestone or project' }));
const owner = /* @__PURE__ */ schema(() => optionalText('Owner', 200));
/** On an edit a blank owner is kept as '' so that it clears the owner (optionalText would drop it: no change). */
const ownerEdit = /* @__PURE__ */ schema(() =>
  z.optional(
    z
      .string({ error: 'Owner must be text' })
      .check(z.trim())
      .check(z.maxLength(200, { error: 'Owner must be at most 200 characters' })),
  ),
);

/** On an edit a blank description is kept as '' so that it clears it, as a blank owner does. */
const descriptionEdit = /* @__PURE__ */ schema(() =>
  z.optional(
    z
      .string({ error: 'Description must be text' })
      .check(z.trim())
      .check(
        z.maxLength(MAX_DESCRIPTION_LENGTH, {
          error: `Description must be at most ${MAX_DESCRIPTION_LENGTH.toLocaleString('en-CA')} characters`,
        }),
      ),
  ),
);

/**
 * An id the phone gives each step of a site report (docs/requirements.md#reports-made-without-a-connection):
 * sent again after a lost answer, the server answers what the first one did instead of writing twice.
 */
export const SUBMISSION_ID_MESSAGE = 'Submission id must be an id made on the device (a ULID or a UUID)';
export const submissionIdField = /* @__PURE__ */ schema(() =>
  z.string({ error: SUBMISSION_ID_MESSAGE }).check(
    z.regex(/^(?:[0-7][0-9A-HJKMNP-TV-Z]{25}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/, {
      error: SUBMISSION_ID_MESSAGE,
    }),
  ),
);

/**
 * When a queued report was made on the device (docs/requirements.md#reports-made-without-a-connection): the
 * server dates the note or photo by it, within bounds it checks against its own clock (see reportTime).
 */
export const MADE_AT_MESSAGE = 'madeAt must be a date and time (ISO 8601, e.g. 2026-11-23T21:00:00Z)';
export const madeAtField = /* @__PURE__ */ schema(() => z.iso.datetime({ offset: true, error: MADE_AT_MESSAGE }));
/** How far ahead of the server's clock a device's clock may run. */
export const MADE_AT_SKEW_MS = 5 * 60_000;
/** How old a queued report may be when it arrives: the phone's queue keeps reports this long. */
export const MADE_AT_MAX_AGE_DAYS = 14;
export const MADE_AT_FUTURE = 'madeAt is in the future: please check the date and time on your device';
export const MADE_AT_TOO_OLD = `madeAt is more than ${MADE_AT_MAX_AGE_DAYS} days ago: a queued report older than that is not accepted`;

export const NO_PROJECT_SELECTED = 'No project selected. Please select a project first.';

/** The project a new task goes in. */
const newTaskProject = /* @__PURE__ */ schema(() =>
  z.pipe(
    z.string({ error: NO_PROJECT_SELECTED }).check(z.minLength(1, { error: NO_PROJECT_SELECTED })),
    idField('projectId'),
  ),
);

export const createTaskBody = /* @__PURE__ */ schema(() =>
  z
    .object({
      projectId: newTaskProject,
      task_name: requiredText('Task Name'),
      schedule_start: scheduleDate('Start Date'),
      schedule_finish: scheduleDate('End Date'),
      progress: z._default(progressField, 0),
      dependencies: z._default(dependencies, []),
      links: z.optional(links),
      parent_id: z.optional(parentId),
      type: z._default(taskType, 'task'),
      owner,
    })
    .check(
      z.overwrite((body) => ({
        ...body,
        schedule_finish: finishOf(body.type, body.schedule_start, body.schedule_finish),
      })),
    ),
);
export type CreateTaskBody = z.infer<typeof createTaskBody>;

/**
 * PUT /api/tasks/{id} has two forms: the Gantt edit (name, dates, progress, dependencies, type,
 * owner) and the site report (status, progress, inspection, estimates). Each field is optional;
 * what is sent is changed.
 */
export const updateTaskBody = /* @__PURE__ */ schema(() =>
  z.object({
    task_name: z.optional(requiredText('Task Name')),
    schedule_start: z.optional(scheduleDate('Start Date')),
    schedule_finish: z.optional(scheduleDate('End Date')),
    progress: z.optional(progressField),
    dependencies: z.optional(dependencies),
    links: z.optional(links),
    parent_id: parentEdit,
    type: z.optional(taskType),
    owner: ownerEdit,
    description: descriptionEdit,
    status: z.optional(z.enum(TASK_STATUSES, { error: `Status must be one of: ${TASK_STATUSES.join(', ')}` })),
    inspection_status: z.optional(
      z.enum(INSPECTION_STATUSES, { error: `Inspection status must be one of: ${INSPECTION_STATUSES.join(', ')}` }),
    ),
    inspection_schedule_date: z.optional(scheduleDate('Inspection Date')),
    estimate_start: z.optional(scheduleDate('Estimate Start Date')),
    estimate_finish: z.optional(scheduleDate('Estimate Finish Date')),
    projectId: z.optional(z.string().check(z.maxLength(100))),
    user_id: z.optional(z.string().check(z.maxLength(100))),
    submissionId: z.optional(submissionIdField),
    /** The task's report fields as the report started from them: only fields the report changed are written. */
    basedOn: z.optional(
      z.object(
        {
          status: z.optional(z.enum(TASK_STATUSES, { error: 'basedOn.status is not a status' })),
          progress: z.optional(progressField),
          inspection_status: z.optional(
            z.enum(INSPECTION_STATUSES, { error: 'basedOn.inspection_status is not an inspection status' }),
          ),
          inspection_schedule_date: z.optional(scheduleDate('Inspection Date')),
          estimate_start: z.optional(scheduleDate('Estimate Start Date')),
          estimate_finish: z.optional(scheduleDate('Estimate Finish Date')),
        },
        { error: 'basedOn must be the report fields the report started from' },
      ),
    ),
  }),
);
export type UpdateTaskBody = z.infer<typeof updateTaskBody>;

/** Fields of the site report form; the role site may change only these. */
export const SITE_REPORT_FIELDS = [
  'status',
  'progress',
  'inspection_status',
  'inspection_schedule_date',
  'estimate_start',
  'estimate_finish',
  'projectId',
  'user_id',
  'submissionId',
  'basedOn',
] as const;

/** The task fields a site report sets, in the form's order. */
export const REPORTED_FIELDS = [
  'status',
  'progress',
  'inspection_status',
  'inspection_schedule_date',
  'estimate_start',
  'estimate_finish',
] as const;
export type ReportedField = (typeof REPORTED_FIELDS)[number];

export const listTasksQuery = /* @__PURE__ */ schema(() =>
  z.object({
    projectId: z
      .string({ error: NO_PROJECT_SELECTED })
      .check(z.minLength(1, { error: NO_PROJECT_SELECTED }))
      .check(z.maxLength(100)),
  }),
);

export const noteBody = /* @__PURE__ */ schema(() =>
  z.object({
    text: z
      .string({ error: 'Note text is required' })
      .check(z.trim())
      .check(z.minLength(1, { error: 'Note text is required' }))
      .check(z.maxLength(MAX_NOTE_LENGTH, { error: `A note can have at most ${MAX_NOTE_LENGTH} characters` })),
    submissionId: z.optional(submissionIdField),
    madeAt: z.optional(madeAtField),
  }),
);

/** One photo a browser is about to send: image types only, at most 20 MB, an optional thumbnail it made. */
export const photoFile = /* @__PURE__ */ schema(() =>
  z.object({
    name: requiredText('File name', 255),
    size: z
      .number({ error: 'File size is required' })
      .check(z.int())
      .check(z.gte(1, { error: 'The file is empty' }))
      .check(z.lte(MAX_TASK_IMAGE_BYTES, { error: 'Each image must be at most 20 MB' })),
    type: z
      .string({ error: 'File type is required' })
      .check(z.refine(isPhotoType, { error: 'Only image files can be uploaded' })),
    /** Size of the thumbnail the browser made, if any. */
    thumbnailSize: z.optional(z.number().check(z.int()).check(z.gte(1)).check(z.lte(2_000_000))),
  }),
);
export type PhotoFile = z.infer<typeof photoFile>;

/** The photos a start of uploads declares (the site report's, a pin's): 1 to `max`, refused past it with `tooMany`. */
export const photoFileList = (max: number, tooMany: string) =>
  z
    .array(photoFile, { error: 'files must be a list' })
    .check(z.minLength(1, { error: 'Please choose at least one image' }))
    .check(z.maxLength(max, { error: tooMany }));

/** The uploads a confirmation makes photos of: 1 to `max` ids, refused past it with `tooMany` (else zod's words). */
export const uploadIdList = (max: number, tooMany?: string) =>
  z
    .array(idField('Upload id'), { error: 'uploadIds must be a list' })
    .check(z.minLength(1, { error: 'uploadIds must not be empty' }))
    .check(z.maxLength(max, tooMany === undefined ? undefined : { error: tooMany }));

export const imageUploadRequest = /* @__PURE__ */ schema(() =>
  z.object({ files: photoFileList(20, 'At most 20 images at once') }),
);
export type ImageUploadRequest = z.infer<typeof imageUploadRequest>;

export const confirmImageUploadBody = /* @__PURE__ */ schema(() =>
  z.object({
    uploadIds: uploadIdList(20),
    submissionId: z.optional(submissionIdField),
    madeAt: z.optional(madeAtField),
  }),
);

export const marketingTaskBody = /* @__PURE__ */ schema(() =>
  z
    .object({
      projectId: newTaskProject,
      task_name: requiredText('Task Name'),
      start_date: scheduleDate('Start Date'),
      end_date: scheduleDate('End Date'),
      owner,
      progress: z._default(progressField, 0),
      dependencies: z._default(dependencies, []),
      links: z.optional(links),
      parent_id: z.optional(parentId),
      type: z._default(taskType, 'task'),
    })
    .check(z.overwrite((body) => ({ ...body, end_date: finishOf(body.type, body.start_date, body.end_date) }))),
);

export const updateMarketingTaskBody = /* @__PURE__ */ schema(() =>
  z.object({
    task_name: z.optional(requiredText('Task Name')),
    start_date: z.optional(scheduleDate('Start Date')),
    end_date: z.optional(scheduleDate('End Date')),
    owner: ownerEdit,
    description: descriptionEdit,
    progress: z.optional(progressField),
    dependencies: z.optional(dependencies),
    links: z.optional(links),
    parent_id: parentEdit,
    type: z.optional(taskType),
  }),
);

/** GET a task photo: the full picture, or ?size=thumbnail for the small one. */
export const taskImageQuery = /* @__PURE__ */ schema(() =>
  z.object({
    size: z.optional(z.enum(['thumbnail'], { error: 'size must be thumbnail' })),
  }),
);

/** The photo timeline's filters: a task, a person, Toronto days (both included); paged. */
export const projectPhotosQuery = /* @__PURE__ */ schema(() =>
  z
    .object({
      taskId: z.optional(idField('taskId')),
      userId: z.optional(idField('userId')),
      from: dayFilter('From'),
      to: dayFilter('To'),
      limit: limitParam,
      cursor: cursorParam,
    })
    .check(z.refine(fromBeforeTo, FROM_AFTER_TO)),
);
export type ProjectPhotosQuery = z.infer<typeof projectPhotosQuery>;

/**
 * The most tasks one reschedule may name as following the moved one: a longer chain is written in
 * transactions of 100 (docs/requirements.md#successors-follow).
 */
export const MAX_FOLLOWING_TASKS = 2000;

/** `anyYear`: the "from" dates name what is stored, which may be older than the year rule. */
const datePair = (what: string, anyYear = false) =>
  z.object(
    { start: scheduleDate(`${what} Start Date`, { anyYear }), end: scheduleDate(`${what} End Date`, { anyYear }) },
    { error: `${what} dates are required` },
  );

/**
 * POST /api/tasks/reschedule and /api/marketing_tasks/reschedule (docs/requirements.md#successors-follow):
 * the task the client changed, the dates it saw and its new ones, and the dates it saw of each task it
 * showed following it. The server works out who follows and by how much (shared/schedule-shift.ts).
 */
export const rescheduleBody = /* @__PURE__ */ schema(() =>
  z.object({
    projectId: idField('projectId'),
    id: idField('Task id'),
    from: datePair('Current', true),
    to: datePair('New'),
    successors: z._default(
      z
        .array(
          z.object({
            id: idField('Successor id'),
            start: scheduleDate('Successor Start Date', { anyYear: true }),
            end: scheduleDate('Successor End Date', { anyYear: true }),
            /** An undo only: the dates it goes back to. */
            to: z.optional(datePair('Undo')),
          }),
          { error: 'successors must be a list of tasks with the dates you saw' },
        )
        .check(z.maxLength(MAX_FOLLOWING_TASKS, { error: `At most ${MAX_FOLLOWING_TASKS} tasks can follow one move` }))
        .check(
          z.refine((seen) => new Set(seen.map((m) => m.id)).size === seen.length, {
            error: 'A task can be named only once in one reschedule',
          }),
        ),
      [],
    ),
    /**
     * Undo of a move: every task goes back to the dates it had (`to`), and the server checks that the move
     * from those dates to the stored ones is the one its rule makes.
     */
    undo: z.optional(z.boolean({ error: 'undo must be true or false' })),
  }),
);
export type RescheduleBody = z.infer<typeof rescheduleBody>;
