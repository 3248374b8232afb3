import { lazy, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { ChangePasswordFormProps } from '../features/profile/components/change-password-form.tsx';
import { AppErrorBoundary } from './components/app-error-boundary.tsx';
import { LoginPage } from './components/login-page.tsx';
import { SkipLink } from './components/skip-link.tsx';
import type { Arrival } from './start.tsx';

/**
 * The forced password change without the app around it: the form with the app's providers (its request goes
 * through TanStack Query), both loaded only when a one-time password was used.
 */
const ChangePasswordForm = lazy(async () => {
  const [{ ChangePasswordForm: Form }, { AppProvider }] = await Promise.all([
    import('../features/profile/components/change-password-form.tsx'),
    import('./provider.tsx'),
  ]);
  return {
    default: (props: ChangePasswordFormProps) => (
      <AppProvider>
        <Form {...props} />
      </AppProvider>
    ),
  };
});

/**
 * The sign-in page of a first visit, drawn without the router (docs/architecture.md#the-sign-in-page-paints-without-the-router).
 * Going anywhere else (after sign-in, or to the privacy policy) starts the router, which makes the move.
 */
export function showSignIn(root: Root, startApp: (arrival: Arrival) => Promise<void>): void {
  const go = (to: string, { replace }: { replace: boolean }) => void startApp({ to, replace });
  root.render(
    <StrictMode>
      <AppErrorBoundary>
        <SkipLink />
        <LoginPage go={go} ChangePasswordForm={ChangePasswordForm} />
      </AppErrorBoundary>
    </StrictMode>,
  );
}
