// @vitest-environment happy-dom

import { cleanup, render } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Gantt } from '../index';
import { type Task, ViewMode } from '../types/public-types';

afterEach(cleanup);

const tasks: Task[] = [
  { id: 'T1', name: 'Set forms', type: 'task', start: new Date(2026, 8, 28), end: new Date(2026, 9, 1), progress: 0 },
];

/** What one commit drew: the calendar's bottom labels with their x, and the header's width. */
type Frame = { asked: ViewMode; labels: { text: string; x: number }[]; headerWidth: number };

/**
 * Renders the chart and records the calendar after every commit the parent causes (a parent's layout effect
 * runs after the child's DOM is in place, before the browser paints), so a frame the user would see for an
 * instant is recorded too.
 */
function Recorder({ viewMode, columnWidth, frames }: { viewMode: ViewMode; columnWidth: number; frames: Frame[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const calendar = ref.current?.querySelector('g.calendar');
    if (!calendar) return;
    const labels = [...calendar.querySelectorAll(':scope > text')].map((t) => ({
      text: t.textContent ?? '',
      x: Number(t.getAttribute('x')),
    }));
    labels.sort((a, b) => a.x - b.x);
    frames.push({
      asked: viewMode,
      labels,
      headerWidth: Number(calendar.querySelector('rect')?.getAttribute('width')),
    });
  });
  return (
    <div ref={ref}>
      <Gantt tasks={tasks} viewMode={viewMode} columnWidth={columnWidth} />
    </div>
  );
}

const spacing = (frame: Frame): number => {
  const [a, b] = frame.labels;
  return a && b ? b.x - a.x : Number.NaN;
};

describe('switching the view', () => {
  it('CI-labels: every frame after a view switch draws the view asked for, whole (month names at the Week view’s width ran into each other)', async () => {
    const frames: Frame[] = [];
    const { rerender, container } = await render(
      <Recorder viewMode={ViewMode.Month} columnWidth={90} frames={frames} />,
    );
    await rerender(<Recorder viewMode={ViewMode.Week} columnWidth={60} frames={frames} />);
    await rerender(<Recorder viewMode={ViewMode.Month} columnWidth={90} frames={frames} />);

    expect(frames.length).toBeGreaterThanOrEqual(3);
    for (const frame of frames) {
      const seen = frame.labels.map((l) => l.text).join(', ');
      const weeks = frame.labels.every((l) => /^W\d+$/.test(l.text));
      // Every frame draws the view asked for, whole: its dates at its own column width.
      expect(weeks ? ViewMode.Week : ViewMode.Month, `labels ${seen}`).toBe(frame.asked);
      const width = weeks ? 60 : 90;
      expect(spacing(frame), `labels ${seen}`).toBe(width);
      expect(frame.headerWidth % width).toBe(0);
    }
    const [first, second] = [...container.querySelectorAll('g.calendar > text')];
    expect(first?.textContent).toBe('August');
    expect(Number(second?.getAttribute('x')) - Number(first?.getAttribute('x'))).toBe(90);
  });
});
