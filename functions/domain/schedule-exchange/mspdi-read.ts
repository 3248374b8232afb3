/**
 * Reads an MS Project XML file (MSPDI, what MS Project 2003–2021 and most planning tools export) into an
 * exchanged schedule (docs/requirements.md#schedule-import-and-export). Taken: tasks with name, dates (the
 * date part: MSPDI times carry no zone, they are the project's own), percent complete, milestones, summary
 * tasks by outline level (phases), predecessor links with type and lag, notes, the contact (as owner),
 * baseline 0 and the project calendar's days off. Left out, with a warning: resources, assignments and
 * timephased data.
 *
 * A file that declares a DTD or entities is refused before parsing: MSPDI has none, and entity expansion
 * is how an XML bomb works.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { LinkType } from '#shared/schedule-links.ts';
import { addDaysToDateKey, isDateKey } from '#shared/time.ts';
import { daysFrom, exchangeCalendar, workingDaysIn, type YearSpan, yearlyDays, yearsOf } from './calendar.ts';
import { checkSchedule } from './checks.ts';
import {
  type ExchangeLink,
  type ExchangeSchedule,
  type ExchangeTask,
  LAST_IMPORT_DAY,
  MAX_IMPORT_TASKS,
  refusedFile,
  refusedIfTooBig,
  TOO_MANY_TASKS,
} from './model.ts';

type XmlNode = { [name: string]: XmlValue };
type XmlValue = string | XmlNode | XmlNode[] | undefined;

const LISTS = new Set([
  'Task',
  'PredecessorLink',
  'Baseline',
  'Calendar',
  'WeekDay',
  'Exception',
  'Resource',
  'Assignment',
  'TimephasedData',
]);

const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  removeNSPrefix: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (name) => LISTS.has(name),
});

const text = (node: XmlNode | undefined, name: string): string => {
  const value = node?.[name];
  return typeof value === 'string' ? value.trim() : '';
};
const list = (node: XmlNode | undefined, name: string): XmlNode[] => {
  const value = node?.[name];
  return Array.isArray(value) ? value : [];
};
const child = (node: XmlNode | undefined, name: string): XmlNode | undefined => {
  const value = node?.[name];
  return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
};
const number = (node: XmlNode | undefined, name: string, fallback: number): number => {
  const value = Number(text(node, name));
  return text(node, name) !== '' && Number.isFinite(value) ? value : fallback;
};

/** MSPDI's link types by their number. */
const LINK_TYPE_OF: Record<string, LinkType> = { '0': 'FF', '1': 'FS', '2': 'SF', '3': 'SS' };

/** Lag formats: 3 m, 4 em, 5 h, 6 eh, 7 d, 8 ed, 9 w, 10 ew, 11 mo, 12 emo, 19 %, 20 e%; 35–52 are the same, estimated. */
const ELAPSED_FORMATS = new Set([4, 6, 8, 10, 12, 20]);
const PERCENT_FORMATS = new Set([19, 20]);
const FORMAT_NAMES: Record<number, string> = {
  3: 'minutes',
  4: 'elapsed minutes',
  5: 'hours',
  6: 'elapsed hours',
  7: 'days',
  8: 'elapsed days',
  9: 'weeks',
  10: 'elapsed weeks',
  11: 'months',
  12: 'elapsed months',
  19: 'percent',
  20: 'elapsed percent',
};

/** The day of an MSPDI date and time; a finish at midnight ends the day before. */
function dayOf(value: string, { finish = false } = {}): string {
  const day = value.slice(0, 10);
  if (!isDateKey(day)) return value;
  return finish && /T00:00(:00)?$/.test(value) ? addDaysToDateKey(day, -1) : day;
}

/** The working weekdays and the named days off of the project's calendar. */
type ReadCalendar = Pick<ExchangeSchedule, 'daysOff' | 'dayOffNames' | 'workingWeekdays'>;

/**
 * The days an exception makes non-working (2007+ files), within the years `years` (the schedule's): Type 1
 * (daily) every day of its period; Type 2 (yearly on a day of a month) and Type 3 (yearly on a weekday's
 * position in a month) that day of each year of its period. Other recurrences (monthly, weekly, by count)
 * are left out with a warning.
 */
function exceptionDays(exception: XmlNode, years: YearSpan, warnings: string[]): string[] {
  const period = child(exception, 'TimePeriod');
  const [from, to] = [dayOf(text(period, 'FromDate')), dayOf(text(period, 'ToDate'))];
  if (!isDateKey(from) || !isDateKey(to)) return [];
  const type = text(exception, 'Type') || '1';
  if (type === '1') return daysFrom(from, [to, LAST_IMPORT_DAY].sort()[0] as string, 3660);
  const rule = {
    month: number(exception, 'Month', 0),
    day: number(exception, 'MonthDay', 1),
    position: number(exception, 'MonthPosition', 0),
    item: number(exception, 'MonthItem', 3),
  };
  if (type === '2' || type === '3') {
    return yearlyDays(type === '2' ? 'day' : 'position', rule, years).filter((d) => d >= from && d <= to);
  }
  warnings.push(`The calendar exception "${text(exception, 'Name')}" repeats monthly or weekly, which is not imported`);
  return [];
}

/**
 * The project calendar (the one CalendarUID names, else the first): its working weekdays (DayType 1 =
 * Sunday … 7 = Saturday), and its days off: exceptions marked non-working (2007+, named) and DayType 0
 * periods (2003).
 */
function calendarOf(project: XmlNode, years: YearSpan, warnings: string[]): ReadCalendar {
  const calendars = list(child(project, 'Calendars'), 'Calendar');
  const uid = text(project, 'CalendarUID');
  const calendar = calendars.find((c) => text(c, 'UID') === uid) ?? calendars[0];
  if (!calendar) return { daysOff: [] };
  const names = new Map<string, string>();
  const days = new Set<string>();
  const add = (day: string, name = '') => {
    days.add(day);
    if (name && !names.has(day)) names.set(day, name);
  };
  for (const exception of list(child(calendar, 'Exceptions'), 'Exception')) {
    if (text(exception, 'DayWorking') === '1') continue;
    for (const day of exceptionDays(exception, years, warnings)) add(day, text(exception, 'Name'));
  }
  const weekDays = list(child(calendar, 'WeekDays'), 'WeekDay');
  for (const weekDay of weekDays) {
    const period = child(weekDay, 'TimePeriod');
    if (text(weekDay, 'DayType') === '0' && text(weekDay, 'DayWorking') === '0' && period) {
      const [first, last] = [dayOf(text(period, 'FromDate')), dayOf(text(period, 'ToDate'))];
      if (!isDateKey(first) || !isDateKey(last)) continue;
      for (const day of daysFrom(first, [last, LAST_IMPORT_DAY].sort()[0] as string, 3660)) add(day);
    }
  }
  const week = weekDays.filter((d) => /^[1-7]$/.test(text(d, 'DayType')));
  const working = week.filter((d) => text(d, 'DayWorking') === '1').map((d) => Number(text(d, 'DayType')) - 1);
  if (week.length > 0 && working.length === 0) {
    warnings.push('The calendar works no day of the week; Site Office counts Monday to Friday');
  }
  const daysOff = [...days].sort();
  return {
    daysOff,
    ...(names.size > 0 && { dayOffNames: Object.fromEntries([...names].sort()) }),
    ...(working.length > 0 && { workingWeekdays: working.sort((a, b) => a - b) }),
  };
}

interface LagInput {
  value: number;
  format: number;
  minutesPerDay: number;
  /** The predecessor's working days, for a percent lag. */
  predecessorDays: number;
}

/** A lag in working days, and a warning when its unit could not be kept. */
function lagInDays({ value, format: raw, minutesPerDay, predecessorDays }: LagInput): { days: number; note?: string } {
  const format = raw >= 35 && raw <= 52 ? raw - 32 : raw;
  const minutes = value / 10; // LinkLag is in tenths of a minute
  if (minutes === 0) return { days: 0 };
  const name = FORMAT_NAMES[format] ?? `format ${raw}`;
  if (PERCENT_FORMATS.has(format)) {
    const days = Math.round((minutes / 100) * predecessorDays);
    return { days, note: `a lag of ${minutes}% of the predecessor was converted to ${days} working days` };
  }
  if (ELAPSED_FORMATS.has(format)) {
    const days = Math.round(((minutes / 1440) * 5) / 7);
    return { days, note: `a lag in ${name} was converted to ${days} working days` };
  }
  const exact = minutes / minutesPerDay;
  const days = Math.round(exact);
  return days === exact ? { days } : { days, note: `a lag in ${name} was rounded to ${days} working days` };
}

interface ReadTask extends ExchangeTask {
  level: number;
  links: XmlNode[];
}

/** The tasks of the file in outline order, without blank rows and the project summary task (UID 0). */
function tasksOf(project: XmlNode): ReadTask[] | undefined {
  const rows = list(child(project, 'Tasks'), 'Task');
  const tasks: ReadTask[] = [];
  const phases: ReadTask[] = [];
  for (const row of rows) {
    const uid = text(row, 'UID');
    if (uid === '0' || text(row, 'IsNull') === '1' || (text(row, 'Name') === '' && text(row, 'Start') === '')) continue;
    const level = Math.max(1, number(row, 'OutlineLevel', 1));
    while (phases.length > 0 && (phases.at(-1) as ReadTask).level >= level) phases.pop();
    const milestone = text(row, 'Milestone') === '1';
    const start = dayOf(text(row, 'Start'));
    const baseline = list(row, 'Baseline').find((b) => text(b, 'Number') === '0');
    const task: ReadTask = {
      key: uid,
      row: number(row, 'ID', tasks.length + 1),
      name: text(row, 'Name'),
      start,
      finish: milestone ? start : dayOf(text(row, 'Finish'), { finish: true }),
      progress: number(row, 'PercentComplete', 0),
      milestone,
      phase: text(row, 'Summary') === '1',
      level,
      links: list(row, 'PredecessorLink'),
      ...(phases.length > 0 && { parentKey: (phases.at(-1) as ReadTask).key }),
      ...(text(row, 'Contact') && { owner: text(row, 'Contact') }),
      ...(text(row, 'Notes') && { notes: text(row, 'Notes') }),
      ...(baseline &&
        isDateKey(dayOf(text(baseline, 'Start'))) && {
          baseline: {
            start: dayOf(text(baseline, 'Start')),
            finish: dayOf(text(baseline, 'Finish'), { finish: true }),
          },
        }),
    };
    tasks.push(task);
    if (tasks.length > MAX_IMPORT_TASKS) return undefined;
    if (task.phase) phases.push(task);
  }
  return tasks;
}

/** Reads the text of an MSPDI file; its errors list every problem, and nothing is to be written unless they are empty. */
export function readMspdi(xml: string): ExchangeSchedule {
  const tooBig = refusedIfTooBig(xml);
  if (tooBig) return tooBig;
  if (/<!(DOCTYPE|ENTITY)/i.test(xml)) {
    return refusedFile('The file declares a DTD or entities, which MS Project XML never does: it is not imported');
  }
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    return refusedFile(`The file is not XML: ${valid.err.msg} (line ${valid.err.line})`);
  }
  const project = child(parser.parse(xml) as XmlNode, 'Project');
  if (!project) return refusedFile('The file is XML but not an MS Project file (its root is not <Project>)');

  const warnings: string[] = [];
  const read = tasksOf(project);
  if (!read) return refusedFile(TOO_MANY_TASKS);
  const calendar = calendarOf(project, yearsOf(read), warnings);
  const off = exchangeCalendar(calendar);
  const byKey = new Map(read.map((t) => [t.key, t]));
  const minutesPerDay = number(project, 'MinutesPerDay', 480) || 480;
  const links: ExchangeLink[] = [];
  for (const task of read) {
    for (const link of task.links) {
      const from = text(link, 'PredecessorUID');
      const predecessor = byKey.get(from);
      const { days, note } = lagInDays({
        value: number(link, 'LinkLag', 0),
        format: number(link, 'LagFormat', 7),
        minutesPerDay,
        predecessorDays: predecessor ? workingDaysIn(predecessor.start, predecessor.finish, off) : 0,
      });
      if (note) warnings.push(`Task ${task.row} (${task.name}), link from ${predecessor?.row ?? from}: ${note}`);
      links.push({ from, to: task.key, type: LINK_TYPE_OF[text(link, 'Type')] ?? 'FS', lag: days });
    }
  }
  const realResources = list(child(project, 'Resources'), 'Resource').filter((r) => text(r, 'UID') !== '0');
  const leftOut =
    realResources.length > 0 ||
    list(child(project, 'Assignments'), 'Assignment').length > 0 ||
    /<TimephasedData>/.test(xml);
  if (leftOut) warnings.push('Resources, assignments and timephased data were not imported');

  const tasks: ExchangeTask[] = read.map(({ level: _l, links: _k, ...task }) => task);
  return checkSchedule({ tasks, links, ...calendar, warnings, errors: [] });
}
