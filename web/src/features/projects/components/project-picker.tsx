import { useNavigate } from 'react-router-dom';
import type { Project } from '#shared/models.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { errorReason } from '../../../lib/api-client.ts';
import { destinationAfterProjectChoice } from '../../../lib/navigation.ts';
import { setSelectedProject } from '../../../lib/session.ts';
import { useProjects } from '../api/get-projects.ts';
import { ProjectPicture } from './project-picture.tsx';
import './project-cards.css';

export interface ProjectPickerProps {
  userId: string | null;
  scenario: string;
}

/** Cards with each project's name and picture; choosing one saves it and opens its area (docs/requirements.md#project-picker). */
export function ProjectPicker({ userId, scenario }: ProjectPickerProps) {
  const navigate = useNavigate();
  const projects = useProjects(userId);

  const choose = (project: Project) => {
    setSelectedProject({ id: project._id, name: project.name, description: project.description ?? '' });
    navigate(destinationAfterProjectChoice(scenario, project._id));
  };

  if (projects.isPending)
    return (
      <p className="muted" role="status">
        Loading projects...
      </p>
    );
  if (projects.isError)
    return <Alert message={errorReason(projects.error) ?? 'Failed to fetch projects'} variant="error" />;
  if (projects.data.length === 0) return <p className="empty">No projects available for you.</p>;

  return (
    <ul className="cards">
      {projects.data.map((project) => (
        <li key={project._id}>
          <button type="button" className="card card--project" onClick={() => choose(project)}>
            <ProjectPicture name={project.name} className="card__picture" />
            <span className="card__title">{project.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
