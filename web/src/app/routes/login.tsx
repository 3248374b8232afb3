import { lazy } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoginPage } from '../components/login-page.tsx';

// Only a user with a one-time password sees it: its password checks (zod) are not part of the first download.
const ChangePasswordForm = lazy(() =>
  import('../../features/profile/components/change-password-form.tsx').then((m) => ({ default: m.ChangePasswordForm })),
);

/** Login (/) inside the router: where sign-out, an ended session and a visit without a session lead. */
export function Component() {
  const navigate = useNavigate();
  return <LoginPage go={(to, options) => navigate(to, options)} ChangePasswordForm={ChangePasswordForm} />;
}
