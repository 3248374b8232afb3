import { Fragment, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { ROLE_LABELS, type Role } from '#shared/roles.ts';
import { areaLabel, type SideNavId, sideNavLinks } from '../../lib/navigation.ts';
import type { SelectedProject } from '../../lib/session.ts';
import { Icon, type IconName } from '../ui/icon.tsx';
import { TooltipTarget } from '../ui/tooltip.tsx';
import './side-nav.css';

const ICONS: Record<SideNavId, IconName> = {
  home: 'home',
  project: 'project',
  schedule: 'schedule',
  monitor: 'monitor',
  drawing: 'drawing',
  folders: 'folder',
  'marketing-schedule': 'schedule',
  'marketing-folder': 'folder',
  issues: 'drawing',
  activity: 'activity',
  'recycle-bin': 'bin',
  photos: 'photos',
  'daily-log': 'log',
};

/**
 * Long labels carry a soft hyphen, so in the 60 px bar they break where a person would, and only if
 * they do not fit. Everything is written out in full (no "Mktg" or "Constr").
 */
const BREAKABLE: Record<string, string> = {
  Construction: 'Construc\u00ADtion',
  Consultant: 'Consul\u00ADtant',
  Marketing: 'Market\u00ADing',
};
const breakable = (label: string) =>
  label
    .split(' ')
    .map((word) => BREAKABLE[word] ?? word)
    .join(' ');

/** Words wrap at spaces only; a word too long for the bar ends in an ellipsis, and the tooltip has it whole. */
function Words({ text }: { text: string }) {
  return text.split(/\s+/).map((word, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the words of one fixed string
    <Fragment key={i}>
      {i > 0 ? ' ' : null}
      <span className="sidenav__word">{word}</span>
    </Fragment>
  ));
}

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
        <div className="sidenav__ctx">
          <dt className="sr-only">Role</dt>
          <dd className="sidenav__ctx-value sidenav__ctx-value--role" data-testid="nav-role">
            {breakable(ROLE_LABELS[role])}
          </dd>
        </div>
        {area ? (
          <div className="sidenav__ctx">
            <dt className="sr-only">Area</dt>
            <dd className="sidenav__ctx-value" data-testid="nav-area">
              {breakable(area)}
            </dd>
          </div>
        ) : null}
        {projectName ? (
          <div className="sidenav__ctx">
            <dt className="sr-only">Project</dt>
            <dd className="sidenav__ctx-value sidenav__ctx-value--project">
              <TooltipTarget text={`Project: ${projectName}`} className="sidenav__ctx-project" testId="nav-project">
                <Words text={projectName} />
              </TooltipTarget>
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
