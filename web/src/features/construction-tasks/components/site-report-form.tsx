import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod/mini';
import type { BodyOf } from '#shared/contract.ts';
import { INSPECTION_STATUSES, progressInput, REPORTED_FIELDS, TASK_STATUSES } from '#shared/schemas/tasks.ts';
import type { ConstructionTask } from '#shared/task-models.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import {
  FormPercentField,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
} from '../../../components/ui/form-field.tsx';
import { StatusText } from '../../../components/ui/status-text.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorReason, NetworkError, withReason } from '../../../lib/api-client.ts';
import { dateInputValue, dateToSend } from '../../../lib/date-fields.ts';
import { scalePhoto } from '../../../lib/image-thumbnail.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { requestOutboxFlush } from '../../../lib/use-outbox-sender.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useConstructionTask } from '../api/get-task.ts';
import { constructionTaskKeys, useConstructionTasks } from '../api/get-tasks.ts';
import {
  keepTaskList,
  keptTaskList,
  newReport,
  outbox,
  ReportStepError,
  sendReport,
} from '../api/site-report-outbox.ts';
import { putReportAnswerInCache } from '../api/update-task.ts';
import { PartialUploadError, PHOTO_BATCH } from '../api/upload-task-images.ts';
import { checkSentPhotos, droppedMessage, filterImages } from '../utils/image-files.ts';
import { PhotoPicker, type PickedPhoto } from './photo-picker.tsx';
import { WaitingReports } from './site-report-outbox.tsx';
import '../../../components/ui/button.css';
import '../../../components/ui/field.css';
import './site-report-form.css';

export const SITE_REPORT_TEXTS = {
  loadTasksFailed: 'Failed to load tasks. Please try again later.',
  loadTaskFailed: 'Failed to load task details. Please try again later.',
  updateFailed: 'Update failed',
  noteFailed: 'Failed to add note',
  imagesFailed: 'Failed to upload images',
  chooseTask: 'Please select a task.',
  success: 'Task updated successfully!',
  queued: 'No connection: the report is kept on this phone and will be sent when the connection returns.',
  queuedBehind: 'The report is kept on this phone and will be sent after the reports still waiting.',
} as const;

const STATUS_OPTIONS = TASK_STATUSES.map((s) => ({ value: s, label: s }));
const INSPECTION_OPTIONS = INSPECTION_STATUSES.map((s) => ({ value: s, label: s }));

/** The report's fields as typed; the progress is checked with the server's rule. */
const reportFields = z.object({
  status: z.enum(TASK_STATUSES),
  progress: progressInput,
  note: z.string(),
  inspection: z.enum(INSPECTION_STATUSES),
  inspectionDate: z.string(),
  estimateStart: z.string(),
  estimateFinish: z.string(),
});
type Draft = z.input<typeof reportFields>;
type ReportValues = z.output<typeof reportFields>;

/** The form's starting values: the task's, with the report defaults (not ready, TBD). */
export function draftFromTask(task: ConstructionTask | undefined): Draft {
  return {
    status: task?.status ?? 'not ready',
    progress: String(task?.progress ?? 0),
    note: '',
    inspection: task?.inspection_status ?? 'TBD',
    inspectionDate: dateInputValue(task?.inspection_schedule_date),
    estimateStart: dateInputValue(task?.estimate_start),
    estimateFinish: dateInputValue(task?.estimate_finish),
  };
}

type BasedOn = NonNullable<BodyOf<'updateTask'>['basedOn']>;

/** The report fields of a task or a report: what the next report starts from (the server writes only changes). */
export function basedOnOf(values: Partial<Record<(typeof REPORTED_FIELDS)[number], unknown>>): BasedOn {
  return Object.fromEntries(
    REPORTED_FIELDS.flatMap((f) => (values[f] === undefined ? [] : [[f, values[f]]])),
  ) as BasedOn;
}

/** PUT /api/tasks/{id} in its site report form: only the report fields. */
export function reportBody(
  task: ConstructionTask,
  draft: ReportValues,
  projectId: string,
  userId: string | null,
): BodyOf<'updateTask'> {
  return {
    status: draft.status,
    progress: draft.progress,
    inspection_status: draft.inspection,
    projectId,
    ...(userId && { user_id: userId }),
    ...(draft.inspection === 'Scheduled' &&
      draft.inspectionDate && {
        inspection_schedule_date: task.inspection_schedule_date
          ? dateToSend(task.inspection_schedule_date, draft.inspectionDate)
          : draft.inspectionDate,
      }),
    ...(draft.estimateStart && {
      estimate_start: task.estimate_start ? dateToSend(task.estimate_start, draft.estimateStart) : draft.estimateStart,
    }),
    ...(draft.estimateFinish && {
      estimate_finish: task.estimate_finish
        ? dateToSend(task.estimate_finish, draft.estimateFinish)
        : draft.estimateFinish,
    }),
  };
}

interface ReportFieldsProps {
  projectId: string;
  userId: string | null;
  task: ConstructionTask | undefined;
}

/** The report fields of one task (or of none yet: the form asks to choose one). */
export function ReportFields({ projectId, userId, task }: ReportFieldsProps) {
  // After a press found an error, each field is checked again on every change (react-hook-form's default).
  const form = useZodForm(reportFields, { defaultValues: draftFromTask(task) });
  /** The task's values this report started from (docs/requirements.md#reports-made-without-a-connection). */
  const [basedOn, setBasedOn] = useState<BasedOn | undefined>(() => task && basedOnOf(task));
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [original, setOriginal] = useState(false);
  const [dropped, setDropped] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nextKey = useRef(0);
  const queryClient = useQueryClient();
  const toast = useToast();
  const inspection = form.watch('inspection');
  const fail = (message: string) => form.setError('root', { message });

  const pick = (files: File[]) => {
    const { kept, dropped: refused } = filterImages(files);
    setDropped(droppedMessage(refused));
    setPhotos((current) => [...current, ...kept.map((file) => ({ key: String(nextKey.current++), file }))]);
  };

  const setProgress = (key: string, patch: Partial<PickedPhoto>) =>
    setPhotos((current) => current.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  /** A fresh report for the same task: nothing typed or picked is sent twice. */
  const startAfresh = () => {
    form.setValue('note', '');
    setPhotos([]);
    setDropped(null);
  };

  const send = async (draft: ReportValues) => {
    if (!task) return;
    setBusy(true);
    try {
      // Photos that went in an earlier press stay out; the others are scaled unless Original quality is ticked.
      const pending = photos.filter((p) => p.percent !== 100);
      const scaled = await Promise.all(pending.map((p) => (original ? p.file : scalePhoto(p.file))));
      // The 20 MB rule holds for what is sent: a photo still too large once scaled is dropped and named.
      const checked = checkSentPhotos(
        pending.map((p) => ({ ...p, name: p.file.name })),
        scaled,
      );
      if (checked.dropped.length > 0) {
        const gone = new Set(pending.filter((p) => !checked.photos.some((c) => c.key === p.key)).map((p) => p.key));
        setPhotos((current) => current.filter((p) => !gone.has(p.key)));
        setDropped(droppedMessage(checked.dropped));
      }
      const toSend = checked.photos;
      const files = checked.files;
      const entry = newReport({
        userId: userId ?? '',
        projectId,
        taskId: task._id,
        taskName: task.task_name,
        report: { ...reportBody(task, draft, projectId, userId), ...(basedOn && { basedOn }) },
        note: draft.note.trim(),
        photos: files,
      });
      const keep = async (message: string) => {
        await outbox.put(entry);
        requestOutboxFlush();
        toast(message, 'info');
        // The next report on this phone starts from this one.
        setBasedOn(basedOnOf(entry.report));
        startAfresh();
      };
      if (!navigator.onLine) return await keep(SITE_REPORT_TEXTS.queued);
      // Reports go in the order they were made: behind the ones still waiting.
      if (outbox.snapshot().some((r) => r.userId === entry.userId && !r.refused)) {
        return await keep(SITE_REPORT_TEXTS.queuedBehind);
      }
      for (const photo of toSend) setProgress(photo.key, { percent: 0, failed: false });
      try {
        await sendReport(entry, {
          onTask: (answer) => setBasedOn(basedOnOf(putReportAnswerInCache(queryClient, answer))),
          onStep: () => {
            // Sent: a second press after a later failure must not add the note again.
            if (entry.sent.note) form.setValue('note', '');
          },
          onPhotoProgress: (index, percent) => {
            const photo = toSend[index];
            if (photo) setProgress(photo.key, { percent });
          },
          onPhotoFailed: (index) => {
            const photo = toSend[index];
            if (photo) setProgress(photo.key, { failed: true, percent: undefined });
          },
        });
      } catch (err) {
        if (!(err instanceof ReportStepError)) throw err;
        // The signal went half-way: what is left waits on the phone (the ids keep a resend from doubling).
        if (err.cause instanceof NetworkError || !navigator.onLine) return await keep(SITE_REPORT_TEXTS.queued);
        if (err.step === 'report') return fail(withReason(SITE_REPORT_TEXTS.updateFailed, err.cause));
        if (err.step === 'note') return fail(withReason(SITE_REPORT_TEXTS.noteFailed, err.cause));
        // A batch goes whole or not at all: photos of a batch that did not go are sent again next press.
        const gone = entry.sent.photoBatches * PHOTO_BATCH;
        for (const [i, photo] of toSend.entries()) if (i >= gone) setProgress(photo.key, { percent: undefined });
        const detail = err.cause instanceof PartialUploadError ? err.cause.message : errorReason(err.cause);
        return fail(detail ? `${SITE_REPORT_TEXTS.imagesFailed}: ${detail}` : SITE_REPORT_TEXTS.imagesFailed);
      } finally {
        void queryClient.invalidateQueries({ queryKey: constructionTaskKeys.activity(task._id) });
        void queryClient.invalidateQueries({ queryKey: constructionTaskKeys.lists() });
      }
      // Saved: say so, and start a fresh report for the same task (the query cache refreshes the task).
      toast(SITE_REPORT_TEXTS.success, 'success');
      startAfresh();
    } finally {
      setBusy(false);
    }
  };

  const checkedSend = form.handleSubmit(send);
  /** Without a task there is nothing to check: the form says to choose one. */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (task) return checkedSend(event);
    event.preventDefault();
    fail(SITE_REPORT_TEXTS.chooseTask);
  };
  /** Nothing to change without a task or while sending. */
  const locked = !task || busy;

  return (
    <form className="form site-report__form" onSubmit={submit} noValidate aria-label="Site report">
      <FormSelectField label="Status" options={STATUS_OPTIONS} form={form} name="status" disabled={locked} />
      <FormPercentField label="Progress %" form={form} name="progress" disabled={locked} />
      <FormTextAreaField
        label="Note"
        rows={4}
        placeholder="What happened on site today?"
        form={form}
        name="note"
        disabled={locked}
      />
      <FormSelectField
        label="Inspection Status"
        options={INSPECTION_OPTIONS}
        form={form}
        name="inspection"
        disabled={locked}
      />
      {inspection === 'Scheduled' ? (
        <FormTextField label="Inspection Date" type="date" form={form} name="inspectionDate" disabled={locked} />
      ) : null}
      <FormTextField label="Estimate Start Date" type="date" form={form} name="estimateStart" disabled={locked} />
      <FormTextField label="Estimate Finish Date" type="date" form={form} name="estimateFinish" disabled={locked} />
      <PhotoPicker
        photos={photos}
        disabled={locked}
        original={original}
        onOriginalChange={setOriginal}
        onPick={pick}
        onRemove={(key) => setPhotos((current) => current.filter((p) => p.key !== key))}
      />
      <Alert message={dropped} variant="info" />
      <Alert message={form.formError} variant="error" scrollIntoView />
      <Button type="submit" className="btn--block btn--lg" busy={busy}>
        {busy ? 'Updating...' : 'Update Task'}
      </Button>
    </form>
  );
}

export interface SiteReportFormProps {
  projectId: string;
  taskId: string | undefined;
  userId: string | null;
}

/** /site_report?projectId= and /site_report/{taskId}?projectId=: Select Task, then the report fields. */
export function SiteReportForm({ projectId, taskId, userId }: SiteReportFormProps) {
  const navigate = useNavigate();
  const online = useOnline();
  const tasks = useConstructionTasks(projectId);
  const detail = useConstructionTask(taskId);
  // The list this phone showed last, for a report opened without a connection.
  const [kept, setKept] = useState<ConstructionTask[] | undefined>();
  useEffect(() => {
    if (!userId) return;
    if (tasks.data) void keepTaskList(userId, projectId, tasks.data).catch(() => undefined);
    else void keptTaskList(userId, projectId).then(setKept, () => undefined);
  }, [userId, projectId, tasks.data]);
  const list = tasks.data ?? kept;
  const options = useMemo(() => (list ?? []).map((t) => ({ value: t._id, label: t.task_name })), [list]);
  const offlineTask = detail.data || online ? undefined : list?.find((t) => t._id === taskId);
  const task = detail.data ?? offlineTask;

  const choose = (id: string) => {
    const query = `?projectId=${encodeURIComponent(projectId)}`;
    navigate(id ? `/site_report/${encodeURIComponent(id)}${query}` : `/site_report${query}`);
  };

  return (
    <div className="site-report">
      <WaitingReports userId={userId} />
      {tasks.isError && !list ? <Alert message={SITE_REPORT_TEXTS.loadTasksFailed} variant="error" /> : null}
      <SelectField
        label="Select Task"
        placeholder={!list ? 'Loading tasks...' : '-- Select Task --'}
        options={options}
        value={taskId ?? ''}
        disabled={!list}
        onChange={(e) => choose(e.target.value)}
      />
      {taskId && detail.isError && !task ? <Alert message={SITE_REPORT_TEXTS.loadTaskFailed} variant="error" /> : null}
      {taskId && !task && !detail.isError ? (
        <StatusText>Loading...</StatusText>
      ) : (
        <ReportFields key={taskId ?? 'none'} projectId={projectId} userId={userId} task={taskId ? task : undefined} />
      )}
    </div>
  );
}
