/** The access rules every project-scoped endpoint applies (docs/requirements.md, roles), without the emulators. */
import { describe, expect, it } from 'vitest';
import type { Role } from '#shared/roles.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { AppError } from '../commons/errors.ts';
import { assertModuleAccess, canAccessProject, NO_PROJECT_ACCESS, NO_SECTION_ACCESS } from './access.ts';

const caller = (role: Role, allowedProjects: string[] = ['P1']): Caller => ({
  userId: 'U1',
  name: 'Test',
  email: 't@example.com',
  role,
  allowedProjects,
  mustChangePassword: false,
  sessionVersion: 0,
});

const refusal = (fn: () => void): string | undefined => {
  try {
    fn();
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).kind).toBe('forbidden');
    return (error as Error).message;
  }
};

describe('project and section access', () => {
  it('an admin opens every project; anyone else only their allowed ones', () => {
    expect(canAccessProject(caller('admin', []), 'P9')).toBe(true);
    expect(canAccessProject(caller('office'), 'P1')).toBe(true);
    expect(canAccessProject(caller('office'), 'P9')).toBe(false);
  });

  it.each([
    ['admin', ['plan', 'marketing', 'construction']],
    ['office', ['plan', 'marketing', 'construction']],
    ['pm', ['plan', 'construction']],
    ['consultant', ['plan']],
    ['site', ['construction']],
    ['marketing', ['marketing']],
  ] as const)('%s may use the areas %j of an allowed project, and no other', (role, areas) => {
    for (const module of ['plan', 'marketing', 'construction'] as const) {
      const message = refusal(() => assertModuleAccess(caller(role), module, 'P1'));
      expect(message, `${role} ${module}`).toBe(
        (areas as readonly string[]).includes(module) ? undefined : NO_SECTION_ACCESS,
      );
    }
  });

  it('the section is checked before the project: a wrong area never reveals whether the project exists', () => {
    expect(refusal(() => assertModuleAccess(caller('site', []), 'plan', 'P9'))).toBe(NO_SECTION_ACCESS);
    expect(refusal(() => assertModuleAccess(caller('site', []), 'construction', 'P9'))).toBe(NO_PROJECT_ACCESS);
  });
});
