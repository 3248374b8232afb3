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

describe('rows scrolled through the window', () => {
  const chart = async () => {
    const { container } = await render(<Gantt tasks={tasks} ganttHeight={300} rowHeight={30} />);
    const vertical = container.firstElementChild?.firstElementChild?.lastElementChild;
    if (!vertical) throw new Error('the chart has no vertical scroll bar');
    const items = () => [...container.querySelectorAll<SVGGElement>('.bar > g')];
    const names = () => items().map((g) => g.querySelector('text')?.textContent);
    return { container, vertical, items, names };
  };

  it('lend their elements to the rows that enter it', async () => {
    const { container, vertical, items, names } = await chart();
    const bars = items();
    const gridRows = [...container.querySelectorAll('.rows rect')];
    expect(names()[0]).toBe('Task 0');
    // 60 rows down: not one row of the first window is in the second.
    await scrollBy(vertical, 'scrollTop', 1800);
    expect(names()).not.toContain('Task 0');
    expect(names()).toContain('Task 60');
    // The same elements, now showing other tasks. 16 slots at this height: the first window's rows 0 to 11 took
    // slots 0 to 11, the second's rows 58 to 71 take 10 to 15 and 0 to 7, so only the elements of slots 8 and 9
    // went (keyed by task, every one would have).
    expect(bars).toHaveLength(12);
    expect(items()).toHaveLength(14);
    expect(bars.filter((g) => g.isConnected)).toHaveLength(10);
    expect(gridRows.filter((r) => r.isConnected)).toHaveLength(10);
  });

  it('move no element of the bars or the grid rows: the rows that wrap round are not taken out and put back', async () => {
    const { container, vertical } = await chart();
    const moved: Node[] = [];
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((found) => records.push(...found));
    for (const layer of container.querySelectorAll('.bar, .rows, .rowLines'))
      observer.observe(layer, { childList: true });
    const steps = [1800, 1830, 2700, 2760, 600];
    for (const top of steps) await scrollBy(vertical, 'scrollTop', top);
    records.push(...observer.takeRecords());
    observer.disconnect();
    // A move is a removal, then the same element added back (React's insertBefore of an element in the page).
    const removed = new Set<Node>();
    for (const record of records) {
      for (const node of record.removedNodes) removed.add(node);
      for (const node of record.addedNodes) if (removed.has(node)) moved.push(node);
    }
    // Something did change (slots that came into use or went out), and nothing moved.
    expect(records.length).toBeGreaterThan(0);
    expect(moved).toHaveLength(0);
    // The stripes still go by the row: the row 61 (odd) is the shaded one, whatever its slot.
    await scrollBy(vertical, 'scrollTop', 1830);
    const rows = [...container.querySelectorAll<SVGRectElement>('.rows rect')];
    const odd = rows
      .filter((r) => r.getAttribute('class')?.includes('gridRowOdd'))
      .map((r) => Number(r.getAttribute('y')) / 30);
    expect(odd.length).toBeGreaterThan(0);
    expect(odd.every((row) => row % 2 === 1)).toBe(true);
  });

  it('keep a focused bar on its task while it stays in view, and drop the focus when it leaves', async () => {
    const { vertical, items } = await chart();
    const bar = items()[4]?.querySelector<SVGElement>('[tabindex]');
    if (!bar) throw new Error('no fifth bar');
    await act(async () => bar.focus());
    await scrollBy(vertical, 'scrollTop', 60);
    expect(document.activeElement).toBe(bar);
    expect(bar.closest('.bar > g')?.querySelector('text')?.textContent).toBe('Task 4');
    await scrollBy(vertical, 'scrollTop', 1800);
    expect(bar.isConnected).toBe(true);
    expect(bar.closest('.bar > g')?.querySelector('text')?.textContent).not.toBe('Task 4');
    expect(document.activeElement).not.toBe(bar);
  });
});
