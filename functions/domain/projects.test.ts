/**
 * Projects: each user lists the projects they may open, an admin every one; an edit's entry names only
 * the fields that changed, and a project gone meanwhile reads "Project not found". The table is an
 * in-memory map behind data/projects.ts (tests/integration/projects.test.ts keeps the real one).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityEntry } from '#shared/models/activity.ts';
import type { Project } from '#shared/models.ts';
import { Refused } from '../data/refusals.ts';
import { caller, refusal } from './test-support/callers.ts';

const projects = new Map<string, Project>();
const entries: ActivityEntry[] = [];

vi.mock('../data/projects.ts', () => ({
  getProject: async (id: string) => projects.get(id),
  getProjects: async (ids: string[]) => ids.flatMap((id) => projects.get(id) ?? []),
  listAllProjects: async () => [...projects.values()],
  insertProject: async (project: Project, entry: ActivityEntry) => {
    projects.set(project._id, project);
    entries.push(entry);
  },
  replaceProject: async (project: Project, entry: ActivityEntry) => {
    if (!projects.has(project._id)) throw new Refused('not-found', 'project');
    projects.set(project._id, project);
    entries.push(entry);
  },
}));

const { createProject, listProjects, updateProject } = await import('./projects.ts');

const NOW = new Date('2026-11-23T15:00:00.000Z');
const admin = caller('admin', []);
const project = (id: string, name: string): Project => ({
  _id: id,
  name,
  description: '',
  status: 'active',
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
});

beforeEach(() => {
  projects.clear();
  entries.length = 0;
  projects.set('P1', project('P1', 'Harbourfront Tower'));
  projects.set('P2', project('P2', 'Queen St Lofts'));
});

describe('projects', () => {
  it('a member lists the projects they may open; an admin all; nobody else’s list but an admin', async () => {
    expect((await listProjects(caller('pm', ['P2']), undefined)).map((p) => p.name)).toEqual(['Queen St Lofts']);
    expect((await listProjects(admin, 'U7')).map((p) => p._id)).toEqual(['P1', 'P2']);
    expect(await refusal(listProjects(caller('pm'), 'U7'))).toEqual({
      kind: 'forbidden',
      message: 'You can only list your own projects',
    });
  });

  it('a new project is active with an empty description unless told, filed in the admin log', async () => {
    const made = await createProject(admin, { name: 'Bay Plaza', description: undefined, status: 'active' }, NOW);
    expect(made).toMatchObject({ name: 'Bay Plaza', description: '', status: 'active', createdAt: NOW.toISOString() });
    expect(entries[0]).toMatchObject({ kind: 'project.created', projectId: null, object: { id: made._id } });
  });

  it("an edit's entry lists only what changed; an unknown project is 404", async () => {
    await updateProject(admin, 'P1', { name: 'Harbourfront Tower', description: 'Phase 2', status: 'inactive' }, NOW);
    expect(entries[0]?.changes).toEqual([
      { field: 'description', from: null, to: 'Phase 2' },
      { field: 'status', from: 'active', to: 'inactive' },
    ]);
    expect(
      await refusal(updateProject(admin, 'P9', { name: 'X', description: undefined, status: 'active' }, NOW)),
    ).toEqual({
      kind: 'not-found',
      message: 'Project not found',
    });
  });

  it('a project deleted between the read and the write reads "Project not found"', async () => {
    // The read has happened when the call returns its promise; the delete lands before the write.
    const write = updateProject(admin, 'P1', { name: 'Renamed', description: undefined, status: 'active' }, NOW);
    projects.delete('P1');
    expect(await refusal(write)).toEqual({ kind: 'not-found', message: 'Project not found' });
  });
});
