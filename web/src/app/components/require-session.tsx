import { type ReactNode, useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { canUseModule, type Module, type Role } from '#shared/roles.ts';
import { clearSession, type SelectedProject, type SessionSnapshot, useSession } from '../../lib/session.ts';
import { SectionRefused } from './section-refused.tsx';

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

interface Guards {
  roles?: readonly Role[];
  /** The section the screen belongs to: a role without it sees one refusal instead of the screen. */
  module?: Module | undefined;
}

type RequireSessionProps =
  | (Guards & { needsProject?: false; children: (session: SignedInSession) => ReactNode })
  | (Guards & { needsProject: true; children: (session: ProjectSession) => ReactNode });

/**
 * Screens after sign-in need a stored token and role; most also need a selected project. Otherwise: to /.
 * `roles` limits a screen to some roles (the site picker); anyone else is sent to / as well. `module`
 * names the screen's section: a role without it, arriving by address, is told so and shown no form.
 */
export function RequireSession(props: RequireSessionProps) {
  const session = useSession();
  const { token, role, project } = session;
  if (!token || !role) return <LeaveToLogin />;
  if (props.roles && !props.roles.includes(role)) return <Navigate to="/" replace />;
  if (props.needsProject && !project) return <Navigate to="/" replace />;
  if (props.module && !canUseModule(role, props.module))
    return <SectionRefused session={{ ...session, token, role }} />;
  if (props.needsProject) return project ? props.children({ ...session, token, role, project }) : null;
  return <>{props.children({ ...session, token, role })}</>;
}
