/** Callers for the domain's unit tests: one per role, with the projects they may open. */
import type { Role } from '#shared/roles.ts';
import type { Caller } from '../../commons/auth/authenticate.ts';
import { AppError } from '../../commons/errors.ts';

export const caller = (role: Role, allowedProjects: string[] = ['P1'], userId = 'U1'): Caller => ({
  userId,
  name: 'Pat Morgan',
  email: 'pat@example.com',
  role,
  allowedProjects,
  mustChangePassword: false,
  sessionVersion: 0,
});

/** What a refused call answers: its error kind and message (fails the test when it does not refuse). */
export async function refusal(work: Promise<unknown>): Promise<{ kind: string; message: string }> {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal, the call succeeded');
}
