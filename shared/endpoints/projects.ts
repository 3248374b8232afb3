import { ADMIN, type Endpoint, returns, SIGNED_IN } from '../contract-types.ts';
import type { Project } from '../models.ts';
import { listProjectsQuery, projectBody } from '../schemas/projects.ts';

export const listProjects = {
  method: 'GET',
  path: '/api/projects',
  access: SIGNED_IN,
  summary:
    "Projects the caller may open: all for an admin, the allowed ones for others. user_id must be the caller's own unless admin.",
  query: listProjectsQuery,
  status: 200,
  response: /* @__PURE__ */ returns<Project[]>(),
} as const satisfies Endpoint;

export const createProject = {
  method: 'POST',
  path: '/api/projects',
  access: ADMIN,
  summary: 'Create a project (admin only).',
  body: projectBody,
  status: 201,
  response: /* @__PURE__ */ returns<Project>(),
} as const satisfies Endpoint;

export const updateProject = {
  method: 'PUT',
  path: '/api/projects/{id}',
  access: ADMIN,
  summary: 'Edit a project: name, description, status (admin only).',
  body: projectBody,
  status: 200,
  response: /* @__PURE__ */ returns<Project>(),
} as const satisfies Endpoint;

export const projectEndpoints = { listProjects, createProject, updateProject } as const satisfies Record<
  string,
  Endpoint
>;
