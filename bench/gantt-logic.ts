/**
 * The predecessor check behind both Gantt charts (web/src/components/gantt/gantt-tasks.ts), timed on
 * chained schedules of growing size: the ratio to 100 tasks shows whether it stays linear. (This was a
 * timing assertion in a unit test; tests never assert on time, so the figure lives here.)
 */
import { findPredecessorConflicts, type ScheduleTask } from '../web/src/components/gantt/gantt-tasks.ts';
import { round } from './timing.ts';

function chain(count: number): ScheduleTask[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `T${i}`,
    name: `Task ${i}`,
    start: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    end: new Date(Date.UTC(2026, 0, 3 + i)).toISOString(),
    progress: 0,
    type: 'task' as const,
    dependencies: i ? [`T${i - 1}`] : [],
  }));
}

function medianMs(work: () => void, runs = 7): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? Number.NaN;
}

export function measurePredecessorCheck(sizes = [100, 1000, 3000]) {
  const rows = sizes.map((count) => {
    const tasks = chain(count);
    findPredecessorConflicts(tasks); // warm-up
    return {
      tasks: count,
      ms: round(
        medianMs(() => findPredecessorConflicts(tasks)),
        3,
      ),
    };
  });
  const base = rows[0]?.ms || Number.NaN;
  return rows.map((r) => ({ ...r, ratioTo100: round(r.ms / base) }));
}
