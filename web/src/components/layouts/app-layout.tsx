import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { ProjectSearch } from '../search/project-search.tsx';
import { SideNav, type SideNavProps } from './side-nav.tsx';

export interface AppLayoutProps extends SideNavProps {
  children: ReactNode;
}

/** Every screen after sign-in: the 60px side navigation and the page; inside a project, the project search on top. */
export function AppLayout({ children, ...nav }: AppLayoutProps) {
  return (
    <div className="layout">
      <SideNav {...nav} />
      <main className="layout__main" id="main">
        {nav.project ? <ProjectSearch key={nav.project.id} projectId={nav.project.id} role={nav.userRole} /> : null}
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
