import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SiteReportOutboxSync } from '../features/construction-tasks/components/site-report-outbox.tsx';
import { AppErrorBoundary } from './components/app-error-boundary.tsx';
import { AppProvider } from './provider.tsx';
import { createAppRouter } from './router.tsx';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppErrorBoundary>
      <AppProvider>
        {/* Waiting site reports go out from any screen when the connection returns. */}
        <SiteReportOutboxSync />
        <RouterProvider router={router} />
      </AppProvider>
    </AppErrorBoundary>
  );
}
