/**
 * A new file or version in a folder tells the people who follow that folder or one above it: one event per
 * file, naming the folder's whole chain, and no event (no job) when nobody follows any of them; a file at
 * the area root tells nobody, and a failure to ask never fails the upload. The follower query and notify()
 * are fakes (tests/integration/notifications.test.ts keeps the real table and queue).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Happening } from './notify.ts';
import { caller } from './test-support/callers.ts';
import { store } from './test-support/document-store.ts';
import { addDrawingsTree } from './test-support/folder-fixtures.ts';

/** The folders people follow; `askedFor` records each question. */
const followed = new Set<string>();
const askedFor: string[][] = [];
let followersDown = false;
vi.mock('../data/notification-settings.ts', () => ({
  anyFollower: async (folderIds: readonly string[]) => {
    askedFor.push([...folderIds]);
    if (followersDown) throw new Error('DynamoDB is down');
    return folderIds.some((id) => followed.has(id));
  },
}));
const told: Happening[] = [];
vi.mock('./notify.ts', () => ({ notify: async (_caller: unknown, happening: Happening) => void told.push(happening) }));

const { tellFolderFollowers } = await import('./folder-followers.ts');

const NOW = new Date('2026-11-27T15:00:00.000Z');
let tree: ReturnType<typeof addDrawingsTree>;

beforeEach(() => {
  store.reset();
  tree = addDrawingsTree(store);
  followed.clear();
  askedFor.length = 0;
  told.length = 0;
  followersDown = false;
});

const upload = (folder = tree.electrical) => store.addFile('FILE1', 'E-201.pdf', folder);

describe('tellFolderFollowers', () => {
  it('someone following a folder above hears of a file anywhere below it, about the file’s own folder', async () => {
    followed.add(tree.drawings._id);
    await tellFolderFollowers(caller('pm'), upload(), tree.electrical, 'added E-201.pdf', NOW);
    expect(askedFor).toEqual([[tree.drawings._id, tree.level1._id, tree.electrical._id]]);
    expect(told).toEqual([
      {
        event: 'followedFolderFile',
        subject: `folder:${tree.electrical._id}`,
        projectId: 'P1',
        objectName: 'Electrical',
        path: `/planfile_list/${tree.electrical._id}`,
        action: 'added E-201.pdf',
        section: 'planfile',
        folderIds: [tree.drawings._id, tree.level1._id, tree.electrical._id],
      },
    ]);
  });

  it('nobody following the chain: no event; a file at the area root: not even the question', async () => {
    followed.add(tree.specs._id);
    await tellFolderFollowers(caller('pm'), upload(), tree.electrical, 'added E-201.pdf', NOW);
    await tellFolderFollowers(caller('pm'), store.addFile('FILE2', 'Root.pdf'), undefined, 'added Root.pdf', NOW);
    expect(told).toEqual([]);
    expect(askedFor).toHaveLength(1);
  });

  it('a failure to ask is not the upload’s failure, and tells nobody', async () => {
    followed.add(tree.drawings._id);
    followersDown = true;
    await expect(
      tellFolderFollowers(caller('pm'), upload(), tree.electrical, 'added E-201.pdf', NOW),
    ).resolves.toBeUndefined();
    expect(told).toEqual([]);
  });

  it('each area’s folder page is the one the email links to', async () => {
    const ads = store.addFolder('F-ads', 'Ads', undefined, { projectId: 'P1', module: 'marketing' });
    followed.add(ads._id);
    await tellFolderFollowers(caller('marketing'), store.addFile('FILE3', 'Flyer.pdf', ads), ads, 'added', NOW);
    expect(told.map((h) => [h.path, h.section])).toEqual([['/marketingfile_list/F-ads', 'marketing']]);
  });
});
