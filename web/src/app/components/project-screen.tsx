import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import type { Module } from '#shared/roles.ts';
import { AppLayout, PageHeader } from '../../components/layouts/app-layout.tsx';
import { type ProjectSession, RequireSession } from './require-session.tsx';

export interface ProjectScreenProps {
  /** The route parameter the screen is about (projectId, taskId); without it, back to home. */
  param: string;
  title: string;
  /** The section the screen belongs to; a role without it is told so instead (none: every area, the activity log). */
  module?: Module;
  actions?: (session: ProjectSession, value: string) => ReactNode;
  children: (session: ProjectSession, value: string) => ReactNode;
}

/**
 * A screen inside the chosen project: the session check, the layout with its navigation, the page header
 * with the project's name, then the screen's own content.
 */
export function ProjectScreen({ param, title, module, actions, children }: ProjectScreenProps) {
  const value = useParams()[param];
  return (
    <RequireSession needsProject module={module}>
      {(session) => {
        if (!value) return <Navigate to="/app_home" replace />;
        return (
          <AppLayout
            navRole={session.role}
            userRole={session.role}
            scenario={session.scenario}
            project={session.project}
          >
            <PageHeader title={title} subtitle={session.project.name} actions={actions?.(session, value)} />
            {children(session, value)}
          </AppLayout>
        );
      }}
    </RequireSession>
  );
}
