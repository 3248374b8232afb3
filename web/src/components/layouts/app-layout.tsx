import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useOnline } from '../../lib/use-online.ts';
import { Alert } from '../ui/alert.tsx';
import { SideNav, type SideNavProps } from './side-nav.tsx';
import './app-layout.css';

export interface AppLayoutProps extends SideNavProps {
  children: ReactNode;
  /** The screen works without a connection: true for the site report's text, or the screen's own text. */
  worksOffline?: boolean | string;
  /** On top of the page, inside a project: the project search (the app composes it, web/src/app/layout). */
  search?: ReactNode;
}

export const OFFLINE_TEXTS = {
  needsConnection:
    'You are offline. This screen needs a connection; site reports can still be made and are sent later.',
  worksOffline: 'You are offline. Reports are kept on this phone and sent when the connection returns.',
} as const;

/**
 * Every screen after sign-in: the 60px side navigation and the page; a banner while offline; the search
 * the layout route gives on top.
 */
export function AppLayout({ children, worksOffline = false, search, ...nav }: AppLayoutProps) {
  const online = useOnline();
  return (
    <div className="layout">
      <SideNav {...nav} />
      <main className="layout__main" id="main">
        {online ? null : (
          <Alert
            className="offline-banner"
            variant="info"
            message={
              typeof worksOffline === 'string'
                ? worksOffline
                : worksOffline
                  ? OFFLINE_TEXTS.worksOffline
                  : OFFLINE_TEXTS.needsConnection
            }
          />
        )}
        {search}
        {children}
      </main>
    </div>
  );
}

export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <header className="page-header">
      <div className="page-header__text">
        <h1 className="page-header__title">{title}</h1>
        {subtitle ? <p className="page-header__subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </header>
  );
}
