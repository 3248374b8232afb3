/**
 * The recycle-bin purge's steps (bin-purge.ts) against an in-memory bin: which items are due, that each
 * step erases one through the erase of its kind with the actor "Scheduled purge", that a kind without an
 * erase is left in the bin, and that a stopped erase is finished by the next step. The bin's conditions
 * (the mark, the Query's key and filter) are the data module's and are run on the emulator by
 * tests/integration/recycle-bin-purge.test.ts.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BIN_KINDS, type BinKind } from '#shared/models/recycle-bin.ts';
import type { Actor } from './activity-log.ts';

const bin = vi.hoisted(() => ({
  items: new Map<string, import('../data/recycle-bin.ts').BinRecord>(),
  erased: [] as { actor: Actor; id: string }[],
  failNextErase: false,
  /** The next erase finds the item finished by a concurrent delivery, and fails as eraseFile then does. */
  finishedElsewhere: false,
  /** The next erase goes on in another job, as a large folder's does on the deleteFolder queue. */
  handOffNext: false,
}));

vi.mock('../data/projects.ts', () => ({
  listAllProjects: async () => [{ _id: 'P1' }, { _id: 'P2' }],
}));

vi.mock('../data/recycle-bin.ts', async (original) => ({
  ...(await original<object>()),
  // As the Query: the project's partition, deletedAt below the bound, purgeAt passed, an erasable kind, oldest first.
  firstDueBinItem: async (
    projectId: string,
    due: { now: string; deletedBefore: string; kinds: readonly BinKind[]; handedOffBefore: string },
  ) =>
    [...bin.items.values()]
      .filter((b) => b.projectId === projectId && b.deletedAt < due.deletedBefore && b.purgeAt <= due.now)
      .filter((b) => due.kinds.includes(b.kind))
      .filter((b) => b.handedOffAt === undefined || b.handedOffAt < due.handedOffBefore)
      .sort((a, b) => a.deletedAt.localeCompare(b.deletedAt))[0],
  getBinItem: async (_projectId: string, id: string) => bin.items.get(id),
  markBinPurging: async (record: { _id: string }, at: string) => {
    const item = bin.items.get(record._id);
    if (!item) return false;
    item.purgingAt ??= at;
    return true;
  },
}));

/** The erase of every kind that has one: the bin's fake of eraseFile, eraseFolder and the task erase. */
const fakeErase = vi.hoisted(() => async (actor: Actor, record: { _id: string }, now: Date) => {
  const item = bin.items.get(record._id);
  if (!item?.purgingAt) throw new Error('erased before its mark');
  if (bin.handOffNext) {
    bin.handOffNext = false;
    item.handedOffAt = now.toISOString();
    return;
  }
  if (bin.finishedElsewhere) {
    bin.finishedElsewhere = false;
    bin.items.delete(record._id);
    throw new Error('Not in the recycle bin');
  }
  if (bin.failNextErase) {
    bin.failNextErase = false;
    throw new Error('S3 unavailable');
  }
  bin.items.delete(record._id);
  bin.erased.push({ actor, id: record._id });
});
vi.mock('./file-erase.ts', () => ({ eraseFile: fakeErase }));
vi.mock('./folder-erase.ts', () => ({ eraseFolder: fakeErase }));

const { purgeRecycleBinStep } = await import('./bin-purge.ts');
const { SCHEDULED_PURGE } = await import('./bin-records.ts');

const DAY = 24 * 3600_000;
const NOW = new Date('2026-11-27T08:00:00.000Z');

function deleted(id: string, projectId: string, daysAgo: number, kind: BinKind = 'file') {
  const at = NOW.getTime() - daysAgo * DAY;
  bin.items.set(id, {
    _id: id,
    kind,
    name: `${id}.pdf`,
    module: 'plan',
    area: 'plan',
    place: 'Plan File',
    projectId,
    deletedBy: { id: 'U1', name: 'Pat Morgan' },
    deletedAt: new Date(at).toISOString(),
    purgeAt: new Date(at + 30 * DAY).toISOString(),
  });
}

/** Steps until the purge says it is finished (at most `max`), as the consumer does. */
async function runToEnd(max = 20): Promise<number> {
  for (let steps = 1; steps <= max; steps++) if (await purgeRecycleBinStep(NOW)) return steps;
  throw new Error('the purge did not finish');
}

beforeEach(() => {
  bin.items.clear();
  bin.erased = [];
  bin.failNextErase = false;
  bin.finishedElsewhere = false;
  bin.handOffNext = false;
});

describe('the recycle-bin purge, step by step', () => {
  it('is finished at once when nothing is due', async () => {
    deleted('fresh', 'P1', 29);
    expect(await purgeRecycleBinStep(NOW)).toBe(true);
    expect(bin.erased).toEqual([]);
    expect([...bin.items.keys()]).toEqual(['fresh']);
  });

  it('erases one due item per step, oldest first in each project, as "Scheduled purge", and leaves the rest', async () => {
    deleted('a31', 'P1', 31);
    deleted('a45', 'P1', 45);
    deleted('b31', 'P2', 31);
    deleted('a29', 'P1', 29);
    deleted('b1', 'P2', 1);
    expect(await purgeRecycleBinStep(NOW)).toBe(false);
    expect(bin.erased).toEqual([{ actor: SCHEDULED_PURGE, id: 'a45' }]);
    expect(await runToEnd()).toBe(3);
    expect(bin.erased.map((e) => e.id)).toEqual(['a45', 'a31', 'b31']);
    expect(bin.erased.every((e) => e.actor.name === 'Scheduled purge')).toBe(true);
    expect([...bin.items.keys()].sort()).toEqual(['a29', 'b1']);
  });

  it('agrees with the screen: an item is due once its purgeAt has passed, not a moment before', async () => {
    deleted('edge', 'P1', 30);
    const item = bin.items.get('edge');
    if (!item) throw new Error('not stored');
    item.purgeAt = new Date(NOW.getTime() + 1).toISOString();
    expect(await purgeRecycleBinStep(NOW)).toBe(true);
    item.purgeAt = NOW.toISOString();
    item.deletedAt = new Date(NOW.getTime() - 30 * DAY - 1).toISOString();
    expect(await purgeRecycleBinStep(NOW)).toBe(false);
    expect(bin.erased.map((e) => e.id)).toEqual(['edge']);
  });

  it('reads every kind of the bin: each has an erase now (files, folders, tasks), so none is left behind', async () => {
    // It was: a due item of a kind with no erase yet stays in the bin. Folders and tasks joined ERASE.
    const { erasableKinds } = await import('./bin-erase.ts');
    expect([...erasableKinds()].sort()).toEqual([...BIN_KINDS].sort());
  });

  it('fails the step when an erase fails, with the item marked, and the next delivery finishes it', async () => {
    deleted('a', 'P1', 31);
    deleted('b', 'P1', 32);
    bin.failNextErase = true;
    await expect(purgeRecycleBinStep(NOW)).rejects.toThrow('S3 unavailable');
    expect(bin.items.get('b')?.purgingAt).toBe(NOW.toISOString());
    expect(await runToEnd()).toBe(3);
    expect(bin.erased.map((e) => e.id)).toEqual(['b', 'a']);
    expect(bin.items.size).toBe(0);
  });

  it('goes on when a concurrent delivery finished the item first: it only finds less to do', async () => {
    deleted('a', 'P1', 31);
    deleted('b', 'P1', 32);
    bin.finishedElsewhere = true;
    expect(await purgeRecycleBinStep(NOW)).toBe(false);
    expect(bin.items.has('b')).toBe(false);
    expect(await runToEnd()).toBe(2);
    expect(bin.erased.map((e) => e.id)).toEqual(['a']);
  });

  it('passes by an erase handed to another job for an hour, then hands it over again', async () => {
    deleted('big', 'P1', 40, 'folder');
    deleted('a', 'P1', 31);
    bin.handOffNext = true;
    expect(await runToEnd()).toBe(3);
    expect(bin.erased.map((e) => e.id)).toEqual(['a']);
    expect(bin.items.get('big')?.handedOffAt).toBe(NOW.toISOString());

    const later = new Date(NOW.getTime() + 3600_000 + 1);
    expect(await purgeRecycleBinStep(later)).toBe(false);
    expect(bin.erased.map((e) => e.id)).toEqual(['a', 'big']);
    expect(await purgeRecycleBinStep(later)).toBe(true);
  });
});
