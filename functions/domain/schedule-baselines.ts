/**
 * A schedule's baselines (docs/requirements.md#baselines): named snapshots of every task's first and last
 * day, at most MAX_BASELINES per schedule. Anyone who can open the schedule reads them; admins and project
 * managers (the contract's roles) save, rename and delete them.
 */
import type { Baseline, BaselineDates, BaselineSummary } from '#shared/models/schedule-baseline.ts';
import { MAX_BASELINES } from '#shared/schemas/schedule-baselines.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { conflict, notFound } from '../commons/errors.ts';
import { ulid } from '../commons/ids.ts';
import { Refused } from '../data/refusals.ts';
import {
  type BaselineEntry,
  type BaselineRegister,
  deleteBaselineEntry,
  getBaselineDates,
  getBaselineRegister,
  insertBaseline,
  renameBaselineEntry,
} from '../data/schedule-baselines.ts';
import { listProjectTasks, type ScheduleKind } from '../data/schedule-tasks.ts';
import { exchangeOf } from './schedule-export.ts';
import { assertCanAddTo } from './schedule-tasks.ts';

export const TOO_MANY_BASELINES = `A schedule keeps at most ${MAX_BASELINES} baselines: delete one before saving another`;
export const BASELINES_CHANGED = 'The baselines were changed at the same time: try again';
export const BASELINE_NOT_FOUND = 'Baseline not found';

const summaryOf = ({ parts: _parts, ...summary }: BaselineEntry): BaselineSummary => summary;

/** A write refused because the register changed since it was read, in words. */
async function orChanged(work: Promise<void>): Promise<void> {
  try {
    await work;
  } catch (error) {
    throw error instanceof Refused && error.subject === 'baseline' ? conflict(BASELINES_CHANGED) : error;
  }
}

/** The schedule's baselines, after checking the caller may open it and the project exists. */
async function registerFor(caller: Caller, projectId: string, kind: ScheduleKind): Promise<BaselineRegister> {
  await assertCanAddTo(kind, caller, projectId);
  return getBaselineRegister(kind, projectId);
}

function entryOf(register: BaselineRegister, id: string): BaselineEntry {
  const entry = register.baselines.find((b) => b.id === id);
  if (!entry) throw notFound(BASELINE_NOT_FOUND);
  return entry;
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

/** Adds a baseline of `dates` under `name`; refused (409) when the schedule keeps MAX_BASELINES already. */
export async function addBaseline(
  register: BaselineRegister,
  name: string,
  dates: readonly BaselineDates[],
  by: { caller: Caller; now: Date },
): Promise<BaselineSummary> {
  if (register.baselines.length >= MAX_BASELINES) throw conflict(TOO_MANY_BASELINES);
  const summary: BaselineSummary = {
    id: ulid(by.now.getTime()),
    name,
    savedAt: by.now.toISOString(),
    savedBy: { id: by.caller.userId, name: by.caller.name },
    tasks: dates.length,
  };
  await orChanged(insertBaseline(register, summary, dates));
  return summary;
}

export async function saveScheduleBaseline(
  caller: Caller,
  projectId: string,
  kind: ScheduleKind,
  name: string,
  now: Date,
): Promise<BaselineSummary> {
  const register = await registerFor(caller, projectId, kind);
  return addBaseline(register, name, await currentDates(kind, projectId), { caller, now });
}

export async function getScheduleBaseline(
  caller: Caller,
  projectId: string,
  kind: ScheduleKind,
  id: string,
): Promise<Baseline> {
  const register = await registerFor(caller, projectId, kind);
  const entry = entryOf(register, id);
  return { ...summaryOf(entry), dates: await getBaselineDates(register, id) };
}

export async function renameScheduleBaseline(
  caller: Caller,
  projectId: string,
  kind: ScheduleKind,
  id: string,
  name: string,
): Promise<BaselineSummary> {
  const register = await registerFor(caller, projectId, kind);
  const entry = entryOf(register, id);
  await orChanged(renameBaselineEntry(register, id, name));
  return { ...summaryOf(entry), name };
}

export async function deleteScheduleBaseline(
  caller: Caller,
  projectId: string,
  kind: ScheduleKind,
  id: string,
): Promise<void> {
  const register = await registerFor(caller, projectId, kind);
  entryOf(register, id);
  await orChanged(deleteBaselineEntry(register, id));
}
