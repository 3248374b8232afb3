import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '#shared/roles.ts';
import { destinationAfterProjectChoice, homeFor, sideNavLinks } from './navigation.ts';

const labels = (role: Role, scenario: string | null, projectId: string | null) =>
  sideNavLinks({ role, scenario, projectId }).map((l) => `${l.label} ${l.to}`);

const HOME = 'Home /app_home';
/** The construction area's links of project P1, in order. */
const SITE_WORK = [
  'Schedule /construction_page/P1',
  'Monitor /monitor/P1',
  'Photos /photos/P1',
  'Daily Log /daily_log/P1',
];
/** Every area's last links of project P1. */
const PROJECT_TAIL = ['Issues /issues/P1', 'Activity /activity/P1', 'Recycle Bin /recycle_bin/P1'];

describe('side navigation links', () => {
  it('without a scenario or project: Home and, by role, Project (default construction)', () => {
    expect(labels('admin', null, null)).toEqual(['Home /app_home', 'Project /select_project?type=construction']);
    expect(labels('marketing', null, null)).toEqual(['Home /app_home', 'Project /select_project?type=construction']);
    expect(labels('site', null, null)).toEqual(['Home /app_home']);
    expect(labels('user', null, null)).toEqual(['Home /app_home']);
  });

  it('Project keeps the scenario', () => {
    expect(labels('consultant', 'planfile', null)).toContain('Project /select_project?type=planfile');
  });

  it('construction scenario: Schedule for all, Monitor and Drawing by permission', () => {
    expect(labels('admin', 'construction', 'P1')).toEqual([
      HOME,
      'Project /select_project?type=construction',
      ...SITE_WORK,
      'Drawing /construction_files_folder',
      ...PROJECT_TAIL,
    ]);
    expect(labels('office', 'construction', 'P1')).toContain('Drawing /construction_files_folder');
    expect(labels('pm', 'construction', 'P1')).toEqual([
      HOME,
      'Project /select_project?type=construction',
      ...SITE_WORK,
      ...PROJECT_TAIL,
    ]);
    expect(labels('site', 'construction', 'P1')).toEqual([HOME, ...SITE_WORK, ...PROJECT_TAIL]);
  });

  it('a site worker without a stored scenario still works in construction', () => {
    expect(labels('site', null, 'P1')).toContain('Monitor /monitor/P1');
  });

  it('plan scenario: Folders once a project is chosen', () => {
    expect(labels('consultant', 'planfile', null)).not.toContain('Folders /planfile_page');
    expect(labels('consultant', 'planfile', 'P1')).toEqual([
      HOME,
      'Project /select_project?type=planfile',
      'Folders /planfile_page',
      ...PROJECT_TAIL,
    ]);
  });

  it('marketing scenario: Schedule and Folder', () => {
    expect(labels('marketing', 'marketing', 'P1')).toEqual([
      HOME,
      'Project /select_project?type=marketing',
      'Schedule /marketing_page',
      'Folder /marketing_folder',
      ...PROJECT_TAIL,
    ]);
  });

  it('no construction links outside the construction scenario', () => {
    for (const role of ROLES) {
      for (const scenario of ['planfile', 'marketing', null]) {
        if (role === 'site' && scenario === null) continue;
        const ids = sideNavLinks({ role, scenario, projectId: 'P1' }).map((l) => l.id);
        expect(ids).not.toContain('monitor');
        expect(ids).not.toContain('drawing');
        expect(ids).not.toContain('schedule');
      }
    }
  });

  it('encodes the project id', () => {
    expect(labels('admin', 'construction', 'a/b')).toContain('Schedule /construction_page/a%2Fb');
  });
});

describe('destinations', () => {
  it('after choosing a project, by scenario', () => {
    expect(destinationAfterProjectChoice('construction', 'P1')).toBe('/construction_page/P1');
    expect(destinationAfterProjectChoice('planfile', 'P1')).toBe('/planfile_page');
    expect(destinationAfterProjectChoice('marketing', 'P1')).toBe('/marketing_page');
    expect(destinationAfterProjectChoice('other', 'P1')).toBe('/app_home');
  });

  it('after sign-in, by role', () => {
    expect(homeFor('site')).toBe('/site_select_project');
    for (const role of ROLES.filter((r) => r !== 'site')) expect(homeFor(role)).toBe('/app_home');
  });
});
