import type { ReactNode } from 'react';
import { Outlet, useMatches, useParams, useSearchParams } from 'react-router-dom';
import { AppLayout } from '../../components/layouts/app-layout.tsx';
import { ProjectSearch } from '../../features/search/components/project-search.tsx';
import { RequireSession, type SignedInSession } from '../components/require-session.tsx';
import { useScreenHandle } from './screen-handle.ts';

/**
 * The layout route of every screen after sign-in: the session check, then the side navigation and the
 * project search around the screen, once for all of them. The screen's route handle gives its guards.
 */
export function Component() {
  const handle = useScreenHandle();
  // Each screen starts with a fresh frame (an empty project search), as when every screen drew its own;
  // a new folder or task on the same screen keeps it.
  const screen = useMatches().at(-1)?.id;
  const params = useParams();
  const [search] = useSearchParams();
  const module = typeof handle.module === 'function' ? handle.module(params) : handle.module;
  const guards = { roles: handle.roles, module };

  const frame = (session: SignedInSession): ReactNode => {
    const nav = {
      navRole: session.role,
      scenario: session.scenario,
      project: session.project,
      ...handle.nav?.(session, search),
    };
    const { NavBottom } = handle;
    return (
      <AppLayout
        key={screen}
        navRole={nav.navRole}
        userRole={session.role}
        scenario={nav.scenario}
        project={nav.project}
        worksOffline={handle.worksOffline ?? false}
        bottom={NavBottom ? <NavBottom session={session} /> : undefined}
        search={
          nav.project ? (
            <ProjectSearch key={nav.project.id} projectId={nav.project.id} role={session.role} />
          ) : undefined
        }
      >
        <Outlet context={session} />
      </AppLayout>
    );
  };

  return handle.needsProject ? (
    <RequireSession needsProject {...guards}>
      {frame}
    </RequireSession>
  ) : (
    <RequireSession {...guards}>{frame}</RequireSession>
  );
}
