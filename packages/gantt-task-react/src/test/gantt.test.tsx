// @vitest-environment happy-dom

import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Gantt } from '../index';
import type { Task } from '../types/public-types';

afterEach(cleanup);

const tasks: Task[] = [
  { id: 'T1', name: 'Footings', type: 'task', start: new Date(2026, 2, 2), end: new Date(2026, 2, 6), progress: 40 },
  {
    id: 'T2',
    name: 'Framing',
    type: 'task',
    start: new Date(2026, 2, 9),
    end: new Date(2026, 2, 20),
    progress: 0,
    dependencies: ['T1'],
  },
];

describe('Gantt', () => {
  it('draws a bar for each task and an arrow from a predecessor to its successor', async () => {
    const { container } = await render(<Gantt tasks={tasks} />);
    const labels = [...container.querySelectorAll('.bar text')].map((t) => t.textContent);
    expect(labels).toEqual(['Footings', 'Framing']);
    expect(container.querySelectorAll('.arrows .arrow')).toHaveLength(1);
  });

  it('lists the tasks by name beside the chart', async () => {
    const { container } = await render(<Gantt tasks={tasks} />);
    expect(container.textContent).toContain('Footings');
    expect(container.textContent).toContain('Framing');
  });
});
