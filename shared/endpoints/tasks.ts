import { type Endpoint, returns, SIGNED_IN } from '../contract-types.ts';
import {
  confirmImageUploadBody,
  createTaskBody,
  imageUploadRequest,
  listTasksQuery,
  noteBody,
  projectPhotosQuery,
  rescheduleBody,
  taskImageQuery,
  updateTaskBody,
} from '../schemas/tasks.ts';
import type {
  ConstructionTask,
  ImageUploadTarget,
  ProjectPhotosPage,
  TaskImage,
  TaskNote,
  TaskWithActivity,
  UpdatedTask,
} from '../task-models.ts';

/** Construction roles that plan the schedule; the role site reads it and reports through the site report. */
const PLANNERS = { kind: 'roles', roles: ['admin', 'office', 'pm'] } as const;

export const listTasks = {
  method: 'GET',
  path: '/api/tasks',
  access: SIGNED_IN,
  summary: "A project's construction tasks, in one DynamoDB query, with today's note and image summary.",
  query: listTasksQuery,
  status: 200,
  response: /* @__PURE__ */ returns<ConstructionTask[]>(),
} as const satisfies Endpoint;

export const createTask = {
  method: 'POST',
  path: '/api/tasks',
  access: PLANNERS,
  summary: 'Add a construction task.',
  body: createTaskBody,
  status: 201,
  response: /* @__PURE__ */ returns<ConstructionTask>(),
} as const satisfies Endpoint;

export const getTask = {
  method: 'GET',
  path: '/api/tasks/{id}',
  access: SIGNED_IN,
  summary: 'One construction task.',
  status: 200,
  response: /* @__PURE__ */ returns<ConstructionTask>(),
} as const satisfies Endpoint;

export const updateTask = {
  method: 'PUT',
  path: '/api/tasks/{id}',
  access: SIGNED_IN,
  summary:
    'Change a task: the Gantt edit (planners) or the site report (status, progress, inspection, estimates; also the role site). With basedOn only the fields the report changed are written, and the answer says what was applied and kept.',
  body: updateTaskBody,
  status: 200,
  response: /* @__PURE__ */ returns<UpdatedTask>(),
} as const satisfies Endpoint;

export const deleteTask = {
  method: 'DELETE',
  path: '/api/tasks/{id}',
  access: PLANNERS,
  summary:
    "Delete a task into the project's recycle bin (restorable for 30 days with its notes, photos and dependencies) and remove it from other tasks' dependencies.",
  status: 200,
  response: /* @__PURE__ */ returns<{ message: string }>(),
} as const satisfies Endpoint;

export const addTaskNote = {
  method: 'POST',
  path: '/api/tasks/{id}/note',
  access: SIGNED_IN,
  summary:
    'Add a note to a task (user_id query accepted for old clients; the signed-in user is recorded). A repeated submissionId answers the note already added.',
  body: noteBody,
  status: 201,
  response: /* @__PURE__ */ returns<TaskNote>(),
} as const satisfies Endpoint;

export const getTaskActivity = {
  method: 'GET',
  path: '/api/task/{id}',
  access: SIGNED_IN,
  summary: 'A task with all its notes and images (image URLs are short-lived).',
  status: 200,
  response: /* @__PURE__ */ returns<TaskWithActivity>(),
} as const satisfies Endpoint;

export const uploadTaskImages = {
  method: 'POST',
  path: '/api/construction/task/upload-images',
  access: SIGNED_IN,
  summary:
    'Multipart upload of task photos (taskId, projectId, user_id, images) for small payloads; the web app uploads straight to S3.',
  status: 201,
  response: /* @__PURE__ */ returns<{ message: string; images: TaskImage[] }>(),
} as const satisfies Endpoint;

export const startTaskImageUpload = {
  method: 'POST',
  path: '/api/tasks/{id}/image-uploads',
  access: SIGNED_IN,
  summary: 'Presigned PUT URLs for task photos (and their thumbnails) straight to S3.',
  body: imageUploadRequest,
  status: 201,
  response: /* @__PURE__ */ returns<ImageUploadTarget[]>(),
} as const satisfies Endpoint;

export const confirmTaskImageUpload = {
  method: 'POST',
  path: '/api/tasks/{id}/image-uploads/confirm',
  access: SIGNED_IN,
  summary:
    'Checks the uploaded objects (image type, at most 20 MB) and adds them to the task. A repeated submissionId answers the photos already added.',
  body: confirmImageUploadBody,
  status: 201,
  response: /* @__PURE__ */ returns<{ message: string; images: TaskImage[] }>(),
} as const satisfies Endpoint;

export const getTaskImage = {
  method: 'GET',
  path: '/api/image/construction/task/{taskId}/{index}',
  access: SIGNED_IN,
  summary: 'A task photo by its index: a redirect to a short-lived download (?size=thumbnail for the small one).',
  query: taskImageQuery,
  status: 302,
  response: /* @__PURE__ */ returns<undefined>(),
} as const satisfies Endpoint;

export const listProjectPhotos = {
  method: 'GET',
  path: '/api/projects/{id}/photos',
  access: SIGNED_IN,
  summary:
    'Every site-report photo of the project, newest first (the photo timeline), for roles with the Construction section. Filters: taskId, userId (who took it), from/to (Toronto days, both included). Paged: limit (default 60) and cursor; short-lived photo and thumbnail URLs.',
  query: projectPhotosQuery,
  status: 200,
  response: /* @__PURE__ */ returns<ProjectPhotosPage>(),
} as const satisfies Endpoint;

export const rescheduleTasks = {
  method: 'POST',
  path: '/api/tasks/reschedule',
  access: PLANNERS,
  summary:
    'Moves a task to new dates and the tasks that follow it, as the server works them out from the stored links (successors of every link type with lags, or the tasks a phase holds). The body names the task, the dates the client saw and its new ones, and the dates it saw of each task its preview showed following: 400 when a named task does not follow, 409 when the dates or the followers differ from what is stored. All or none: one transaction up to 99 moves, else transactions of 100, moved back when one is refused. At most 2,000 tasks following.',
  body: rescheduleBody,
  status: 200,
  response: /* @__PURE__ */ returns<{ message: string; moved: number }>(),
} as const satisfies Endpoint;

export const taskEndpoints = {
  listTasks,
  createTask,
  getTask,
  updateTask,
  deleteTask,
  addTaskNote,
  getTaskActivity,
  uploadTaskImages,
  startTaskImageUpload,
  confirmTaskImageUpload,
  getTaskImage,
  listProjectPhotos,
  rescheduleTasks,
} as const satisfies Record<string, Endpoint>;
