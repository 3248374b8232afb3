import type { ComponentType } from 'react';
import { type Params, useMatches, useOutletContext } from 'react-router-dom';
import type { Module, Role } from '#shared/roles.ts';
import type { SideNavProps } from '../../components/layouts/side-nav.tsx';
import type { ProjectSession, SignedInSession } from '../components/require-session.tsx';

/**
 * What a screen after sign-in asks of the layout route (docs/architecture.md#one-layout-route-for-the-screens-after-sign-in):
 * its guards and the parts of the frame it changes. Each route module exports one as `handle`; the
 * screen itself renders only its content.
 */
export interface ScreenHandle {
  /** Only these roles; anyone else goes to /. */
  roles?: readonly Role[];
  /** The screen needs a selected project; without one, to /. */
  needsProject?: boolean;
  /** The screen's section (or how to read it from the address); a role without it is told so instead. */
  module?: Module | ((params: Params) => Module | undefined);
  /**
   * The screen works without a connection: true for the site report's offline text, or the screen's own text
   * (the daily log); others say they need one.
   */
  worksOffline?: boolean | string;
  /**
   * What the frame draws instead of the session's own role, scenario or project: the project picker draws
   * the admin's navigation for the scenario it is choosing for; administration screens belong to no project.
   */
  nav?: (
    session: SignedInSession,
    search: URLSearchParams,
  ) => Partial<Pick<SideNavProps, 'navRole' | 'scenario' | 'project'>>;
  /** Actions at the bottom of the side navigation (only the home page has them). */
  NavBottom?: ComponentType<{ session: SignedInSession }>;
}

function isScreenHandle(value: unknown): value is ScreenHandle {
  return typeof value === 'object' && value !== null;
}

/** The handle of the deepest matched route: the screen being shown. */
export function useScreenHandle(): ScreenHandle {
  const handle = useMatches().at(-1)?.handle;
  return isScreenHandle(handle) ? handle : {};
}

/** The signed-in session the layout route checked, for the screen inside it. */
export function useSignedInSession(): SignedInSession {
  return useOutletContext<SignedInSession>();
}

/** The session of a screen whose handle says `needsProject` (the layout route has sent everyone else away). */
export function useProjectSession(): ProjectSession {
  const session = useSignedInSession();
  const { project } = session;
  if (!project) throw new Error('This screen needs a project: its route handle must say needsProject.');
  return { ...session, project };
}
