import { type ReactNode, useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { Role } from '#shared/roles.ts';
import { clearSession, type SelectedProject, type SessionSnapshot, useSession } from '../../lib/session.ts';

export interface SignedInSession extends SessionSnapshot {
  token: string;
  role: Role;
}
export interface ProjectSession extends SignedInSession {
  project: SelectedProject;
}

/** A missing token or role: everything stored goes and the user is back at the login page (docs/requirements.md#route-guards). */
function LeaveToLogin() {
  const navigate = useNavigate();
  useEffect(() => {
    clearSession();
    navigate('/', { replace: true });
  }, [navigate]);
  return null;
}

type RequireSessionProps =
  | { needsProject?: false; roles?: readonly Role[]; children: (session: SignedInSession) => ReactNode }
  | { needsProject: true; roles?: readonly Role[]; children: (session: ProjectSession) => ReactNode };

/**
 * Screens after sign-in need a stored token and role; most also need a selected project. Otherwise: to /.
 * `roles` limits a screen to some roles (the site picker); anyone else is sent to / as well.
 */
export function RequireSession(props: RequireSessionProps) {
  const session = useSession();
  const { token, role, project } = session;
  if (!token || !role) return <LeaveToLogin />;
  if (props.roles && !props.roles.includes(role)) return <Navigate to="/" replace />;
  if (props.needsProject) {
    if (!project) return <Navigate to="/" replace />;
    return <>{props.children({ ...session, token, role, project })}</>;
  }
  return <>{props.children({ ...session, token, role })}</>;
}
