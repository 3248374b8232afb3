import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCsv } from './schedule-exchange/csv.ts';
import { answerOf, importedBaseline, importedTasks, readScheduleFile } from './schedule-import-records.ts';

const CSV = [
  'id,name,start,finish,progress,predecessors,parent,owner,type',
  'P,Structure,2027-03-01,2027-03-12,0,,,,project',
  'A,Footings,2027-03-01,2027-03-05,40,,P,Ortiz,task',
  'B,Walls,2027-03-08,2027-03-12,0,AFS+2d;PSS,P,,task',
  'M,Topped out,2027-03-12,,0,BFF,,,milestone',
].join('\n');

const target = {
  kind: 'construction' as const,
  projectId: 'PROJ',
  importId: '01JABCDEFGHJKMNPQRSTVWXYZ0',
  now: new Date(),
};

describe('importedTasks', () => {
  it('gives each task a new id in file order, and maps phases and links (with types and lags) to those ids', () => {
    const tasks = importedTasks(readCsv(CSV), target).map((t) => t.task);
    const [phase, footings, walls, milestone] = tasks;
    expect(tasks.map((t) => t._id)).toEqual([...tasks.map((t) => t._id)].sort());
    expect(new Set(tasks.map((t) => t._id)).size).toBe(4);
    for (const task of tasks) expect(task._id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(tasks.map((t) => [t.task_name, t.type, t.parent_id])).toEqual([
      ['Structure', 'project', undefined],
      ['Footings', 'task', phase?._id],
      ['Walls', 'task', phase?._id],
      ['Topped out', 'milestone', undefined],
    ]);
    expect(walls?.links).toEqual([
      { id: footings?._id, type: 'FS', lag: 2 },
      { id: phase?._id, type: 'SS', lag: 0 },
    ]);
    expect(walls?.dependencies).toEqual([footings?._id, phase?._id]);
    expect(milestone?.links).toEqual([{ id: walls?._id, type: 'FF', lag: 0 }]);
    expect(footings).toMatchObject({ progress: 40, owner: 'Ortiz', importId: target.importId });
  });

  it('the same import id gives the same ids again (a rerun writes the same items); another gives others', () => {
    const ids = (importId: string) => importedTasks(readCsv(CSV), { ...target, importId }).map((t) => t.task._id);
    expect(ids(target.importId)).toEqual(ids(target.importId));
    expect(ids('01JZZZZZZZZZZZZZZZZZZZZZZZ').some((id) => ids(target.importId).includes(id))).toBe(false);
  });

  it('stores each day as its midnight in Toronto, in the field of its schedule', () => {
    const [construction] = importedTasks(readCsv(CSV), target);
    expect(construction?.task).toMatchObject({
      schedule_start: '2027-03-01T05:00:00.000Z',
      schedule_finish: '2027-03-12T05:00:00.000Z', // daylight time starts on the 14th,
    });
    expect(construction?.start).toBe('2027-03-01T05:00:00.000Z');
    const [marketing] = importedTasks(readCsv(CSV), { ...target, kind: 'marketing' });
    expect(marketing?.task).toMatchObject({ start_date: '2027-03-01T05:00:00.000Z' });
  });
});

describe('readScheduleFile and answerOf', () => {
  it('reads by the name, else by the first character; the answer counts and warns', () => {
    expect(readScheduleFile('plan.csv', Buffer.from(CSV)).tasks).toHaveLength(4);
    expect(readScheduleFile('plan.xml', Buffer.from(CSV)).errors[0]?.message).toMatch(/^The file is not XML/);
    expect(readScheduleFile('plan', Buffer.from('<Project><Name>Plan</Name></Project>')).errors).toEqual([]);
    expect(answerOf(readCsv(CSV), 'preview')).toEqual({
      status: 'preview',
      tasks: 4,
      phases: 1,
      milestones: 1,
      links: 3,
      daysOff: 0,
      warnings: [],
      errors: [],
    });
  });

  it("an MSPDI file's Baseline 0 is the baseline of the tasks' new ids, under an id made from the import's", () => {
    const file = readFileSync(new URL('./schedule-exchange/samples/tower-crane-baselines.xml', import.meta.url));
    const schedule = readScheduleFile('crane.xml', file);
    const ids = importedTasks(schedule, target).map((t) => t.task._id);
    const baseline = importedBaseline(schedule, target.importId);
    expect(baseline.dates).toEqual([
      { id: ids[0], start: '2027-03-01', finish: '2027-03-05' },
      { id: ids[1], start: '2027-03-08', finish: '2027-03-12' },
      { id: ids[3], start: '2027-03-15', finish: '2027-03-15' },
    ]);
    expect(baseline.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(ids).not.toContain(baseline.id);
    expect(importedBaseline(schedule, target.importId).id).toBe(baseline.id);
    expect(answerOf(schedule, 'preview').warnings).toContain('Baseline 0 of 3 tasks becomes the baseline "Imported"');
    expect(answerOf(schedule, 'preview', false).warnings).toContain(
      'Baseline 0 of 3 tasks was not imported: the schedule keeps 5 baselines already',
    );
    expect(importedBaseline(readCsv(CSV), target.importId).dates).toEqual([]);
  });
});
