// @vitest-environment happy-dom

import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OVERSCAN_ROWS, rowsInView, spanMeetsRows } from '../helpers/visible-rows';
import { Gantt } from '../index';
import type { Task } from '../types/public-types';

afterEach(cleanup);

const day = (n: number) => new Date(2026, 2, 2 + n);
const schedule = (count: number): Task[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `T${i}`,
    name: `Task ${i}`,
    type: 'task',
    start: day(i % 20),
    end: day((i % 20) + 2),
    progress: 0,
    displayOrder: i + 1,
    dependencies: i > 0 ? [`T${i - 1}`] : [],
  }));

describe('rowsInView', () => {
  it('is every row without a fixed height', () => {
    expect(rowsInView(500, 30, 0, 0)).toEqual([0, 500]);
  });

  it('is the rows in view and the overscan either side, from an even row', () => {
    // 450 px from 3,000 px down at 30 px a row: rows 100 to 115 are in view.
    expect(rowsInView(500, 30, 3000, 450)).toEqual([100 - OVERSCAN_ROWS, 115 + OVERSCAN_ROWS]);
    expect(rowsInView(500, 30, 3030, 450)[0] % 2).toBe(0);
    expect(rowsInView(20, 30, 0, 450)).toEqual([0, Math.min(20, 15 + OVERSCAN_ROWS)]);
    expect(rowsInView(16, 30, 0, 450)).toEqual([0, 16]);
  });

  it('keeps an arrow whose span crosses the window though both ends are outside it', () => {
    expect(spanMeetsRows(2, 300, [100, 140])).toBe(true);
    expect(spanMeetsRows(2, 50, [100, 140])).toBe(false);
    expect(spanMeetsRows(140, 200, [100, 140])).toBe(false);
  });
});

describe('a long chart with a fixed height', () => {
  it('draws the bars, grid rows and arrows of the rows in view only', async () => {
    const { container } = await render(<Gantt tasks={schedule(400)} ganttHeight={300} rowHeight={30} />);
    const bars = container.querySelector('.bar');
    expect(bars?.getAttribute('data-first-row')).toBe('0');
    expect(bars?.children).toHaveLength(10 + OVERSCAN_ROWS);
    expect(container.querySelectorAll('.rows rect')).toHaveLength(10 + OVERSCAN_ROWS);
    expect(container.querySelectorAll('.arrows .arrow')).toHaveLength(10 + OVERSCAN_ROWS);
  });

  it('draws every row without a fixed height', async () => {
    const { container } = await render(<Gantt tasks={schedule(60)} rowHeight={30} />);
    expect(container.querySelector('.bar')?.children).toHaveLength(60);
  });
});
