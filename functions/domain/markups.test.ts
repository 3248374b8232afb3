/**
 * Markups on a sheet (docs/requirements.md#markups): who sees a draft, who changes, publishes and deletes a
 * markup, and what a new one records of its sheet, against the in-memory document store and an in-memory
 * markup table (tests/integration/markups.test.ts keeps the real ones).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityEntry } from '#shared/models/activity.ts';
import type { Markup } from '#shared/models/markups.ts';
import { MARKUP_OUTSIDE_PAGE, type MarkupShape } from '#shared/schemas/markups.ts';
import { Refused } from '../data/refusals.ts';
import { caller, refusal } from './test-support/callers.ts';
import { fakeDocumentStore } from './test-support/mock-documents.ts';
import { LATER, NOW, resetToSheet, SHEET } from './test-support/sheet-fixtures.ts';

/** The markup table: markups by id, and the activity entries written with them. */
const table = { markups: new Map<string, Markup>(), entries: [] as ActivityEntry[] };

/** Writes only over the markup as it was read, as the real conditional writes do. */
function unchanged(before: Markup): void {
  if (table.markups.get(before._id)?.updatedAt !== before.updatedAt) throw new Refused('conflict', 'markup');
}

vi.doMock('#functions/data/markups.ts', () => ({
  insertMarkup: async (markup: Markup, activity: ActivityEntry) => {
    table.markups.set(markup._id, markup);
    table.entries.push(activity);
  },
  getMarkup: async (id: string) => table.markups.get(id),
  listVersionMarkups: async (fileId: string, version: number) =>
    [...table.markups.values()].filter((m) => m.fileId === fileId && m.version === version),
  replaceMarkup: async (before: Markup, next: Markup, activity: ActivityEntry) => {
    unchanged(before);
    table.markups.set(next._id, next);
    table.entries.push(activity);
  },
  deleteMarkupRecord: async (before: Markup, activity: ActivityEntry) => {
    unchanged(before);
    table.markups.delete(before._id);
    table.entries.push(activity);
  },
}));
fakeDocumentStore('files', 'folders', 'fileVersions');
const { createMarkup, deleteMarkup, listMarkups, NO_DELETE_RIGHT, ONLY_AUTHOR, publishMarkup, updateMarkup } =
  await import('./markups.ts');

const sheetPath = { moduleParam: 'plan', fileId: SHEET };
const author = caller('office', ['P1'], 'U1');
const colleague = caller('office', ['P1'], 'U2');
const manager = caller('pm', ['P1'], 'U3');

const box = (to: { x: number; y: number }): MarkupShape => ({
  kind: 'rectangle',
  colour: 'red',
  width: 2,
  from: { x: 10, y: 10 },
  to,
});
const draw = (who = author) =>
  createMarkup(
    who,
    sheetPath,
    { version: 1, page: 1, pageWidth: 600, pageHeight: 400, shapes: [box({ x: 100, y: 80 })] },
    NOW,
  );
const pathOf = (markup: Markup) => ({ ...sheetPath, markupId: markup._id });

beforeEach(() => {
  resetToSheet();
  table.markups.clear();
  table.entries.length = 0;
});

describe('a new markup', () => {
  it("is a draft of its author on the sheet's version, recording the sheet's project, area and name", async () => {
    const markup = await draw();
    expect(markup).toMatchObject({
      projectId: 'P1',
      fileId: SHEET,
      module: 'plan',
      fileName: 'A-101.pdf',
      version: 1,
      author: { id: 'U1', name: 'Pat Morgan' },
      published: false,
      publishedAt: null,
      createdAt: NOW.toISOString(),
    });
    expect(table.entries.map((e) => [e.kind, e.place, e.detail])).toEqual([
      ['markup.created', 'A-101.pdf v1, page 1', '1 shape'],
    ]);
  });

  it('is refused on a version the sheet does not have', async () => {
    const body = { version: 2, page: 1, pageWidth: 600, pageHeight: 400, shapes: [box({ x: 100, y: 80 })] };
    expect(await refusal(createMarkup(author, sheetPath, body, NOW))).toEqual({
      kind: 'invalid',
      message: 'The sheet has no version 2',
    });
    expect(table.markups.size).toBe(0);
  });
});

describe('who sees a markup', () => {
  it("lists everyone's published markups and the caller's own drafts, never another person's draft", async () => {
    const mine = await draw(author);
    const theirs = await draw(colleague);
    const published = await publishMarkup(colleague, pathOf(await draw(colleague)), NOW);
    const seen = async (who = author) => (await listMarkups(who, sheetPath, {})).map((m) => m._id).sort();
    expect(await seen(author)).toEqual([mine._id, published._id].sort());
    expect(await seen(colleague)).toEqual([theirs._id, published._id].sort());
    expect(await refusal(updateMarkup(author, pathOf(theirs), { shapes: [] }, NOW))).toEqual({
      kind: 'not-found',
      message: 'Markup not found',
    });
  });
});

describe('changing and publishing', () => {
  it('only its author changes a markup; its shapes stay on its page', async () => {
    const markup = await draw();
    expect(
      await refusal(
        updateMarkup(manager, pathOf(await publishMarkup(author, pathOf(markup), NOW)), { shapes: [] }, LATER),
      ),
    ).toEqual({
      kind: 'forbidden',
      message: ONLY_AUTHOR,
    });
    expect(await refusal(updateMarkup(author, pathOf(markup), { shapes: [box({ x: 601, y: 80 })] }, LATER))).toEqual({
      kind: 'invalid',
      message: MARKUP_OUTSIDE_PAGE,
    });
    const changed = await updateMarkup(author, pathOf(markup), { shapes: [box({ x: 600, y: 400 })] }, LATER);
    expect(changed).toMatchObject({ shapes: [box({ x: 600, y: 400 })], updatedAt: LATER.toISOString() });
    expect(table.markups.get(markup._id)).toEqual(changed);
  });

  it('publishing a published markup changes nothing and writes no entry', async () => {
    const markup = await draw();
    const published = await publishMarkup(author, pathOf(markup), NOW);
    expect(published).toMatchObject({ published: true, publishedAt: NOW.toISOString() });
    const entries = table.entries.length;
    expect(await publishMarkup(author, pathOf(markup), LATER)).toEqual(published);
    expect(table.entries).toHaveLength(entries);
  });

  it('a change over a markup changed since it was read is refused as a conflict', async () => {
    const markup = await draw();
    table.markups.set(markup._id, { ...markup, updatedAt: LATER.toISOString() });
    const read = vi.spyOn(table.markups, 'get').mockReturnValueOnce(markup);
    expect(await refusal(updateMarkup(author, pathOf(markup), { shapes: [] }, LATER))).toMatchObject({
      kind: 'conflict',
    });
    read.mockRestore();
  });
});

describe('deleting', () => {
  it('its author deletes a draft; a published one also a project manager, but no other writer', async () => {
    const draft = await draw();
    await expect(deleteMarkup(author, pathOf(draft), NOW)).resolves.toEqual({ message: 'Markup deleted' });
    expect(table.markups.has(draft._id)).toBe(false);

    const published = await publishMarkup(author, pathOf(await draw()), NOW);
    expect(await refusal(deleteMarkup(colleague, pathOf(published), LATER))).toEqual({
      kind: 'forbidden',
      message: NO_DELETE_RIGHT,
    });
    await expect(deleteMarkup(manager, pathOf(published), LATER)).resolves.toEqual({ message: 'Markup deleted' });
    expect(table.entries.at(-1)).toMatchObject({ kind: 'markup.deleted', actor: { id: 'U3' } });
  });
});
