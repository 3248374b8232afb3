/**
 * Who may see and restore an item of the recycle bin (docs/data-model.md#recycle-bin): the project must
 * exist (404) and be the caller's (403); the item is seen by whoever may delete in its area; an item being
 * erased is gone to everyone but a delete forever, which finishes it. The bin is an in-memory fake
 * (tests/integration/recycle-bin.test.ts keeps the real table).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_SECTION_ACCESS } from '#shared/roles.ts';
import { bin, binItem } from './test-support/bin-fixtures.ts';
import { caller, refusal } from './test-support/callers.ts';

vi.mock('../data/projects.ts', () => ({
  getProject: async (id: string) => (['P1', 'P2'].includes(id) ? { _id: id, name: `Project ${id}` } : undefined),
}));
vi.mock('../data/recycle-bin.ts', async () => (await import('./test-support/bin-fixtures.ts')).fakeBin);

const { assertBinProject, loadBinItem } = await import('./bin-access.ts');

beforeEach(() => {
  bin.items = [
    binItem('F1'),
    binItem('T1', { kind: 'marketing_task', module: 'marketing', area: 'schedules' }),
    binItem('F2', { purgingAt: '2026-12-02T12:00:05.000Z' }),
  ];
});

describe('assertBinProject', () => {
  it('an unknown project is 404 and another one’s project 403, even for a role that reaches every area', async () => {
    expect(await refusal(assertBinProject(caller('office'), 'P9'))).toEqual({
      kind: 'not-found',
      message: 'Project not found',
    });
    expect((await refusal(assertBinProject(caller('office'), 'P2'))).kind).toBe('forbidden');
    await expect(assertBinProject(caller('admin', []), 'P2')).resolves.toBeUndefined();
  });
});

describe('loadBinItem', () => {
  it('answers the item to a caller who may delete in its area, and 403 to one who may not', async () => {
    expect(await loadBinItem(caller('consultant'), 'P1', 'F1')).toMatchObject({ _id: 'F1', module: 'plan' });
    expect(await refusal(loadBinItem(caller('consultant'), 'P1', 'T1'))).toEqual({
      kind: 'forbidden',
      message: NO_SECTION_ACCESS,
    });
    expect(await loadBinItem(caller('marketing'), 'P1', 'T1')).toMatchObject({ _id: 'T1' });
  });

  it('an item not in the bin, or in another project’s bin, is 404', async () => {
    const notInBin = { kind: 'not-found', message: 'Not in the recycle bin' };
    expect(await refusal(loadBinItem(caller('pm'), 'P1', 'F9'))).toEqual(notInBin);
    expect(await refusal(loadBinItem(caller('pm', ['P1', 'P2']), 'P2', 'F1'))).toEqual(notInBin);
  });

  it('an item being erased is gone, except to a delete forever, which finishes it', async () => {
    expect(await refusal(loadBinItem(caller('pm'), 'P1', 'F2'))).toEqual({
      kind: 'not-found',
      message: 'Not in the recycle bin',
    });
    expect(await loadBinItem(caller('pm'), 'P1', 'F2', { erasing: true })).toMatchObject({ _id: 'F2' });
  });
});
