import type { Project } from '#shared/models.ts';
import { CREATABLE_ROLES, ROLE_LABELS, type Role } from '#shared/roles.ts';
import type { Caller } from '../../functions/commons/auth/authenticate.ts';
import { SETUP } from '../../functions/domain/activity-log.ts';
import { createProject } from '../../functions/domain/projects.ts';
import { insertKnownUser } from './admin.ts';

/** Every demo user signs in with this password; see the README. */
export const DEMO_PASSWORD = 'site-office-demo-2026';

export const DEMO_PROJECTS = [
  {
    name: 'Maple Ridge Townhomes',
    description: '48 stacked townhomes in four blocks, wood frame over a shared parking garage.',
    status: 'active',
  },
  {
    name: 'Harbourfront Tower',
    description: '32-storey residential tower with retail podium on Queens Quay.',
    status: 'active',
  },
  {
    name: 'Oakville Business Park',
    description: 'Two single-storey office and light-industrial buildings. Phase 1 handed over.',
    status: 'inactive',
  },
] as const;

export interface DemoPeople {
  projects: Project[];
  /** Demo users by role, as the domain functions see a caller. */
  callers: Map<Role, Caller>;
}

export async function seedProjectsAndUsers(now: Date): Promise<DemoPeople> {
  const projects: Project[] = [];
  for (const p of DEMO_PROJECTS) projects.push(await createProject(SETUP, { ...p }, now));
  const allowedProjects = projects.slice(0, 2).map((p) => p._id);
  const callers = new Map<Role, Caller>();
  for (const role of CREATABLE_ROLES) {
    if (role === 'admin') continue;
    const user = { name: `Demo ${ROLE_LABELS[role]}`, email: `${role}@example.com`, role, allowedProjects };
    const userId = await insertKnownUser({ ...user, password: DEMO_PASSWORD }, now);
    callers.set(role, { ...user, userId, mustChangePassword: false, sessionVersion: 0 });
  }
  return { projects, callers };
}
