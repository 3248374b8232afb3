/**
 * Demo schedules: about 40 construction tasks per project with dependencies, statuses, inspections,
 * notes and photos on several days including today, and a marketing schedule. Written through the
 * same domain functions the API uses.
 */
import type { Project } from '#shared/models.ts';
import { INSPECTION_STATUSES, TASK_STATUSES } from '#shared/schemas/tasks.ts';
import { torontoDateKey } from '#shared/time.ts';
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

const day = (base: Date, offset: number) => new Date(base.getTime() + offset * 86_400_000);
const dateOnly = (date: Date) => torontoDateKey(date);

async function seedConstruction(project: Project, admin: Caller, site: Caller, now: Date): Promise<void> {
  const start = day(now, -45);
  const ids: string[] = [];
  let offset = 0;
  for (const [phase, names] of PHASES.entries()) {
    for (const [i, name] of names.entries()) {
      const length = 2 + ((phase + i) % 5);
      const previous = ids[ids.length - 1];
      const task = await createTask(
        admin,
        {
          projectId: project._id,
          task_name: name,
          schedule_start: day(start, offset).toISOString(),
          schedule_finish: day(start, offset + length).toISOString(),
          progress: 0,
          dependencies: previous ? [previous] : [],
          type: i === names.length - 1 ? 'milestone' : 'task',
          owner: ['Ana (site lead)', 'Bruno (framing)', 'Chen (MEP)', 'Dara (finishes)'][phase % 4],
        },
        now,
      );
      ids.push(task._id);
      // Each task starts when the one before ends; every 13th starts a day early, so the Gantt's
      // predecessor warning has something real to show.
      offset += ids.length % 13 === 0 ? length - 1 : length;
    }
  }
  // Progress follows time: done before today, working around today, not started after.
  for (const [n, id] of ids.entries()) {
    const status = n < 14 ? 'complete' : n < 18 ? TASK_STATUSES[3] : TASK_STATUSES[n % 3];
    const inspection = INSPECTION_STATUSES[n % INSPECTION_STATUSES.length];
    await updateTask(
      site,
      id,
      {
        owner: undefined,
        status,
        progress: status === 'complete' ? 100 : status === 'working' ? 30 + (n % 5) * 10 : 0,
        inspection_status: inspection,
        ...(inspection === 'Scheduled' && { inspection_schedule_date: day(now, 2 + (n % 4)).toISOString() }),
        ...(n % 4 === 1 && { estimate_start: day(start, n + 2).toISOString() }),
        ...(n % 5 === 2 && { estimate_finish: day(start, n + 9).toISOString() }),
      },
      now,
    );
  }
  // Notes and photos on several days, today included, for the tasks under way.
  for (const [k, id] of ids.slice(12, 20).entries()) {
    for (const daysAgo of [6, 3, 1, 0]) {
      // Some tasks have nothing today, so the monitor shows 'Before' too.
      if ((k + daysAgo) % 2 === 1 && daysAgo !== 0) continue;
      if (daysAgo === 0 && k % 3 === 0) continue;
      const when = new Date(day(now, -daysAgo).getTime() - 3600_000 * (1 + k));
      await addNote(site, id, NOTES[(k + daysAgo) % NOTES.length] as string, when);
      const photo = demoPhoto(k * 7 + daysAgo);
      await uploadImagesDirect(
        site,
        { taskId: id },
        [{ filename: `site-${dateOnly(when)}-${k + 1}.png`, contentType: 'image/png', data: photo }],
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
  ['VIP preview event', 2, 'Jo'],
  ['Public launch', 1, 'Priya'],
] as const;

async function seedMarketing(project: Project, admin: Caller, now: Date): Promise<void> {
  let start = day(now, -20);
  let previous: string | undefined;
  for (const [n, [name, length, owner]] of MARKETING.entries()) {
    const task = await createMarketingTask(
      admin,
      {
        projectId: project._id,
        task_name: name,
        start_date: start.toISOString(),
        end_date: day(start, length).toISOString(),
        owner,
        progress: n < 2 ? 100 : n === 2 ? 60 : 0,
        dependencies: previous ? [previous] : [],
        type: n >= 5 ? 'milestone' : 'task',
      },
      now,
    );
    previous = task._id;
    start = day(start, Math.max(1, length - 3));
  }
}

export async function seedSchedules(projects: Project[], admin: Caller, site: Caller, now: Date): Promise<void> {
  for (const project of projects.filter((p) => p.status === 'active')) {
    await seedConstruction(project, admin, site, now);
    await seedMarketing(project, admin, now);
  }
}
