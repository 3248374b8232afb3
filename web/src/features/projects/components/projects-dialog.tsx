import { useState } from 'react';
import type { Project } from '#shared/models.ts';
import type { ProjectBody } from '#shared/schemas/projects.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ManagementDialog, useManagementState } from '../../../components/ui/management-dialog.tsx';
import { withReason } from '../../../lib/api-client.ts';
import { useCreateProject } from '../api/create-project.ts';
import { useProjects } from '../api/get-projects.ts';
import { useUpdateProject } from '../api/update-project.ts';
import { EMPTY_PROJECT, ProjectForm } from './project-form.tsx';
import { StatusBadge } from './status-badge.tsx';

/** Admin only (beyond the spec, required by a real install): list, create and edit projects. */
export function ProjectsDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const projects = useProjects(userId);
  const createProject = useCreateProject();
  const updateProject = useUpdateProject();
  const management = useManagementState();
  const { adding, setAdding, setMessage } = management;
  const [editing, setEditing] = useState<Project | null>(null);

  const create = async (body: ProjectBody) => {
    try {
      await createProject.mutateAsync(body);
      setMessage('Project created successfully');
      setAdding(false);
      return undefined;
    } catch (err) {
      return withReason('Failed to create project', err);
    }
  };

  const save = async (id: string, body: ProjectBody) => {
    try {
      await updateProject.mutateAsync({ id, body });
      setMessage('Project updated successfully');
      setEditing(null);
      return undefined;
    } catch (err) {
      return withReason('Failed to update project', err);
    }
  };

  const startEdit = (project: Project) => {
    setMessage(null);
    setEditing(project);
  };

  return (
    <ManagementDialog title="Project Management" addLabel="Add New Project" onClose={onClose} {...management}>
      {adding ? (
        <ProjectForm
          className="form panel"
          aria-labelledby="create-project-title"
          heading={
            <h3 className="panel__title" id="create-project-title">
              Create New Project
            </h3>
          }
          idPrefix="new-project"
          initial={EMPTY_PROJECT}
          submitLabel="Create Project"
          busy={createProject.isPending}
          onSave={create}
        />
      ) : null}

      <h3 className="section-title">Projects</h3>
      {projects.isPending ? <p className="muted">Loading...</p> : null}
      {projects.isError ? (
        <Alert message={withReason('Failed to fetch projects', projects.error)} variant="error" />
      ) : null}
      {projects.data?.length === 0 ? <p className="empty">No projects yet.</p> : null}
      <ul className="rows">
        {projects.data?.map((project) =>
          editing?._id === project._id ? (
            <li key={project._id} className="row row--editing">
              <ProjectForm
                aria-label={`Edit ${project.name}`}
                idPrefix={`edit-project-${project._id}`}
                initial={{
                  name: project.name,
                  description: project.description ?? '',
                  status: project.status === 'active' ? 'active' : 'inactive',
                }}
                submitLabel="Save"
                busy={updateProject.isPending}
                onSave={(body) => save(project._id, body)}
                onCancel={() => setEditing(null)}
              />
            </li>
          ) : (
            <li key={project._id} className="row">
              <div className="row__main">
                <div className="row__title">
                  {project.name} <StatusBadge status={project.status} />
                </div>
                {project.description ? <div className="row__meta">{project.description}</div> : null}
              </div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => startEdit(project)}
                aria-label={`Edit ${project.name}`}
              >
                Edit
              </Button>
            </li>
          ),
        )}
      </ul>
    </ManagementDialog>
  );
}
