/**
 * The browser-stored values of docs/requirements.md#session-and-stored-values, under the spec's key names, and a tiny store around them
 * so React re-renders (and the route guards redirect) when they change.
 */
import { useSyncExternalStore } from 'react';
import { isRole, type Role } from '#shared/roles.ts';

export const STORAGE_KEYS = {
  token: 'token',
  userRole: 'userRole',
  userEmail: 'userEmail',
  userId: 'userId',
  userName: 'userName',
  allowedProjects: 'allowedProjects',
  selectedScenario: 'selectedScenario',
  selectedProject: 'selectedProject',
} as const;

/** What the project pickers save: the file screens read id and name. */
export interface SelectedProject {
  id: string;
  name: string;
  description: string;
}

export interface SessionSnapshot {
  token: string | null;
  /** null when missing or not a known role. */
  role: Role | null;
  email: string | null;
  userId: string | null;
  name: string | null;
  allowedProjects: string[];
  scenario: string | null;
  project: SelectedProject | null;
}

/** What a successful sign-in stores (the login response, after any forced password change). */
export interface SignInValues {
  token: string;
  role: string;
  email: string;
  userId: string;
  name: string;
  allowedProjects: readonly string[];
}

/** The storage the session lives in; an argument so tests can pass their own. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

function browserStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function get(storage: KeyValueStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function set(storage: KeyValueStorage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage full or blocked: the session then lives only until the next read.
  }
}

export function parseAllowedProjects(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function parseSelectedProject(raw: string | null): SelectedProject | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const { id, name, description } = value as Record<string, unknown>;
    if (typeof id !== 'string' || id === '') return null;
    return {
      id,
      name: typeof name === 'string' ? name : '',
      description: typeof description === 'string' ? description : '',
    };
  } catch {
    return null;
  }
}

export function readSession(storage: KeyValueStorage | undefined = browserStorage()): SessionSnapshot {
  const role = get(storage, STORAGE_KEYS.userRole);
  return {
    token: get(storage, STORAGE_KEYS.token) || null,
    role: isRole(role) ? role : null,
    email: get(storage, STORAGE_KEYS.userEmail),
    userId: get(storage, STORAGE_KEYS.userId),
    name: get(storage, STORAGE_KEYS.userName),
    allowedProjects: parseAllowedProjects(get(storage, STORAGE_KEYS.allowedProjects)),
    scenario: get(storage, STORAGE_KEYS.selectedScenario) || null,
    project: parseSelectedProject(get(storage, STORAGE_KEYS.selectedProject)),
  };
}

export function getToken(storage: KeyValueStorage | undefined = browserStorage()): string | null {
  return get(storage, STORAGE_KEYS.token) || null;
}

export function signIn(values: SignInValues, storage: KeyValueStorage | undefined = browserStorage()): void {
  set(storage, STORAGE_KEYS.token, values.token);
  set(storage, STORAGE_KEYS.userRole, values.role);
  set(storage, STORAGE_KEYS.userEmail, values.email);
  set(storage, STORAGE_KEYS.userId, values.userId);
  set(storage, STORAGE_KEYS.userName, values.name);
  set(storage, STORAGE_KEYS.allowedProjects, JSON.stringify([...values.allowedProjects]));
  notify();
}

/** After a profile change: the server hands out a fresh token, and the name may have changed. */
export function updateSignedInUser(
  values: { token?: string; name?: string },
  storage: KeyValueStorage | undefined = browserStorage(),
): void {
  if (values.token) set(storage, STORAGE_KEYS.token, values.token);
  if (values.name !== undefined) set(storage, STORAGE_KEYS.userName, values.name);
  notify();
}

/** Logout, a missing token or role, or a refused token: everything stored goes (docs/requirements.md#session-and-stored-values). */
export function clearSession(storage: KeyValueStorage | undefined = browserStorage()): void {
  try {
    storage?.clear();
  } catch {
    for (const key of Object.values(STORAGE_KEYS)) storage?.removeItem(key);
  }
  notify();
}

export function setSelectedScenario(scenario: string, storage: KeyValueStorage | undefined = browserStorage()): void {
  if (get(storage, STORAGE_KEYS.selectedScenario) === scenario) return;
  set(storage, STORAGE_KEYS.selectedScenario, scenario);
  notify();
}

export function setSelectedProject(
  project: SelectedProject,
  storage: KeyValueStorage | undefined = browserStorage(),
): void {
  const { id, name, description } = project;
  set(storage, STORAGE_KEYS.selectedProject, JSON.stringify({ id, name, description }));
  notify();
}

/* ---- React binding ---- */

let cachedKey: string | undefined;
let cachedSnapshot: SessionSnapshot = readSession(undefined);

function rawKey(storage: KeyValueStorage | undefined): string {
  return Object.values(STORAGE_KEYS)
    .map((key) => get(storage, key) ?? '\u0000')
    .join('\u0001');
}

/** Cached by the raw stored strings, so a change made by anyone (another tab, a test) is seen. */
function getSnapshot(): SessionSnapshot {
  const storage = browserStorage();
  const key = rawKey(storage);
  if (key !== cachedKey) {
    cachedKey = key;
    cachedSnapshot = readSession(storage);
  }
  return cachedSnapshot;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = () => listener();
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
