/**
 * Which links the side navigation shows (docs/requirements.md#side-navigation and docs/requirements.md#roles-and-what-each-may-do), as a pure function.
 */
import { hasNavItem, type Role, type Section, sectionsFor } from '#shared/roles.ts';
import { recycleBinPath } from './recycle-bin.ts';

export type SideNavId =
  | 'home'
  | 'project'
  | 'schedule'
  | 'monitor'
  | 'drawing'
  | 'folders'
  | 'marketing-schedule'
  | 'marketing-folder'
  | 'issues'
  | 'activity'
  | 'recycle-bin'
  | 'photos'
  | 'daily-log';

export interface SideNavLink {
  id: SideNavId;
  label: string;
  to: string;
}

export const SECTION_LABELS: Record<Section, string> = {
  construction: 'Construction',
  planfile: 'Plan File',
  marketing: 'Marketing',
};

export function isSection(value: unknown): value is Section {
  return value === 'construction' || value === 'planfile' || value === 'marketing';
}

/** The label of a stored scenario, for the navigation's "area". */
export function areaLabel(scenario: string | null): string | null {
  return isSection(scenario) ? SECTION_LABELS[scenario] : null;
}

/** Where choosing a project leads, by scenario (docs/requirements.md#project-picker "Project picker"). */
export function destinationAfterProjectChoice(scenario: string, projectId: string): string {
  switch (scenario) {
    case 'construction':
      return `/construction_page/${encodeURIComponent(projectId)}`;
    case 'planfile':
      return '/planfile_page';
    case 'marketing':
      return '/marketing_page';
    default:
      return '/app_home';
  }
}

/** Where a signed-in user starts (docs/requirements.md#login-page "Login"). */
export function homeFor(role: Role): string {
  return role === 'site' ? '/site_select_project' : '/app_home';
}

export interface SideNavInput {
  role: Role;
  /** The stored selectedScenario. */
  scenario: string | null;
  /** The stored selectedProject's id. */
  projectId: string | null;
}

/**
 * The links, top to bottom. Area links (everything after Project) need a chosen project, because every
 * screen they open needs one; without it they would only bounce the user back to the login page.
 */
export function sideNavLinks({ role, scenario, projectId }: SideNavInput): SideNavLink[] {
  const links: SideNavLink[] = [];
  if (hasNavItem(role, 'home')) links.push({ id: 'home', label: 'Home', to: '/app_home' });
  if (hasNavItem(role, 'project')) {
    const type = scenario || 'construction';
    links.push({ id: 'project', label: 'Project', to: `/select_project?type=${encodeURIComponent(type)}` });
  }
  if (!projectId) return links;
  const id = encodeURIComponent(projectId);
  // A site worker only ever works in construction; the site picker does not always get to set a scenario.
  const area = scenario ?? (role === 'site' ? 'construction' : null);
  if (area === 'construction') {
    links.push({ id: 'schedule', label: 'Schedule', to: `/construction_page/${id}` });
    if (hasNavItem(role, 'monitor')) links.push({ id: 'monitor', label: 'Monitor', to: `/monitor/${id}` });
    links.push({ id: 'photos', label: 'Photos', to: `/photos/${id}` });
    links.push({ id: 'daily-log', label: 'Daily Log', to: `/daily_log/${id}` });
    if (hasNavItem(role, 'drawing')) links.push({ id: 'drawing', label: 'Drawing', to: '/construction_files_folder' });
  } else if (area === 'planfile') {
    links.push({ id: 'folders', label: 'Folders', to: '/planfile_page' });
  } else if (area === 'marketing') {
    links.push({ id: 'marketing-schedule', label: 'Schedule', to: '/marketing_page' });
    links.push({ id: 'marketing-folder', label: 'Folder', to: '/marketing_folder' });
  }
  // Who did what in the project (docs/requirements.md#activity-log), for every role that works in one.
  if (sectionsFor(role).length > 0) {
    links.push({ id: 'issues', label: 'Issues', to: issuesPath(projectId) });
    links.push({ id: 'activity', label: 'Activity', to: `/activity/${id}` });
    // What was deleted there, to restore (docs/requirements.md#recycle-bin).
    links.push({ id: 'recycle-bin', label: 'Recycle Bin', to: recycleBinPath(projectId) });
  }
  return links;
}

/** The viewer opened on a pin's sheet, page and pin (docs/requirements.md#pins-on-a-sheet). */
export function pinViewerPath(pin: { module: string; fileId: string; _id: string; spot: { page: number } }): string {
  const query = new URLSearchParams({ page: String(pin.spot.page), pin: pin._id });
  return `/view_file/${encodeURIComponent(pin.module)}/${encodeURIComponent(pin.fileId)}?${query}`;
}

/** The project's Issues screen: every pin of its sheets (docs/requirements.md#pins-on-a-sheet). */
export const issuesPath = (projectId: string) => `/issues/${encodeURIComponent(projectId)}`;
