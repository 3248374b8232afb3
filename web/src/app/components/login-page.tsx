import { type ComponentType, type MouseEvent, Suspense, useRef, useState } from 'react';
import { isRole } from '#shared/roles.ts';
import { APP_VERSION } from '../../config/constants.ts';
import { IosAppCard } from '../../features/auth/components/ios-app-card.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import type { LoginResult } from '../../features/auth/utils/login-result.ts';
import type { ChangePasswordFormProps } from '../../features/profile/components/change-password-form.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { homeFor } from '../../lib/navigation.ts';
import { type SignInValues, signIn } from '../../lib/session.ts';
import { BrandMark } from './brand-mark.tsx';
import './login-page.css';

export interface LoginPageProps {
  /** Opens another page of the app: the router's navigate, or the start of the router (sign-in page drawn without it). */
  go: (to: string, options: { replace: boolean }) => void;
  /**
   * The forced password change after a one-time password, loaded only when needed (its password checks
   * bring zod). It calls the API through TanStack Query, so it comes with a query client where the page
   * is drawn without the app's providers.
   */
  ChangePasswordForm: ComponentType<ChangePasswordFormProps>;
}

/** A plain left click, which a link may handle itself; any other (new tab, new window) is the browser's. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * Login (/): the form, the forced password change after a one-time password, the iOS app, version and
 * privacy. It needs no router: the first visit paints it before the router is downloaded
 * (docs/architecture.md#the-sign-in-page-paints-without-the-router).
 */
export function LoginPage({ go, ChangePasswordForm }: LoginPageProps) {
  const [mustChange, setMustChange] = useState<SignInValues | null>(null);
  useDocumentTitle(mustChange ? 'Change your password' : 'Sign in');
  // Drawn without the router, the next page's code is still loading after `go`: this page stays until it
  // is in, busy, and a second click must not start the app twice.
  const leaving = useRef(false);
  const [busy, setBusy] = useState(false);
  const leave = (to: string, options: { replace: boolean }) => {
    if (leaving.current) return;
    leaving.current = true;
    setBusy(true);
    go(to, options);
  };

  const enter = (values: SignInValues) => {
    if (leaving.current) return;
    signIn(values);
    leave(isRole(values.role) ? homeFor(values.role) : '/app_home', { replace: true });
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
              <LoginForm onSignedIn={onSignedIn} busy={busy} />
            </>
          )}
          <footer className="auth-card__footer">
            <a
              href="/privacy"
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                leave('/privacy', { replace: false });
              }}
            >
              Privacy Policy
            </a>
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
