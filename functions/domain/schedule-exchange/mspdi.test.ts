import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { comparable } from '../test-support/exchange-comparable.ts';
import { readCsv, writeCsv } from './csv.ts';
import { MAX_IMPORT_BYTES, MAX_IMPORT_TASKS } from './model.ts';
import { readMspdi } from './mspdi-read.ts';
import { writeMspdi } from './mspdi-write.ts';

const sample = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8');

/** A generated MSPDI file of `count` tasks in phases of 10, each linked to the one before (written by hand, not by writeMspdi). */
function generated(count: number): string {
  const rows: string[] = [];
  for (let i = 1; i <= count; i++) {
    const phase = i % 10 === 1;
    const day = `2027-${String(1 + (Math.floor(i / 250) % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
    const link =
      i > 1 && !phase
        ? `<PredecessorLink><PredecessorUID>${i - 1}</PredecessorUID><Type>1</Type></PredecessorLink>`
        : '';
    rows.push(
      `<Task><UID>${i}</UID><ID>${i}</ID><Name>Activity ${i}</Name><OutlineLevel>${phase ? 1 : 2}</OutlineLevel>` +
        `<Start>${day}T08:00:00</Start><Finish>${day}T17:00:00</Finish><Summary>${phase ? 1 : 0}</Summary>` +
        `<PercentComplete>${i % 101}</PercentComplete>${link}</Task>`,
    );
  }
  return `<?xml version="1.0"?><Project xmlns="http://schemas.microsoft.com/project"><Tasks>${rows.join('\n')}</Tasks></Project>`;
}

const SAMPLES = [
  'bay-street-fit-out.xml',
  'warehouse-slab-2003.xml',
  'tower-crane-baselines.xml',
  'six-day-calendar.xml',
];

describe('reading MS Project XML (MSPDI)', () => {
  it('takes tasks, phases by outline level, all four link types with lags, milestones, notes, owner, baseline and days off', () => {
    const read = readMspdi(sample('bay-street-fit-out.xml'));
    expect(read.errors).toEqual([]);
    // the project summary (UID 0) and the blank row (UID 4) are skipped
    expect(read.tasks.map((t) => t.name)).toEqual([
      'Pre-construction',
      'Permits & approvals',
      'Site mobilization',
      'Interior build-out',
      'Framing',
      'Steel stud framing',
      'Door frames',
      'Drywall and taping',
      'Paint',
      'Inspection booked',
      'Handover',
    ]);
    const byName = new Map(read.tasks.map((t) => [t.name, t]));
    expect(byName.get('Steel stud framing')).toMatchObject({
      key: '7',
      row: 7,
      parentKey: '6',
      start: '2027-01-18',
      finish: '2027-01-29',
      progress: 20,
      owner: 'Ortiz Framing',
      baseline: { start: '2027-01-18', finish: '2027-01-27' },
    });
    expect(byName.get('Framing')).toMatchObject({ phase: true, parentKey: '5' });
    expect(byName.get('Pre-construction')?.parentKey).toBeUndefined();
    expect(byName.get('Permits & approvals')?.notes).toBe('City of Toronto building permit, file 27-104');
    expect(byName.get('Handover')).toMatchObject({ milestone: true, start: '2027-03-05', finish: '2027-03-05' });
    expect(read.links).toEqual([
      { from: '2', to: '3', type: 'FS', lag: 0 },
      { from: '3', to: '7', type: 'FS', lag: 2 },
      { from: '7', to: '8', type: 'SS', lag: 5 },
      { from: '7', to: '9', type: 'FS', lag: 0 },
      { from: '8', to: '9', type: 'FF', lag: -1 },
      { from: '9', to: '10', type: 'FS', lag: 1 },
      { from: '10', to: '11', type: 'SF', lag: 1 },
      { from: '11', to: '12', type: 'FS', lag: 0 },
    ]);
    expect(read.daysOff).toEqual([
      '2027-01-01',
      '2027-02-15',
      '2027-12-24',
      '2027-12-25',
      '2027-12-26',
      '2027-12-27',
      '2027-12-28',
      '2027-12-29',
      '2027-12-30',
      '2027-12-31',
    ]);
    expect(read.warnings).toEqual([
      'Task 10 (Paint), link from 9: a lag in elapsed days was converted to 1 working days',
      'Task 11 (Inspection booked), link from 10: a lag in hours was rounded to 1 working days',
      'Resources, assignments and timephased data were not imported',
    ]);
  });

  it('reads MS Project 2003 files: days off as DayType 0, a finish at midnight ends the day before, estimated lag units', () => {
    const read = readMspdi(sample('warehouse-slab-2003.xml'));
    expect(read.errors).toEqual([]);
    expect(read.warnings).toEqual([]);
    expect(read.daysOff).toEqual(['2027-05-24', '2027-07-01', '2027-07-02']);
    expect(read.tasks[0]).toMatchObject({ key: '20', row: 1, name: 'Excavation', finish: '2027-05-21', progress: 100 });
    expect(read.links[0]).toEqual({ from: '20', to: '31', type: 'FS', lag: 1 });
    expect(read.tasks.at(-1)).toMatchObject({ name: 'Slab ready', milestone: true, finish: '2027-07-05' });
  });

  it("takes Baseline 0 (not baseline 1) as each task's baseline, a milestone's as one day; a task without has none", () => {
    const read = readMspdi(sample('tower-crane-baselines.xml'));
    expect(read.errors).toEqual([]);
    expect(read.tasks.map((t) => [t.name, t.baseline])).toEqual([
      ['Crane base', { start: '2027-03-01', finish: '2027-03-05' }],
      ['Erect crane', { start: '2027-03-08', finish: '2027-03-12' }],
      ['Load test', undefined],
      ['Crane in service', { start: '2027-03-15', finish: '2027-03-15' }],
    ]);
  });

  it("takes the project calendar's working weekdays and named days off, yearly exceptions over the schedule's years", () => {
    const read = readMspdi(sample('six-day-calendar.xml'));
    expect(read.errors).toEqual([]);
    expect(read.warnings).toEqual([]);
    // CalendarUID 3, not the first calendar: Monday to Saturday.
    expect(read.workingWeekdays).toEqual([1, 2, 3, 4, 5, 6]);
    // The tasks run from 2027 to 2028: Canada Day and Labour Day (first Monday of September) of each, not
    // of 2020 to 2049; the shutdown's six days; the worked exception is no day off.
    expect(read.daysOff).toEqual([
      '2027-07-01',
      '2027-09-06',
      '2027-12-20',
      '2027-12-21',
      '2027-12-22',
      '2027-12-23',
      '2027-12-24',
      '2027-12-25',
      '2028-07-01',
      '2028-09-04',
    ]);
    expect(read.dayOffNames).toMatchObject({
      '2027-07-01': 'Canada Day',
      '2028-09-04': 'Labour Day',
      '2027-12-25': 'Winter shutdown',
    });
    // The lag of 480 minutes × 10 is 1 working day.
    expect(read.links).toEqual([{ from: '1', to: '2', type: 'FS', lag: 1 }]);
  });

  it(`reads ${3000} generated tasks in phases of ten`, () => {
    const read = readMspdi(generated(3000));
    expect(read.errors).toEqual([]);
    expect(read.tasks).toHaveLength(3000);
    expect(read.tasks.filter((t) => t.phase)).toHaveLength(300);
    expect(read.tasks[1]?.parentKey).toBe('1');
    expect(read.links).toHaveLength(2700);
  });
});

describe('round trips: what is written reads back the same', () => {
  for (const name of [...SAMPLES, 'generated-3000']) {
    const source = () => (name === 'generated-3000' ? generated(3000) : sample(name));

    it(`${name}: MSPDI out and in again keeps tasks, dates, progress, phases, links with types and lags, days off, baselines`, () => {
      const first = readMspdi(source());
      const again = readMspdi(writeMspdi(first, 'Round trip'));
      expect(again.errors).toEqual([]);
      expect(comparable(again)).toEqual(comparable(first));
      expect(again.daysOff).toEqual(first.daysOff);
      // A file without a calendar works Monday to Friday; written, it says so.
      const week = (read: typeof first) => read.workingWeekdays ?? [1, 2, 3, 4, 5];
      expect([week(again), again.dayOffNames]).toEqual([week(first), first.dayOffNames]);
      expect(again.tasks.map((t) => [t.baseline, t.notes])).toEqual(first.tasks.map((t) => [t.baseline, t.notes]));
    });

    it(`${name}: CSV out and in again keeps tasks, dates, progress, phases, owners and links with types and lags`, () => {
      const first = readMspdi(source());
      const again = readCsv(writeCsv(first));
      expect(again.errors).toEqual([]);
      expect(comparable(again)).toEqual(comparable(first));
    });
  }
});

describe('hostile MSPDI files are refused with a message and nothing read', () => {
  const refusal = (xml: string) => {
    const read = readMspdi(xml);
    expect(read.tasks).toEqual([]);
    return read.errors.map((e) => e.message);
  };

  it('not XML, XML of another kind', () => {
    expect(refusal('this is a spreadsheet, not a schedule')[0]).toMatch(/^The file is not XML: /);
    expect(refusal('<Project><Tasks><Task></Tasks></Project>')[0]).toMatch(/^The file is not XML: .*\(line 1\)$/);
    expect(refusal('<?xml version="1.0"?><html><body/></html>')).toEqual([
      'The file is XML but not an MS Project file (its root is not <Project>)',
    ]);
  });

  it('an XML bomb (entity expansion) and an external entity are refused before parsing', () => {
    const lol = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">',
      '<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>',
      '<Project><Tasks><Task><UID>1</UID><Name>&lol3;</Name></Task></Tasks></Project>',
    ].join('\n');
    const external =
      '<?xml version="1.0"?><!DOCTYPE p [<!ENTITY x SYSTEM "file:///etc/passwd">]><Project><Name>&x;</Name></Project>';
    for (const xml of [lol, external]) {
      expect(refusal(xml)).toEqual([
        'The file declares a DTD or entities, which MS Project XML never does: it is not imported',
      ]);
    }
  });

  it(`a file over ${MAX_IMPORT_BYTES / 1024 / 1024} MB, and more than ${MAX_IMPORT_TASKS} tasks`, () => {
    expect(refusal(`<Project>${' '.repeat(MAX_IMPORT_BYTES)}</Project>`)).toEqual(['The file is larger than 20 MB']);
    expect(refusal(generated(MAX_IMPORT_TASKS + 1))).toEqual(['The file has more than 10,000 tasks']);
  });

  it('links to missing tasks, circular links, dates out of range, phases nested too deep: each named by row and field', () => {
    const task = (uid: number, level: number, start: string, links = '', summary = 0) =>
      `<Task><UID>${uid}</UID><ID>${uid}</ID><Name>T${uid}</Name><OutlineLevel>${level}</OutlineLevel><Summary>${summary}</Summary>` +
      `<Start>${start}T08:00:00</Start><Finish>${start}T17:00:00</Finish>${links}</Task>`;
    const link = (from: number) =>
      `<PredecessorLink><PredecessorUID>${from}</PredecessorUID><Type>1</Type></PredecessorLink>`;
    const deep = [1, 2, 3, 4, 5, 6].map((level) => task(10 + level, level, '2027-01-04', '', 1)).join('');
    const xml = `<Project><Tasks>${[
      task(1, 1, '2027-01-04', link(99)),
      task(2, 1, '2027-01-05', link(3)),
      task(3, 1, '2027-01-06', link(4)),
      task(4, 1, '2027-01-07', link(2)),
      task(5, 1, '2301-01-04'),
      deep,
      task(17, 7, '2027-01-04'),
    ].join('')}</Tasks></Project>`;
    const read = readMspdi(xml);
    expect(read.errors).toEqual([
      { row: 5, field: 'start', message: 'Start 2301-01-04 is outside 1900–2200' },
      { row: 5, field: 'finish', message: 'Finish 2301-01-04 is outside 1900–2200' },
      { row: 17, field: 'parent', message: 'Phases nest at most 5 levels deep' },
      { row: 1, field: 'predecessors', message: 'Predecessor 99 is not a task in the file' },
      { row: 2, field: 'predecessors', message: 'Circular links: 2 → 4 → 3 → 2' },
    ]);
  });
});

describe('R8 (review of 2026-11-27): text that XML 1.0 cannot hold', () => {
  it('R8: control characters and lone surrogates in names, owners and notes are left out, so the file stays XML', () => {
    const xml = writeMspdi(
      {
        tasks: [
          {
            key: 'a',
            row: 1,
            name: 'Bell\u0007 check \uD800',
            start: '2027-01-04',
            finish: '2027-01-05',
            progress: 0,
            milestone: false,
            phase: false,
            owner: 'Crew\u001b',
            notes: 'line\u0000end',
          },
        ],
        links: [],
        daysOff: [],
      },
      'Tower\uFFFE',
    );
    const read = readMspdi(xml);
    expect(read.errors).toEqual([]);
    expect(read.tasks.map((t) => [t.name, t.owner, t.notes])).toEqual([['Bell check', 'Crew', 'lineend']]);
  });
});
