/**
 * Who reads which activity entries: members see their project's entries in the areas their role reaches,
 * admins everything; a date range is Toronto days, both included. The log is an in-memory list behind
 * data/activity-log.ts's listActivity (tests/integration/activity.test.ts keeps the real table).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityEntry } from '#shared/models/activity.ts';
import type { ProjectActivityQuery } from '#shared/schemas/activity.ts';
import type { ActivityFilter, ActivityScope } from '../data/activity-log.ts';
import { caller, refusal } from './test-support/callers.ts';

const log: ActivityEntry[] = [];

vi.mock('../data/projects.ts', () => ({
  getProject: async (id: string) => (id === 'P1' || id === 'P2' ? { _id: id, name: `Project ${id}` } : undefined),
}));
vi.mock('../data/activity-log.ts', () => ({
  ADMIN_SCOPE: 'ADMIN',
  // What the Query and its filter select, newest first.
  listActivity: async (scope: ActivityScope, filter: ActivityFilter, limit: number) => {
    const entries = log
      .filter((e) => (scope.objectId ? e.object.id === scope.objectId : (e.projectId ?? 'ADMIN') === scope.projectId))
      .filter((e) => !filter.areas || filter.areas.includes(e.area))
      .filter((e) => filter.area === undefined || e.area === filter.area)
      .filter((e) => filter.kind === undefined || e.kind === filter.kind)
      .filter((e) => filter.projectId === undefined || e.projectId === filter.projectId)
      .filter((e) => !filter.idRange || (e._id >= filter.idRange.from && e._id <= filter.idRange.to))
      .reverse();
    return { entries: entries.slice(0, limit), nextCursor: null };
  },
}));

/** The objects' own items: what data/object-marks.ts would read (absent = erased or never made). */
const items = new Map<string, { binned: boolean; deleting: boolean }>();
vi.mock('../data/object-marks.ts', () => ({
  refKey: (ref: { type: string; id: string }) => `${ref.type}:${ref.id}`,
  objectMarks: async (refs: { type: string; id: string }[]) =>
    new Map(refs.flatMap((r) => (items.has(r.id) ? [[`${r.type}:${r.id}`, items.get(r.id)]] : []))),
}));

const { activityEntry, adminEntry, fieldChanges, projectActivity, withGoneObjects } = await import('./activity-log.ts');

const pat = caller('pm');
const entry = (at: string, area: ActivityEntry['area'], name: string, projectId = 'P1') =>
  activityEntry(pat, new Date(at), {
    projectId,
    area,
    kind: area === 'construction' ? 'task.updated' : 'file.uploaded',
    object: { type: area === 'construction' ? 'task' : 'file', id: `O-${name}`, name },
  });
const query = (q: Partial<ProjectActivityQuery> = {}): ProjectActivityQuery => ({ cursor: undefined, ...q });
const names = (page: { entries: ActivityEntry[] }) => page.entries.map((e) => e.object.name);

beforeEach(() => {
  log.length = 0;
  log.push(
    entry('2026-11-20T15:00:00.000Z', 'plan', 'S-201.pdf'),
    entry('2026-11-21T15:00:00.000Z', 'marketing', 'Brochure.pdf'),
    entry('2026-11-22T04:30:00.000Z', 'construction', 'Pour slab'),
    entry('2026-11-22T15:00:00.000Z', 'plan', 'Other project.pdf', 'P2'),
  );
});

describe('project activity', () => {
  it('a member reads only the areas of their role, newest first; an admin all of them', async () => {
    expect(names(await projectActivity(pat, 'P1', query()))).toEqual(['Pour slab', 'S-201.pdf']);
    expect(names(await projectActivity(caller('marketing'), 'P1', query()))).toEqual(['Brochure.pdf']);
    expect(names(await projectActivity(caller('admin', []), 'P1', query()))).toEqual([
      'Pour slab',
      'Brochure.pdf',
      'S-201.pdf',
    ]);
  });

  it('asking for an area the role does not reach, or having none, is forbidden', async () => {
    expect((await refusal(projectActivity(pat, 'P1', query({ area: 'marketing' })))).kind).toBe('forbidden');
    expect((await refusal(projectActivity(caller('user'), 'P1', query()))).kind).toBe('forbidden');
  });

  it('an unknown project is 404, another project 403', async () => {
    expect(await refusal(projectActivity(pat, 'P9', query()))).toEqual({
      kind: 'not-found',
      message: 'Project not found',
    });
    expect((await refusal(projectActivity(pat, 'P2', query()))).kind).toBe('forbidden');
  });

  it('days are Toronto days: 23:30 in Toronto on the 21st belongs to the 21st', async () => {
    const page = await projectActivity(caller('office'), 'P1', query({ from: '2026-11-21', to: '2026-11-21' }));
    expect(names(page)).toEqual(['Pour slab', 'Brochure.pdf']);
  });

  it("an object's history stays within the project asked for", async () => {
    log.push({ ...entry('2026-11-23T15:00:00.000Z', 'plan', 'S-201.pdf', 'P2') });
    const page = await projectActivity(pat, 'P1', query({ objectId: 'O-S-201.pdf' }));
    expect(page.entries.map((e) => e.projectId)).toEqual(['P1']);
  });
});

describe('what an entry says', () => {
  it('changes name secrets without showing them and skip bookkeeping', () => {
    const changes = fieldChanges(
      { name: 'Pat', role: 'pm', projects: ['P1'], password: 'x', updatedAt: 'a' },
      { name: 'Pat Morgan', role: 'pm', projects: ['P1', 'P2'], password: 'y', updatedAt: 'b' },
      { hidden: ['password'], skipped: ['updatedAt'] },
    );
    expect(changes).toEqual([
      { field: 'name', from: 'Pat', to: 'Pat Morgan' },
      { field: 'projects', from: 'P1', to: 'P1, P2' },
      { field: 'password', from: null, to: 'changed' },
    ]);
  });

  it('administration entries are filed under no project, with who did it', () => {
    const made = adminEntry(pat, new Date('2026-11-23T15:00:00.000Z'), 'user.created', { id: 'U9', name: 'Sam' });
    expect(made).toMatchObject({
      projectId: null,
      area: 'admin',
      actor: { id: 'U1', name: 'Pat Morgan' },
      object: { type: 'user', id: 'U9', name: 'Sam' },
      at: '2026-11-23T15:00:00.000Z',
    });
    expect(made).not.toHaveProperty('changes');
  });
});

describe('entries of objects that are gone', () => {
  it('R-link: an object in the bin, being erased or erased is marked gone; a live one and a user are not', async () => {
    items.clear();
    items.set('F-live', { binned: false, deleting: false });
    items.set('F-bin', { binned: true, deleting: false });
    items.set('D-erasing', { binned: false, deleting: true });
    const of = (type: ActivityEntry['object']['type'], id: string) =>
      activityEntry(pat, new Date('2026-11-20T15:00:00Z'), {
        projectId: 'P1',
        area: 'plan',
        kind: 'file.uploaded',
        object: { type, id, name: id },
      });
    const page = await withGoneObjects({
      entries: [
        of('file', 'F-live'),
        of('file', 'F-bin'),
        of('folder', 'D-erasing'),
        of('task', 'T-erased'),
        of('user', 'U1'),
      ],
      nextCursor: 'next',
    });
    expect(page.entries.map((e) => [e.object.id, e.object.gone ?? false])).toEqual([
      ['F-live', false],
      ['F-bin', true],
      ['D-erasing', true],
      ['T-erased', true],
      ['U1', false],
    ]);
    expect(page.nextCursor).toBe('next');
  });
});
