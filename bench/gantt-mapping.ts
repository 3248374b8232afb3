/**
 * How long the pure chart logic takes for a chained schedule: finding the tasks that start before a
 * predecessor finishes, and mapping the server's tasks to the chart's shape. Runs in Node, no stack.
 *
 *   npx tsx bench/gantt-mapping.ts 1000,3000
 */
import { pathToFileURL } from 'node:url';
import {
  findPredecessorConflicts,
  type ScheduleTask,
  toGanttTasks,
} from '../web/src/features/schedules/utils/gantt-tasks.ts';
import { summarize } from './timing.ts';

export interface GanttMappingResult {
  tasks: number;
  conflictsP50: number;
  conflictsP95: number;
  mappingP50: number;
  mappingP95: number;
}

const DAY = 86_400_000;
const JAN1 = Date.UTC(2026, 0, 1, 5);

/** `count` tasks of 2 days, one starting each day, each depending on the one before (so every one conflicts). */
function chainedTasks(count: number): ScheduleTask[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `T${i}`,
    name: `Task ${i}`,
    start: new Date(JAN1 + i * DAY).toISOString(),
    end: new Date(JAN1 + (i + 2) * DAY).toISOString(),
    progress: 0,
    type: 'task',
    dependencies: i ? [`T${i - 1}`] : [],
  }));
}

function time(fn: () => unknown, runs: number): number[] {
  for (let i = 0; i < 3; i++) fn();
  return Array.from({ length: runs }, () => {
    const start = performance.now();
    fn();
    return performance.now() - start;
  });
}

const ms = (value: number) => Math.round(value * 100) / 100;

export function measureGanttMapping(counts: readonly number[], runs = 20): GanttMappingResult[] {
  return counts.map((count) => {
    const tasks = chainedTasks(count);
    const conflicts = summarize(time(() => findPredecessorConflicts(tasks), runs));
    const conflicting = new Set(findPredecessorConflicts(tasks).map((c) => c.taskId));
    const mapping = summarize(time(() => toGanttTasks(tasks, { conflicting }), runs));
    return {
      tasks: count,
      conflictsP50: ms(conflicts.p50),
      conflictsP95: ms(conflicts.p95),
      mappingP50: ms(mapping.p50),
      mappingP95: ms(mapping.p95),
    };
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const counts = (process.argv[2] ?? '1000,3000').split(',').map(Number);
  console.table(measureGanttMapping(counts));
}
