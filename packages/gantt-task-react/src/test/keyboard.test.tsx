// @vitest-environment happy-dom

import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rowStep, scrollToShow, stepRow } from '../helpers/keyboard';
import { Gantt } from '../index';
import { threeTasks } from './three-tasks';

afterEach(cleanup);

const tasks = threeTasks(2, 0);

const bars = (container: HTMLElement) => [...container.querySelectorAll<SVGGElement>('.bar g[tabindex]')];
const nameOf = (element: Element | null) => element?.closest('.bar > g')?.querySelector('text')?.textContent;
const press = async (element: Element, key: string) => {
  let event: KeyboardEvent | undefined;
  element.addEventListener('keydown', (e) => {
    event = e as KeyboardEvent;
  });
  await act(async () => {
    fireEvent.keyDown(element, { key });
  });
  return event;
};

describe('keys', () => {
  it('map to row steps', () => {
    expect([rowStep('ArrowDown'), rowStep('ArrowRight'), rowStep('ArrowUp'), rowStep('ArrowLeft')]).toEqual([
      1, 1, -1, -1,
    ]);
    expect(rowStep('Tab')).toBeUndefined();
    expect(stepRow(0, -1, 3)).toBe(0);
    expect(stepRow(1, Number.POSITIVE_INFINITY, 3)).toBe(2);
  });

  it('scroll only as far as needed to show a row', () => {
    expect(scrollToShow(0, 300, 120, 30)).toBe(0);
    expect(scrollToShow(0, 300, 600, 30)).toBe(330);
    expect(scrollToShow(400, 300, 120, 30)).toBe(120);
  });
});

describe('the chart by keyboard', () => {
  it('is one tab stop, and the arrow keys move the focus between bars', async () => {
    const { container } = await render(<Gantt tasks={tasks} />);
    expect(bars(container).map((b) => b.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    // No element of the chart but the tab stop takes Tab.
    expect(container.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    const [first] = bars(container);
    if (!first) throw new Error('no bars');
    await act(async () => first.focus());
    await press(first, 'ArrowDown');
    expect(nameOf(document.activeElement)).toBe('Framing');
    expect(bars(container).map((b) => b.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
    await press(document.activeElement as Element, 'End');
    expect(nameOf(document.activeElement)).toBe('Roofing');
    await press(document.activeElement as Element, 'ArrowUp');
    expect(nameOf(document.activeElement)).toBe('Framing');
  });

  it('leaves Tab to the page, opens a bar with Enter and asks to delete it with Delete', async () => {
    const onClick = vi.fn();
    const onDelete = vi.fn(() => false);
    const { container } = await render(<Gantt tasks={tasks} onClick={onClick} onDelete={onDelete} />);
    const [, second] = bars(container);
    if (!second) throw new Error('no bars');
    expect((await press(second, 'Tab'))?.defaultPrevented).toBe(false);
    await press(second, 'Enter');
    expect(onClick).toHaveBeenCalledWith(expect.objectContaining({ id: 'T1' }));
    await press(second, 'Delete');
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'T1' }));
  });
});
