/**
 * Demo schedules: about 40 construction tasks per project with dependencies, statuses, inspections,
 * notes and photos on several days including today, and a marketing schedule. Written through the
 * same domain functions the API uses.
 */
import type { Project } from '#shared/models.ts';
import type { InspectionStatus, TaskStatus } from '#shared/schemas/tasks.ts';
import { addDaysToDateKey, torontoDateKey, torontoMidnight } from '#shared/time.ts';
import type { Caller } from '../../functions/commons/auth/authenticate.ts';
import { createTask, updateTask } from '../../functions/domain/construction-tasks.ts';
import { createMarketingTask } from '../../functions/domain/marketing-tasks.ts';
import { addNote, uploadImagesDirect } from '../../functions/domain/task-activity.ts';
import { demoPhoto } from './png.ts';

const PHASES = [
  [
    'Site mobilization',
    'Survey and layout',
    'Excavation',
    'Shoring',
    'Footings',
    'Foundation walls',
    'Waterproofing',
    'Backfill',
  ],
  [
    'Underground plumbing',
    'Slab on grade',
    'Structural steel',
    'Floor framing',
    'Wall framing',
    'Roof framing',
    'Sheathing',
    'Roofing',
  ],
  [
    'Windows and doors',
    'Rough plumbing',
    'Rough electrical',
    'HVAC ductwork',
    'Fire sprinklers',
    'Insulation',
    'Air barrier',
    'Drywall',
  ],
  [
    'Taping and mudding',
    'Exterior cladding',
    'Masonry',
    'Interior doors',
    'Millwork',
    'Kitchen cabinets',
    'Tiling',
    'Flooring',
  ],
  [
    'Painting',
    'Finish electrical',
    'Finish plumbing',
    'Appliances',
    'Landscaping',
    'Paving',
    'Deficiency walk',
    'Occupancy inspection',
  ],
];

const NOTES = [
  'Crew of 6 on site, weather clear.',
  'Concrete truck delayed 40 minutes; pour finished by noon.',
  'Inspector asked for photos of rebar spacing before cover.',
  'Material delivery checked against the packing slip: complete.',
  'Rain in the afternoon, covered the open work.',
];

/** Calendar days counted from today in Toronto; every seeded date is a local midnight, so none is a day off. */
function calendar(now: Date) {
  const today = torontoDateKey(now);
  const key = (offset: number) => addDaysToDateKey(today, offset);
  return {
    key,
    midnight: (offset: number) => torontoMidnight(key(offset)),
    at: (offset: number) => torontoMidnight(key(offset)).toISOString(),
  };
}

const OWNERS = ['Ana (site lead)', 'Bruno (framing)', 'Chen (MEP)', 'Dara (finishes)'];

interface Planned {
  id: string;
  /** Days from today: the first and the last working day (a finish date is inclusive). */
  start: number;
  finish: number;
}

/** What a task looks like on a real site today: finished work inspected, current work under way. */
interface SeededState {
  status: TaskStatus;
  progress: number;
  inspection_status: InspectionStatus;
  /** Days from today of the booked inspection. */
  inspectionDay?: number;
}

function progressOf(task: Planned, n: number): SeededState {
  if (task.finish < 0) {
    return { status: 'complete', progress: 100, inspection_status: n % 3 === 0 ? 'Not Required' : 'Passed' };
  }
  if (task.start <= 0) {
    const done = Math.round((100 * -task.start) / (task.finish - task.start + 1));
    return {
      status: 'working',
      progress: Math.min(90, Math.max(10, done)),
      inspection_status: 'Scheduled',
      inspectionDay: task.finish,
    };
  }
  const status = task.start <= 7 ? 'booked' : task.start <= 21 ? 'waiting book' : 'not ready';
  return { status, progress: 0, inspection_status: n % 4 === 0 ? 'Not Required' : 'TBD' };
}

async function seedConstruction(project: Project, admin: Caller, site: Caller, now: Date): Promise<void> {
  const days = calendar(now);
  const planned: Planned[] = [];
  let offset = -45;
  for (const [phase, names] of PHASES.entries()) {
    for (const [i, name] of names.entries()) {
      const milestone = i === names.length - 1;
      // A milestone is one day: its finish is its start.
      const length = milestone ? 1 : 2 + ((phase + i) % 5);
      const previous = planned[planned.length - 1];
      const task = await createTask(
        admin,
        {
          projectId: project._id,
          task_name: name,
          schedule_start: days.at(offset),
          schedule_finish: days.at(offset + length - 1),
          progress: 0,
          dependencies: previous ? [previous.id] : [],
          type: milestone ? 'milestone' : 'task',
          owner: OWNERS[phase % OWNERS.length],
        },
        now,
      );
      // Finish to start: each task begins the day after the one before it finishes, as a planned schedule does.
      planned.push({ id: task._id, start: offset, finish: offset + length - 1 });
      offset += length;
    }
  }
  for (const [n, task] of planned.entries()) {
    const { inspectionDay, ...state } = progressOf(task, n);
    await updateTask(
      site,
      task.id,
      {
        owner: undefined,
        ...state,
        ...(inspectionDay !== undefined && { inspection_schedule_date: days.at(inspectionDay) }),
        // Some tasks carry the trade's own estimate, a day or two off the plan.
        ...(n % 4 === 1 && { estimate_start: days.at(task.start + (n % 3) - 1) }),
        ...(n % 5 === 2 && { estimate_finish: days.at(task.finish + (n % 3)) }),
      },
      now,
    );
  }
  // Notes and photos on several days, today included, for the work under way and just finished.
  const current = planned.filter((t) => t.start <= 0).slice(-8);
  for (const [k, task] of current.entries()) {
    for (const daysAgo of [6, 3, 1, 0]) {
      if (-daysAgo < task.start) continue;
      // Some tasks have nothing today, so the monitor shows 'Before' too.
      if ((k + daysAgo) % 2 === 1 && daysAgo !== 0) continue;
      if (daysAgo === 0 && k % 3 === 0) continue;
      const morning = days.midnight(-daysAgo).getTime() + (7 + k) * 3600_000;
      // Today's notes are never in the future, whatever the hour the seed runs.
      const when = new Date(daysAgo === 0 ? Math.min(morning, now.getTime() - (k + 1) * 60_000) : morning);
      await addNote(site, task.id, NOTES[(k + daysAgo) % NOTES.length] as string, when);
      const photo = demoPhoto(k * 7 + daysAgo);
      await uploadImagesDirect(
        site,
        { taskId: task.id },
        [{ filename: `site-${torontoDateKey(when)}-${k + 1}.png`, contentType: 'image/png', data: photo }],
        when,
      );
    }
  }
}

const MARKETING = [
  ['Brand guidelines', 10, 'Priya'],
  ['Sales centre design', 20, 'Priya'],
  ['Website launch', 14, 'Marc'],
  ['Brochure print run', 7, 'Marc'],
  ['Social media campaign', 30, 'Jo'],
  ['VIP preview event', 1, 'Jo'],
  ['Public launch', 1, 'Priya'],
] as const;
/** The last two are milestones: one day each. */
const FIRST_MILESTONE = 5;

async function seedMarketing(project: Project, admin: Caller, now: Date): Promise<void> {
  const days = calendar(now);
  let start = -35;
  let previous: string | undefined;
  for (const [n, [name, length, owner]] of MARKETING.entries()) {
    const finish = start + length - 1;
    const task = await createMarketingTask(
      admin,
      {
        projectId: project._id,
        task_name: name,
        start_date: days.at(start),
        end_date: days.at(finish),
        owner,
        progress: finish < 0 ? 100 : start <= 0 ? Math.round((100 * -start) / length) : 0,
        dependencies: previous ? [previous] : [],
        type: n >= FIRST_MILESTONE ? 'milestone' : 'task',
      },
      now,
    );
    previous = task._id;
    start = finish + 1;
  }
}
export async function seedSchedules(projects: Project[], admin: Caller, site: Caller, now: Date): Promise<void> {
  for (const project of projects.filter((p) => p.status === 'active')) {
    await seedConstruction(project, admin, site, now);
    await seedMarketing(project, admin, now);
  }
}
