import type { Project } from '#shared/models.ts';
import { CREATABLE_ROLES, ROLE_LABELS } from '#shared/roles.ts';
import { createProject } from '../../functions/domain/projects.ts';
import { insertKnownUser } from './admin.ts';

/** Every demo user signs in with this password; see the README. */
export const DEMO_PASSWORD = 'demo-pass-2026';

const PROJECTS = [
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

export async function seedProjectsAndUsers(now: Date): Promise<Project[]> {
  const projects: Project[] = [];
  for (const p of PROJECTS) projects.push(await createProject({ ...p }, now));
  const [first, second] = projects.map((p) => p._id);
  for (const role of CREATABLE_ROLES) {
    if (role === 'admin') continue;
    await insertKnownUser(
      {
        name: `Demo ${ROLE_LABELS[role]}`,
        email: `${role}@example.com`,
        role,
        password: DEMO_PASSWORD,
        allowedProjects: [first, second].filter((id): id is string => Boolean(id)),
      },
      now,
    );
  }
  return projects;
}
