import { useNavigate } from 'react-router-dom';
import type { Project } from '#shared/models.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { StatusText } from '../../../components/ui/status-text.tsx';
import { errorReason } from '../../../lib/api-client.ts';
import { setSelectedProject, setSelectedScenario } from '../../../lib/session.ts';
import { useProjects } from '../api/get-projects.ts';
import { ProjectPicture } from './project-picture.tsx';
import { StatusBadge } from './status-badge.tsx';
import './project-cards.css';

export interface ProjectPickerProps {
  userId: string | null;
  /** The area the chosen project opens in: saved with the project, so the navigation offers its links. */
  scenario: string;
  /** Where choosing a project goes. */
  destination: (projectId: string) => string;
  /**
   * The site worker's list (docs/requirements.md#site-project-picker): a small picture, the description and
   * the status; otherwise large cards with the name and picture (docs/requirements.md#project-picker).
   */
  details?: boolean;
}

/** The projects the user may open; choosing one saves it and its area, then opens `destination`. */
export function ProjectPicker({ userId, scenario, destination, details = false }: ProjectPickerProps) {
  const navigate = useNavigate();
  const projects = useProjects(userId);

  const choose = (project: Project) => {
    setSelectedProject({ id: project._id, name: project.name, description: project.description ?? '' });
    setSelectedScenario(scenario);
    navigate(destination(project._id));
  };

  if (projects.isPending) return <StatusText>Loading projects...</StatusText>;
  if (projects.isError)
    return <Alert message={errorReason(projects.error) ?? 'Failed to fetch projects'} variant="error" />;
  if (projects.data.length === 0) return <p className="empty">No projects available for you.</p>;

  return (
    <ul className={details ? 'cards cards--site' : 'cards'}>
      {projects.data.map((project) => (
        <li key={project._id}>
          <button
            type="button"
            className={
              details
                ? 'card-button card-button--lift card card--site'
                : 'card-button card-button--lift card card--project'
            }
            onClick={() => choose(project)}
          >
            {details ? (
              <>
                <ProjectPicture name={project.name} className="card__picture card__picture--small" />
                <span className="card__body">
                  <span className="card__title-row">
                    <span className="card__title">{project.name}</span>
                    <StatusBadge status={project.status} />
                  </span>
                  {project.description ? <span className="card__text">{project.description}</span> : null}
                </span>
              </>
            ) : (
              <>
                <ProjectPicture name={project.name} className="card__picture" />
                <span className="card__title">{project.name}</span>
              </>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
