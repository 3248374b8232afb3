/** Schedules compared across a round trip (schedule-exchange tests, tests/integration/schedule-import.test.ts). */
import type { ExchangeSchedule } from '../schedule-exchange/model.ts';

/** What must survive a round trip, named by task name rather than by id (ids are renumbered). */
export function comparable(schedule: ExchangeSchedule) {
  const nameOf = new Map(schedule.tasks.map((t) => [t.key, t.name]));
  return {
    tasks: schedule.tasks.map((t) => ({
      name: t.name,
      start: t.start,
      finish: t.finish,
      progress: t.progress,
      milestone: t.milestone,
      phase: t.phase,
      parent: t.parentKey === undefined ? undefined : nameOf.get(t.parentKey),
      owner: t.owner,
      notes: t.notes,
    })),
    links: schedule.links
      .map((l) => ({ from: nameOf.get(l.from), to: nameOf.get(l.to), type: l.type, lag: l.lag }))
      .sort((a, b) => `${a.to}${a.from}`.localeCompare(`${b.to}${b.from}`)),
  };
}
