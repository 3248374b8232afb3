// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import { HomeTiles, NO_PERMISSION_MESSAGE } from './home-tiles.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderTiles(role: 'consultant' | 'admin') {
  const router = createMemoryRouter(
    [
      { path: '/app_home', element: <HomeTiles role={role} /> },
      { path: '/select_project', element: <p>picker</p> },
    ],
    { initialEntries: ['/app_home'] },
  );
  const view = await render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return { ...view, router };
}

describe('HomeTiles', () => {
  it('draws all three tiles and marks which the role may open', async () => {
    const { container } = await renderTiles('consultant');
    const tiles = [...container.querySelectorAll('button.tile')];
    // Each tile is named by its text (label first, then what it holds), so the visible text is in its name.
    expect(tiles.map((t) => t.querySelector('.tile__label')?.textContent)).toEqual([
      'Construction',
      'Plan File',
      'Marketing',
    ]);
    expect(tiles.every((t) => !t.hasAttribute('aria-label'))).toBe(true);
    expect(tiles.map((t) => t.getAttribute('data-permitted'))).toEqual(['false', 'true', 'false']);
  });

  it('a permitted tile opens the project picker for its scenario', async () => {
    const { router } = await renderTiles('consultant');
    fireEvent.click(screen.getByRole('button', { name: /^Plan File/ }));
    expect(router.state.location.pathname).toBe('/select_project');
    expect(router.state.location.search).toBe('?type=planfile');
  });

  it('a tile the role may not open says so in a toast (never a native alert) and stays', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    window.alert = alert;
    const { router } = await renderTiles('consultant');
    fireEvent.click(screen.getByRole('button', { name: /^Marketing/ }));
    expect(alert).not.toHaveBeenCalled();
    expect(document.querySelector('.toast[role="alert"]')?.textContent).toContain(NO_PERMISSION_MESSAGE);
    expect(NO_PERMISSION_MESSAGE).toBe('You do not have permission to access this section.');
    expect(router.state.location.pathname).toBe('/app_home');
  });
});
