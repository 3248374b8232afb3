import { useMatches } from 'react-router-dom';
import { AppLayout, PageHeader } from '../../components/layouts/app-layout.tsx';
import { areaLabel } from '../../lib/navigation.ts';
import { RequireSession } from '../components/require-session.tsx';

/**
 * TEMPORARY: the screens of later issues (schedules, monitor, site report, file areas, viewer).
 * Listed in one place, FUTURE_ROUTES in app/router.tsx; each is replaced by its real screen as it is built.
 */
export function Component() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as { title?: string } | undefined;
  const title = handle?.title ?? 'Coming soon';
  return (
    <RequireSession needsProject>
      {(session) => (
        <AppLayout navRole={session.role} userRole={session.role} scenario={session.scenario} project={session.project}>
          <PageHeader
            title={title}
            subtitle={[session.project.name, areaLabel(session.scenario)].filter(Boolean).join(' · ')}
          />
          <div className="placeholder" data-testid="coming-soon">
            <p>This section is coming soon.</p>
          </div>
        </AppLayout>
      )}
    </RequireSession>
  );
}
