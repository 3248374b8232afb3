/** The chart's mouse and keyboard beyond the library: a drag released outside it, hover, Delete. */
import type { Task as GanttTask } from 'gantt-task-react';
import { type RefObject, useEffect, useRef } from 'react';

/** Where the last press on the chart went down and came up (client x): no movement is a click. */
export interface BarPress {
  downX: number;
  upX: number;
}

/** A press on a bar: remember where it went down; a release anywhere ends the chart's drag there. */
export function useBarPress(): RefObject<BarPress> {
  const press = useRef<BarPress>({ downX: Number.NaN, upX: Number.NaN });
  useEffect(() => {
    let dragging: SVGSVGElement | null = null;
    const onDown = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const bar = target?.closest('[data-testid="gantt"] .bar');
      dragging = bar ? bar.closest('svg') : null;
      press.current = { downX: event.clientX, upX: Number.NaN };
    };
    const onUp = (event: MouseEvent) => {
      press.current.upX = event.clientX;
      const svg = dragging;
      dragging = null;
      // The chart only listens on its own drawing: a release outside it would leave the drag running.
      if (svg && !(event.target instanceof Node && svg.contains(event.target))) {
        svg.dispatchEvent(new MouseEvent('mouseup', { clientX: event.clientX, clientY: event.clientY, bubbles: true }));
      }
    };
    window.addEventListener('mousedown', onDown, true);
    window.addEventListener('mouseup', onUp, true);
    return () => {
      window.removeEventListener('mousedown', onDown, true);
      window.removeEventListener('mouseup', onUp, true);
    };
  }, []);
  return press;
}

/** Hovering a bar selects it (spec): the task under the mouse, or null. */
export function useHoveredBar(
  frameRef: RefObject<HTMLElement | null>,
  ganttTasksRef: RefObject<readonly GanttTask[]>,
  hasBars: boolean,
): RefObject<GanttTask | null> {
  const hovered = useRef<GanttTask | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the frame is mounted again when the first bar appears
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const onOver = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const group = target?.closest('.bar > g');
      const bars = group?.parentElement ? Array.from(group.parentElement.children) : [];
      // The chart draws one group per drawn row, in display order (the order of `ganttTasks`), from
      // the first row it draws (the chart names it on the bars layer: data-first-row).
      const first = Number(group?.parentElement?.getAttribute('data-first-row') ?? 0) || 0;
      hovered.current = group ? (ganttTasksRef.current[first + bars.indexOf(group)] ?? null) : null;
    };
    const onLeave = () => {
      hovered.current = null;
    };
    frame.addEventListener('mouseover', onOver);
    frame.addEventListener('mouseleave', onLeave);
    return () => {
      frame.removeEventListener('mouseover', onOver);
      frame.removeEventListener('mouseleave', onLeave);
    };
  }, [hasBars]);
  return hovered;
}

/** Delete with the mouse over a bar deletes it, as it does for a focused bar. */
export function useDeleteKey(
  hovered: RefObject<GanttTask | null>,
  readOnly: boolean,
  onDelete: (task: GanttTask) => Promise<boolean>,
): void {
  useEffect(() => {
    if (readOnly) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const task = hovered.current;
      if (event.key !== 'Delete' || !task || event.defaultPrevented) return;
      const active = document.activeElement;
      // A focused bar handles its own Delete; a field or an open dialog keeps the key.
      if (active?.closest('.bar, input, textarea, select, dialog')) return;
      if (document.querySelector('dialog[open]')) return;
      void onDelete(task);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [hovered, readOnly, onDelete]);
}
