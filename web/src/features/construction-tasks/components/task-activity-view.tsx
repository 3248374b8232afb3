import type { ReactNode } from 'react';
import type { TaskWithActivity } from '#shared/task-models.ts';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { useTaskActivity } from '../api/get-task-activity.ts';
import { useNow } from './use-now.ts';

export const LOAD_TASK_DATA_FAILED = 'Failed to load task data';

/** The notes and images popups of a task. */
export interface TaskDialogProps {
  taskId: string;
  taskName: string;
  onClose: () => void;
}

/**
 * A task's notes and photos once loaded (the notes and images popups and their pages), with the time "today"
 * is judged by; while loading, or when it fails, it says so.
 */
export function TaskActivityView({
  taskId,
  children,
}: {
  taskId: string;
  children: (activity: TaskWithActivity, now: Date) => ReactNode;
}) {
  const activity = useTaskActivity(taskId);
  const now = useNow();
  if (activity.isPending || activity.isError)
    return <QueryStatus query={activity} loading="Loading..." failed={LOAD_TASK_DATA_FAILED} />;
  return children(activity.data, now);
}
