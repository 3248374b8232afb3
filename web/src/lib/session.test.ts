import { describe, expect, it } from 'vitest';
import {
  clearSession,
  type KeyValueStorage,
  parseSelectedProject,
  readSession,
  STORAGE_KEYS,
  setSelectedProject,
  setSelectedScenario,
  signIn,
  updateSignedInUser,
} from './session.ts';

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

describe('session storage', () => {
  it("stores the sign-in under the spec's key names", () => {
    const s = memoryStorage();
    signIn({ token: 'T', role: 'pm', email: 'a@b.c', userId: 'U', name: 'Ann', allowedProjects: ['P1', 'P2'] }, s);
    expect(Object.fromEntries(s.map)).toEqual({
      token: 'T',
      userRole: 'pm',
      userEmail: 'a@b.c',
      userId: 'U',
      userName: 'Ann',
      allowedProjects: '["P1","P2"]',
    });
    expect(readSession(s)).toMatchObject({ token: 'T', role: 'pm', allowedProjects: ['P1', 'P2'], project: null });
  });

  it('saves the scenario and the selected project as JSON with id, name and description', () => {
    const s = memoryStorage();
    setSelectedScenario('planfile', s);
    setSelectedProject({ id: 'P1', name: 'Tower', description: 'Downtown', extra: 1 } as never, s);
    expect(s.map.get(STORAGE_KEYS.selectedScenario)).toBe('planfile');
    expect(JSON.parse(s.map.get(STORAGE_KEYS.selectedProject) ?? '')).toEqual({
      id: 'P1',
      name: 'Tower',
      description: 'Downtown',
    });
    expect(readSession(s)).toMatchObject({
      scenario: 'planfile',
      project: { id: 'P1', name: 'Tower', description: 'Downtown' },
    });
  });

  it('treats an unknown role and broken JSON as missing', () => {
    const s = memoryStorage();
    s.setItem('userRole', 'superuser');
    s.setItem('allowedProjects', '{not json');
    s.setItem('selectedProject', '"just a string"');
    const session = readSession(s);
    expect(session.role).toBeNull();
    expect(session.allowedProjects).toEqual([]);
    expect(session.project).toBeNull();
    expect(parseSelectedProject('{"name":"no id"}')).toBeNull();
  });

  it('updates the token and name after a profile change', () => {
    const s = memoryStorage();
    signIn({ token: 'T', role: 'admin', email: 'a@b.c', userId: 'U', name: 'Ann', allowedProjects: [] }, s);
    updateSignedInUser({ token: 'T2', name: 'Anne' }, s);
    expect(readSession(s)).toMatchObject({ token: 'T2', name: 'Anne', role: 'admin' });
  });

  it('clears everything on logout', () => {
    const s = memoryStorage();
    signIn({ token: 'T', role: 'admin', email: 'a@b.c', userId: 'U', name: 'Ann', allowedProjects: [] }, s);
    s.setItem('somethingElse', 'x');
    clearSession(s);
    expect(s.map.size).toBe(0);
  });
});
