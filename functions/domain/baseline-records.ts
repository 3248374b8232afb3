/**
 * Baselines as other features keep them (docs/requirements.md#baselines): the one rule of adding a baseline
 * (at most MAX_BASELINES, a lost race in words), an import's Baseline 0 saved as "Imported", and the baseline
 * an export writes. The endpoints are schedule-baselines.ts.
 */
import type { BaselineDates, BaselineSummary } from '#shared/models/schedule-baseline.ts';
import { IMPORTED_BASELINE_NAME, MAX_BASELINES } from '#shared/schemas/schedule-baselines.ts';
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
} from '../data/schedule-baselines.ts';
import type { ScheduleKind } from '../data/schedule-tasks.ts';

export const TOO_MANY_BASELINES = `A schedule keeps at most ${MAX_BASELINES} baselines: delete one before saving another`;
export const BASELINES_CHANGED = 'The baselines were changed at the same time: try again';
export const BASELINE_NOT_FOUND = 'Baseline not found';

/** A write refused because the register changed since it was read, in words. */
export async function orChanged(work: Promise<void>): Promise<void> {
  try {
    await work;
  } catch (error) {
    throw error instanceof Refused && error.subject === 'baseline' ? conflict(BASELINES_CHANGED) : error;
  }
}

export function entryOf(register: BaselineRegister, id: string): BaselineEntry {
  const entry = register.baselines.find((b) => b.id === id);
  if (!entry) throw notFound(BASELINE_NOT_FOUND);
  return entry;
}

/**
 * Adds a baseline of `dates` under `name` (and `id`, when it is made from something else, such as an import);
 * refused (409) when the schedule keeps MAX_BASELINES already.
 */
export async function addBaseline(
  register: BaselineRegister,
  { id, name }: { id?: string; name: string },
  dates: readonly BaselineDates[],
  by: { caller: Pick<Caller, 'userId' | 'name'>; now: Date },
): Promise<BaselineSummary> {
  if (register.baselines.length >= MAX_BASELINES) throw conflict(TOO_MANY_BASELINES);
  const summary: BaselineSummary = {
    id: id ?? ulid(by.now.getTime()),
    name,
    savedAt: by.now.toISOString(),
    savedBy: { id: by.caller.userId, name: by.caller.name },
    tasks: dates.length,
  };
  await orChanged(insertBaseline(register, summary, dates));
  return summary;
}

/**
 * An import's Baseline 0 as the baseline "Imported" (docs/requirements.md#baselines), under an id made from
 * the import's, so a rerun of the import saves it once. `full`: the schedule keeps MAX_BASELINES already, and
 * it was not saved; `none`: the file has no baseline dates.
 */
export async function saveImportedBaseline(
  kind: ScheduleKind,
  projectId: string,
  imported: { id: string; dates: readonly BaselineDates[] },
  by: { caller: Pick<Caller, 'userId' | 'name'>; now: Date },
): Promise<'saved' | 'full' | 'none'> {
  if (imported.dates.length === 0) return 'none';
  const register = await getBaselineRegister(kind, projectId);
  if (register.baselines.some((b) => b.id === imported.id)) return 'saved';
  if (register.baselines.length >= MAX_BASELINES) return 'full';
  await addBaseline(register, { id: imported.id, name: IMPORTED_BASELINE_NAME }, imported.dates, by);
  return 'saved';
}

/** The dates of the baseline `id`, or else of the latest one; none when the schedule keeps none. */
export async function exportedBaseline(
  kind: ScheduleKind,
  projectId: string,
  id: string | undefined,
): Promise<BaselineDates[]> {
  const register = await getBaselineRegister(kind, projectId);
  const entry = id ? entryOf(register, id) : register.baselines.at(-1);
  return entry ? getBaselineDates(register, entry.id) : [];
}

/**
 * Removes the baseline an earlier import saved (by its id), when the schedule still keeps it: a replace of that
 * import takes its place. Safe to repeat (a rerun after a stop finds it gone).
 */
export async function removeImportedBaseline(kind: ScheduleKind, projectId: string, id: string): Promise<void> {
  const register = await getBaselineRegister(kind, projectId);
  if (!register.baselines.some((b) => b.id === id)) return;
  await orChanged(deleteBaselineEntry(register, id));
}

/** Whether the schedule can take one more baseline; `freed`: the id of one a replace removes first. */
export async function hasBaselineRoom(kind: ScheduleKind, projectId: string, freed?: string): Promise<boolean> {
  const { baselines } = await getBaselineRegister(kind, projectId);
  return baselines.filter((b) => b.id !== freed).length < MAX_BASELINES;
}
