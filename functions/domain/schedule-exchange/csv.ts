/**
 * A schedule as CSV (docs/requirements.md#schedule-import-and-export), one task a line under a header:
 * id, name, start, finish (YYYY-MM-DD, the last day counted), progress (0–100), predecessors
 * (`12FS+2d;14SS;15`: a task id, a link type, FS when left out, and a lag in working days `d` or weeks
 * `w`, elapsed `ed`/`ew` converted with a warning), parent (a phase's id), owner, type (task,
 * milestone or project, the last a phase) and notes (the task's description; optional on import). Rows are numbered as a spreadsheet numbers them: the header is 1.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { LinkType } from '#shared/schedule-links.ts';
import { checkSchedule } from './checks.ts';
import type { ExchangeLink, ExchangeSchedule, ExchangeTask, ImportProblem } from './model.ts';
import { MAX_IMPORT_TASKS, refusedFile, refusedIfTooBig, TOO_MANY_TASKS } from './model.ts';
import { inOutlineOrder } from './outline.ts';

export const CSV_COLUMNS = [
  'id',
  'name',
  'start',
  'finish',
  'progress',
  'predecessors',
  'parent',
  'owner',
  'type',
  'notes',
];
const REQUIRED = ['id', 'name', 'start', 'finish'];
const TYPES = ['task', 'milestone', 'project'];

const PREDECESSOR = /^([\w.]+?)(FS|SS|FF|SF)?(?:([+-]\d+(?:\.\d+)?)(d|w|ed|ew)?)?$/i;

/** One predecessor of `12FS+2d;14SS`, or a message saying what is wrong with it. */
function linkOf(text: string, to: string, warn: (note: string) => void): ExchangeLink | string {
  const match = PREDECESSOR.exec(text.replace(/\s+/g, ''));
  if (!match) return `"${text}" is not a predecessor (write it as 12, 12FS, 12SS+2d or 12FF-1d)`;
  const [, from = '', type, amount, unit = 'd'] = match;
  const value = amount === undefined ? 0 : Number(amount);
  const lower = unit.toLowerCase();
  let lag = lower === 'w' ? value * 5 : lower === 'ew' ? value * 5 : lower === 'ed' ? (value * 5) / 7 : value;
  if (!Number.isInteger(lag) || lower.startsWith('e')) {
    const kept = Math.round(lag);
    warn(`the lag ${amount}${unit} of predecessor ${from} was converted to ${kept} working days`);
    lag = kept;
  }
  return { from, to, type: ((type?.toUpperCase() as LinkType | undefined) ?? 'FS') as LinkType, lag };
}

type Row = Record<string, string>;

/** A text cell a spreadsheet shows as text: a leading = + - @ would make it a formula (read back without the quote). */
const FORMULA_START = /^[=+\-@\t\r]/;
export const asText = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);
const fromText = (value: string) =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

function taskOf(record: Row, row: number, problems: ImportProblem[]): ExchangeTask {
  const field = (name: string) => (record[name] ?? '').trim();
  const type = field('type').toLowerCase() || 'task';
  if (!TYPES.includes(type)) problems.push({ row, field: 'type', message: 'Type must be task, milestone or project' });
  const progressText = field('progress');
  const milestone = type === 'milestone';
  return {
    key: field('id'),
    row,
    name: fromText(field('name')),
    start: field('start'),
    finish: milestone ? field('start') : field('finish'),
    progress: progressText === '' ? 0 : Number(progressText),
    milestone,
    phase: type === 'project',
    ...(field('parent') && { parentKey: field('parent') }),
    ...(field('owner') && { owner: fromText(field('owner')) }),
    ...(field('notes') && { notes: fromText(field('notes')) }),
  };
}

/** Reads the text of a CSV file; its errors list every problem, and nothing is to be written unless they are empty. */
export function readCsv(csv: string): ExchangeSchedule {
  const tooBig = refusedIfTooBig(csv);
  if (tooBig) return tooBig;
  let records: string[][];
  try {
    // At most one line more than a schedule may hold: enough to know there are too many.
    records = parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true, to: MAX_IMPORT_TASKS + 2 });
  } catch (error) {
    return refusedFile(`The file is not CSV: ${error instanceof Error ? error.message : String(error)}`);
  }
  const [header = [], ...lines] = records;
  const columns = header.map((h) => h.trim().toLowerCase());
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  if (missing.length > 0) {
    return refusedFile(`The header must name the columns ${CSV_COLUMNS.join(', ')} (missing: ${missing.join(', ')})`);
  }
  if (lines.length > MAX_IMPORT_TASKS) return refusedFile(TOO_MANY_TASKS);
  const problems: ImportProblem[] = [];
  const warnings: string[] = [];
  const tasks: ExchangeTask[] = [];
  const links: ExchangeLink[] = [];
  lines.forEach((cells, index) => {
    const row = index + 2;
    const record: Row = Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));
    const task = taskOf(record, row, problems);
    tasks.push(task);
    for (const text of (record.predecessors ?? '').split(';').filter((p) => p.trim() !== '')) {
      const link = linkOf(text, task.key, (note) => warnings.push(`Row ${row}: ${note}`));
      if (typeof link === 'string') problems.push({ row, field: 'predecessors', message: link });
      else links.push(link);
    }
  });
  return checkSchedule({ tasks, links, daysOff: [], warnings, errors: problems });
}

const lagText = (lag: number) => (lag === 0 ? '' : `${lag > 0 ? '+' : ''}${lag}d`);

/** The CSV text of a schedule, tasks numbered 1, 2, 3… in outline order. */
export function writeCsv(schedule: Pick<ExchangeSchedule, 'tasks' | 'links'>): string {
  const ordered = inOutlineOrder(schedule.tasks);
  const numberOf = new Map(ordered.map((n) => [n.task.key, String(n.number)]));
  const rows = ordered.map(({ task, number }) => [
    String(number),
    asText(task.name),
    task.start,
    task.finish,
    String(task.progress),
    schedule.links
      .filter((l) => l.to === task.key && numberOf.has(l.from))
      .map((l) => `${numberOf.get(l.from)}${l.type}${lagText(l.lag)}`)
      .join(';'),
    task.parentKey === undefined ? '' : (numberOf.get(task.parentKey) ?? ''),
    asText(task.owner ?? ''),
    task.milestone ? 'milestone' : task.phase ? 'project' : 'task',
    asText(task.notes ?? ''),
  ]);
  return stringify([CSV_COLUMNS, ...rows]);
}
