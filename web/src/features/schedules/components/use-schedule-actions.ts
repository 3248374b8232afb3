import { useCallback } from 'react';
import type { EditTaskValues } from '../utils/task-form-values.ts';

/** How one schedule's API spells a change: its date fields differ (schedule_start or start_date...). */
export interface ScheduleBodies<Body> {
  dates(start: string, end: string): Body;
  progress(progress: number): Body;
  edit(values: EditTaskValues): Body;
}

/**
 * The chart's and the edit dialog's actions for either schedule. `bodies` must be a module-level
 * constant so the callbacks stay stable and the chart does not redraw.
 */
export function useScheduleActions<Body>(
  projectId: string,
  update: (args: { id: string; body: Body }) => Promise<unknown>,
  remove: (args: { id: string; projectId: string }) => Promise<unknown>,
  bodies: ScheduleBodies<Body>,
) {
  const onDatesChange = useCallback(
    async (id: string, start: string, end: string) => {
      await update({ id, body: bodies.dates(start, end) });
    },
    [update, bodies],
  );
  const onProgressChange = useCallback(
    async (id: string, progress: number) => {
      await update({ id, body: bodies.progress(progress) });
    },
    [update, bodies],
  );
  const onDeleteTask = useCallback(
    async (id: string) => {
      await remove({ id, projectId });
    },
    [remove, projectId],
  );
  const save = useCallback(
    async (id: string, values: EditTaskValues) => {
      await update({ id, body: bodies.edit(values) });
    },
    [update, bodies],
  );
  return { onDatesChange, onProgressChange, onDeleteTask, save };
}

/**
 * A schedule's bodies from how its API names a task's dates (the only field names the two schedules spell
 * differently): a dates change, a progress change, and Edit Task's values.
 */
export function scheduleBodies<Dates extends object>(dates: (start: string, end: string) => Dates) {
  return {
    dates,
    progress: (progress: number) => ({ progress }),
    edit: (values: EditTaskValues) => ({
      task_name: values.name,
      ...dates(values.start, values.end),
      progress: values.progress,
      dependencies: values.dependencies,
      links: values.links,
      parent_id: values.parentId || null,
      type: values.type,
      owner: values.owner,
      description: values.description,
    }),
  } satisfies ScheduleBodies<object>;
}
