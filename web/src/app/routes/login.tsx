import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isRole } from '#shared/roles.ts';
import { APP_VERSION } from '../../config/constants.ts';
import { IosAppCard } from '../../features/auth/components/ios-app-card.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import type { LoginResult } from '../../features/auth/utils/login-result.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { homeFor } from '../../lib/navigation.ts';
import './login.css';

// Only a user with a one-time password sees it: its password checks (zod) are not part of the first download.
const ChangePasswordForm = lazy(() =>
  import('../../features/profile/components/change-password-form.tsx').then((m) => ({ default: m.ChangePasswordForm })),
);

import { type SignInValues, signIn } from '../../lib/session.ts';
import { BrandMark } from '../components/brand-mark.tsx';

/** Login (/): the form, the forced password change after a one-time password, the iOS app, version and privacy. */
export function Component() {
  const navigate = useNavigate();
  const [mustChange, setMustChange] = useState<SignInValues | null>(null);
  useDocumentTitle(mustChange ? 'Change your password' : 'Sign in');

  const enter = (values: SignInValues) => {
    signIn(values);
    navigate(isRole(values.role) ? homeFor(values.role) : '/app_home', { replace: true });
  };

  const onSignedIn = ({ values, mustChangePassword }: LoginResult) => {
    if (mustChangePassword) setMustChange(values);
    else enter(values);
  };

  return (
    <main className="auth-page" id="main">
      <div className="auth-page__grid">
        <section className="auth-card" aria-label="Sign in">
          <div className="auth-card__brand">
            <BrandMark />
            <div>
              <p className="auth-card__product">Site Office</p>
              <p className="muted auth-card__tagline">Construction · Plan File · Marketing</p>
            </div>
          </div>
          {mustChange ? (
            <Suspense
              fallback={
                <p className="muted" role="status">
                  Loading...
                </p>
              }
            >
              <ChangePasswordForm
                token={mustChange.token}
                name={mustChange.name}
                email={mustChange.email}
                onCancel={() => setMustChange(null)}
                onChanged={({ token, name }) => enter({ ...mustChange, token, name: name || mustChange.name })}
              />
            </Suspense>
          ) : (
            <>
              <h1 className="auth-card__title">Sign in</h1>
              <LoginForm onSignedIn={onSignedIn} />
            </>
          )}
          <footer className="auth-card__footer">
            <Link to="/privacy">Privacy Policy</Link>
            <span className="version" data-testid="app-version">
              {APP_VERSION}
            </span>
          </footer>
        </section>
        <IosAppCard />
      </div>
    </main>
  );
}
