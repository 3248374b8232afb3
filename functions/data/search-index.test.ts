import { describe, expect, it } from 'vitest';
import { docOf, indexedIdentity, indexItemsFor, staleTermKeys, termItemsOf } from './search-index.ts';

const file = {
  PK: 'FILE#F1',
  SK: '#FILE',
  _id: 'F1',
  original_name: 'Café Kitchen Plan Rev C.pdf',
  author: 'Zoë',
  module: 'plan',
  projectId: 'P1',
  folderId: 'D1',
};

describe('which items are searched', () => {
  it('knows files, folders, both kinds of task and notes by their keys, and nothing else', () => {
    expect(indexedIdentity({ PK: 'FILE#F1', SK: '#FILE' })).toEqual({ kind: 'file', id: 'F1' });
    expect(indexedIdentity({ PK: 'FOLDER#D1', SK: '#FOLDER' })).toEqual({ kind: 'folder', id: 'D1' });
    expect(indexedIdentity({ PK: 'TASK#T1', SK: 'TASK' })).toEqual({ kind: 'task', id: 'T1' });
    expect(indexedIdentity({ PK: 'MTASK#M1', SK: 'MTASK' })).toEqual({ kind: 'marketingTask', id: 'M1' });
    expect(indexedIdentity({ PK: 'TASK#T1', SK: 'NOTE#N1' })).toEqual({ kind: 'note', id: 'N1', taskId: 'T1' });
    // entries in containers are copies; photos, users, the index itself are not searched
    for (const keys of [
      { PK: 'FOLDER#D1', SK: 'FILE#F1' },
      { PK: 'FOLDER#D1', SK: 'DIR#D2' },
      { PK: 'TASK#T1', SK: 'IMG#000001' },
      { PK: 'USER#U1', SK: 'USER' },
      { PK: 'SEARCH#P1', SK: 'plan#file#F1' },
    ]) {
      expect(indexedIdentity(keys), JSON.stringify(keys)).toBeUndefined();
    }
  });

  it('a file being deleted, a folder being deleted and a note whose task is gone have no index items', () => {
    const keys = { PK: file.PK, SK: file.SK };
    expect(docOf({ keys, image: { ...file, deletingAt: '2026-11-02T00:00:00Z' } })).toBeUndefined();
    expect(
      docOf({ keys: { PK: 'FOLDER#D1', SK: '#FOLDER' }, image: { name: 'A', deleteStatus: { state: 'deleting' } } }),
    ).toBeUndefined();
    expect(docOf({ keys: { PK: 'TASK#T1', SK: 'NOTE#N1' }, image: { text: 'hello' } }, undefined)).toBeUndefined();
  });
});

describe('term items', () => {
  it('one item per distinct term of name and author, keyed by project, term, kind and id', () => {
    const doc = docOf({ keys: { PK: file.PK, SK: file.SK }, image: file });
    if (!doc) throw new Error('expected a document');
    expect(doc).toMatchObject({ kind: 'file', projectId: 'P1', module: 'plan', folderId: 'D1', detail: 'Zoë' });
    const items = termItemsOf(doc);
    expect(items.map((i) => `${i.PK} ${i.SK}`)).toEqual(
      ['cafe', 'kitchen', 'plan', 'rev', 'c', 'pdf', 'zoe'].map((t) => `SEARCH#P1 ${t}#file#F1`),
    );
    expect(items[0]).not.toHaveProperty('projectId');
    expect(items[0]?.terms).toBe('cafe kitchen plan rev c pdf zoe');
    // the same item always gives the same keys: writing it again changes nothing
    expect(indexItemsFor(doc)).toEqual(indexItemsFor(doc));
    expect(indexItemsFor(doc).at(-1)).toMatchObject({ PK: 'SEARCHDOC#file#F1', SK: 'DOC', projectId: 'P1' });
  });

  it('a note is indexed in its task’s project, its text cut for display', () => {
    const text = `moisture ${'reading '.repeat(40)}`;
    const doc = docOf(
      { keys: { PK: 'TASK#T1', SK: 'NOTE#N1' }, image: { text, user_name: 'Ana' } },
      { projectId: 'P2', task_name: 'Drywall' },
    );
    expect(doc).toMatchObject({ kind: 'note', id: 'N1', taskId: 'T1', projectId: 'P2', module: 'construction' });
    expect(doc?.name.length).toBe(160);
    expect(doc?.terms).toBe('moisture reading');
  });
});

describe('stale term items', () => {
  it('S1: a file moved to another project leaves no term item in the old project, even for unchanged terms', () => {
    const stored = { projectId: 'P1', sortKeys: ['plan#file#F1', 'zoe#file#F1'] };
    const moved = staleTermKeys(stored, { projectId: 'P2', sortKeys: ['plan#file#F1', 'zoe#file#F1'] });
    expect(moved).toEqual([
      { PK: 'SEARCH#P1', SK: 'plan#file#F1' },
      { PK: 'SEARCH#P1', SK: 'zoe#file#F1' },
    ]);
    // within one project only the terms no longer wanted are stale
    expect(staleTermKeys(stored, { projectId: 'P1', sortKeys: ['plan#file#F1'] })).toEqual([
      { PK: 'SEARCH#P1', SK: 'zoe#file#F1' },
    ]);
    // removed (deleted): everything it had
    expect(staleTermKeys(stored, undefined)).toHaveLength(2);
    expect(staleTermKeys(undefined, { projectId: 'P2', sortKeys: ['plan#file#F1'] })).toEqual([]);
  });
});
