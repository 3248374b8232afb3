/**
 * Writes a schedule as MS Project XML (MSPDI), which MS Project 2003–2021 opens (docs/requirements.md#schedule-import-and-export):
 * one Standard calendar (its working weekdays, Monday to Friday unless said, 8:00–17:00, the named days
 * off as exceptions), tasks in outline
 * order with their phases as summary tasks, each held at its dates by a "start no earlier than"
 * constraint, links with type and lag in days, notes, the owner as the task's contact, and baseline 0.
 * Elements follow the schema's order, which MS Project checks.
 */
import { XMLBuilder } from 'fast-xml-parser';
import { type LinkType, WEEKDAYS_MONDAY_TO_FRIDAY } from '#shared/schedule-links.ts';
import { addDaysToDateKey } from '#shared/time.ts';
import { exchangeCalendar, workingDaysIn } from './calendar.ts';
import type { ExchangeSchedule } from './model.ts';
import { inOutlineOrder } from './outline.ts';

const MINUTES_PER_DAY = 480;

type WrittenCalendar = Pick<ExchangeSchedule, 'daysOff' | 'dayOffNames' | 'workingWeekdays'>;
const TYPE_NUMBER: Record<LinkType, number> = { FF: 0, FS: 1, SF: 2, SS: 3 };
const LAG_IN_DAYS = 7;

const builder = new XMLBuilder({ ignoreAttributes: false, format: true, indentBy: '  ', suppressEmptyNode: true });

/** Text XML 1.0 can hold: without control characters, U+FFFE/U+FFFF and lone surrogates (MS Project refuses them). */
const xmlText = (text: string | undefined) =>
  text?.replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters XML 1.0 forbids are what it removes
    /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '',
  );

const startOf = (day: string) => `${day}T08:00:00`;
const finishOf = (day: string) => `${day}T17:00:00`;
const hours = (days: number) => `PT${days * (MINUTES_PER_DAY / 60)}H0M0S`;

/** Runs of consecutive days off of the same name, one calendar exception each. */
function runsOf(
  days: readonly string[],
  names: Record<string, string> = {},
): { from: string; to: string; name: string }[] {
  const runs: { from: string; to: string; name: string }[] = [];
  for (const day of [...days].sort()) {
    const last = runs.at(-1);
    const name = names[day] ?? '';
    if (last && addDaysToDateKey(last.to, 1) === day && last.name === name) last.to = day;
    else runs.push({ from: day, to: day, name });
  }
  return runs;
}

const workingTimes = {
  WorkingTime: [
    { FromTime: '08:00:00', ToTime: '12:00:00' },
    { FromTime: '13:00:00', ToTime: '17:00:00' },
  ],
};

/** The project calendar: its working weekdays (Monday to Friday unless said), its days off as exceptions. */
function calendar({ daysOff, dayOffNames, workingWeekdays = [...WEEKDAYS_MONDAY_TO_FRIDAY] }: WrittenCalendar) {
  return {
    UID: 1,
    Name: 'Standard',
    IsBaseCalendar: 1,
    BaseCalendarUID: -1,
    WeekDays: {
      WeekDay: [1, 2, 3, 4, 5, 6, 7].map((type) =>
        workingWeekdays.includes(type - 1)
          ? { DayType: type, DayWorking: 1, WorkingTimes: workingTimes }
          : { DayType: type, DayWorking: 0 },
      ),
    },
    Exceptions: {
      Exception: runsOf(daysOff, dayOffNames).map(({ from, to, name }) => ({
        EnteredByOccurrences: 0,
        TimePeriod: { FromDate: `${from}T00:00:00`, ToDate: `${to}T23:59:00` },
        Occurrences: 1,
        Name: xmlText(name) || undefined,
        Type: 1,
        DayWorking: 0,
      })),
    },
  };
}

/** The MSPDI text of a schedule named `name`. */
export function writeMspdi(
  schedule: Pick<ExchangeSchedule, 'tasks' | 'links'> & WrittenCalendar,
  name: string,
): string {
  const off = exchangeCalendar(schedule);
  const ordered = inOutlineOrder(schedule.tasks);
  const numberOf = new Map(ordered.map((n) => [n.task.key, n.number]));
  const days = ordered.flatMap((n) => [n.task.start, n.task.finish]).sort();
  const first = days[0] ?? '2000-01-03';
  const last = days.at(-1) ?? first;
  const tasks = ordered.map(({ task, number, level, outline }) => {
    const span = task.milestone ? 0 : workingDaysIn(task.start, task.finish, off);
    const links = schedule.links.filter((l) => l.to === task.key && numberOf.has(l.from));
    return {
      UID: number,
      ID: number,
      Name: xmlText(task.name),
      Type: 1,
      IsNull: 0,
      Contact: xmlText(task.owner),
      OutlineNumber: outline,
      OutlineLevel: level,
      Start: startOf(task.start),
      Finish: task.milestone ? startOf(task.start) : finishOf(task.finish),
      Duration: hours(span),
      DurationFormat: 7,
      Milestone: task.milestone ? 1 : 0,
      Summary: task.phase ? 1 : 0,
      PercentComplete: task.progress,
      ConstraintType: 4,
      ConstraintDate: startOf(task.start),
      Notes: xmlText(task.notes),
      PredecessorLink: links.map((link) => ({
        PredecessorUID: numberOf.get(link.from),
        Type: TYPE_NUMBER[link.type],
        LinkLag: link.lag * MINUTES_PER_DAY * 10,
        LagFormat: LAG_IN_DAYS,
      })),
      Baseline: task.baseline && {
        Number: 0,
        Start: startOf(task.baseline.start),
        Finish: task.milestone ? startOf(task.baseline.start) : finishOf(task.baseline.finish),
        Duration: hours(task.milestone ? 0 : workingDaysIn(task.baseline.start, task.baseline.finish, off)),
        DurationFormat: 7,
      },
    };
  });
  const project = {
    Project: {
      '@_xmlns': 'http://schemas.microsoft.com/project',
      SaveVersion: 14,
      Name: `${xmlText(name)}.xml`,
      Title: xmlText(name),
      ScheduleFromStart: 1,
      StartDate: startOf(first),
      FinishDate: finishOf(last),
      CalendarUID: 1,
      DefaultStartTime: '08:00:00',
      DefaultFinishTime: '17:00:00',
      MinutesPerDay: MINUTES_PER_DAY,
      MinutesPerWeek: MINUTES_PER_DAY * (schedule.workingWeekdays?.length ?? 5),
      DaysPerMonth: 20,
      Calendars: { Calendar: [calendar(schedule)] },
      Tasks: {
        Task: [
          { UID: 0, ID: 0, Name: xmlText(name), Type: 1, IsNull: 0, OutlineNumber: 0, OutlineLevel: 0, Summary: 1 },
          ...tasks,
        ],
      },
    },
  };
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${builder.build(project)}`;
}
