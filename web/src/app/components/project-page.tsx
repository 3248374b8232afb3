import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../components/layouts/app-layout.tsx';
import { useProjectSession } from '../layout/screen-handle.ts';
import type { ProjectSession } from './require-session.tsx';

export interface ProjectPageProps {
  /** The route parameter the screen is about (projectId, taskId); without it, back to home. */
  param: string;
  title: string;
  actions?: (session: ProjectSession, value: string) => ReactNode;
  children: (session: ProjectSession, value: string) => ReactNode;
}

/**
 * A screen inside the chosen project (the layout route has checked the session and drawn the frame):
 * the page header with the project's name, then the screen's own content.
 */
export function ProjectPage({ param, title, actions, children }: ProjectPageProps) {
  const value = useParams()[param];
  const session = useProjectSession();
  if (!value) return <Navigate to="/app_home" replace />;
  return (
    <>
      <PageHeader title={title} subtitle={session.project.name} actions={actions?.(session, value)} />
      {children(session, value)}
    </>
  );
}
