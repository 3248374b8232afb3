// @vitest-environment happy-dom

import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SideNav, SideNavButton } from './side-nav.tsx';

afterEach(cleanup);

describe('SideNav', () => {
  it('shows role, area and project, and the links for the scenario', async () => {
    const { container } = await render(
      <MemoryRouter initialEntries={['/monitor/P1']}>
        <SideNav
          navRole="pm"
          userRole="pm"
          scenario="construction"
          project={{ id: 'P1', name: 'Harbour Tower', description: '' }}
        />
      </MemoryRouter>,
    );
    expect(container.querySelector('[data-testid="nav-role"]')?.textContent).toContain('Project Manager');
    // A soft hyphen (U+00AD) is only a place the bar may break the word; it is not shown otherwise.
    expect(container.querySelector('[data-testid="nav-area"]')?.textContent?.replaceAll('\u00AD', '')).toBe(
      'Construction',
    );
    expect(container.querySelector('[data-testid="nav-project"]')?.textContent).toBe('Harbour Tower');
    const links = [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/app_home'],
      ['Project', '/select_project?type=construction'],
      ['Schedule', '/construction_page/P1'],
      ['Monitor', '/monitor/P1'],
      ['Photos', '/photos/P1'],
      ['Daily Log', '/daily_log/P1'],
      ['Issues', '/issues/P1'],
      ['Activity', '/activity/P1'],
      ['Recycle Bin', '/recycle_bin/P1'],
    ]);
    expect(container.querySelector('a.is-active')?.textContent).toBe('Monitor');
    expect(container.querySelector('nav')?.getAttribute('aria-label')).toBe('Main');
  });

  it('draws bottom actions only when given', async () => {
    const { container } = await render(
      <MemoryRouter>
        <SideNav
          navRole="admin"
          userRole="admin"
          scenario={null}
          project={null}
          bottom={<SideNavButton icon="logout" label="Logout" onClick={() => {}} />}
        />
      </MemoryRouter>,
    );
    expect(container.querySelector('.sidenav__bottom button')?.textContent).toBe('Logout');
    expect(container.querySelector('[data-testid="nav-area"]')).toBeNull();
  });
});
