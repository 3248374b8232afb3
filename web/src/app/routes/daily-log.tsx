import { useSearchParams } from 'react-router-dom';
import { isDateKey } from '#shared/time.ts';
import { DailyLogPage } from '../../features/daily-log/components/daily-log-page.tsx';
import { ProjectPage } from '../components/project-page.tsx';
import type { ScreenHandle } from '../layout/screen-handle.ts';

/**
 * Consultant and marketing users read the log too, so no section of its own; the server decides who writes.
 * A log saved offline waits in the outbox (features/daily-log/api/log-outbox.ts).
 */
export const handle: ScreenHandle = {
  needsProject: true,
  worksOffline: 'You are offline. A daily log you save is kept on this phone and sent when the connection returns.',
};

/** /daily_log/{projectId}?date=YYYY-MM-DD: the project's daily site log, a month at a time. */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const date = search.get('date');
  return (
    <ProjectPage param="projectId" title="Daily Log">
      {(session, projectId) => (
        <DailyLogPage
          projectId={projectId}
          role={session.role}
          date={date && isDateKey(date) ? date : undefined}
          onDateChange={(next) => setSearch({ date: next }, { replace: true })}
        />
      )}
    </ProjectPage>
  );
}
