/** Project-scoped access: an admin may open every project, anyone else only their allowed ones. */
import { canUseModule, isAdmin, type Module, NO_SECTION_ACCESS } from '#shared/roles.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { forbidden } from '../commons/errors.ts';

export const NO_PROJECT_ACCESS = 'You do not have access to this project';

export function canAccessProject(caller: Caller, projectId: string): boolean {
  return isAdmin(caller.role) || caller.allowedProjects.includes(projectId);
}

export function assertProjectAccess(caller: Caller, projectId: string): void {
  if (!canAccessProject(caller, projectId)) throw forbidden(NO_PROJECT_ACCESS);
}

export { NO_SECTION_ACCESS };

/** The caller's role must include the module's section, and the project must be one of theirs. */
export function assertModuleAccess(caller: Caller, module: Module, projectId: string): void {
  if (!canUseModule(caller.role, module)) throw forbidden(NO_SECTION_ACCESS);
  assertProjectAccess(caller, projectId);
}
