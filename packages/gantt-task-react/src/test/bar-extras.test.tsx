// @vitest-environment happy-dom

import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Gantt } from '../index';
import { threeTasks } from './three-tasks';

afterEach(cleanup);

const tasks = threeTasks(4, 40);

const items = (container: HTMLElement) => [...container.querySelectorAll<SVGGElement>('.bar > g')];
const handles = (item: Element | undefined) => item?.querySelectorAll('.handleGroup rect, .handleGroup polygon').length;
const rings = (container: HTMLElement) => container.querySelectorAll('.bar rect[class*="focusRing"]').length;

describe('a bar draws its handles and focus ring only when they can show (README.md, change 13)', () => {
  it('draws the date and progress handles of the bar under the pointer, and none on the others', async () => {
    const { container } = await render(<Gantt tasks={tasks} onDateChange={() => true} onProgressChange={() => true} />);
    const [first, second] = items(container);
    expect(items(container).map(handles)).toEqual([0, 0, 0]);
    await act(async () => {
      fireEvent.mouseEnter(second as Element);
    });
    expect(items(container).map(handles)).toEqual([0, 3, 0]);
    await act(async () => {
      fireEvent.mouseLeave(second as Element);
      fireEvent.mouseEnter(first as Element);
    });
    expect(items(container).map(handles)).toEqual([3, 0, 0]);
  });

  it('draws no handle on a hovered bar that cannot be changed', async () => {
    const { container } = await render(<Gantt tasks={tasks} />);
    const [first] = items(container);
    await act(async () => {
      fireEvent.mouseEnter(first as Element);
    });
    expect(handles(first)).toBe(0);
  });

  it('draws the focus ring of the bar holding the focus only', async () => {
    const { container } = await render(<Gantt tasks={tasks} />);
    expect(rings(container)).toBe(0);
    const bar = container.querySelector<SVGGElement>('.bar g[tabindex="0"]');
    await act(async () => bar?.focus());
    expect(rings(container)).toBe(1);
    await act(async () => bar?.blur());
    expect(rings(container)).toBe(0);
  });
});
