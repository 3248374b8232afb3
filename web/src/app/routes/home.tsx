import { AppLayout, PageHeader } from '../../components/layouts/app-layout.tsx';
import { HomeTiles } from '../../features/home/components/home-tiles.tsx';
import { HomeActions } from '../components/home-actions.tsx';
import { RequireSession } from '../components/require-session.tsx';

/** /app_home: the section tiles; the side navigation's bottom actions appear only here. */
export function Component() {
  return (
    <RequireSession>
      {(session) => (
        <AppLayout
          navRole={session.role}
          userRole={session.role}
          scenario={session.scenario}
          project={session.project}
          bottom={<HomeActions role={session.role} userId={session.userId} />}
        >
          <PageHeader
            title={session.name ? `Welcome, ${session.name}` : 'Welcome'}
            subtitle="Choose a section to start."
          />
          <HomeTiles role={session.role} />
        </AppLayout>
      )}
    </RequireSession>
  );
}
