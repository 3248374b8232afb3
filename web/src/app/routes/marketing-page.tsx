import { AppLayout, PageHeader } from '../../components/layouts/app-layout.tsx';
import { MarketingSchedule } from '../../features/marketing-tasks/components/marketing-schedule.tsx';
import { RequireSession } from '../components/require-session.tsx';

/** /marketing_page: the marketing schedule (Gantt) of the selected project. */
export function Component() {
  return (
    <RequireSession needsProject module="marketing">
      {(session) => (
        <AppLayout navRole={session.role} userRole={session.role} scenario={session.scenario} project={session.project}>
          <PageHeader title="Marketing Schedule" subtitle={session.project.name} />
          <MarketingSchedule projectId={session.project.id} projectName={session.project.name} />
        </AppLayout>
      )}
    </RequireSession>
  );
}
