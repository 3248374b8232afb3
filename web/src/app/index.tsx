import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from './components/app-error-boundary.tsx';
import { AppProvider } from './provider.tsx';
import { createAppRouter } from './router.tsx';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppErrorBoundary>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </AppErrorBoundary>
  );
}
