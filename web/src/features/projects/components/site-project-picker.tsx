import { useNavigate } from 'react-router-dom';
import type { Project } from '#shared/models.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { errorReason } from '../../../lib/api-client.ts';
import { setSelectedProject, setSelectedScenario } from '../../../lib/session.ts';
import { useProjects } from '../api/get-projects.ts';
import { ProjectPicture } from './project-picture.tsx';
import { StatusBadge } from './status-badge.tsx';
import './project-cards.css';

/** The site worker's picker: name, description and status; choosing opens the site report (docs/requirements.md#site-project-picker). */
export function SiteProjectPicker({ userId }: { userId: string | null }) {
  const navigate = useNavigate();
  const projects = useProjects(userId);

  const choose = (project: Project) => {
    setSelectedProject({ id: project._id, name: project.name, description: project.description ?? '' });
    // Site work is construction work: the navigation then offers the construction links.
    setSelectedScenario('construction');
    navigate(`/site_report?projectId=${encodeURIComponent(project._id)}`);
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
    <ul className="cards cards--site">
      {projects.data.map((project) => (
        <li key={project._id}>
          <button type="button" className="card card--site" onClick={() => choose(project)}>
            <ProjectPicture name={project.name} className="card__picture card__picture--small" />
            <span className="card__body">
              <span className="card__title-row">
                <span className="card__title">{project.name}</span>
                <StatusBadge status={project.status} />
              </span>
              {project.description ? <span className="card__text">{project.description}</span> : null}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
