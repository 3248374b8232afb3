/** Schedule shapes the API answers with (docs/requirements.md#data-the-app-keeps). */
import type { TaskLink } from './schedule-links.ts';
import type { InspectionStatus, ReportedField, TaskStatus, TaskType } from './schemas/tasks.ts';

export interface TaskNote {
  _id: string;
  /** When the note was made (a queued report's own time). */
  date: string;
  /** When it reached the server. */
  received_at?: string;
  text: string;
  user_id: string;
  user_name: string;
}

export interface TaskImage {
  index: number;
  filename: string;
  size: number;
  content_type: string;
  /** When the photo was taken into the report (a queued report's own time). */
  upload_date: string;
  /** When it reached the server. */
  received_at?: string;
  upload_by: string;
  upload_by_name: string;
  /** Short-lived download URLs. */
  url: string;
  thumbnail_url: string;
  /** API path for clients with a bearer token. */
  path: string;
}

/** What the monitor's Note (Today) and Image (Today) cells need, worked out with the server's clock. */
export interface ActivitySummary {
  state: 'today' | 'before' | 'none';
  count: number;
  todayCount: number;
}

export interface ConstructionTask {
  _id: string;
  projectId: string;
  task_name: string;
  schedule_start: string;
  schedule_finish: string;
  type: TaskType;
  progress: number;
  dependencies: string[];
  /** The dependencies with their types and lags; absent: each is finish-to-start without lag. */
  links?: TaskLink[];
  /** The phase it is in: a task of type project of the same schedule. */
  parent_id?: string;
  owner?: string;
  /** Its notes from the plan (MS Project's task Notes, the CSV's notes column), plain text. */
  description?: string;
  status?: TaskStatus;
  inspection_status?: InspectionStatus;
  inspection_schedule_date?: string;
  estimate_start?: string;
  estimate_finish?: string;
  createdAt: string;
  updatedAt: string;
  notes_summary: ActivitySummary;
  images_summary: ActivitySummary;
  /** Today's latest note, for the monitor cell. */
  latest_note?: TaskNote;
  /** Today's latest photo as a thumbnail URL, for the monitor cell. */
  latest_image_thumbnail_url?: string;
}

/**
 * What a site report sent with `basedOn` did: `applied` are the fields it changed (written, the last
 * write wins), `kept` the fields it left alone that someone else had changed meanwhile (their value stays).
 */
export interface ReportOutcome {
  applied: ReportedField[];
  kept: ReportedField[];
}

/** The answer of PUT /api/tasks/{id}: the task, and with `basedOn` what the report did. */
export interface UpdatedTask extends ConstructionTask {
  report?: ReportOutcome;
}

export interface TaskWithActivity extends ConstructionTask {
  notes: TaskNote[];
  images: TaskImage[];
}

export interface ImageUploadTarget {
  uploadId: string;
  url: string;
  thumbnailUrl?: string;
  headers: Record<string, string>;
}

export interface MarketingTask {
  _id: string;
  projectId: string;
  task_name: string;
  start_date: string;
  end_date: string;
  type: TaskType;
  progress: number;
  dependencies: string[];
  /** The dependencies with their types and lags; absent: each is finish-to-start without lag. */
  links?: TaskLink[];
  /** The phase it is in: a task of type project of the same schedule. */
  parent_id?: string;
  owner?: string;
  /** Its notes from the plan (MS Project's task Notes, the CSV's notes column), plain text. */
  description?: string;
  createdAt: string;
  updatedAt: string;
}

/** A photo of the project's timeline: which task it belongs to, and the photo itself. */
export interface ProjectPhoto extends TaskImage {
  taskId: string;
  task_name: string;
}

export interface ProjectPhotosPage {
  photos: ProjectPhoto[];
  nextCursor: string | null;
}
