import { describe, expect, it } from 'vitest';
import { readCsv, writeCsv } from './csv.ts';

const HEADER = 'id,name,start,finish,progress,predecessors,parent,owner,type';
const WRITTEN_HEADER = `${HEADER},notes`;

describe('reading a schedule from CSV', () => {
  it('takes phases, milestones, owners and predecessors with types, leads, lags in days and weeks', () => {
    const read = readCsv(
      [
        HEADER,
        '1,Structure,2027-03-01,2027-03-19,10,,,,project',
        '2,Columns,2027-03-01,2027-03-05,100,,1,Ortiz Framing,task',
        '3,Slab on deck,2027-03-08,2027-03-12,0,2FS+1w,1,,',
        '4,Shoring removed,2027-03-15,2027-03-19,0,3SS+2d;2FF-1d,1,,',
        '5,Topped out,2027-03-22,,0,4,,,milestone',
      ].join('\n'),
    );
    expect(read.errors).toEqual([]);
    expect(read.warnings).toEqual([]);
    expect(read.tasks.map((t) => [t.key, t.row, t.phase, t.milestone, t.parentKey, t.owner])).toEqual([
      ['1', 2, true, false, undefined, undefined],
      ['2', 3, false, false, '1', 'Ortiz Framing'],
      ['3', 4, false, false, '1', undefined],
      ['4', 5, false, false, '1', undefined],
      ['5', 6, false, true, undefined, undefined],
    ]);
    expect(read.tasks[4]?.finish).toBe('2027-03-22');
    expect(read.links).toEqual([
      { from: '2', to: '3', type: 'FS', lag: 5 },
      { from: '3', to: '4', type: 'SS', lag: 2 },
      { from: '2', to: '4', type: 'FF', lag: -1 },
      { from: '4', to: '5', type: 'FS', lag: 0 },
    ]);
  });

  it('an elapsed lag is converted to working days, and the preview says so', () => {
    const read = readCsv(`${HEADER}\n1,A,2027-03-01,2027-03-02,0,,,,\n2,B,2027-03-10,2027-03-11,0,1FS+7ed,,,`);
    expect(read.errors).toEqual([]);
    expect(read.links).toEqual([{ from: '1', to: '2', type: 'FS', lag: 5 }]);
    expect(read.warnings).toEqual(['Row 3: the lag +7ed of predecessor 1 was converted to 5 working days']);
  });

  it('names each problem by row and field: dates, progress, type, predecessors, parents, duplicate ids', () => {
    const read = readCsv(
      [
        HEADER,
        '1,Footings,2027-02-30,2027-03-05,0,,,,',
        '2,,2027-03-08,2027-03-01,140,1FS+x,,,',
        '2,Walls,2027-03-08,2027-03-12,0,9;2,1,,phase',
        '4,Roof,2027-03-15,2027-03-19,0,1;1,,,',
      ].join('\n'),
    );
    expect(read.tasks).toHaveLength(4);
    expect(read.errors).toEqual([
      {
        row: 3,
        field: 'predecessors',
        message: '"1FS+x" is not a predecessor (write it as 12, 12FS, 12SS+2d or 12FF-1d)',
      },
      { row: 4, field: 'type', message: 'Type must be task, milestone or project' },
      { row: 2, field: 'start', message: 'Start must be a date (YYYY-MM-DD)' },
      { row: 3, field: 'name', message: 'Task Name is required' },
      { row: 3, field: 'finish', message: 'Finish must not be before Start' },
      { row: 3, field: 'progress', message: 'Progress must be a whole number from 0 to 100' },
      { row: 4, field: 'id', message: 'Id 2 is used twice' },
      { row: 4, field: 'parent', message: '1 is not a phase (type project)' },
      { row: 3, field: 'predecessors', message: 'Predecessor 9 is not a task in the file' },
      { row: 3, field: 'predecessors', message: 'A task cannot be its own predecessor' },
      { row: 5, field: 'predecessors', message: 'Predecessor 1 is linked twice' },
    ]);
  });

  it('refuses a file without the columns it needs, or with more than 10,000 tasks (100,000 rows), naming why', () => {
    expect(readCsv('task,when\nA,tomorrow').errors).toEqual([
      {
        row: 0,
        field: 'file',
        message:
          'The header must name the columns id, name, start, finish, progress, predecessors, parent, owner, type, notes (missing: id, name, start, finish)',
      },
    ]);
    const rows = Array.from({ length: 100_000 }, (_, i) => `${i + 1},Task ${i + 1},2027-01-04,2027-01-05,0,,,,`);
    const read = readCsv([HEADER, ...rows].join('\n'));
    expect(read.tasks).toEqual([]);
    expect(read.errors).toEqual([{ row: 0, field: 'file', message: 'The file has more than 10,000 tasks' }]);
    expect(readCsv('id,name\n"unclosed,quote').errors[0]?.message).toMatch(/^The file is not CSV: /);
  });

  it('lists at most 200 problems, and says how many more there were', () => {
    const rows = Array.from({ length: 250 }, (_, i) => `${i + 1},,2027-01-04,2027-01-05,0,,,,`);
    const errors = readCsv([HEADER, ...rows].join('\n')).errors;
    expect(errors).toHaveLength(201);
    expect(errors.at(-1)).toEqual({ row: 0, field: 'file', message: 'and 50 more problems' });
  });
});

describe('writing a schedule as CSV', () => {
  it('numbers tasks in outline order, writes phases, types and links, and keeps text cells from becoming formulas', () => {
    const csv = writeCsv({
      tasks: [
        {
          key: 'b',
          row: 2,
          name: '=HYPERLINK("x")',
          start: '2027-01-05',
          finish: '2027-01-06',
          progress: 0,
          milestone: false,
          phase: false,
          parentKey: 'a',
        },
        {
          key: 'a',
          row: 1,
          name: 'Phase, one',
          start: '2027-01-04',
          finish: '2027-01-08',
          progress: 40,
          milestone: false,
          phase: true,
        },
        {
          key: 'c',
          row: 3,
          name: 'Done',
          start: '2027-01-08',
          finish: '2027-01-08',
          progress: 0,
          milestone: true,
          phase: false,
          owner: '@ops',
        },
      ],
      links: [{ from: 'b', to: 'c', type: 'SF', lag: -2 }],
    });
    expect(csv.trim().split('\n')).toEqual([
      WRITTEN_HEADER,
      '1,"Phase, one",2027-01-04,2027-01-08,40,,,,project,',
      `2,"'=HYPERLINK(""x"")",2027-01-05,2027-01-06,0,,1,,task,`,
      "3,Done,2027-01-08,2027-01-08,0,2SF-2d,,'@ops,milestone,",
    ]);
    const back = readCsv(csv);
    expect(back.errors).toEqual([]);
    expect(back.tasks.map((t) => [t.name, t.owner])).toEqual([
      ['Phase, one', undefined],
      ['=HYPERLINK("x")', undefined],
      ['Done', '@ops'],
    ]);
  });

  it('writes each task’s notes in the notes column, which reads back (line breaks, commas and a leading = kept as text)', () => {
    const task = { row: 1, start: '2027-01-04', finish: '2027-01-05', progress: 0, milestone: false, phase: false };
    const csv = writeCsv({
      tasks: [
        { ...task, key: 'a', name: 'Permit', notes: 'City file 27-104,\nsecond line' },
        { ...task, key: 'b', name: 'Survey', notes: '=not a formula' },
        { ...task, key: 'c', name: 'Clear site' },
      ],
      links: [],
    });
    expect(csv.split('\n')[0]).toBe(WRITTEN_HEADER);
    const back = readCsv(csv);
    expect(back.errors).toEqual([]);
    expect(back.tasks.map((t) => [t.name, t.notes])).toEqual([
      ['Permit', 'City file 27-104,\nsecond line'],
      ['Survey', '=not a formula'],
      ['Clear site', undefined],
    ]);
    // a file without the column imports as before: no notes
    expect(readCsv(`${HEADER}\n1,A,2027-03-01,2027-03-02,0,,,,`).tasks[0]?.notes).toBeUndefined();
  });
});
