/**
 * Checks the bearer token, then loads the user, so a deleted user, a changed password or a changed
 * role takes effect at once rather than when the token expires.
 */
import type { Access } from '#shared/contract.ts';
import type { Role } from '#shared/roles.ts';
import { loadSession } from '../../data/sessions.ts';
import { forbidden, unauthenticated } from '../errors.ts';
import { verifyToken } from './tokens.ts';

export interface Caller {
  userId: string;
  name: string;
  email: string;
  role: Role;
  allowedProjects: string[];
  mustChangePassword: boolean;
  sessionVersion: number;
  /** The sign-in this request came with (absent for callers made in code, such as the seed). */
  session?: { id: string; expiresAt: Date };
}

export const PASSWORD_CHANGE_REQUIRED = 'You must change your password before continuing.';
const SESSION_ENDED = 'Your session has expired. Please log in again.';

export async function authenticate(access: Access, authorization: string | undefined, now: Date) {
  if (access.kind === 'public') return undefined;
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) throw unauthenticated('Authentication required');
  const claims = await verifyToken(token, now);
  const { user, ended } = await loadSession(claims.userId, claims.sessionId);
  if (!user || ended || user.sessionVersion !== claims.sessionVersion) throw unauthenticated(SESSION_ENDED);
  const caller: Caller = {
    userId: user._id,
    name: user.name,
    email: user.email,
    role: user.roles,
    allowedProjects: user.allowedProjects,
    mustChangePassword: user.mustChangePassword,
    sessionVersion: user.sessionVersion,
    session: { id: claims.sessionId, expiresAt: claims.expiresAt },
  };
  if (caller.mustChangePassword && !(access.kind === 'signedIn' && access.beforePasswordChange)) {
    throw forbidden(PASSWORD_CHANGE_REQUIRED);
  }
  if (access.kind === 'roles' && !access.roles.includes(caller.role)) throw forbidden();
  return caller;
}
