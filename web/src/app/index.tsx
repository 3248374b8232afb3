import { RouterProvider } from 'react-router-dom';
import { SiteReportOutboxSync } from '../features/construction-tasks/components/site-report-outbox.tsx';
import { DailyLogOutboxSync } from '../features/daily-log/components/log-outbox.tsx';
import { PinOutboxSync } from '../features/documents/components/pin-outbox.tsx';
import { AppErrorBoundary } from './components/app-error-boundary.tsx';
import { AppProvider } from './provider.tsx';
import type { AppRouter } from './router.tsx';

/** Every screen, behind the router that `createAppRouter` made. */
export function App({ router }: { router: AppRouter }) {
  return (
    <AppErrorBoundary>
      <AppProvider>
        {/* Waiting site reports, daily logs and pins go out from any screen when the connection returns. */}
        <SiteReportOutboxSync />
        <DailyLogOutboxSync />
        <PinOutboxSync />
        <RouterProvider router={router} />
      </AppProvider>
    </AppErrorBoundary>
  );
}

export { createAppRouter } from './router.tsx';
