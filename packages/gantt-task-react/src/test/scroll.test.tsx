// @vitest-environment happy-dom

import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OVERSCAN_ROWS } from '../helpers/visible-rows';
import { Gantt } from '../index';
import type { Task } from '../types/public-types';

afterEach(cleanup);

const day = (n: number) => new Date(2026, 2, 2 + n);
const tasks: Task[] = Array.from({ length: 200 }, (_, i) => ({
  id: `T${i}`,
  name: `Task ${i}`,
  type: 'task',
  start: day(i % 20),
  end: day((i % 20) + 2),
  progress: 0,
  displayOrder: i + 1,
}));

const scrollBy = async (element: Element, side: 'scrollTop' | 'scrollLeft', value: number) => {
  await act(async () => {
    element[side] = value;
    fireEvent.scroll(element);
  });
};

describe('the scroll bars', () => {
  it('take a lone vertical scroll right after a horizontal one', async () => {
    const { container } = await render(<Gantt tasks={tasks} ganttHeight={300} rowHeight={30} />);
    // The chart's layout: the wrapper (list, timeline, vertical bar last), then the horizontal bar.
    const wrapper = container.firstElementChild?.firstElementChild;
    const vertical = wrapper?.lastElementChild;
    const horizontal = container.firstElementChild?.lastElementChild;
    if (!vertical || !horizontal) throw new Error('the chart has no scroll bars');
    await scrollBy(horizontal, 'scrollLeft', 120);
    await scrollBy(vertical, 'scrollTop', 1800);
    // 1,800 px down at 30 px a row is row 60; the bars drawn start OVERSCAN_ROWS (even) before it.
    expect(container.querySelector('.bar')?.getAttribute('data-first-row')).toBe(String(60 - OVERSCAN_ROWS));
    await scrollBy(vertical, 'scrollTop', 2400);
    expect(container.querySelector('.bar')?.getAttribute('data-first-row')).toBe(String(80 - OVERSCAN_ROWS));
  });
});
