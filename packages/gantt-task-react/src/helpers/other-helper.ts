import type { BarTask } from '../types/bar-task';
import type { Task } from '../types/public-types';

export function isKeyboardEvent(
  event: React.MouseEvent | React.KeyboardEvent | React.FocusEvent,
): event is React.KeyboardEvent {
  return (event as React.KeyboardEvent).key !== undefined;
}

export function isMouseEvent(
  event: React.MouseEvent | React.KeyboardEvent | React.FocusEvent,
): event is React.MouseEvent {
  return (event as React.MouseEvent).clientX !== undefined;
}

export function isBarTask(task: Task | BarTask): task is BarTask {
  return (task as BarTask).x1 !== undefined;
}

/**
 * The tasks less those inside a collapsed project, at any depth. Upstream also hid every task that depended
 * on a hidden task (in another project or none), and compared each task with each hidden one: here a
 * task is hidden only through its own `project` chain, in one pass.
 */
export function removeHiddenTasks(tasks: Task[]) {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const hidden = (task: Task): boolean => {
    const seen = new Set<string>();
    for (let up = task.project ? byId.get(task.project) : undefined; up && !seen.has(up.id); ) {
      if (up.type === 'project' && up.hideChildren) return true;
      seen.add(up.id);
      up = up.project ? byId.get(up.project) : undefined;
    }
    return false;
  };
  return tasks.filter((t) => !hidden(t));
}

export const sortTasks = (taskA: Task, taskB: Task) => {
  const orderA = taskA.displayOrder || Number.MAX_VALUE;
  const orderB = taskB.displayOrder || Number.MAX_VALUE;
  if (orderA > orderB) {
    return 1;
  } else if (orderA < orderB) {
    return -1;
  } else {
    return 0;
  }
};
