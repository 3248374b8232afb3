/**
 * The critical path's arrows: the chart names each arrow's ends (`data-from`, `data-to`) and knows nothing of
 * the critical path, so the app marks the arrows whose successor lists the predecessor in `criticalFrom`
 * with the class `arrow--critical` (styles.css colours it; docs/architecture.md#the-gantt-chart-is-a-package-of-ours).
 * The chart draws and drops arrows as it scrolls, so the marks follow its drawing.
 */
import { type RefObject, useEffect } from 'react';
import type { ChartTask } from './gantt-tasks.ts';

export const CRITICAL_ARROW_CLASS = 'arrow--critical';

/** "from to" of every arrow on the critical path. */
export function criticalLinks(tasks: readonly ChartTask[]): ReadonlySet<string> {
  const links = new Set<string>();
  for (const task of tasks) {
    for (const from of task.criticalFrom ?? []) links.add(`${from} ${task.id}`);
  }
  return links;
}

/** Marks the drawn arrows of `links` in `root`, and unmarks the others. */
export function markCriticalArrows(root: ParentNode, links: ReadonlySet<string>): void {
  for (const arrow of root.querySelectorAll('g.arrow[data-from][data-to]')) {
    const critical = links.has(`${arrow.getAttribute('data-from')} ${arrow.getAttribute('data-to')}`);
    if (arrow.classList.contains(CRITICAL_ARROW_CLASS) !== critical) arrow.classList.toggle(CRITICAL_ARROW_CLASS);
  }
}

/** Keeps the critical arrows inside the frame marked while the chart draws. */
export function useCriticalArrows(frameRef: RefObject<HTMLElement | null>, tasks: readonly ChartTask[]): void {
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const links = criticalLinks(tasks);
    markCriticalArrows(frame, links);
    const observer = new MutationObserver(() => markCriticalArrows(frame, links));
    observer.observe(frame, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [frameRef, tasks]);
}
