import type { Task } from '../types/public-types';

/** Three tasks, Footings, Framing and Roofing, one starting every 3 days from 2 March 2026, `days` long. */
export const threeTasks = (days: number, progress: number): Task[] =>
  ['Footings', 'Framing', 'Roofing'].map((name, i) => ({
    id: `T${i}`,
    name,
    type: 'task',
    start: new Date(2026, 2, 2 + 3 * i),
    end: new Date(2026, 2, 2 + days + 3 * i),
    progress,
    displayOrder: i + 1,
  }));
