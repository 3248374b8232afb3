/** Recycle-bin items for the domain's unit tests, and a fake bin behind data/recycle-bin.ts. */
import type { BinFilter, BinRecord } from '../../data/recycle-bin.ts';

/** A bin item of project P1 deleted by Pat, a file of the plan area unless `over` says otherwise. */
export const binItem = (id: string, over: Partial<BinRecord> = {}): BinRecord => ({
  _id: id,
  kind: 'file',
  name: id,
  module: 'plan',
  projectId: 'P1',
  area: 'plan',
  place: 'Plan File',
  deletedBy: { id: 'U1', name: 'Pat' },
  deletedAt: '2026-11-02T12:00:00.000Z',
  purgeAt: '2026-12-02T12:00:00.000Z',
  ...over,
});

/** The bin's items, and the filters each list was asked with. */
export const bin = { items: [] as BinRecord[], asked: [] as BinFilter[] };

/** data/recycle-bin.ts as the fake answers it: one page of what the filter keeps, as the table's indexes would. */
export const fakeBin = {
  getBinItem: async (projectId: string, id: string) =>
    bin.items.find((item) => item.projectId === projectId && item._id === id),
  listBin: async (projectId: string, filter: BinFilter) => {
    bin.asked.push(filter);
    const items = bin.items.filter(
      (item) =>
        item.projectId === projectId &&
        !item.purgingAt &&
        (!filter.area || item.area === filter.area) &&
        (!filter.modules || filter.modules.includes(item.module)),
    );
    return { items, nextCursor: null };
  },
};
