// @vitest-environment happy-dom

import { describe, expect, it } from 'vitest';
import { CRITICAL_ARROW_CLASS, criticalLinks, markCriticalArrows } from './critical-arrows.ts';
import type { ChartTask } from './gantt-tasks.ts';

const chartTask = (id: string, criticalFrom?: string[]): ChartTask => ({
  id,
  name: id,
  type: 'task',
  start: new Date(2026, 4, 1),
  end: new Date(2026, 4, 2),
  progress: 0,
  ...(criticalFrom && { criticalFrom }),
});

const arrows = (pairs: [string, string][]) => {
  const root = document.createElement('div');
  root.innerHTML = pairs
    .map(([from, to]) => `<svg><g class="arrow" data-from="${from}" data-to="${to}"></g></svg>`)
    .join('');
  return root;
};
const marked = (root: ParentNode) =>
  [...root.querySelectorAll(`g.${CRITICAL_ARROW_CLASS}`)].map(
    (g) => `${g.getAttribute('data-from')}>${g.getAttribute('data-to')}`,
  );

describe('critical arrows', () => {
  it('marks the arrows whose successor lists the predecessor in criticalFrom', () => {
    const links = criticalLinks([chartTask('A'), chartTask('B', ['A']), chartTask('C', ['B'])]);
    const root = arrows([
      ['A', 'B'],
      ['A', 'C'],
      ['B', 'C'],
    ]);
    markCriticalArrows(root, links);
    expect(marked(root)).toEqual(['A>B', 'B>C']);
    expect(root.querySelector('g')?.getAttribute('class')).toBe(`arrow ${CRITICAL_ARROW_CLASS}`);
  });

  it('unmarks them when the critical path is hidden', () => {
    const root = arrows([['A', 'B']]);
    markCriticalArrows(root, criticalLinks([chartTask('B', ['A'])]));
    markCriticalArrows(root, criticalLinks([chartTask('B')]));
    expect(marked(root)).toEqual([]);
    expect(root.querySelector('g')?.getAttribute('class')).toBe('arrow');
  });
});
