import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { ROLE_LABELS, type Role } from '#shared/roles.ts';
import { areaLabel, type SideNavId, sideNavLinks } from '../../lib/navigation.ts';
import type { SelectedProject } from '../../lib/session.ts';
import { Icon, type IconName } from '../ui/icon.tsx';

const ICONS: Record<SideNavId, IconName> = {
  home: 'home',
  project: 'project',
  schedule: 'schedule',
  monitor: 'monitor',
  drawing: 'drawing',
  folders: 'folder',
  'marketing-schedule': 'schedule',
  'marketing-folder': 'folder',
};

/** Fits the 60px bar; the full words are in the title and for screen readers. */
const ROLE_SHORT: Record<Role, string> = {
  admin: 'Admin',
  office: 'Office',
  pm: 'PM',
  consultant: 'Consult',
  marketing: 'Mktg',
  site: 'Site',
  user: 'User',
};
const AREA_SHORT: Record<string, string> = { Construction: 'Constr', 'Plan File': 'Plan', Marketing: 'Mktg' };

export interface SideNavProps {
  /** The role whose links are drawn (the project picker draws the admin's, whatever the real role). */
  navRole: Role;
  /** The signed-in user's own role, shown in the bar. */
  userRole: Role;
  scenario: string | null;
  project: SelectedProject | null;
  /** Actions at the bottom of the bar (only on the home page). */
  bottom?: ReactNode;
}

export function SideNav({ navRole, userRole: role, scenario, project, bottom }: SideNavProps) {
  const links = sideNavLinks({ role: navRole, scenario, projectId: project?.id ?? null });
  const area = areaLabel(scenario);
  const projectName = project?.name || null;
  return (
    <nav className="sidenav" aria-label="Main">
      <dl className="sidenav__context">
        <div className="sidenav__ctx" title={`Role: ${ROLE_LABELS[role]}`}>
          <dt className="sr-only">Role</dt>
          <dd className="sidenav__ctx-value sidenav__ctx-value--role" data-testid="nav-role">
            <span aria-hidden="true">{ROLE_SHORT[role]}</span>
            <span className="sr-only">{ROLE_LABELS[role]}</span>
          </dd>
        </div>
        {area ? (
          <div className="sidenav__ctx" title={`Area: ${area}`}>
            <dt className="sr-only">Area</dt>
            <dd className="sidenav__ctx-value" data-testid="nav-area">
              <span aria-hidden="true">{AREA_SHORT[area] ?? area}</span>
              <span className="sr-only">{area}</span>
            </dd>
          </div>
        ) : null}
        {projectName ? (
          <div className="sidenav__ctx" title={`Project: ${projectName}`}>
            <dt className="sr-only">Project</dt>
            <dd className="sidenav__ctx-value sidenav__ctx-value--project" data-testid="nav-project">
              {projectName}
            </dd>
          </div>
        ) : null}
      </dl>
      <ul className="sidenav__list">
        {links.map((link) => (
          <li key={link.id}>
            <NavLink
              to={link.to}
              className={({ isActive }) => `sidenav__item${isActive ? ' is-active' : ''}`}
              data-nav={link.id}
              end
            >
              <Icon name={ICONS[link.id]} size={22} />
              <span className="sidenav__label">{link.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      {bottom ? <div className="sidenav__bottom">{bottom}</div> : null}
    </nav>
  );
}

export interface SideNavButtonProps {
  icon: IconName;
  label: string;
  onClick: () => void;
}

export function SideNavButton({ icon, label, onClick }: SideNavButtonProps) {
  return (
    <button type="button" className="sidenav__item" onClick={onClick}>
      <Icon name={icon} size={22} />
      <span className="sidenav__label">{label}</span>
    </button>
  );
}
