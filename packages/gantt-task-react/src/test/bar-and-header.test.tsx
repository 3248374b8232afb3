// @vitest-environment happy-dom

import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { keepFirstTopLabelInside, TOP_LABEL_PAD } from '../components/calendar/first-top-label';
import { TopPartOfCalendar } from '../components/calendar/top-part-of-calendar';
import { dateHandleWidth, MIN_MOVE_ZONE } from '../components/task-item/bar/bar';
import { Gantt } from '../index';
import type { Task } from '../types/public-types';

afterEach(cleanup);

const label = (value: string, xText: number) => (
  <TopPartOfCalendar key={value} value={value} x1Line={0} y1Line={0} y2Line={25} xText={xText} yText={22} />
);

describe('the date handles', () => {
  it('keep their width on a long bar', () => {
    expect(dateHandleWidth({ x1: 0, x2: 120, handleWidth: 8 })).toBe(8);
  });

  it('leave MIN_MOVE_ZONE px in the middle of a short bar', () => {
    const bar = { x1: 0, x2: 17, handleWidth: 8 };
    const width = dateHandleWidth(bar);
    expect(bar.x2 - bar.x1 - 2 - 2 * width).toBe(MIN_MOVE_ZONE);
  });
});

describe('the top row of the date header', () => {
  it('starts its leftmost label inside the chart when, centred, it would run off the edge', () => {
    const [first, second] = keepFirstTopLabelInside(
      [label('September, 2026', 30), label('October, 2026', 400)],
      '14px',
    );
    expect(first?.props.xText).toBe(TOP_LABEL_PAD);
    expect(first?.props.textAnchor).toBe('start');
    expect(second?.props.xText).toBe(400);
  });

  it('leaves a label that fits centred', () => {
    const labels = [label('2026', 200)];
    expect(keepFirstTopLabelInside(labels, '14px')).toBe(labels);
  });
});

describe('the arrows', () => {
  it('name the tasks at their ends', async () => {
    const tasks: Task[] = [
      { id: 'A', name: 'A', type: 'task', start: new Date(2026, 2, 2), end: new Date(2026, 2, 5), progress: 0 },
      {
        id: 'B',
        name: 'B',
        type: 'task',
        start: new Date(2026, 2, 6),
        end: new Date(2026, 2, 9),
        progress: 0,
        dependencies: ['A'],
      },
    ];
    const { container } = await render(<Gantt tasks={tasks} />);
    const arrow = container.querySelector('.arrows .arrow');
    expect([arrow?.getAttribute('data-from'), arrow?.getAttribute('data-to')]).toEqual(['A', 'B']);
  });
});
