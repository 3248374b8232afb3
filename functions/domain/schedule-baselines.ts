/**
 * A schedule's baselines (docs/requirements.md#baselines): named snapshots of every task's first and last
 * day, at most MAX_BASELINES per schedule. Anyone who can open the schedule reads them; admins and project
 * managers (the contract's roles) save, rename and delete them.
 */
import type { Baseline, BaselineDates, BaselineSummary } from '#shared/models/schedule-baseline.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import {
  type BaselineEntry,
  type BaselineRegister,
  deleteBaselineEntry,
  getBaselineDates,
  getBaselineRegister,
  renameBaselineEntry,
} from '../data/schedule-baselines.ts';
import { listProjectTasks, type ScheduleKind } from '../data/schedule-tasks.ts';
import { addBaseline, entryOf, orChanged } from './baseline-records.ts';
import { exchangeOf } from './schedule-export.ts';
import { assertCanAddTo } from './schedule-tasks.ts';

const summaryOf = ({ parts: _parts, ...summary }: BaselineEntry): BaselineSummary => summary;

/** The schedule's baselines, after checking the caller may open it and the project exists. */
async function registerFor(caller: Caller, projectId: string, kind: ScheduleKind): Promise<BaselineRegister> {
  await assertCanAddTo(kind, caller, projectId);
  return getBaselineRegister(kind, projectId);
}

/** One baseline of the schedule and the register it is in; 404 when the schedule keeps no such baseline. */
async function entryFor(caller: Caller, projectId: string, kind: ScheduleKind, id: string) {
  const register = await registerFor(caller, projectId, kind);
  return { register, entry: entryOf(register, id) };
}

/** Every task's days now: whole Toronto days, as the export writes them. */
export async function currentDates(kind: ScheduleKind, projectId: string): Promise<BaselineDates[]> {
  const tasks = (await listProjectTasks(kind, projectId)).sort((a, b) => (a._id < b._id ? -1 : 1));
  return exchangeOf(tasks).tasks.map((t) => ({ id: t.key, start: t.start, finish: t.finish }));
}

export async function listScheduleBaselines(
  caller: Caller,
  projectId: string,
  kind: ScheduleKind,
): Promise<BaselineSummary[]> {
  return (await registerFor(caller, projectId, kind)).baselines.map(summaryOf);
}

export async function saveScheduleBaseline(
  caller: Caller,
  projectId: string,
  kind: ScheduleKind,
  name: string,
  now: Date,
): Promise<BaselineSummary> {
  const register = await registerFor(caller, projectId, kind);
  return addBaseline(register, { name }, await currentDates(kind, projectId), { caller, now });
}

export async function getScheduleBaseline(
  caller: Caller,
  projectId: string,
  kind: ScheduleKind,
  id: string,
): Promise<Baseline> {
  const { register, entry } = await entryFor(caller, projectId, kind, id);
  return { ...summaryOf(entry), dates: await getBaselineDates(register, id) };
}

export async function renameScheduleBaseline(
  caller: Caller,
  projectId: string,
  kind: ScheduleKind,
  id: string,
  name: string,
): Promise<BaselineSummary> {
  const { register, entry } = await entryFor(caller, projectId, kind, id);
  await orChanged(renameBaselineEntry(register, id, name));
  return { ...summaryOf(entry), name };
}

export async function deleteScheduleBaseline(
  caller: Caller,
  projectId: string,
  kind: ScheduleKind,
  id: string,
): Promise<void> {
  const { register } = await entryFor(caller, projectId, kind, id);
  await orChanged(deleteBaselineEntry(register, id));
}
