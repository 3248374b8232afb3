/** Projects: everyone lists what they may open; only admins create and edit (the contract enforces it). */

import type { Project } from '#shared/models.ts';
import { isAdmin } from '#shared/roles.ts';
import type { ProjectBody } from '#shared/schemas/projects.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { forbidden, notFound } from '../commons/errors.ts';
import { ulid } from '../commons/ids.ts';
import { getProject, getProjects, insertProject, listAllProjects, replaceProject } from '../data/projects.ts';
import { type Actor, adminEntry, fieldChanges } from './activity-log.ts';
import { orWorded } from './refusals.ts';

export async function listProjects(caller: Caller, userId: string | undefined): Promise<Project[]> {
  if (userId && userId !== caller.userId && !isAdmin(caller.role)) {
    throw forbidden('You can only list your own projects');
  }
  return isAdmin(caller.role) ? listAllProjects() : getProjects(caller.allowedProjects);
}

export async function createProject(caller: Actor, body: ProjectBody, now: Date): Promise<Project> {
  const timestamp = now.toISOString();
  const project: Project = {
    _id: ulid(now.getTime()),
    name: body.name,
    description: body.description ?? '',
    status: body.status,
    createdAt: timestamp,
    updatedAt: timestamp,
  };
  await insertProject(project, adminEntry(caller, now, 'project.created', { id: project._id, name: project.name }));
  return project;
}

export async function updateProject(caller: Caller, id: string, body: ProjectBody, now: Date): Promise<Project> {
  const existing = await getProject(id);
  if (!existing) throw notFound('Project not found');
  const project: Project = {
    ...existing,
    name: body.name,
    description: body.description ?? '',
    status: body.status,
    updatedAt: now.toISOString(),
  };
  const changes = fieldChanges(existing, {
    name: project.name,
    description: project.description,
    status: project.status,
  });
  await orWorded(
    replaceProject(project, adminEntry(caller, now, 'project.updated', { id, name: project.name }, changes)),
  );
  return project;
}
