// @vitest-environment happy-dom

import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RouteError } from '../routes/route-error.tsx';
import { RequireSession } from './require-session.tsx';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

function Boom(): never {
  throw new Error('boom');
}

async function renderAt(path: string, needsProject = false) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>login</p> },
      {
        path: '/app_home',
        element: needsProject ? (
          <RequireSession needsProject>{(s) => <p>project {s.project.name}</p>}</RequireSession>
        ) : (
          <RequireSession>{(s) => <p>hello {s.role}</p>}</RequireSession>
        ),
      },
      { path: '/boom', element: <Boom />, errorElement: <RouteError /> },
    ],
    { initialEntries: [path] },
  );
  const view = await render(<RouterProvider router={router} />);
  // Lets the session check's promise and effects settle.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { ...view, router };
}

describe('RequireSession', () => {
  it('without a token: clears storage and goes to /', async () => {
    localStorage.setItem('userRole', 'admin');
    localStorage.setItem('selectedScenario', 'construction');
    const { router, container } = await renderAt('/app_home');
    expect(router.state.location.pathname).toBe('/');
    expect(container.textContent).toBe('login');
    expect(localStorage.length).toBe(0);
  });

  it('with token and role: renders the screen', async () => {
    localStorage.setItem('token', 'T');
    localStorage.setItem('userRole', 'pm');
    const { container } = await renderAt('/app_home');
    expect(container.textContent).toBe('hello pm');
  });

  it('a screen that needs a project goes to / without one', async () => {
    localStorage.setItem('token', 'T');
    localStorage.setItem('userRole', 'pm');
    const { router } = await renderAt('/app_home', true);
    expect(router.state.location.pathname).toBe('/');
    localStorage.setItem('selectedProject', JSON.stringify({ id: 'P1', name: 'Tower', description: '' }));
    const again = await renderAt('/app_home', true);
    expect(again.container.textContent).toBe('project Tower');
  });
});

describe('RouteError', () => {
  it("shows 'Unexpected Application Error!'", async () => {
    const original = console.error;
    console.error = () => {};
    try {
      const { container } = await renderAt('/boom');
      expect(container.querySelector('h1')?.textContent).toBe('Unexpected Application Error!');
      expect(container.textContent).toContain('boom');
    } finally {
      console.error = original;
    }
  });
});
