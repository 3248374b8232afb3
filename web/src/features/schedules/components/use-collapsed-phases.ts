/** Which phases the chart draws collapsed (docs/requirements.md#phases): toggled by their ▾ / ▸. */
import type { Task as GanttTask } from 'gantt-task-react';
import { useCallback, useState } from 'react';

export function useCollapsedPhases(): [ReadonlySet<string>, (task: GanttTask) => void] {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  // The chart hands the phase with hideChildren already flipped.
  const toggle = useCallback((task: GanttTask) => {
    setCollapsed((before) => {
      const next = new Set(before);
      if (task.hideChildren) next.add(task.id);
      else next.delete(task.id);
      return next;
    });
  }, []);
  return [collapsed, toggle];
}
