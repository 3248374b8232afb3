/** Project-scoped access: an admin may open every project, anyone else only their allowed ones. */
import { isAdmin } from '#shared/roles.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { forbidden } from '../commons/http-error.ts';

export const NO_PROJECT_ACCESS = 'You do not have access to this project';

export function canAccessProject(caller: Caller, projectId: string): boolean {
  return isAdmin(caller.role) || caller.allowedProjects.includes(projectId);
}

export function assertProjectAccess(caller: Caller, projectId: string): void {
  if (!canAccessProject(caller, projectId)) throw forbidden(NO_PROJECT_ACCESS);
}
