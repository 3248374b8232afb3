/**
 * A fresh demo seed looks like a real job (issue item "demo data that looks like a real job"): no
 * predecessor warning, no finished task with an inspection still ahead, estimates near their schedule,
 * dates at local midnight, and drawings and photos of real sizes.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../../local/seed/projects-and-users.ts';
import type { FilesResponse, Folder } from '../../shared/models/documents.ts';
import type { Project } from '../../shared/models.ts';
import { MODULES } from '../../shared/roles.ts';
import type { ConstructionTask, MarketingTask } from '../../shared/task-models.ts';
import { parseTimestamp, torontoDateKey, torontoMidnight } from '../../shared/time.ts';
import { findPredecessorConflicts, type ScheduleTask } from '../../web/src/features/schedules/utils/gantt-tasks.ts';
import { asAdmin, call } from '../support/api.ts';

const DAY = 86_400_000;

async function demoProjects(): Promise<Project[]> {
  const res = await call<Project[]>('/api/projects', { token: await asAdmin() });
  const demo = DEMO_PROJECTS.filter((p) => p.status === 'active').map((p) => p.name as string);
  return res.body.filter((p) => demo.includes(p.name));
}

const atLocalMidnight = (timestamp: string | undefined) => {
  const date = parseTimestamp(timestamp);
  return date !== undefined && torontoMidnight(torontoDateKey(date)).getTime() === date.getTime();
};

const schedule = (
  tasks: { _id: string; task_name: string; progress?: number; dependencies?: string[] }[],
  dates: (t: never) => [string, string],
): ScheduleTask[] =>
  tasks.map((t) => {
    const [start, end] = dates(t as never);
    return {
      id: t._id,
      name: t.task_name,
      start,
      end,
      progress: t.progress ?? 0,
      type: 'task',
      dependencies: t.dependencies ?? [],
    };
  });

describe('demo data', () => {
  it('the seeded demo projects have schedules', async () => {
    const projects = await demoProjects();
    expect(projects.length).toBeGreaterThanOrEqual(2);
  });

  it('the order tasks were added is their plan order: the Gantt lists a fresh seed phase by phase', async () => {
    const admin = await asAdmin();
    for (const project of await demoProjects()) {
      const tasks = (await call<ConstructionTask[]>(`/api/tasks?projectId=${project._id}`, { token: admin })).body;
      if (tasks.length === 0) continue;
      // The chart keeps the order tasks were added (their ids); the seed adds them in plan order.
      const byId = [...tasks].sort((a, b) => (a._id < b._id ? -1 : 1));
      const starts = byId.map((t) => Date.parse(t.schedule_start));
      expect(starts, project.name).toEqual([...starts].sort((a, b) => a - b));
    }
  });

  it('construction schedules: no predecessor warning, finished work has no inspection ahead, estimates near the plan, dates at midnight', async () => {
    const admin = await asAdmin();
    const now = Date.now();
    for (const project of await demoProjects()) {
      const tasks = (await call<ConstructionTask[]>(`/api/tasks?projectId=${project._id}`, { token: admin })).body;
      if (tasks.length === 0) continue;
      const chart = schedule(tasks, (t: ConstructionTask) => [t.schedule_start, t.schedule_finish]);
      expect(findPredecessorConflicts(chart), project.name).toEqual([]);
      for (const t of tasks) {
        const label = `${project.name}: ${t.task_name}`;
        expect(atLocalMidnight(t.schedule_start), `${label} start`).toBe(true);
        expect(atLocalMidnight(t.schedule_finish), `${label} finish`).toBe(true);
        if (t.status === 'complete') {
          const inspection = parseTimestamp(t.inspection_schedule_date)?.getTime();
          expect(inspection === undefined || inspection <= now, `${label} inspection after completion`).toBe(true);
          expect(t.inspection_status === 'Scheduled' || t.inspection_status === 'TBD', `${label} inspection`).toBe(
            false,
          );
        }
        for (const [estimate, planned] of [
          [t.estimate_start, t.schedule_start],
          [t.estimate_finish, t.schedule_finish],
        ] as const) {
          if (!estimate) continue;
          const gap = Math.abs((parseTimestamp(estimate)?.getTime() ?? 0) - (parseTimestamp(planned)?.getTime() ?? 0));
          expect(gap, `${label} estimate ${estimate} vs ${planned}`).toBeLessThanOrEqual(5 * DAY);
        }
      }
    }
  });

  it('marketing schedules: no predecessor warning, dates at midnight', async () => {
    const admin = await asAdmin();
    for (const project of await demoProjects()) {
      const tasks = (await call<MarketingTask[]>(`/api/marketing_tasks?projectId=${project._id}`, { token: admin }))
        .body;
      const chart = schedule(tasks, (t: MarketingTask) => [t.start_date, t.end_date]);
      expect(findPredecessorConflicts(chart), project.name).toEqual([]);
      for (const t of tasks)
        expect(atLocalMidnight(t.start_date) && atLocalMidnight(t.end_date), t.task_name).toBe(true);
    }
  });

  it('R14: every seeded milestone is one day: its finish is its start (construction and marketing)', async () => {
    const admin = await asAdmin();
    let milestones = 0;
    for (const project of await demoProjects()) {
      const tasks = (await call<ConstructionTask[]>(`/api/tasks?projectId=${project._id}`, { token: admin })).body;
      const mtasks = (await call<MarketingTask[]>(`/api/marketing_tasks?projectId=${project._id}`, { token: admin }))
        .body;
      for (const t of tasks.filter((t) => t.type === 'milestone')) {
        milestones++;
        expect(t.schedule_finish, `${project.name}: ${t.task_name}`).toBe(t.schedule_start);
      }
      for (const t of mtasks.filter((t) => t.type === 'milestone')) {
        milestones++;
        expect(t.end_date, `${project.name}: ${t.task_name}`).toBe(t.start_date);
      }
    }
    expect(milestones).toBeGreaterThan(0);
  });

  it('seeded drawings and pictures have real sizes (none shows "0.00 MB")', async () => {
    const admin = await asAdmin();
    const sizes: { name: string; size: number }[] = [];
    for (const project of await demoProjects()) {
      for (const module of MODULES) {
        const folders = await call<Folder[]>(`/api/folders?module=${module}&projectId=${project._id}`, {
          token: admin,
        });
        for (const folderId of ['root', ...folders.body.map((f) => f._id)]) {
          const files = await call<FilesResponse>(
            `/api/files/${module}?folderId=${folderId}&projectId=${project._id}`,
            {
              token: admin,
            },
          );
          sizes.push(...files.body.files.map((f) => ({ name: f.original_name, size: f.size })));
        }
      }
    }
    expect(sizes.length).toBeGreaterThan(10);
    const tooSmall = sizes.filter((f) => f.size < (f.name.endsWith('.pdf') ? 200_000 : 10_000));
    expect(tooSmall).toEqual([]);
  });
});
