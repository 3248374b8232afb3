import { type FormEvent, useState } from 'react';
import type { Project } from '#shared/models.ts';
import { PROJECT_STATUSES, type ProjectStatus, projectBody } from '#shared/schemas/projects.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { withReason } from '../../../lib/api-client.ts';
import { validate } from '../../../lib/validation.ts';
import { useCreateProject } from '../api/create-project.ts';
import { useProjects } from '../api/get-projects.ts';
import { useUpdateProject } from '../api/update-project.ts';
import { StatusBadge } from './status-badge.tsx';
import '../../../components/ui/field.css';

const STATUS_OPTIONS = PROJECT_STATUSES.map((s) => ({ value: s, label: s === 'active' ? 'Active' : 'Inactive' }));

interface ProjectDraft {
  name: string;
  description: string;
  status: ProjectStatus;
}

const EMPTY: ProjectDraft = { name: '', description: '', status: 'active' };

function ProjectFields({
  draft,
  onChange,
  idPrefix,
}: {
  draft: ProjectDraft;
  onChange: (d: ProjectDraft) => void;
  idPrefix: string;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label="Project Name"
        value={draft.name}
        onChange={(e) => onChange({ ...draft, name: e.target.value })}
        required
      />
      <TextAreaField
        id={`${idPrefix}-description`}
        label="Description"
        rows={3}
        value={draft.description}
        onChange={(e) => onChange({ ...draft, description: e.target.value })}
      />
      <SelectField
        id={`${idPrefix}-status`}
        label="Status"
        options={STATUS_OPTIONS}
        value={draft.status}
        onChange={(e) => onChange({ ...draft, status: e.target.value as ProjectStatus })}
      />
    </>
  );
}

/** Admin only (beyond the spec, required by a real install): list, create and edit projects. */
export function ProjectsDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const projects = useProjects(userId);
  const createProject = useCreateProject();
  const updateProject = useUpdateProject();
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState<ProjectDraft>(EMPTY);
  const [editing, setEditing] = useState<{ id: string; draft: ProjectDraft } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [editError, setEditError] = useState<string | null>(null);

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate(projectBody, draft);
    if (!checked.ok) return setMessage(checked.message);
    try {
      await createProject.mutateAsync(draft);
      setMessage('Project created successfully');
      setDraft(EMPTY);
      setAdding(false);
    } catch (err) {
      setMessage(withReason('Failed to create project', err));
    }
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!editing) return;
    const checked = validate(projectBody, editing.draft);
    if (!checked.ok) return setEditError(checked.message);
    try {
      await updateProject.mutateAsync({ id: editing.id, body: editing.draft });
      setMessage('Project updated successfully');
      setEditing(null);
    } catch (err) {
      setEditError(withReason('Failed to update project', err));
    }
  };

  const startEdit = (project: Project) => {
    setMessage(null);
    setEditError(null);
    setEditing({
      id: project._id,
      draft: {
        name: project.name,
        description: project.description ?? '',
        status: project.status === 'active' ? 'active' : 'inactive',
      },
    });
  };

  return (
    <Dialog
      title="Project Management"
      size="lg"
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className="toolbar">
        <Button
          variant={adding ? 'secondary' : 'primary'}
          onClick={() => {
            setAdding(!adding);
            setMessage(null);
          }}
        >
          {adding ? 'Cancel' : 'Add New Project'}
        </Button>
      </div>
      <Alert message={message} scrollIntoView />
      {adding ? (
        <form className="form panel" onSubmit={create} noValidate aria-labelledby="create-project-title">
          <h3 className="panel__title" id="create-project-title">
            Create New Project
          </h3>
          <ProjectFields draft={draft} onChange={setDraft} idPrefix="new-project" />
          <div className="form__actions">
            <Button type="submit" busy={createProject.isPending}>
              Create Project
            </Button>
          </div>
        </form>
      ) : null}

      <h3 className="section-title">Projects</h3>
      {projects.isPending ? <p className="muted">Loading...</p> : null}
      {projects.isError ? (
        <Alert message={withReason('Failed to fetch projects', projects.error)} variant="error" />
      ) : null}
      {projects.data?.length === 0 ? <p className="empty">No projects yet.</p> : null}
      <ul className="rows">
        {projects.data?.map((project) =>
          editing?.id === project._id ? (
            <li key={project._id} className="row row--editing">
              <form className="form" onSubmit={save} noValidate aria-label={`Edit ${project.name}`}>
                <ProjectFields
                  draft={editing.draft}
                  onChange={(d) => setEditing({ id: project._id, draft: d })}
                  idPrefix={`edit-project-${project._id}`}
                />
                <Alert message={editError} variant="error" scrollIntoView />
                <div className="form__actions">
                  <Button variant="secondary" onClick={() => setEditing(null)}>
                    Cancel
                  </Button>
                  <Button type="submit" busy={updateProject.isPending}>
                    Save
                  </Button>
                </div>
              </form>
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
    </Dialog>
  );
}
